import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FactStore } from '../../stores/fact-store';
import { fakeAdvertiser, fakeReportRows, fakeReportTypes } from '../../testing/baidu-fake/fake-data';
import { createReportHandlers, reportHandlers } from '../../testing/baidu-fake/fake-reports';
import { startBaiduFake, type BaiduFake, type FakeCall } from '../../testing/baidu-fake/fake-server';
import { freshFactPlace, type FactPlace } from '../../testing/test-facts';
import type { ProviderAccount } from '../provider';
import { createBaiduClient } from './client';
import { readReport } from './report-reader';
import { openBaiduReports } from './reports';
import { structureTables } from './structure';

let place: FactPlace;
let facts: FactStore;
beforeAll(async () => {
  place = await freshFactPlace();
  facts = await place.open({ readers: 1 });
});
afterAll(async () => {
  await facts.close();
  await place.remove();
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

/** The same of the fake's rows (cost in yuan → fen). */
function fakeSums(
  userName: string,
  reportType: number,
  from: string,
  to: string,
  unit: 'DAY' | 'HOUR' = 'DAY',
) {
  const rows = fakeReportRows(userName, reportType, from, to, unit);
  const sum = (metric: string) => rows.reduce((total, row) => total + Number(row[metric]), 0);
  return {
    rows: rows.length,
    impression: sum('impression'),
    click: sum('click'),
    cost_fen: Math.round(sum('cost') * 100),
    conversion: sum('conversion'),
  };
}

/** Every fact table the sync fills and the fake report it comes from. */
const tableReports: [string, number, 'DAY' | 'HOUR'][] = [
  ['search_keyword_daily', fakeReportTypes.searchKeyword, 'DAY'],
  ['search_creative_daily', fakeReportTypes.searchCreative, 'DAY'],
  ['search_term_daily', fakeReportTypes.searchTerm, 'DAY'],
  ['search_region_daily', fakeReportTypes.searchRegion, 'DAY'],
  ['search_hour_daily', fakeReportTypes.searchCampaign, 'HOUR'],
  ['feed_creative_daily', fakeReportTypes.feedCreative, 'DAY'],
  ['feed_program_creative_daily', fakeReportTypes.programCreative, 'DAY'],
  ['feed_region_daily', fakeReportTypes.feedRegion, 'DAY'],
  ['feed_hour_daily', fakeReportTypes.feedCampaign, 'HOUR'],
];
const audienceReports = [
  fakeReportTypes.newInterest,
  fakeReportTypes.intentionWord,
  fakeReportTypes.crowd,
  fakeReportTypes.autoTargeting,
];

describe('syncDays, 31 days through getReportData pages', () => {
  const account: ProviderAccount = { id: 1, accountNo: 'baidu-demo-01', position: 0 };
  const days = { from: '2026-09-01', to: '2026-10-01' };
  let fake: BaiduFake;

  beforeAll(async () => {
    const keywordRows = fakeReportRows(account.accountNo, fakeReportTypes.searchKeyword, days.from, days.to);
    expect(keywordRows.length).toBe(31_587);
    const setup = await fakeWith([account]);
    fake = setup.fake;
    // Three pages of keyword rows: 10,529 rows each.
    const reports = openBaiduReports({ facts, clientFor: setup.clientFor, pageRows: 10_529 });
    await reports.syncDays(account, days);
  }, 120_000);
  afterAll(() => fake.close());

  it('reads the keyword report in exactly 3 pages and stores the fake rows', async () => {
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
      columns: [
        'date',
        'device',
        'campaignId',
        'adGroupId',
        'keywordId',
        'impression',
        'click',
        'cost',
        'conversion',
      ],
    });
    expect(await tableSums('search_keyword_daily', account.id)).toEqual(
      fakeSums(account.accountNo, fakeReportTypes.searchKeyword, days.from, days.to),
    );
  });

  it('writes rows as the fake has them: device 0/1 as 1/2, yuan as fen', async () => {
    const fakeRows = fakeReportRows(account.accountNo, fakeReportTypes.searchKeyword, days.from, days.from);
    expect(fakeRows.filter((row) => row.keywordId === 4_882_010_002)).toEqual([
      {
        date: '2026-09-01',
        campaignId: 4_882_000_001,
        adGroupId: 4_882_000_100,
        keywordId: 4_882_010_002,
        keyword: '装修公司多少钱',
        estimatedClickRate: 1,
        businessRelationship: 3,
        landPageExperience: 2,
        device: 0,
        impression: 239,
        click: 12,
        cost: 16.01,
        conversion: 0,
      },
      expect.objectContaining({ device: 1, impression: 70, click: 2, cost: 17.04 }),
    ]);
    const rows = await facts.query(
      `SELECT toString(date) AS date, campaign_id, unit_id, keyword_id, device, impression, click, cost_fen, conversion
       FROM search_keyword_daily WHERE account_id = 1 AND keyword_id = 4882010002 AND date = '2026-09-01'
       ORDER BY device`,
    );
    expect(rows).toEqual([
      {
        date: '2026-09-01',
        campaign_id: 4_882_000_001,
        unit_id: 4_882_000_100,
        keyword_id: 4_882_010_002,
        device: 1,
        impression: 239,
        click: 12,
        cost_fen: 1601,
        conversion: 0,
      },
      {
        date: '2026-09-01',
        campaign_id: 4_882_000_001,
        unit_id: 4_882_000_100,
        keyword_id: 4_882_010_002,
        device: 2,
        impression: 70,
        click: 2,
        cost_fen: 1704,
        conversion: 0,
      },
    ]);
  });

  it('fills every other fact table from its report, and the unit roll-up from the keywords', async () => {
    for (const [table, reportType, unit] of tableReports) {
      expect({ table, ...(await tableSums(table, account.id)) }).toEqual({
        table,
        ...fakeSums(account.accountNo, reportType, days.from, days.to, unit),
      });
    }
    const audiences = audienceReports.map((type) => fakeSums(account.accountNo, type, days.from, days.to));
    const audienceSums = await tableSums('feed_audience_daily', account.id);
    expect(audienceSums.rows).toBe(audiences.reduce((total, s) => total + s.rows, 0));
    expect(audienceSums.cost_fen).toBe(audiences.reduce((total, s) => total + s.cost_fen, 0));
    const units = await tableSums('search_unit_daily', account.id);
    expect(units.cost_fen).toBe(
      fakeSums(account.accountNo, fakeReportTypes.searchKeyword, days.from, days.to).cost_fen,
    );
  });

  it('names search terms, regions, programmatic creatives and targets from the reports', async () => {
    const [terms] = await facts.query<{ n: number }>(
      'SELECT uniqExact(term_id) AS n FROM search_terms WHERE account_id = 1',
    );
    // Terms are named as the reports bring them: those searched at least once in the days.
    const termRows = fakeReportRows(account.accountNo, fakeReportTypes.searchTerm, days.from, days.to);
    expect(terms!.n).toBe(new Set(termRows.map((row) => `${row.keywordId}:${row.queryWord}`)).size);
    expect(terms!.n).toBeGreaterThan(150);
    const kinds = await facts.query<{ kind: string; n: number }>(
      'SELECT kind, uniqExact(target_id) AS n FROM feed_audiences WHERE account_id = 1 GROUP BY kind ORDER BY kind',
    );
    expect(kinds.map((k) => k.kind)).toEqual(['automatic', 'crowd', 'intention', 'interest']);
    const city = fakeAdvertiser(account.accountNo).items[fakeReportTypes.searchRegion]![0]!.columns;
    const [region] = await facts.query(
      'SELECT province_id, province_name, city_name FROM regions WHERE city_id = {cityId:UInt32} LIMIT 1',
      { cityId: city.cityId },
    );
    expect(region).toEqual({
      province_id: city.provinceId,
      province_name: city.provinceName,
      city_name: city.cityName,
    });
    const [program] = await facts.query<{ n: number }>(
      'SELECT count() AS n FROM feed_program_creatives WHERE account_id = 1',
    );
    expect(program!.n).toBe(12);
  });
});

