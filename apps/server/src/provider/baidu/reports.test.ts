// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEntityStore, type EntityStore } from '../../stores/entity-store';
import { daysBatch } from '../../stores/fact-days';
import { finestFactTables } from '../../stores/fact-schema';
import type { FactStore } from '../../stores/fact-store';
import { fakeAdvertiser, fakeReportRows, fakeReportTypes } from '../../testing/baidu-fake/fake-data';
import { createReportHandlers, fakeReport, reportHandlers } from '../../testing/baidu-fake/fake-reports';
import {
  startBaiduFake,
  type BaiduFake,
  type FakeCall,
  type FakeHandler,
} from '../../testing/baidu-fake/fake-server';
import { freshEntityLocation } from '../../testing/test-app';
import { freshFactPlace, hourFactRow, type FactPlace } from '../../testing/test-facts';
import type { DayRange, ProviderAccount } from '../provider';
import { reportProgress, type ReportProgress } from '../report-progress';
import { createBaiduClient } from './client';
import { servicePath } from './protocol';
import { feedColumns, reportFeeds, ReportsFailedError, type ReportFeed } from './report-feeds';
import { readReport } from './report-reader';
import { openBaiduReports, type BaiduReportsOptions } from './reports';
import { chunks, idCaps, structureTables } from './structure';
import { entityTables } from '../../entity-tables';

let place: FactPlace;
let facts: FactStore;
let entityPlace: Awaited<ReturnType<typeof freshEntityLocation>>;
let entities: EntityStore;
let progress: ReportProgress;
beforeAll(async () => {
  place = await freshFactPlace();
  facts = await place.open({ readers: 1 });
  entityPlace = await freshEntityLocation();
  entities = await openEntityStore(entityPlace, entityTables);
  progress = reportProgress(entities.db, Date.now);
});
afterAll(async () => {
  await facts.close();
  await place.remove();
  await entities.close();
  await entityPlace.remove();
});

/** A fake with the account known to it (its quota ample unless a test says), and a client factory for it. */
async function fakeWith(accounts: ProviderAccount[], handlers = reportHandlers) {
  const fake = await startBaiduFake({ handlers });
  for (const { accountNo } of accounts) {
    fake.accounts.set(accountNo, {
      userName: accountNo,
      accessToken: `token-${accountNo}`,
      quota: 1_000_000,
    });
  }
  const clientFor = (account: ProviderAccount) =>
    Promise.resolve(
      createBaiduClient({
        baseUrl: fake.url,
        credentials: { userName: account.accountNo, accessToken: `token-${account.accountNo}` },
        retry: { baseDelayMs: 5 },
        quotaWaitMs: 20,
      }),
    );
  return { fake, clientFor };
}

const reports = (options: Omit<BaiduReportsOptions, 'facts' | 'progress'>) =>
  openBaiduReports({ facts, progress, ...options });

const reportCalls = (fake: BaiduFake, method: string, reportType?: number) =>
  fake.calls.filter(
    (call: FakeCall) =>
      call.path === `/json/sms/service/OpenApiReportService/${method}` &&
      (reportType === undefined || call.body.reportType === reportType),
  );

/** Row count and metric sums of a fact table for an account. */
async function tableSums(table: string, accountId: number) {
  const [row] = await facts.query<Record<string, number>>(
    `SELECT count() AS rows, sum(impression) AS impression, sum(click) AS click, sum(cost_fen) AS cost_fen,
       sum(conversion) AS conversion FROM ${table} WHERE account_id = {accountId:UInt32}`,
    { accountId },
  );
  return row!;
}

/** The same of the rows the fake answers a feed's request (cost in yuan → fen; feeds count conversions). */
function fakeSums(userName: string, feed: ReportFeed, { from, to }: DayRange) {
  const rows = fakeReport(userName, {
    reportType: feed.reportType,
    timeUnit: feed.timeUnit,
    columns: feedColumns(feed),
    startDate: from,
    endDate: to,
  });
  const sum = (metric: string) => rows.reduce((total, row) => total + Number(row[metric] ?? 0), 0);
  return {
    rows: rows.length,
    impression: sum('impression'),
    click: sum('click'),
    cost_fen: Math.round(sum('cost') * 100),
    conversion: feed.metrics.conversion ? sum(feed.metrics.conversion) : 0,
  };
}

