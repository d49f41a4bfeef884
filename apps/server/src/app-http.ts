import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import { apiBasePath, httpStatusOf, responseCode } from '@adconsole/api-client/contract';
import { errorMessage } from '@adconsole/i18n/resources';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { ServerLimits } from './app-options';
import type { AuthSettings } from './login/auth-routes';
import { registerCompression } from './http/compression';
import { registerConsoleFiles } from './http/console-files';
import { isPagePath, pageFile } from './http/console-pages';
import { clientError, frameworkError, jsonBodyLimits, registerInputLimits } from './http/input-limits';
import { requestLanguage } from './http/language';
import { redactedLogger, type LogOption } from './http/request-log';
import { ResponseError } from './http/response-error';
import { registerSecurityHeaders } from './http/security-headers';
import { sharedRateLimitStore } from './http/shared-rate-limit-store';
import type { EntityStore } from './stores/entity-store';
import { isRefusedValue } from './stores/postgres-connection';

/**
 * The Fastify instance: nothing is held open longer than a request may take to arrive
 * (docs/hardening.md#input-limits), so Node checks its open requests against the timeout every second.
 */
export function createFastify(
  options: { logger?: LogOption; trustProxy?: readonly string[] },
  limits: ServerLimits,
): FastifyInstance {
  return Fastify({
    logger: redactedLogger(options.logger),
    trustProxy: options.trustProxy?.length ? [...options.trustProxy] : false,
    bodyLimit: jsonBodyLimits.maxBytes,
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: 2 * limits.requestTimeoutMs,
    http: {
      headersTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, limits.requestTimeoutMs),
    },
    frameworkErrors: frameworkError,
    clientErrorHandler: clientError,
  });
}

/**
 * What every endpoint shares: the catalogue's messages, the error answer, input limits, security headers,
 * compression, the rate limits and multipart bodies.
 */
export async function registerHttp(
  app: FastifyInstance,
  { entities, rateLimits }: { entities: EntityStore; rateLimits: AuthSettings['rateLimits'] },
): Promise<void> {
  app.decorateReply('message', function (code: number) {
    return errorMessage(code, requestLanguage(this.request)) ?? '';
  });
  app.setErrorHandler((error, request, reply) => {
    const status = (error as { statusCode?: number }).statusCode ?? (isRefusedValue(error) ? 400 : 500);
    const code =
      error instanceof ResponseError
        ? error.code
        : status === 429 || status === 413
          ? status
          : status < 500
            ? responseCode.badRequest
            : responseCode.serverError;
    if (code === responseCode.serverError) request.log.error(error);
    const data = error instanceof ResponseError ? error.data : undefined;
    const msg = (error instanceof ResponseError && error.translatedMessage) || reply.message(code);
    return reply.status(httpStatusOf(code)).send({ code, msg, data });
  });

  registerInputLimits(app);
  await registerSecurityHeaders(app);
  registerCompression(app);
  // Every server process on the store counts the same hits (docs/architecture.md#work-across-processes).
  const store = sharedRateLimitStore({ entities, onError: (error) => app.log.error(error) });
  await app.register(fastifyRateLimit, { global: false, store });
  // Upload calls read their parts themselves, within each endpoint's limits (http/endpoint-route.ts).
  await app.register(fastifyMultipart, { throwFileSizeLimit: false });
  const writeLimit = (
    name: string,
    setting: AuthSettings['rateLimits']['writesPerUser'],
    key: (request: FastifyRequest) => string,
  ) =>
    app.createRateLimit({
      max: setting.max,
      timeWindow: setting.timeWindowMs,
      keyGenerator: (request) => `${name}:${key(request)}`,
    });
  app.decorate('writeLimits', {
    perAddress: writeLimit('writes-address', rateLimits.writesPerAddress, (request) => request.ip),
    perUser: writeLimit('writes-user', rateLimits.writesPerUser, (request) => String(request.user!.id)),
  });
}

/** The built console at `/` when there is one, and the answer to every path nothing else answers. */
export async function registerConsole(app: FastifyInstance, consoleDir: string | undefined): Promise<void> {
  const serveConsole = Boolean(consoleDir && existsSync(path.join(consoleDir, 'index.html')));
  if (serveConsole) await registerConsoleFiles(app, consoleDir!);
  // A build before the console's pages were written has only index.html (docs/architecture.md#console-page).
  const consolePage = serveConsole && existsSync(path.join(consoleDir!, 'console-report.html'));
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith(`${apiBasePath}/`) || request.url === apiBasePath;
    if (!isApi && serveConsole && ['GET', 'HEAD'].includes(request.method) && isPagePath(request.url)) {
      // The console routes in the browser: every page path answers the SPA's page, the console's to a session.
      const file = consolePage ? pageFile(request.url, request.headers.cookie) : 'index.html';
      return reply.type('text/html').header('vary', 'Accept-Encoding, Cookie').sendFile(file);
    }
    return reply.status(404).send({ code: responseCode.notFound, msg: reply.message(responseCode.notFound) });
  });
}
