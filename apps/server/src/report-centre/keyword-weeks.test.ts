// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runReport } from '../reports/report-query';
import { testNow } from '../reports/testing/report-calls';
import { providerAccountId, startTestApp } from '../testing/test-app';

const dayMs = 86_400_000;
let clock = testNow;
const server = await startTestApp({ now: () => clock, sandboxProfile: 'test' });
const { app } = server;
afterAll(() => server.stop());

let accountId: number;
beforeAll(async () => {
  accountId = await providerAccountId(app, 'adc-shared-01');
});

interface KeywordSums {
  keyword_id: number;
  impression: number;
  click: number;
  cost_fen: number;
  conversion: number;
}

/** The week of the weekly roll-up that starts on `monday`, in rank order. */
const rolledUp = (monday: string) =>
  app.facts.query<KeywordSums & { cost_rank: number }>(
    `SELECT keyword_id, impression, click, cost_fen, conversion, cost_rank FROM search_keyword_weekly
     WHERE account_id = {accountId:UInt32} AND date = {monday:Date} ORDER BY cost_rank`,
    { accountId, monday },
  );

/** Each keyword's sums over the daily keyword facts of `beginDate`..`endDate`. */
const dailySums = (beginDate: string, endDate: string) =>
  app.facts.query<KeywordSums>(
    `SELECT keyword_id, sum(impression) AS impression, sum(click) AS click, sum(cost_fen) AS cost_fen,
       sum(conversion) AS conversion
     FROM search_keyword_daily WHERE account_id = {accountId:UInt32} AND date BETWEEN {beginDate:Date} AND {endDate:Date}
     GROUP BY keyword_id ORDER BY keyword_id`,
    { accountId, beginDate, endDate },
  );

/** The roll-up's week holds each keyword once with its daily facts' sums, ranked 1… by cost, highest first. */
async function expectWeekOfDays(monday: string, lastDay: string) {
  const week = await rolledUp(monday);
  const sums = await dailySums(monday, lastDay);
  expect(sums.length).toBeGreaterThan(0);
  expect(week.map(({ cost_rank: _rank, ...row }) => row).sort((a, b) => a.keyword_id - b.keyword_id)).toEqual(
    sums,
  );
  expect(week.map((row) => row.cost_rank)).toEqual(sums.map((_, i) => i + 1));
  for (let i = 1; i < week.length; i++) {
    const [higher, lower] = [week[i - 1]!, week[i]!];
    expect(higher.cost_fen > lower.cost_fen || higher.keyword_id < lower.keyword_id).toBe(true);
  }
}

describe('the weekly keyword roll-up', () => {
  it('holds every whole week of the fresh store, summed and ranked from the keyword facts', async () => {
    await expectWeekOfDays('2026-11-09', '2026-11-15');
    await expectWeekOfDays('2026-10-05', '2026-10-11');
  });

  it('sums a week once the syncs no longer read its days again, without a mutation', async () => {
    const mutations = async () =>
      (
        await app.facts.query<{ n: number }>(
          'SELECT count() AS n FROM system.mutations WHERE database = currentDatabase()',
        )
      )[0]!.n;
    const before = await mutations();
    // testNow is Saturday 21 November: the facts reach Friday the 20th, and each sync reads the three days
    // before its new day again, so the week of Monday the 16th is still open.
    expect(await rolledUp('2026-11-16')).toEqual([]);
    clock += 4 * dayMs;
    await app.reportSync.runOnce();
    // Through Tuesday the 24th: the 21st…24th may still change.
    expect(await rolledUp('2026-11-16')).toEqual([]);

    clock += dayMs;
    // An interrupted run: the facts of the 25th written, the account not marked, nothing summed.
    await app.providers.sandbox.syncDays(
      { id: accountId, accountNo: 'adc-shared-01', position: 0 },
      { from: '2026-11-25', to: '2026-11-25' },
    );
    await app.reportSync.runOnce();
    // Through Wednesday the 25th, the 22nd is final: the week is summed whole, once.
    await expectWeekOfDays('2026-11-16', '2026-11-22');
    expect(await rolledUp('2026-11-23')).toEqual([]);
    expect(await mutations()).toBe(before);
  });
});

describe('the keyword weekly report', () => {
  /** The report's rows of whole weeks, unpaged, by keyword: what the roll-up answers. */
  const weeklyReport = async (beginDate: string, endDate: string) => {
    const report = await runReport(app.facts, {
      channel: 'search',
      section: 'keyword',
      accountId,
      accountNo: 'adc-shared-01',
      beginDate,
      endDate,
      timeUnit: 'week',
      filters: {},
      dataKeys: ['reportDates', 'keyword', 'impression', 'click', 'cost', 'conversion'],
      language: 'en',
      compare: false,
    });
    return report.list
      .map(({ keywordId, reportDates, impression, click, cost, conversion }) => ({
        keywordId,
        reportDates,
        impression,
        click,
        cost,
        conversion,
      }))
      .sort((a, b) => (a.keywordId as number) - (b.keywordId as number));
  };
  /** Each keyword's daily facts of `beginDate`..`lastDay` summed, in the week `reportDates`. */
  const expected = async (beginDate: string, lastDay: string, reportDates: string) =>
    (await dailySums(beginDate, lastDay)).map((row) => ({
      keywordId: row.keyword_id,
      reportDates,
      impression: row.impression,
      click: row.click,
      cost: row.cost_fen / 100,
      conversion: row.conversion,
    }));

  it('reads closed weeks from the roll-up and an open week from the daily facts, alike', async () => {
    const week = await weeklyReport('2026-11-16', '2026-11-22');
    expect(week.length).toBeGreaterThan(0);
    expect(week).toEqual(await expected('2026-11-16', '2026-11-22', '2026-11-16 ~ 2026-11-22'));
    const open = await weeklyReport('2026-11-23', '2026-11-29');
    expect(open.length).toBeGreaterThan(0);
    expect(open).toEqual(await expected('2026-11-23', '2026-11-25', '2026-11-23 ~ 2026-11-29'));
    expect(await weeklyReport('2026-11-09', '2026-11-15')).toEqual(
      await expected('2026-11-09', '2026-11-15', '2026-11-09 ~ 2026-11-15'),
    );
  });

  it('answers the same from the daily facts for a range that cuts a week', async () => {
    const [cut, whole] = [
      await weeklyReport('2026-11-10', '2026-11-15'),
      await weeklyReport('2026-11-09', '2026-11-15'),
    ];
    expect(cut).toEqual(await expected('2026-11-10', '2026-11-15', '2026-11-09 ~ 2026-11-15'));
    expect(cut).not.toEqual(whole);
  });
});
