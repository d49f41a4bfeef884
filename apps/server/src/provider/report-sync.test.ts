// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { addCalendarDays, providerToday } from '@adconsole/date-range-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchReport, refusedReport, testNow } from '../reports/testing/report-calls';
import { latestOfAccounts } from '../stores/fact-schema';
import { loginToken, startTestApp } from '../testing/test-app';

const dayMs = 86_400_000;
let clock = testNow;
const server = await startTestApp({ now: () => clock, sandboxProfile: 'test' });
const { app } = server;
afterAll(() => server.stop());

let token: string;
beforeAll(async () => {
  token = await loginToken(app, 'demo', 'demo123');
});

const dailyAccount = (channel: 'search' | 'feed', beginDate: string, endDate: string) =>
  fetchReport(app, token, channel, 'account', {
    page: { number: 1, size: 50, sortCol: 'reportDates', sortOrder: 'asc' },
    query: { accountId: 0, beginDate, endDate, timeUnit: 'day' },
  });

/** The shared account's keyword facts of a day. */
const keywordRows = async (date: string) =>
  (
    await app.facts.query<{ n: number }>(
      'SELECT count() AS n FROM search_keyword_daily WHERE account_id = 1 AND date = {date:Date}',
      { date },
    )
  )[0]!.n;

describe('the report sync', () => {
  it('fills a fresh store with every sandbox account up to yesterday, Asia/Shanghai', async () => {
    const synced = await app.facts.query<{ account_id: number; synced_through: string }>(
      `${latestOfAccounts('provider_sync', 'synced_through')} ORDER BY account_id`,
    );
    const accounts = await app.entities.db
      .selectFrom('provider_accounts')
      .select('id')
      .orderBy('id')
      .execute();
    expect(synced).toEqual(accounts.map((a) => ({ account_id: a.id, synced_through: '2026-11-20' })));
    const [range] = await app.facts.query<{ first: string; last: string }>(
      'SELECT toString(min(date)) AS first, toString(max(date)) AS last FROM search_keyword_daily',
    );
    // The test profile's 130 days, up to yesterday.
    expect(range).toEqual({ first: '2026-07-14', last: '2026-11-20' });
  });

  it("shows feeds' consumption for the last 15 days, not today", async () => {
    const today = providerToday(clock);
    const { data } = await dailyAccount('feed', addCalendarDays(today, -15), addCalendarDays(today, -1));
    expect(data.list).toHaveLength(15);
    for (const row of data.list) expect(row.cost).toBeGreaterThan(0);
  });

  it('adds each new day once it is yesterday, leaving the earlier days as they were', async () => {
    const before = await dailyAccount('search', '2026-11-14', '2026-11-20');
    expect(
      (
        await refusedReport(app, token, 'search', 'account', {
          query: { accountId: 0, beginDate: '2026-11-21', endDate: '2026-11-21', timeUnit: 'day' },
        })
      ).status,
    ).toBe(400);

    clock += dayMs;
    await app.reportSync.runOnce();
    token = await loginToken(app, 'demo', 'demo123');
    const after = await dailyAccount('search', '2026-11-14', '2026-11-21');
    expect(after.data.list.slice(0, 7)).toEqual(before.data.list);
    expect(after.data.list.at(-1)).toMatchObject({ reportDates: '2026-11-21' });
    expect(after.data.list.at(-1)!.impression).toBeGreaterThan(0);
  });

  it('loads again the days an interrupted run left half-written, without doubling them', async () => {
    const rows = await keywordRows('2026-11-21');
    clock += dayMs;
    // An interrupted run: the facts of the 22nd written, the account not marked as synced.
    const account = { id: 1, accountNo: 'adc-shared-01', position: 0 };
    await app.providers.sandbox.syncDays(account, { from: '2026-11-22', to: '2026-11-22' });
    const written = await keywordRows('2026-11-22');
    await app.reportSync.runOnce();
    expect(await keywordRows('2026-11-22')).toBe(written);
    expect(await keywordRows('2026-11-21')).toBe(rows);
  });
});
