import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import { responseCode } from '@adconsole/api-client/contract';
import { defaultLanguage, errorMessage, lookup, type Language } from '@adconsole/i18n/resources';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from './language';
import { ResponseError } from './response-error';

/** Nesting and size of a JSON body (docs/hardening.md#input-limits); uploads have limits of their own. */
export const jsonBodyLimits = { maxDepth: 64, maxBytes: 1024 * 1024 };

/**
 * Whether a JSON text nests arrays and objects deeper than `maxDepth`, read as text in one pass without
 * recursion, so that no deep body ever reaches recursive code (the parser's or ours). Brackets inside strings
 * do not count.
 */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > maxDepth) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** The envelope of an error a caller gets without the API's own handler: the code and its message. */
const envelopeOf = (code: number, language: Language) => ({ code, msg: errorMessage(code, language) ?? '' });

/**
 * The language of each connection's latest request, for errors Node answers on the socket itself (a body
 * that does not arrive in time) after the request's headers were read.
 */
const socketLanguages = new WeakMap<Socket, Language>();

/**
 * Every error in the envelope and the caller's language, and nothing held open past the request timeout
 * (docs/hardening.md#input-limits): JSON bodies are checked for size (413) and nesting (400) before they are
 * parsed; URLs that do not decode answer 400; errors Node answers on the socket (408, 431, a malformed
 * request) are written as the envelope.
 */
export function registerInputLimits(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: jsonBodyLimits.maxBytes },
    (request, body, done) => {
      // parseAs 'string' hands the body over as text.
      const text = body as string;
      if (nestsDeeperThan(text, jsonBodyLimits.maxDepth)) {
        const message = lookup(requestLanguage(request), 'validation.bodyTooDeep');
        done(new ResponseError(responseCode.badRequest, undefined, message), undefined);
        return;
      }
      parseJson(request, text, done);
    },
  );
  app.addHook('onRequest', async (request) => {
    socketLanguages.set(request.raw.socket, requestLanguage(request));
  });
}

/** Fastify's `frameworkErrors`: a URL it cannot route (bad percent-encoding, parameters too long) is a 400. */
export function frameworkError(_error: Error, request: FastifyRequest, reply: FastifyReply) {
  return reply.status(400).send(envelopeOf(responseCode.badRequest, requestLanguage(request)));
}

/** Fastify's `clientErrorHandler`: what Node's HTTP parser or its request timeout ends, in the envelope. */
export function clientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? responseCode.requestTimeout
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? responseCode.headersTooLarge
        : responseCode.badRequest;
  const body = JSON.stringify(envelopeOf(code, socketLanguages.get(socket) ?? defaultLanguage));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${code} ${STATUS_CODES[code]}\r\nConnection: close\r\nX-Content-Type-Options: nosniff\r\nContent-Type: application/json; ` +
        `charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