const feedOf = (report: ReportFeed['report']) => reportFeeds.find((feed) => feed.report === report)!;

describe('syncDays, 31 days through getReportData pages', () => {
  const account: ProviderAccount = { id: 1, accountNo: 'baidu-demo-01', position: 0 };
  const days = { from: '2026-09-01', to: '2026-10-01' };
  let fake: BaiduFake;
  let through: string | null;

  beforeAll(async () => {
    const keywordRows = fakeReportRows(account.accountNo, fakeReportTypes.searchKeyword, days.from, days.to);
    expect(keywordRows.length).toBe(31_587);
    const setup = await fakeWith([account]);
    fake = setup.fake;
    // Three pages of keyword rows: 10,529 rows each; the whole month in one run.
    const synced = await reports({ clientFor: setup.clientFor, pageRows: 10_529, runDays: 31 }).syncDays(
      account,
      days,
    );
    expect(synced.failure).toBeUndefined();
    through = synced.through;
  }, 120_000);
  afterAll(() => fake.close());

  it('reads the keyword report in exactly 3 pages, asking the columns the sources name', async () => {
    const pages = reportCalls(fake, 'getReportData', fakeReportTypes.searchKeyword);
    expect(pages.map((call) => [call.body.startRow, call.body.rowCount])).toEqual([
      [0, 10_529],
      [10_529, 10_529],
      [21_058, 10_529],
    ]);
    expect(pages[0]!.body).toMatchObject({
      timeUnit: 'DAY',
      startDate: '2026-09-01',
      endDate: '2026-10-01',
      columns: ['date', 'device', 'campaignId', 'adGroupId', 'wInfoId', 'impression', 'click', 'cost'],
    });
    expect(await tableSums('search_keyword_daily', account.id)).toEqual(
      fakeSums(account.accountNo, feedOf('searchKeyword'), days),
    );
    expect(through).toBe(days.to);
  });

  it('writes rows as the provider answers them: device text as 1/2, yuan as fen', async () => {
    const fakeRows = fakeReportRows(account.accountNo, fakeReportTypes.searchKeyword, days.from, days.from);
    expect(fakeRows.filter((row) => row.wInfoId === 4_882_010_002)).toEqual([
      expect.objectContaining({
        date: '2026-09-01',
        campaignId: 4_882_000_001,
        adGroupId: 4_882_000_100,
        wInfoId: 4_882_010_002,
        device: '计算机',
        impression: 239,
        click: 12,
        cost: 16.01,
      }),
      expect.objectContaining({ device: '移动设备', impression: 70, click: 2, cost: 17.04 }),
    ]);
    const rows = await facts.query(
      `SELECT toString(date) AS date, campaign_id, unit_id, keyword_id, device, impression, click, cost_fen, conversion
       FROM search_keyword_daily WHERE account_id = 1 AND keyword_id = 4882010002 AND date = '2026-09-01'
       ORDER BY device`,
    );
    const row = {
      date: '2026-09-01',
      campaign_id: 4_882_000_001,
      unit_id: 4_882_000_100,
      keyword_id: 4_882_010_002,
    };
    expect(rows).toEqual([
      { ...row, device: 1, impression: 239, click: 12, cost_fen: 1601, conversion: 0 },
      { ...row, device: 2, impression: 70, click: 2, cost_fen: 1704, conversion: 0 },
    ]);
  });

  it('fills every fact table from its report, and the unit roll-up from the keywords', async () => {
    for (const feed of reportFeeds) {
      expect({ report: feed.report, ...(await tableSums(feed.table, account.id)) }).toEqual({
        report: feed.report,
        ...fakeSums(account.accountNo, feed, days),
      });
    }
    // Feed reports bring conversions (`ocpcTargetTrans`): the fake has some.
    expect((await tableSums('feed_creative_daily', account.id)).conversion).toBeGreaterThan(0);
    const units = await tableSums('search_unit_daily', account.id);
    expect(units.cost_fen).toBe(fakeSums(account.accountNo, feedOf('searchKeyword'), days).cost_fen);
    // Nothing is read for the sections Baidu offers no report for.
    for (const table of ['feed_program_creative_daily', 'feed_region_daily', 'feed_audience_daily']) {
      expect((await tableSums(table, account.id)).rows).toBe(0);
    }
    expect(
      reportCalls(fake, 'getReportData').every((call) =>
        reportFeeds.some((feed) => feed.reportType === call.body.reportType),
      ),
    ).toBe(true);
  });

  it('names search terms and regions from the reports (regions by name: the provider gives no ids)', async () => {
    const [terms] = await facts.query<{ n: number }>(
      'SELECT uniqExact(term_id) AS n FROM search_terms WHERE account_id = 1',
    );
    // Terms are named as the reports bring them: those searched at least once in the days.
    const termRows = fakeReportRows(account.accountNo, fakeReportTypes.searchTerm, days.from, days.to);
    expect(terms!.n).toBe(new Set(termRows.map((row) => `${row.wInfoId}:${row.queryWord}`)).size);
    expect(terms!.n).toBeGreaterThan(150);
    const city = fakeAdvertiser(account.accountNo).items[fakeReportTypes.searchCampaign]![0]!.columns;
    const [province, cityName] = String(city.provinceCityName).split('-');
    // Joined `USING` a column named alike, as the reports join (an `ON` of aliases fails through the
    // Distributed tables of a cluster on 18.16, docs/architecture.md#clickhouse-server-fact-store).
    const named = await facts.query<{ province_name: string; city_name: string; n: number }>(
      `SELECT province_name, city_name, count() AS n FROM search_region_daily
       INNER JOIN (SELECT city_id, province_name, city_name FROM regions) AS r USING city_id
       WHERE account_id = 1 AND city_name = {city:String} GROUP BY province_name, city_name`,
      { city: cityName! },
    );
    expect(named).toEqual([{ province_name: province, city_name: cityName, n: expect.any(Number) }]);
    expect(named[0]!.n).toBeGreaterThan(0);
  });
});

