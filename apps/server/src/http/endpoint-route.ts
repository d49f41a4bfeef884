import { lookup } from '@adconsole/i18n/resources';
import {
  accountIdOf,
  apiBasePath,
  fieldErrors,
  hasPermission,
  isAdministrator,
  rangeRefusal,
  responseCode,
  stripServerOwnedFields,
  type Endpoint,
  type PageResponse,
  type ResponseOf,
} from '@adconsole/api-client/contract';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { isSystemWrite, recordUnauditedWrite } from '../audit/audit-log';
import { sessionUser, type SessionUser } from '../auth/sessions';
import { accountIdsIn, verifiedAccountIds } from './account-scope';
import { FileReply, sendFile } from './file-reply';
import { holdsJsonText, jsonWithText, type WithJsonText } from './json-text';
import { requestLanguage } from './language';
import { ResponseError } from './response-error';
import { addServerTiming, type CallTiming } from './server-timing';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every endpoint registered so far, in order: the OpenAPI document lists them. */
    registeredEndpoints: Endpoint[];
    /** Limits on write calls per client address and per user (docs/hardening.md#login-abuse). */
    writeLimits: { perAddress: RateLimit; perUser: RateLimit };
  }
  interface FastifyRequest {
    /** The contract's endpoint the call was registered for. */
    endpoint?: Endpoint;
    user?: SessionUser;
    /** The session token of the call (for logout and password change). */
    sessionToken?: string;
    /**
     * The verified provider account of an account-scoped call: one of the session user's
     * (docs/requirements.md#api-conventions).
     */
    accountId?: number;
    /** The files of an upload call (transfer `upload`), read into memory within the endpoint's limits. */
    uploadedFiles?: UploadedFile[];
    /**
     * Where the call's time went, for its `Server-Timing` (http/server-timing.ts): set by a handler that counts
     * its fact reads.
     */
    callTiming?: CallTiming;
  }
}

/** One file of a multipart upload (docs/requirements.md#api-conventions). */
export interface UploadedFile {
  /** The form field it came in (`file`). */
  field: string;
  /** The name the browser gave it: shown to the user, never trusted for its type. */
  fileName: string;
  data: Buffer;
  /** True when the file was larger than the endpoint's `maxFileBytes`: `data` holds only its beginning. */
  tooLarge: boolean;
}

/**
 * A limiter of @fastify/rate-limit, counting the request it is given: `isExceeded` once over the limit
 * (`isAllowed` only says the key is on its allow list, which these limiters have none of).
 */
export type RateLimit = (
  request: FastifyRequest,
) => Promise<{ isAllowed: true } | { isAllowed: false; isExceeded: boolean }>;

async function refuseOverLimit(limit: RateLimit, request: FastifyRequest) {
  const counted = await limit(request);
  if (!counted.isAllowed && counted.isExceeded) throw new ResponseError(responseCode.tooManyRequests);
}

/** A paged answer: the list in `data`, paging in the envelope's `page`. */
export class Paged<T> {
  constructor(
    readonly data: T,
    readonly page: PageResponse,
  ) {}
}

type Handler<E extends Endpoint> = (
  input: z.output<E['request']>,
  request: FastifyRequest,
) => Promise<ResponseOf<E> | Paged<ResponseOf<E> | WithJsonText<ResponseOf<E>>> | FileReply>;

export interface EndpointOptions {
  /** Requests per client address within the window; more answer 429 (login and captcha). */
  rateLimit?: { max: number; timeWindowMs: number };
  /**
   * Limits of an upload call: a file over `maxFileBytes` arrives cut short and marked `tooLarge` (the
   * handler answers with its own code); files past `maxFiles` are refused with 400.
   */
  upload?: { maxFileBytes: number; maxFiles: number };
}

/** An upload limit of a call that names none: one file of at most 2 MB. */
const defaultUploadLimit = { maxFileBytes: 2 * 1024 * 1024, maxFiles: 1 };

/**
 * The fields and files of a multipart body. Fields become the request object the contract's schema checks;
 * each file is read up to the limit, so an oversized one never fills the memory.
 */
async function readMultipart(
  request: FastifyRequest,
  limit: { maxFileBytes: number; maxFiles: number },
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  if (!request.isMultipart()) throw new ResponseError(responseCode.badRequest);
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts({
      limits: { fileSize: limit.maxFileBytes, files: limit.maxFiles, fields: 50, fieldSize: 64 * 1024 },
    })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        files.push({ field: part.fieldname, fileName: part.filename, data, tooLarge: part.file.truncated });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof ResponseError) throw error;
    // Too many files or fields, or a malformed body: a bad request, without the parser's words.
    throw new ResponseError(responseCode.badRequest);
  }
  return { fields, files };
}

