import { endpoints, type AlertEvent } from '@adconsole/api-client/contract';
import { providerDateTime } from '@adconsole/date-range-rules';
import type { Language } from '@adconsole/i18n/resources';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { Paged, registerEndpoint } from '../http/endpoint-route';
import { requestLanguage } from '../http/language';
import type { EntityDatabase } from '../stores/entity-schema';
import { listPage, newestFirst } from '../stores/list-page';
import type { Alerts } from './alert-evaluation';
import { deleteRule, listRules, saveRule } from './alert-rules';

type EventRow = Selectable<EntityDatabase['alert_events']>;

const numberOrNull = (text: string | null) => (text === null ? null : Number(text));

function toEvent(row: EventRow, language: Language): AlertEvent {
  return {
    id: row.id,
    ruleId: row.rule_id,
    ruleName: row.rule_name,
    kind: row.kind,
    accountId: row.account_id,
    accountNo: row.account_no,
    value: numberOrNull(row.value),
    limit: numberOrNull(row.limit_value),
    text: { en: row.text_en, cn: row.text_cn, tw: row.text_tw }[language],
    firedTime: providerDateTime(Number(row.created_time)),
  };
}

/** The alert calls (docs/requirements.md#alerts): a user's own rules, "check now" and the firings. */
export function alertRoutes(app: FastifyInstance, alerts: Alerts) {
  const db = app.entities.db;

  registerEndpoint(app, endpoints.alertRuleList, async (_input, request) =>
    listRules(db, request.user!.id, request.user!.accountIds),
  );

  registerEndpoint(app, endpoints.alertRuleSave, async (input, request) => ({
    id: await saveRule(db, request.user!, input, app.now()),
  }));

  registerEndpoint(app, endpoints.alertRuleDelete, async ({ id }, request) => {
    await deleteRule(db, request.user!.id, id);
    return null;
  });

  registerEndpoint(app, endpoints.alertRuleCheck, async ({ id }, request) =>
    alerts.check(id, request.user!.id, requestLanguage(request)),
  );

  registerEndpoint(app, endpoints.alertEventList, async ({ page, query }, request) => {
    let rows = db.selectFrom('alert_events').selectAll().where('user_id', '=', request.user!.id);
    if (query.ruleId !== undefined) rows = rows.where('rule_id', '=', query.ruleId);
    if (query.day !== undefined) rows = rows.where('day', '=', query.day);
    const answer = await listPage(rows, page, newestFirst);
    const language = requestLanguage(request);
    return new Paged(
      answer.rows.map((row) => toEvent(row, language)),
      answer.page,
    );
  });
}
