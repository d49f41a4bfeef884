import { endpoints } from '@adconsole/api-client/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerEndpoint } from '../http/endpoint-route';
import { requestLanguage } from '../http/language';
import { deleteView, findView, listViews, saveView, type ViewOwner } from './report-views';

/** The session user and the verified account of an account-scoped call. */
const ownerOf = (request: FastifyRequest): ViewOwner => ({
  userId: request.user!.id,
  accountId: request.accountId!,
});

/** The named-view calls of the report pages (docs/requirements.md#report-views). */
export function viewRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.reportViews, async ({ report }, request) =>
    listViews(app.entities, ownerOf(request), report),
  );

  registerEndpoint(app, endpoints.reportView, async ({ id }, request) =>
    findView(app.entities, request.user!.id, request.user!.accountIds, id),
  );

  registerEndpoint(app, endpoints.saveReportView, async ({ accountId: _verified, ...input }, request) =>
    saveView(app.entities, ownerOf(request), input, requestLanguage(request), app.now()),
  );

  registerEndpoint(app, endpoints.deleteReportView, async ({ id }, request) => {
    await deleteView(app.entities, ownerOf(request), id, requestLanguage(request));
    return null;
  });
}