describe('syncDays, 60 days through an asynchronous task', () => {
  const account: ProviderAccount = { id: 2, accountNo: 'baidu-demo-02', position: 1 };
  const days = { from: '2026-08-01', to: '2026-09-29' };

  it('follows each task to its file, recovering an expired fileUrl', async () => {
    const handlers = createReportHandlers({ slowTaskPolls: 2, expiredFiles: 1 });
    const { fake, clientFor } = await fakeWith([account], handlers);
    try {
      const reports = openBaiduReports({ facts, clientFor, taskPollMs: 5 });
      await reports.syncDays(account, days);
      expect(reportCalls(fake, 'getReportData')).toEqual([]);
      expect(reportCalls(fake, 'createReportTask')).toHaveLength(13);
      const keywordTask = reportCalls(fake, 'createReportTask', fakeReportTypes.searchKeyword)[0]!;
      expect(keywordTask.body).toMatchObject({ startDate: '2026-08-01', endDate: '2026-09-29' });
      // Each task: SUBMITTED, RUNNING, SUCCESS; the first one's file had expired, so it was asked once more.
      expect(reportCalls(fake, 'getTaskStatus')).toHaveLength(13 * 3 + 1);
      expect(await tableSums('search_keyword_daily', account.id)).toEqual(
        fakeSums(account.accountNo, fakeReportTypes.searchKeyword, days.from, days.to),
      );
      expect(await tableSums('search_hour_daily', account.id)).toEqual(
        fakeSums(account.accountNo, fakeReportTypes.searchCampaign, days.from, days.to, 'HOUR'),
      );
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
    columns: ['date', 'device', 'keywordId', 'impression', 'cost'],
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
          keywordId: r.keywordId,
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
  let reports: ReturnType<typeof openBaiduReports>;

  beforeAll(async () => {
    const setup = await fakeWith([account]);
    fake = setup.fake;
    reports = openBaiduReports({ facts, clientFor: setup.clientFor });
  });
  afterAll(() => fake.close());

  it('loads campaigns, units, keywords and creatives, IN lists 500 at a time', async () => {
    await reports.syncStructure(account);
    await reports.syncStructure(account);
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
    const qualityCalls = reportCalls(fake, 'getReportData', fakeReportTypes.searchKeyword).slice(0, 2);
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
      match_type: { 1: 48, 2: 17, 3: 0 }[keyword.matchType],
      estimated_click_rate: quality.estimatedClickRate,
      business_relationship: quality.businessRelationship,
      land_page_experience: quality.landPageExperience,
    });
  });

  it('answers the balance in fen and the connection as the provider names it', async () => {
    const { balance, userName } = fakeAdvertiser(account.accountNo);
    const balanceFen = Math.round(balance * 100);
    expect(await reports.balance(account, 1_700_000_000_000)).toEqual({
      balanceFen,
      asOf: 1_700_000_000_000,
    });
    expect(await reports.testConnection(account)).toEqual({ userName, balanceFen });
  });
});