/**
 * The token of a request: the `token` header, or a bearer token (downloads and uploads)
 * (docs/requirements.md#api-conventions).
 */
export function requestToken(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  if (typeof header === 'string' && header) return header;
  const bearer = request.headers.authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  return bearer || undefined;
}

/** The session's user (401 without one), from this process's session cache (docs/hardening.md#session-cache). */
async function liveSessionUser(app: FastifyInstance, token: string | undefined): Promise<SessionUser> {
  const user = await sessionUser(app.entities, token, app.now());
  if (!user) throw new ResponseError(responseCode.unauthorized);
  return user;
}

/**
 * Registers one endpoint of the contract. Before the handler runs, in this order: the write limits of a
 * write, the session (401), the endpoint's permission (403; docs/hardening.md#permission-enforcement), the
 * account rule for every accountId the call names (400 for a malformed one, 403 for an account that is not
 * the user's; an account-scoped call's verified id goes to `request.accountId`), and the input against the contract's schema
 * (400 naming the fields in the caller's language). Server-owned fields (createdTime…) never reach the
 * handler. An administrator's system write the handler left out of the audit log goes in after it. The answer
 * goes out in the envelope, or as a file for a download.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
  options: EndpointOptions = {},
) {
  app.registeredEndpoints.push(endpoint);
  const rateLimit = options.rateLimit && {
    max: options.rateLimit.max,
    timeWindow: options.rateLimit.timeWindowMs,
  };
  app.route({
    method: endpoint.method,
    url: `${apiBasePath}${endpoint.path}`,
    config: rateLimit ? { rateLimit } : {},
    onSend: async (request, reply) => addServerTiming(request, reply),
    handler: async (request, reply) => {
      request.endpoint = endpoint;
      // Writes are flagged in the contract (docs/hardening.md#permission-enforcement); login and the
      // captcha have limits of their own.
      const writes = endpoint.write;
      if (writes) await refuseOverLimit(app.writeLimits.perAddress, request);
      if (endpoint.auth) {
        request.sessionToken = requestToken(request);
        request.user = await liveSessionUser(app, request.sessionToken);
        if (writes) await refuseOverLimit(app.writeLimits.perUser, request);
        if (endpoint.permission && !hasPermission(request.user.permissions, [endpoint.permission])) {
          throw new ResponseError(responseCode.forbidden);
        }
      }
      let body: unknown = request.body ?? {};
      if (endpoint.transfer === 'upload') {
        const { fields, files } = await readMultipart(request, options.upload ?? defaultUploadLimit);
        request.uploadedFiles = files;
        body = fields;
      }
      // The query-string parser makes objects of a prototype of its own: copy them into plain ones.
      const raw = stripServerOwnedFields(endpoint.method === 'GET' ? { ...(request.query as object) } : body);
      if (request.user) {
        // Every accountId of the call, the URL's of a POST included (docs/hardening.md#account-rule).
        const named = [
          ...accountIdsIn(raw),
          ...(endpoint.method === 'GET' ? [] : accountIdsIn(request.query)),
        ];
        if (endpoint.accountScoped || named.length > 0) {
          const claims = endpoint.accountScoped ? [accountIdOf(raw), ...named] : named;
          const [accountId] = verifiedAccountIds(request.user.accountIds, claims, requestLanguage(request));
          if (endpoint.accountScoped) request.accountId = accountId;
        }
      }
      const parsed = endpoint.request.safeParse(raw, { reportInput: true });
      if (!parsed.success) {
        const language = requestLanguage(request);
        throw new ResponseError(
          responseCode.badRequest,
          fieldErrors(parsed.error, language, lookup),
          rangeRefusal(parsed.error, language, lookup),
        );
      }
      const result = await handler(parsed.data as z.output<E['request']>, request);
      if (request.callTiming) request.callTiming.answeredAt = performance.now();
      // Every administrator's write of administration is in the audit log (docs/requirements.md#audit-log).
      if (isSystemWrite(endpoint) && !request.audited && isAdministrator(request.user!)) {
        await recordUnauditedWrite(app.entities, request, parsed.data);
      }
      if (result instanceof FileReply) return sendFile(reply, result);
      const answer = result instanceof Paged ? { data: result.data, page: result.page } : { data: result };
      const envelope = { code: responseCode.ok, msg: reply.message(responseCode.ok), ...answer };
      // Rows the fact engine wrote go out as they are (docs/architecture.md#report-answers-pass-through).
      if (holdsJsonText(answer.data)) {
        const pieces = jsonWithText(envelope);
        const length = pieces.reduce((sum, piece) => sum + piece.length, 0);
        return reply
          .type('application/json; charset=utf-8')
          .header('content-length', length)
          .send(Readable.from(pieces));
      }
      return reply.send(envelope);
    },
  });
}
