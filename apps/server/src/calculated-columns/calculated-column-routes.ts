import { endpoints, isAdministrator } from '@adconsole/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/endpoint-route';
import { requestLanguage } from '../http/language';
import { deleteMetric, listMetrics, saveMetric } from './calculated-columns';

/** The calls of users' calculated metrics (docs/requirements.md#calculated-columns). */
export function calculatedColumnRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.calculatedColumnList, async (_input, request) =>
    listMetrics(app.entities, request.user!.id),
  );

  registerEndpoint(app, endpoints.calculatedColumnSave, async (input, request) => {
    const user = { id: request.user!.id, administrator: isAdministrator(request.user!) };
    return saveMetric(app.entities, user, input, requestLanguage(request), app.now());
  });

  registerEndpoint(app, endpoints.calculatedColumnDelete, async ({ id }, request) => {
    await deleteMetric(app.entities, request.user!.id, id, requestLanguage(request));
    return null;
  });
}
