import { apiBasePath, openApiDocument } from '@adconsole/api-client/contract';
import type { FastifyInstance } from 'fastify';

const version = '0.1.0';

/**
 * The contract as an OpenAPI document (docs/requirements.md#api-conventions), built from every endpoint the
 * server registered.
 */
export function openApiRoutes(app: FastifyInstance) {
  let document: ReturnType<typeof openApiDocument> | undefined;
  app.get(
    `${apiBasePath}/openapi.json`,
    async () => (document ??= openApiDocument(app.registeredEndpoints, version)),
  );
}
