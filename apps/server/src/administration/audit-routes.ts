import { addCalendarDays, providerDateTime, providerDayStart } from '@adconsole/date-range-rules';
import { endpoints } from '@adconsole/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { Paged, registerEndpoint } from '../http/endpoint-route';
import { contains, listPage } from '../stores/list-page';

/**
 * The audit log (docs/requirements.md#audit-log): every administrator's write, newest first, by part of the
 * user's name, by entity and by a range of days in the provider's calendar (both ends included).
 */
export function auditRoutes(app: FastifyInstance) {
  const db = app.entities.db;

  registerEndpoint(app, endpoints.auditList, async ({ page, query }) => {
    let rows = db.selectFrom('audit_log').selectAll();
    if (query.userName) rows = rows.where(contains('audit_log.user_name', query.userName));
    if (query.entity) rows = rows.where('audit_log.entity', '=', query.entity);
    if (query.beginDate) rows = rows.where('audit_log.created_time', '>=', providerDayStart(query.beginDate));
    if (query.endDate) {
      rows = rows.where('audit_log.created_time', '<', providerDayStart(addCalendarDays(query.endDate, 1)));
    }
    const answer = await listPage(rows, page, {
      id: 'audit_log.id',
      createdTime: 'audit_log.created_time',
    });
    return new Paged(
      answer.rows.map((row) => ({
        id: row.id,
        userName: row.user_name,
        action: row.action,
        entity: row.entity,
        entityId: row.entity_id,
        before: row.before_json,
        after: row.after_json,
        createdTime: providerDateTime(Number(row.created_time)),
      })),
      answer.page,
    );
  });
}
