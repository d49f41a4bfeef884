// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { endpoints } from '@adconsole/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callEndpoint } from '../http/testing/test-calls';
import { runReport } from '../reports/report-query';
import { testNow } from '../reports/testing/report-calls';
import { fakeReportTypes } from '../testing/baidu-fake/fake-data';
import { reportHandlers } from '../testing/baidu-fake/fake-reports';
import { startBaiduFake, type FakeHandler } from '../testing/baidu-fake/fake-server';
import { loginToken, startTestApp } from '../testing/test-app';
import { servicePath } from './baidu/protocol';

// A day the provider changes after it was synced (docs/architecture.md#fact-layout): the syncs that read it
// again replace it, without a mutation, and every granularity agrees with the daily facts afterwards: the
// unit roll-up, the weekly keyword roll-up, and the reports by day, week and month.

const dayMs = 86_400_000;
/** The day the provider restates. */
const restatedDay = '2026-11-19';
/** The keyword the restatement answers under a new id, and the one whose computer row grows. */
const restatement = { goneId: 0, grownId: 0, newKeywordId: 987_654_321 };
let restated = false;

const reportPath = servicePath('search', 'OpenApiReportService', 'getReportData');
/**
 * The fake's keyword report, restated once `restated` is set: on the restated day one keyword is answered
 * under an id it never had (its old rows are gone and new ones come), and another's computer row grows by 100
 * impressions, 5 clicks and ¥1.50.
 */
const restating: FakeHandler = (call, fake) => {
  const answer = reportHandlers[reportPath]!(call, fake) as { data?: { rows: Record<string, unknown>[] }[] };
  if (!restated || call.body.reportType !== fakeReportTypes.searchKeyword || !answer.data) return answer;
  for (const row of answer.data[0]!.rows) {
    if (row.date !== restatedDay) continue;
    if (row.wInfoId === restatement.goneId) row.wInfoId = restatement.newKeywordId;
    if (row.wInfoId === restatement.grownId && row.device === '计算机') {
      row.impression = Number(row.impression) + 100;
      row.click = Number(row.click) + 5;
      row.cost = Math.round((Number(row.cost) + 1.5) * 100) / 100;
    }
  }
  return answer;
};

const fake = await startBaiduFake({ handlers: { ...reportHandlers, [reportPath]: restating } });
const credentials = { userName: 'restated-baidu', accessToken: 'tok-restated-41c7' };
fake.accounts.set(credentials.userName, { ...credentials, quota: 1_000_000 });

let clock = testNow;
const server = await startTestApp({
  now: () => clock,
  sandboxProfile: 'test',
  baiduApiBase: fake.url,
  baiduOAuthBase: fake.url,
  baiduSyncDays: 14,
});
const { app } = server;
afterAll(async () => {
  await server.stop();
  await fake.close();
});

let accountId: number;
beforeAll(async () => {
  const admin = await loginToken(app, 'admin', 'admin123');
  const saved = await callEndpoint(app, endpoints.providerAccountSave, admin, {
    accountNo: credentials.userName,
    channel: 'search',
    companyId: null,
    provider: 'baidu',
    credentials,
  });
  accountId = z.object({ data: z.object({ id: z.number() }) }).parse(saved.json()).data.id;
  await app.reportSync.runOnce();
});

const mutations = async () =>
  (
    await app.facts.query<{ n: number }>(
      'SELECT count() AS n FROM system.mutations WHERE database = currentDatabase()',
    )
  )[0]!.n;

interface Sums {
  impression: number;
  click: number;
  cost_fen: number;
  conversion: number;
}
const sums =
  'sum(impression) AS impression, sum(click) AS click, sum(cost_fen) AS cost_fen, sum(conversion) AS conversion';

/** Each keyword's sums on a day, keyed by keyword id, from the daily keyword facts. */
async function keywordsOn(day: string) {
  const rows = await app.facts.query<Sums & { keyword_id: number }>(
    `SELECT keyword_id, ${sums} FROM search_keyword_daily
      WHERE account_id = {accountId:UInt32} AND date = {day:Date} GROUP BY keyword_id HAVING impression != 0`,
    { accountId, day },
  );
  return new Map(rows.map(({ keyword_id, ...row }) => [Number(keyword_id), row]));
}