describe('syncDays resumes each report where it stopped', () => {
  const account: ProviderAccount = { id: 5, accountNo: 'baidu-demo-05', position: 4 };
  const days = { from: '2026-09-01', to: '2026-09-21' };

  it('keeps the other reports going past a refused one, then reads only what is missing', async () => {
    // The search term report is refused on its second run of days (its first week is read).
    let termRuns = 0;
    const reportPath = servicePath('search', 'OpenApiReportService', 'getReportData');
    const handlers: Record<string, FakeHandler> = {
      ...reportHandlers,
      [reportPath]: (call, fake) => {
        if (
          call.body.reportType === fakeReportTypes.searchTerm &&
          call.body.startRow === 0 &&
          ++termRuns === 2
        ) {
          return { failures: [{ code: 901_301, message: '查询词报告暂不可用' }] };
        }
        return reportHandlers[reportPath]!(call, fake);
      },
    };
    const { fake, clientFor } = await fakeWith([account], handlers);
    try {
      const sync = reports({ clientFor, runDays: 7 });
      const first = await sync.syncDays(account, days);
      expect(first.failure).toBeInstanceOf(ReportsFailedError);
      expect((first.failure as Error).message).toContain('901301 查询词报告暂不可用');
      // Every report holds the three weeks but the terms, which hold the first week.
      const states = await progress.of(account.id);
      expect(Object.fromEntries([...states].map(([report, state]) => [report, state.syncedThrough]))).toEqual(
        {
          searchKeyword: '2026-09-21',
          searchCreative: '2026-09-21',
          searchTerm: '2026-09-07',
          searchRegion: '2026-09-21',
          searchHour: '2026-09-21',
          feedCreative: '2026-09-21',
          feedHour: '2026-09-21',
        },
      );
      expect(states.get('searchTerm')!.error).toContain('901301');
      expect(states.get('searchKeyword')!.error).toBeNull();
      expect(first.through).toBe('2026-09-07');

      // The next sync reads the terms from 09-08 on, and nothing else.
      const before = reportCalls(fake, 'getReportData').length;
      const second = await sync.syncDays(account, { from: '2026-09-08', to: days.to });
      expect(second).toEqual({ through: days.to });
      const asked = reportCalls(fake, 'getReportData').slice(before);
      expect(new Set(asked.map((call) => call.body.reportType))).toEqual(
        new Set([fakeReportTypes.searchTerm]),
      );
      expect(asked.map((call) => call.body.startDate)).toEqual(['2026-09-08', '2026-09-15']);
      expect((await progress.of(account.id)).get('searchTerm')).toEqual({
        syncedThrough: days.to,
        error: null,
      });
      // Read in three goes, held once.
      expect(await tableSums('search_term_daily', account.id)).toEqual(
        fakeSums(account.accountNo, feedOf('searchTerm'), days),
      );
    } finally {
      await fake.close();
    }
  }, 60_000);

  it('stops at refused credentials: the other reports are not asked in vain', async () => {
    const other: ProviderAccount = { id: 6, accountNo: 'baidu-demo-06', position: 5 };
    const { fake } = await fakeWith([other]);
    try {
      const refusedClient = () =>
        Promise.resolve(
          createBaiduClient({
            baseUrl: fake.url,
            credentials: { userName: other.accountNo, accessToken: 'not-the-token' },
            retry: { baseDelayMs: 5 },
          }),
        );
      const synced = await reports({ clientFor: refusedClient }).syncDays(other, days);
      expect(synced.through).toBeNull();
      expect((synced.failure as ReportsFailedError).failures).toHaveLength(1);
      expect(reportCalls(fake, 'getReportData')).toHaveLength(1);
      expect((await progress.of(other.id)).get('searchKeyword')!.error).toContain('8402');
    } finally {
      await fake.close();
    }
  });
});

