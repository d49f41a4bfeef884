import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { apiBasePath, httpStatusOf, responseCode } from '@adconsole/api-client/contract';
import { errorMessage } from '@adconsole/i18n/resources';
import Fastify, { type FastifyInstance } from 'fastify';
import { requestLanguage } from './http/language';
import { ResponseError } from './http/response-error';
import { userRoutes } from './routes/user-routes';
import { seedDemo } from './seed';
import { openEntityStore, type EntityStore } from './stores/entity-store';
import { openFactStore, type FactStore } from './stores/fact-store';

declare module 'fastify' {
  interface FastifyInstance {
    entities: EntityStore;
    facts: FactStore;
    /** The clock (epoch ms); tests inject one. */
    now(): number;
  }
  interface FastifyReply {
    /** The catalogue's message for a code in the caller's language. */
    message(code: number): string;
  }
}

export interface AppOptions {
  dataDir: string;
  /** The built console to serve at `/`; none in API-only tests. */
  consoleDir?: string;
  now?: () => number;
  logger?: boolean;
}

/** Builds the server on its stores: opens (creating, migrating and seeding if new) both, registers the API. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const now = options.now ?? Date.now;
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 10 * 1024 * 1024 });
  const entities = await openEntityStore(options.dataDir);
  let facts: FactStore;
  try {
    facts = await openFactStore(options.dataDir);
  } catch (error) {
    await entities.close();
    throw error;
  }
  if (entities.created) await seedDemo(entities, now());
  app.decorate('entities', entities);
  app.decorate('facts', facts);
  app.decorate('now', now);
  app.decorateReply('message', function (code: number) {
    return errorMessage(code, requestLanguage(this.request)) ?? '';
  });
  app.addHook('onClose', async () => {
    await facts.close();
    await entities.close();
  });

  app.setErrorHandler((error, request, reply) => {
    const code =
      error instanceof ResponseError
        ? error.code
        : (error as { statusCode?: number }).statusCode === 429
          ? responseCode.tooManyRequests
          : ((error as { statusCode?: number }).statusCode ?? 500) < 500
            ? responseCode.badRequest
            : responseCode.serverError;
    if (code === responseCode.serverError) request.log.error(error);
    const data = error instanceof ResponseError ? error.data : undefined;
    return reply.status(httpStatusOf(code)).send({ code, msg: reply.message(code), data });
  });

  userRoutes(app);

  const serveConsole = Boolean(options.consoleDir && existsSync(path.join(options.consoleDir, 'index.html')));
  if (serveConsole) await app.register(fastifyStatic, { root: options.consoleDir!, wildcard: false });
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith(`${apiBasePath}/`) || request.url === apiBasePath;
    if (!isApi && serveConsole && request.method === 'GET') {
      // The console routes in the browser: every page path answers the SPA's index.html.
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ code: responseCode.notFound, msg: reply.message(responseCode.notFound) });
  });
  return app;
}
