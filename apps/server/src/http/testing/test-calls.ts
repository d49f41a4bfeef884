import { apiBasePath, apiPrefix, type Endpoint } from '@adconsole/api-client/contract';
import type { FastifyInstance } from 'fastify';

/**
 * Calling a test app's API (docs/testing.md#server-test-helpers): beside the HTTP layer, far below the app, so a
 * feature's own call helpers need not climb to the app that builds it.
 */

export const api = (path: string) => `${apiBasePath}${apiPrefix}${path}`;

/** A call of the API as a logged-in user (or none): method, path under the prefix, body, extra headers. */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; payload?: object; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method,
    url: api(path),
    headers: { ...(options.token ? { token: options.token } : {}), ...options.headers },
    ...(method === 'POST' ? { payload: options.payload ?? {} } : {}),
  });
}

/** Calls an endpoint of the contract as a user; the body is sent as is (so tests can send bad ones). */
export function callEndpoint(
  app: FastifyInstance,
  endpoint: Endpoint,
  token: string,
  body: object,
  headers: Record<string, string> = {},
) {
  return call(app, endpoint.method, endpoint.path.slice(apiPrefix.length), { token, payload: body, headers });
}