describe('syncDays in a batch of accounts', () => {
  it('writes first what the batch staged for other accounts, since its own runs go through the same stage', async () => {
    const account: ProviderAccount = { id: 21, accountNo: 'baidu-batch-21', position: 0 };
    const day = '2026-08-03';
    const row = (impression: number) => hourFactRow(77, day, impression);
    // A sandbox account's day, held and read again into the batch with a figure changed.
    await facts.insert('search_hour_daily', [row(10)]);
    const batch = daysBatch(facts, finestFactTables);
    await batch.replace({ accountId: 77, from: day, to: day }, async (into) => {
      await facts.insert(into('search_hour_daily'), [row(12)]);
    });
    const { fake, clientFor } = await fakeWith([account]);
    try {
      // The Baidu account's day is held: the next day's sync reads it again, through the stage.
      const sync = reports({ clientFor, runDays: 7 });
      expect((await sync.syncDays(account, { from: day, to: day })).through).toBe(day);
      const next = '2026-08-04';
      const synced = await sync.syncDays(account, { from: day, newFrom: next, to: next }, batch);
      expect(synced.through).toBe(next);
      await batch.flush();
    } finally {
      await fake.close();
    }
    expect((await tableSums('search_hour_daily', 77)).impression).toBe(12);
    expect((await tableSums('search_hour_daily', account.id)).rows).toBeGreaterThan(0);
  });
});

describe('syncDays, 60 days through an asynchronous task', () => {
  const account: ProviderAccount = { id: 2, accountNo: 'baidu-demo-02', position: 1 };
  const days = { from: '2026-08-01', to: '2026-09-29' };

  it('follows each task to its file, recovering an expired fileUrl', async () => {
    const handlers = createReportHandlers({ slowTaskPolls: 2, expiredFiles: 1 });
    const { fake, clientFor } = await fakeWith([account], handlers);
    try {
      await reports({ clientFor, taskPollMs: 5, runDays: 60 }).syncDays(account, days);
      expect(reportCalls(fake, 'getReportData')).toEqual([]);
      expect(reportCalls(fake, 'createReportTask')).toHaveLength(reportFeeds.length);
      const keywordTask = reportCalls(fake, 'createReportTask', fakeReportTypes.searchKeyword)[0]!;
      expect(keywordTask.body).toMatchObject({ startDate: '2026-08-01', endDate: '2026-09-29' });
      // Each task: SUBMITTED, RUNNING, SUCCESS; the first one's file had expired, so it was asked once more.
      expect(reportCalls(fake, 'getTaskStatus')).toHaveLength(reportFeeds.length * 3 + 1);
      for (const report of ['searchKeyword', 'searchHour', 'feedCreative'] as const) {
        const feed = feedOf(report);
        expect(await tableSums(feed.table, account.id)).toEqual(fakeSums(account.accountNo, feed, days));
      }
    } finally {
      await fake.close();
    }
  }, 120_000);
});

