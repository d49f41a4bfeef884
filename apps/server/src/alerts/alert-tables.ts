import type { AlertMetric, AlertRuleKind, AlertState } from '@adconsole/api-client/contract';
import { bigint, id, integer, table, text, type DatabaseOf } from '../stores/table-schema';

/**
 * Alert rules, where each stands per object, and what they fired.
 * Declared here, gathered for the migrations by `entity-tables.ts` (docs/architecture.md#entity-store).
 */
export const alertTables = {
  /**
   * Users' alert rules (docs/requirements.md#alerts): `account_ids` and `channel_ids` are JSON arrays (no
   * accounts: every one the user holds); `threshold` is a JSON number (days, a factor or a value).
   */
  alert_rules: table(
    {
      id: id(),
      user_id: integer().references('users.id', 'cascade'),
      name: text(),
      kind: text<AlertRuleKind>(),
      account_ids: text(),
      metric: text<AlertMetric>().nullable(),
      comparison: text<'above' | 'below'>().nullable(),
      threshold: text().nullable(),
      weeks: integer().nullable(),
      channel_ids: text(),
      enabled: integer().defaultTo(1),
      created_time: bigint(),
      updated_time: bigint(),
    },
    { indexes: [{ name: 'alert_rules_user', columns: ['user_id'] }] },
  ),
  /** Where each rule stands per account: armed, fired (on `fired_day`) or cleared, since when. */
  alert_states: table(
    {
      rule_id: integer().references('alert_rules.id', 'cascade'),
      account_id: integer().references('provider_accounts.id', 'cascade'),
      state: text<AlertState>(),
      /** The provider's day (yyyy-MM-dd) the rule last fired for the account; null before it fired. */
      fired_day: text().nullable(),
      since: bigint(),
    },
    { primaryKey: { name: 'alert_states_key', columns: ['rule_id', 'account_id'] } },
  ),
  /**
   * Every firing of a rule for an account, at most one per day (the unique index decides between processes),
   * with the values that fired it and the text sent in each language; kept when the rule is deleted.
   */
  alert_events: table(
    {
      id: id(),
      rule_id: integer().nullable().references('alert_rules.id', 'set null'),
      user_id: integer().references('users.id', 'cascade'),
      rule_name: text(),
      kind: text<AlertRuleKind>(),
      account_id: integer().references('provider_accounts.id', 'cascade'),
      account_no: text(),
      /** The provider's day it fired on (yyyy-MM-dd). */
      day: text(),
      /** JSON numbers, or null. */
      value: text().nullable(),
      limit_value: text().nullable(),
      text_en: text(),
      text_cn: text(),
      text_tw: text(),
      created_time: bigint(),
    },
    {
      indexes: [
        { name: 'alert_events_once', columns: ['rule_id', 'account_id', 'day'], unique: true },
        { name: 'alert_events_user', columns: ['user_id', 'created_time'] },
      ],
    },
  ),
};

declare module '../stores/entity-schema' {
  interface EntityDatabase extends DatabaseOf<typeof alertTables> {}
}
