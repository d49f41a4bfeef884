import { addCalendarDays, providerYesterday, type ApiDate } from '@adconsole/date-range-rules';
import type { FactStore } from '../stores/fact-store';

/** How many days the average daily cost behind "days of balance left" spans (docs/requirements.md#alerts). */
export const averageCostDays = 7;

/**
 * Each listed account's cost per day over a run of days, search and feed ads together. The accounts are a
 * subquery's rows: older servers take no array after IN (docs/architecture.md#clickhouse-server-fact-store).
 */
const dayCostsSql = ['search_unit_daily', 'feed_unit_daily']
  .map(
    (table) => `SELECT account_id, date, cost_fen FROM ${table}
      WHERE date BETWEEN {from:Date} AND {to:Date} AND account_id IN (SELECT arrayJoin({accountIds:Array(UInt32)}))`,
  )
  .join(' UNION ALL ');
const dayCostSql = `SELECT account_id AS accountId, toString(date) AS date, sum(cost_fen) AS fen
  FROM (${dayCostsSql}) GROUP BY account_id, date`;

/** An account's spending as the home page and the balance alerts read it, in fen. */
export interface AccountSpend {
  /** The provider's yesterday. */
  yesterdayFen: number;
  /** The average of the last `averageCostDays` days up to yesterday, days without rows counting 0. */
  averageDailyFen: number;
}

/** The spend of each account (0 for one without rows) as of the instant `now`. */
export async function accountSpend(
  facts: FactStore,
  accountIds: readonly number[],
  now: number,
): Promise<Map<number, AccountSpend>> {
  const to: ApiDate = providerYesterday(now);
  const rows =
    accountIds.length === 0
      ? []
      : await facts.query<{ accountId: number; date: string; fen: number }>(dayCostSql, {
          from: addCalendarDays(to, 1 - averageCostDays),
          to,
          accountIds: [...accountIds],
        });
  const spend = new Map(accountIds.map((id) => [id, { yesterdayFen: 0, averageDailyFen: 0 }]));
  for (const { accountId, date, fen } of rows) {
    const account = spend.get(Number(accountId))!;
    account.averageDailyFen += Number(fen) / averageCostDays;
    if (date === to) account.yesterdayFen = Number(fen);
  }
  return spend;
}

/** Days the balance lasts at the average daily cost, 1 decimal; null without cost (docs/requirements.md#alerts). */
export function daysOfBalanceLeft(balanceFen: number, spend: AccountSpend): number | null {
  if (spend.averageDailyFen <= 0) return null;
  return Math.floor((Math.max(0, balanceFen) / spend.averageDailyFen) * 10) / 10;
}