describe('readReport', () => {
  const account: ProviderAccount = { id: 3, accountNo: 'baidu-demo-03', position: 2 };
  const settings = { pageRows: 2_000, asyncAfterDays: 31, taskPollMs: 5, taskPolls: 10 };
  const keywordRequest = {
    reportType: fakeReportTypes.searchKeyword,
    timeUnit: 'DAY' as const,
    columns: ['date', 'device', 'wInfoId', 'impression', 'cost'],
  };

  it('waits out quota exhaustion without losing rows (quota 3, refilled by a timer)', async () => {
    const { fake, clientFor } = await fakeWith([account]);
    fake.refillQuota(account.accountNo, 3);
    const refill = setInterval(() => fake.refillQuota(account.accountNo, 3), 40);
    try {
      const rows: unknown[] = [];
      const days = { from: '2026-09-01', to: '2026-09-10' };
      await readReport(await clientFor(account), keywordRequest, days, settings, (page) => {
        rows.push(...page);
        return Promise.resolve();
      });
      const expected = fakeReportRows(account.accountNo, fakeReportTypes.searchKeyword, days.from, days.to);
      expect(rows).toHaveLength(expected.length);
      expect(rows).toEqual(
        expected.map((r) => ({
          date: r.date,
          device: r.device,
          wInfoId: r.wInfoId,
          impression: r.impression,
          cost: r.cost,
        })),
      );
      // More pages than one quota holds: some calls were refused and made again.
      expect(reportCalls(fake, 'getReportData').length).toBeGreaterThan(3);
    } finally {
      clearInterval(refill);
      await fake.close();
    }
  });

  it('splits a run longer than 731 days', async () => {
    const { fake, clientFor } = await fakeWith([account]);
    try {
      let count = 0;
      const request = {
        reportType: fakeReportTypes.searchAccount,
        timeUnit: 'DAY' as const,
        columns: ['date', 'device', 'impression'],
      };
      const days = { from: '2024-01-01', to: '2026-03-10' };
      await readReport(
        await clientFor(account),
        request,
        days,
        { ...settings, asyncAfterDays: 1000 },
        (page) => {
          count += page.length;
          return Promise.resolve();
        },
      );
      const calls = reportCalls(fake, 'getReportData');
      expect(calls.map((call) => [call.body.startDate, call.body.endDate])).toEqual([
        ['2024-01-01', '2025-12-31'],
        ['2026-01-01', '2026-03-10'],
      ]);
      expect(count).toBe(
        fakeReportRows(account.accountNo, fakeReportTypes.searchAccount, days.from, days.to).length,
      );
    } finally {
      await fake.close();
    }
  });
});

