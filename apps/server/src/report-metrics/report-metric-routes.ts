import { endpoints, isAdministrator } from '@adconsole/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/endpoint-route';
import { requestLanguage } from '../http/language';
import { deleteMetric, listMetrics, saveMetric } from './report-metrics';

/** The calls of users' calculated metrics (docs/requirements.md#calculated-columns). */
export function reportMetricRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.reportMetricList, async (_input, request) =>
    listMetrics(app.entities, request.user!.id),
  );

  registerEndpoint(app, endpoints.reportMetricSave, async (input, request) => {
    const user = { id: request.user!.id, administrator: isAdministrator(request.user!) };
    return saveMetric(app.entities, user, input, requestLanguage(request), app.now());
  });

  registerEndpoint(app, endpoints.reportMetricDelete, async ({ id }, request) => {
    await deleteMetric(app.entities, request.user!.id, id, requestLanguage(request));
    return null;
  });
}