/** A table's sums by `period` (an expression of `date`) over the account's days. */
const sumsBy = (table: string, period: string) =>
  app.facts.query<Sums & { period: string }>(
    `SELECT toString(${period}) AS period, ${sums} FROM ${table}
      WHERE account_id = {accountId:UInt32} GROUP BY period ORDER BY period`,
    { accountId },
  );

function report(timeUnit: 'day' | 'week' | 'month', beginDate: string, endDate: string) {
  return runReport(app.facts, {
    channel: 'search',
    section: 'keyword',
    accountId,
    accountNo: credentials.userName,
    beginDate,
    endDate,
    timeUnit,
    filters: {},
    dataKeys: ['reportDates', 'impression', 'click', 'cost', 'conversion'],
    language: 'en',
    compare: false,
  });
}

describe('a day the provider restates', () => {
  let before: Map<number, Sums>;
  let mutationsBefore: number;

  it('is replaced by the next syncs, which read it again', async () => {
    before = await keywordsOn(restatedDay);
    expect(before.size).toBeGreaterThan(2);
    mutationsBefore = await mutations();
    [restatement.goneId, restatement.grownId] = [...before.keys()].sort((a, b) => a - b);
    restated = true;
    // Friday the 20th was the last day; the sync of Saturday the 21st reads the 18th…20th again. The syncs
    // of the next days go on until the week of the 16th is closed and summed. Five syncs of about 75 store
    // statements each: seconds alone, near a minute when the CI steps share two cores, so this test takes the
    // suite's timeout (vitest.config.ts) rather than one of its own.
    for (let day = 1; day <= 5; day++) {
      clock = testNow + day * dayMs;
      await app.reportSync.runOnce();
    }
    const after = await keywordsOn(restatedDay);
    const { goneId, grownId } = restatement;
    expect(after.has(goneId)).toBe(false);
    expect(after.get(restatement.newKeywordId)).toEqual(before.get(goneId));
    const grown = before.get(grownId)!;
    expect(after.get(grownId)).toEqual({
      ...grown,
      impression: grown.impression + 100,
      click: grown.click + 5,
      cost_fen: grown.cost_fen + 150,
    });
    expect(after.size).toBe(before.size);
  });

  it('took no mutation to replace it', async () => {
    expect(await mutations()).toBe(mutationsBefore);
  });

  it('is summed alike by the unit roll-up, day by day', async () => {
    const daily = await sumsBy('search_keyword_daily', 'date');
    expect(daily.length).toBe(19);
    expect(await sumsBy('search_unit_daily', 'date')).toEqual(daily);
  });

  it('is in the weekly keyword roll-up, summed once its week closed', async () => {
    const weekly = await sumsBy('search_keyword_weekly', 'date');
    const daily = await sumsBy('search_keyword_daily', 'toMonday(date)');
    expect(weekly.map((week) => week.period)).toEqual(['2026-11-02', '2026-11-09', '2026-11-16']);
    expect(weekly).toEqual(daily.filter((week) => week.period <= '2026-11-16'));
  });

  it('answers the same totals by day, by week and by month', async () => {
    const [byDay, byWeek, byMonth] = await Promise.all([
      report('day', '2026-11-09', '2026-11-22'),
      report('week', '2026-11-09', '2026-11-22'),
      report('month', '2026-11-01', '2026-11-30'),
    ]);
    const november = (await sumsBy('search_keyword_daily', 'toStartOfMonth(date)'))[0]!;
    expect(byMonth.summary).toMatchObject({
      impression: november.impression,
      click: november.click,
      cost: november.cost_fen / 100,
      conversion: november.conversion,
    });
    expect(byWeek.summary).toEqual(byDay.summary);
    const day = await report('day', restatedDay, restatedDay);
    expect(day.totalCount).toBe(before.size);
    expect(day.list.some((row) => row.keywordId === restatement.newKeywordId)).toBe(true);
  });
});