describe('syncStructure, balance and testConnection', () => {
  const account: ProviderAccount = { id: 4, accountNo: 'baidu-demo-04', position: 3 };
  let fake: BaiduFake;
  let baidu: ReturnType<typeof openBaiduReports>;
  let clientFor: (
    account: ProviderAccount,
  ) => ReturnType<typeof createBaiduClient> extends infer C ? Promise<C> : never;

  beforeAll(async () => {
    const setup = await fakeWith([account]);
    fake = setup.fake;
    clientFor = setup.clientFor;
    baidu = reports({ clientFor });
  });
  afterAll(() => fake.close());

  it("loads campaigns, units, keywords and creatives, id lists within each method's cap", async () => {
    await baidu.syncStructure(account);
    await baidu.syncStructure(account);
    const counts = await facts.query<{ name: string; n: number }>(
      structureTables
        .map((t) => `SELECT '${t}' AS name, count() AS n FROM ${t} WHERE account_id = 4`)
        .join(' UNION ALL '),
    );
    // Synced twice, held once: the second sync replaced the first.
    expect(Object.fromEntries(counts.map((c) => [c.name, c.n]))).toEqual({
      search_campaigns: 3,
      search_units: 12,
      search_keywords: 540,
      search_creatives: 36,
      feed_campaigns: 2,
      feed_units: 6,
      feed_creatives: 24,
    });
    const gets = fake.calls.filter((call) => call.path.endsWith('/getWord'));
    expect(gets.every((call) => (call.body.ids as number[]).length <= idCaps.getWord[5])).toBe(true);
    const qualityCalls = reportCalls(fake, 'getReportData', fakeReportTypes.searchKeyword).slice(0, 2);
    expect(
      qualityCalls.map((call) => (call.body.filters as { column: string; values: string[] }[])[0]),
    ).toEqual([
      expect.objectContaining({ column: 'wInfoId', operator: 'IN', values: expect.any(Array) }),
      expect.objectContaining({ column: 'wInfoId' }),
    ]);
    expect(
      qualityCalls.map((call) => (call.body.filters as { values: string[] }[])[0]!.values.length),
    ).toEqual([500, 40]);
    const advertiser = fakeAdvertiser(account.accountNo);
    const keyword = advertiser.search.keywords[7]!;
    const [row] = await facts.query(
      `SELECT keyword, unit_id, match_type, estimated_click_rate, business_relationship, land_page_experience
       FROM search_keywords WHERE account_id = 4 AND keyword_id = {id:UInt64}`,
      { id: keyword.keywordId },
    );
    const quality = advertiser.items[fakeReportTypes.searchKeyword]![7]!.columns;
    expect(row).toEqual({
      keyword: keyword.keyword,
      unit_id: keyword.adgroupId,
      match_type: keyword.matchType === 1 ? 48 : keyword.phraseType === 3 ? 0 : 17,
      estimated_click_rate: quality.estimateClickRate,
      business_relationship: quality.businessRelationship,
      land_page_experience: quality.landPageExperience,
    });
    // Smart match (2/3) reads back as smart, not as phrase.
    const smart = advertiser.search.keywords.find((k) => k.matchType === 2 && k.phraseType === 3)!;
    const [smartRow] = await facts.query<{ match_type: number }>(
      'SELECT match_type FROM search_keywords WHERE account_id = 4 AND keyword_id = {id:UInt64}',
      { id: smart.keywordId },
    );
    expect(smartRow!.match_type).toBe(0);
  });

  it('splits id lists at the cap, which the fake enforces as the provider does', async () => {
    expect(
      chunks(
        Array.from({ length: 120 }, (_, i) => i),
        idCaps.getWord[5],
      ).map((list) => list.length),
    ).toEqual([50, 50, 20]);
    const client = await clientFor(account);
    const units = Array.from({ length: idCaps.getWord[5] + 1 }, (_, i) => i + 1);
    const error = await client
      .call('search', 'KeywordService', 'getWord', { ids: units, idType: 5, wordFields: ['keywordId'] })
      .catch((e: unknown) => e);
    expect(String(error)).toContain('at most 50 values, got 51');
  });

  it("answers the balance in fen, and the connection with the credentials' user name", async () => {
    const { balance } = fakeAdvertiser(account.accountNo);
    const balanceFen = Math.round(balance * 100);
    expect(await baidu.balance(account, 1_700_000_000_000)).toEqual({
      balanceFen,
      asOf: 1_700_000_000_000,
    });
    expect(await baidu.testConnection(account)).toEqual({ userName: account.accountNo, balanceFen });
    // The account info answers no user name: the adapter does not ask for one.
    const info = fake.calls.filter((call) => call.path.endsWith('/getAccountInfo')).at(-1)!;
    expect(info.body).toEqual({ accountFields: ['userId', 'balance'] });
  });
});
