import {
  apiBasePath,
  responseCode,
  type Endpoint,
  type PageResponse,
  type ResponseOf,
} from '@adconsole/api-client/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { sessionUserId } from '../auth/sessions';
import { ResponseError } from './response-error';

/** The logged-in user a request runs for. */
export interface SessionUser {
  id: number;
  userName: string;
  role: string;
  language: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: SessionUser;
  }
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
) => Promise<ResponseOf<E> | Paged<ResponseOf<E>>>;

/** The token of a request: the `token` header (spec §7), or a bearer token (downloads and uploads). */
export function requestToken(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  if (typeof header === 'string' && header) return header;
  const bearer = request.headers.authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  return bearer || undefined;
}

/**
 * Registers one endpoint of the contract: checks the session when the call needs one, validates the input
 * with the contract's schema (400 naming the fields), and wraps the answer in the envelope.
 */
export function registerEndpoint<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: Handler<E>) {
  app.route({
    method: endpoint.method,
    url: `${apiBasePath}${endpoint.path}`,
    handler: async (request, reply) => {
      if (endpoint.auth) {
        const userId = await sessionUserId(app.entities, requestToken(request), app.now());
        const user =
          userId === undefined
            ? undefined
            : await app.entities.db
                .selectFrom('users')
                .select(['id', 'user_name as userName', 'role', 'language'])
                .where('id', '=', userId)
                .executeTakeFirst();
        if (!user) throw new ResponseError(responseCode.unauthorized);
        request.user = user;
      }
      const raw = endpoint.method === 'GET' ? request.query : (request.body ?? {});
      const parsed = endpoint.request.safeParse(raw);
      if (!parsed.success) {
        throw new ResponseError(
          responseCode.badRequest,
          parsed.error.issues.map((issue) => ({
            field: issue.path.join('.') || '(body)',
            message: issue.message,
          })),
        );
      }
      const result = await handler(parsed.data as z.output<E['request']>, request);
      const answer = result instanceof Paged ? { data: result.data, page: result.page } : { data: result };
      return reply.send({ code: responseCode.ok, msg: reply.message(responseCode.ok), ...answer });
    },
  });
}
