/**
 * What the alerts measure, read for many accounts at once (docs/requirements.md#alerts): yesterday's metrics
 * and the same hours of past weeks from the fact store, balances, offlines and today's hours from each
 * account's provider.
 */
import { addCalendarDays, providerToday, providerYesterday } from '@adconsole/date-range-rules';
import { accountSpend, daysOfBalanceLeft } from '../accounts/account-costs';
import type { MetricSums } from '../provider/provider';
import type { ServedAccount } from '../provider/providers';
import type { FactStore } from '../stores/fact-store';
import type { AccountFacts } from './alert-conditions';

/** What each account's rules need measured. */
export interface AccountNeeds {
  status: boolean;
  daysLeft: boolean;
  /** The most weeks of the usual a rule asks, 0 for none. */
  weeks: number;
  yesterday: boolean;
}

const sumsSql = (tables: readonly string[], where: string, keys: string) =>
  `SELECT ${keys}, sum(impression) AS impression, sum(click) AS click, sum(cost_fen) AS costFen,
      sum(conversion) AS conversion
    FROM (${tables
      .map(
        (table) => `SELECT account_id, date, impression, click, cost_fen, conversion FROM ${table}
          WHERE ${where} AND account_id IN (SELECT arrayJoin({accountIds:Array(UInt32)}))`,
      )
      .join(' UNION ALL ')})
    GROUP BY ${keys}`;

/** Yesterday's totals per account (search and feed), from the unit roll-ups. */
const yesterdaySql = sumsSql(['search_unit_daily', 'feed_unit_daily'], 'date = {day:Date}', 'account_id');
/** The first `hours` hours of some days per account, from the hour tables. */
const hoursSql = sumsSql(
  ['search_hour_daily', 'feed_hour_daily'],
  'date IN (SELECT arrayJoin({days:Array(Date)})) AND hour < {hours:UInt8}',
  'account_id, toString(date) AS date',
);

type SumsRow = {
  account_id: number;
  date?: string;
  impression: number;
  click: number;
  costFen: number;
  conversion: number;
};

const sumsOf = (row?: SumsRow): MetricSums => ({
  impression: Number(row?.impression ?? 0),
  click: Number(row?.click ?? 0),
  costFen: Number(row?.costFen ?? 0),
  conversion: Number(row?.conversion ?? 0),
});

/** The full hours of today (Asia/Shanghai) at `now`: 14 at 14:37, so 00:00–14:00. */
export function fullHoursToday(now: number): number {
  return new Date(now + 8 * 3_600_000).getUTCHours();
}

/** Runs `work` over `items`, `width` at a time: a provider's accounts are asked a few at once, not all. */
async function inBatches<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += width) await Promise.all(items.slice(i, i + width).map(work));
}

/**
 * Measures what each account needs. An account its provider does not answer for (refused credentials, an
 * outage) is left out, reported to `onError`: its rules find no data this time.
 */
export async function measureAccounts(
  facts: FactStore,
  served: Map<number, ServedAccount>,
  needs: Map<number, AccountNeeds>,
  now: number,
  onError: (error: unknown, accountId: number) => void,
): Promise<Map<number, AccountFacts>> {
  const measured = new Map<number, AccountFacts>();
  const ids = [...needs.keys()].filter((id) => served.has(id));
  for (const id of ids) measured.set(id, {});
  const hours = fullHoursToday(now);
  const today = providerToday(now);

  const yesterdayIds = ids.filter((id) => needs.get(id)!.yesterday);
  if (yesterdayIds.length) {
    const rows = await facts.query<SumsRow>(yesterdaySql, {
      day: providerYesterday(now),
      accountIds: yesterdayIds,
    });
    const byAccount = new Map(rows.map((row) => [Number(row.account_id), row]));
    for (const id of yesterdayIds) measured.get(id)!.yesterday = sumsOf(byAccount.get(id));
  }

  const weekIds = ids.filter((id) => needs.get(id)!.weeks > 0);
  const weekDays = (weeks: number) =>
    Array.from({ length: weeks }, (_, w) => addCalendarDays(today, -7 * (w + 1)));
  const pastHours = new Map<string, SumsRow>();
  if (weekIds.length && hours > 0) {
    const most = Math.max(...weekIds.map((id) => needs.get(id)!.weeks));
    const rows = await facts.query<SumsRow>(hoursSql, { days: weekDays(most), hours, accountIds: weekIds });
    for (const row of rows) pastHours.set(`${row.account_id} ${row.date}`, row);
  }

  const spendIds = ids.filter((id) => needs.get(id)!.daysLeft);
  const spend = await accountSpend(facts, spendIds, now);

  await inBatches(ids, 8, async (id) => {
    const need = needs.get(id)!;
    const { account, provider } = served.get(id)!;
    const into = measured.get(id)!;
    try {
      if (need.status || need.daysLeft) into.status = await provider.accountStatus(account, now);
      if (need.daysLeft) into.daysLeft = daysOfBalanceLeft(into.status!.balanceFen, spend.get(id)!);
      if (need.weeks > 0) {
        into.today = {
          hours,
          sums: hours > 0 ? await provider.todaySoFar(account, now, hours) : sumsOf(),
          weeks: weekDays(need.weeks).map((day) => sumsOf(pastHours.get(`${id} ${day}`))),
        };
      }
    } catch (error) {
      measured.delete(id);
      onError(error, id);
    }
  });
  return measured;
}
