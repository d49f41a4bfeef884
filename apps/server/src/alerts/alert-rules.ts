/**
 * Users' alert rules in the entity store (docs/requirements.md#alerts): each user sees and changes only their
 * own, over the accounts they hold and with their own channels.
 */
import {
  defaultBaselineWeeks,
  metricAlertKinds,
  responseCode,
  thresholdAlertKinds,
  type AlertRule,
  type SaveAlertRule,
} from '@adconsole/api-client/contract';
import { providerDateTime } from '@adconsole/date-range-rules';
import type { Kysely, Selectable } from 'kysely';
import { ResponseError } from '../http/response-error';
import { ownRow } from '../http/own-rows';
import type { EntityDatabase } from '../stores/entity-schema';
import type { RuleCondition } from './alert-conditions';

type RuleRow = Selectable<EntityDatabase['alert_rules']>;
type Db = Kysely<EntityDatabase>;

/** A rule as stored. */
export interface StoredRule extends RuleCondition {
  id: number;
  userId: number;
  name: string;
  /** Empty: every account the user holds at the time. */
  accountIds: number[];
  channelIds: number[];
  enabled: boolean;
  createdTime: number;
  updatedTime: number;
}

export function storedRule(row: RuleRow): StoredRule {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    kind: row.kind,
    accountIds: JSON.parse(row.account_ids) as number[],
    ...(row.metric ? { metric: row.metric } : {}),
    ...(row.comparison ? { comparison: row.comparison } : {}),
    ...(row.threshold !== null ? { threshold: Number(row.threshold) } : {}),
    weeks: row.weeks ?? defaultBaselineWeeks,
    channelIds: JSON.parse(row.channel_ids) as number[],
    enabled: row.enabled === 1,
    createdTime: Number(row.created_time),
    updatedTime: Number(row.updated_time),
  };
}

/**
 * The accounts a rule watches now: those it names that the user still holds (checked at every evaluation, so a
 * withdrawn account drops out), or every account the user holds when it names none.
 */
export function watchedAccounts(rule: Pick<StoredRule, 'accountIds'>, held: readonly number[]): number[] {
  return rule.accountIds.length === 0 ? [...held] : rule.accountIds.filter((id) => held.includes(id));
}

/** The accounts each of these users holds, by user id. */
export async function heldAccounts(db: Db, userIds: readonly number[]): Promise<Map<number, number[]>> {
  const held = new Map(userIds.map((id) => [id, [] as number[]]));
  if (userIds.length === 0) return held;
  const rows = await db
    .selectFrom('user_accounts')
    .select(['user_id', 'account_id'])
    .where('user_id', 'in', [...userIds])
    .orderBy('account_id')
    .execute();
  for (const row of rows) held.get(row.user_id)!.push(row.account_id);
  return held;
}

/** The key of where a rule stands for an account in `statesOf`. */
export const stateKey = (ruleId: number, accountId: number) => `${ruleId} ${accountId}`;

/** Where these rules stand for each account they were evaluated for, by `stateKey`. */
export async function statesOf(db: Db, ruleIds: number[]) {
  const rows = await db.selectFrom('alert_states').selectAll().where('rule_id', 'in', ruleIds).execute();
  return new Map(rows.map((row) => [stateKey(row.rule_id, row.account_id), row]));
}

/** The user's rules with where each stands for every account it watches, by name. */
export async function listRules(db: Db, userId: number, held: readonly number[]): Promise<AlertRule[]> {
  const rules = (
    await db
      .selectFrom('alert_rules')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('name')
      .orderBy('id')
      .execute()
  ).map(storedRule);
  if (rules.length === 0) return [];
  const stateOf = await statesOf(
    db,
    rules.map((rule) => rule.id),
  );
  const numbers = new Map(
    held.length === 0
      ? []
      : (
          await db
            .selectFrom('provider_accounts')
            .select(['id', 'account_no'])
            .where('id', 'in', [...held])
            .execute()
        ).map((row) => [row.id, row.account_no]),
  );
  return rules.map((rule) => ({
    id: rule.id,
    name: rule.name,
    kind: rule.kind,
    accountIds: rule.accountIds,
    ...(rule.metric ? { metric: rule.metric } : {}),
    ...(rule.comparison ? { comparison: rule.comparison } : {}),
    ...(rule.threshold !== undefined ? { threshold: rule.threshold } : {}),
    ...(rule.kind === 'metricVsBaseline' ? { weeks: rule.weeks } : {}),
    channelIds: rule.channelIds,
    enabled: rule.enabled,
    states: watchedAccounts(rule, held).map((accountId) => {
      const state = stateOf.get(stateKey(rule.id, accountId));
      return {
        accountId,
        accountNo: numbers.get(accountId) ?? '',
        state: state?.state ?? 'armed',
        since: providerDateTime(Number(state?.since ?? rule.updatedTime)),
      };
    }),
    createdTime: providerDateTime(rule.createdTime),
  }));
}

/**
 * Creates a rule or changes one of the user's own (another's is not found). An account the user does not hold
 * or a channel that is not theirs is refused (403), as the account rule refuses a call about another's account.
 * What a kind does not use is not kept.
 */
export async function saveRule(
  db: Db,
  user: { id: number; accountIds: readonly number[] },
  input: SaveAlertRule,
  now: number,
): Promise<number> {
  if (input.accountIds.some((id) => !user.accountIds.includes(id)))
    throw new ResponseError(responseCode.forbidden);
  const channelIds = [...new Set(input.channelIds)];
  if (channelIds.length > 0) {
    const own = await db
      .selectFrom('notification_channels')
      .select('id')
      .where('user_id', '=', user.id)
      .where('id', 'in', channelIds)
      .execute();
    if (own.length !== channelIds.length) throw new ResponseError(responseCode.forbidden);
  }
  const watchesMetric = metricAlertKinds.includes(input.kind);
  const values = {
    name: input.name,
    kind: input.kind,
    account_ids: JSON.stringify([...new Set(input.accountIds)]),
    metric: watchesMetric ? input.metric! : null,
    comparison: watchesMetric ? input.comparison! : null,
    threshold: thresholdAlertKinds.includes(input.kind) ? JSON.stringify(input.threshold) : null,
    weeks: input.kind === 'metricVsBaseline' ? (input.weeks ?? defaultBaselineWeeks) : null,
    channel_ids: JSON.stringify(channelIds),
    enabled: input.enabled ? 1 : 0,
    updated_time: now,
  };
  if (input.id === undefined) {
    const { id } = await db
      .insertInto('alert_rules')
      .values({ ...values, user_id: user.id, created_time: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }
  const { numUpdatedRows } = await db
    .updateTable('alert_rules')
    .set(values)
    .where('id', '=', input.id)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (Number(numUpdatedRows) === 0) throw new ResponseError(responseCode.notFound);
  return input.id;
}

/** Deletes one of the user's rules; its firings stay, without the rule. */
export async function deleteRule(db: Db, userId: number, id: number) {
  const { numDeletedRows } = await db
    .deleteFrom('alert_rules')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(numDeletedRows) === 0) throw new ResponseError(responseCode.notFound);
}

/** One of the user's rules, or 404. */
export async function ownRule(db: Db, userId: number, id: number): Promise<StoredRule> {
  return storedRule(await ownRow(db, 'alert_rules', userId, id));
}
