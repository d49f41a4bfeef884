// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import {
  CreatedExport,
  ErrorEnvelope,
  endpoints,
  envelope,
  type Endpoint,
} from '@adconsole/api-client/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadFile, downloadRecords, finishedRecord } from '../exports/testing/export-calls';
import { expectSelectTime, fetchReport, testNow } from '../reports/testing/report-calls';
import { addUser, loginToken, providerAccountId, startTestApp } from '../testing/test-app';
import { callEndpoint } from '../http/testing/test-calls';

const server = await startTestApp({ now: () => testNow, sandboxProfile: 'test' });
const { app } = server;
afterAll(() => server.stop());

let demo: string;
let sharedId: number;
beforeAll(async () => {
  demo = await loginToken(app, 'demo', 'demo123');
  sharedId = await providerAccountId(app, 'adc-shared-01');
});

/** The last whole week before `testNow` (Saturday 21 November 2026). */
const week = { beginDate: '2026-11-09', endDate: '2026-11-15' };
const metricKeys = ['cost', 'impression', 'click', 'ctr', 'cpc', 'cpm', 'conversion'] as const;

async function statistic<T = Record<string, unknown>[]>(
  endpoint: Endpoint,
  channel: 'search' | 'feed',
  range: object = week,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await callEndpoint(
    app,
    endpoint,
    demo,
    { accountId: sharedId, query: { ...range, channel } },
    headers,
  );
  if (response.statusCode !== 200)
    throw new Error(`${endpoint.path}: ${response.statusCode} ${response.body}`);
  return response.json<{ data: T }>().data;
}

const metricsOf = (row: Record<string, unknown>) => Object.fromEntries(metricKeys.map((k) => [k, row[k]]));
const costs = (rows: Record<string, unknown>[]) => rows.map((row) => row.cost as number);
const sortedDown = (values: number[]) => [...values].sort((a, b) => b - a);

interface Overview {
  current: Record<string, number>;
  previous: Record<string, number>;
  days: Record<string, unknown>[];
}

describe('the weekly overview', () => {
  it('answers the search week against the week before, and its seven days', async () => {
    const overview = await statistic<Overview>(endpoints.weeklyOverviewSearch, 'search');
    expect(overview.current).toEqual({
      cost: 3366.38,
      impression: 23430,
      click: 895,
      ctr: 0.0382,
      cpc: 3.76,
      cpm: 143.68,
      conversion: 45,
    });
    expect(overview.previous).toEqual({
      cost: 2906.82,
      impression: 22582,
      click: 929,
      ctr: 0.0411,
      cpc: 3.13,
      cpm: 128.72,
      conversion: 57,
    });
    expect(overview.days.map((day) => [day.date, day.cost, day.click])).toEqual([
      ['2026-11-09', 548.87, 129],
      ['2026-11-10', 544.5, 133],
      ['2026-11-11', 597.31, 171],
      ['2026-11-12', 459.56, 127],
      ['2026-11-13', 442.33, 123],
      ['2026-11-14', 349.59, 112],
      ['2026-11-15', 424.22, 100],
    ]);
  });

  it.each([
    ['search', endpoints.weeklyOverviewSearch],
    ['feed', endpoints.weeklyOverviewFeed],
  ] as const)('totals the %s week as the account weekly report does', async (channel, endpoint) => {
    const overview = await statistic<Overview>(endpoint, channel);
    const weekly = await fetchReport(app, demo, channel, 'account', {
      accountId: sharedId,
      query: { beginDate: '2026-11-02', endDate: '2026-11-15', timeUnit: 'week' },
    });
    const [thisWeek, weekBefore] = weekly.data.list;
    expect(thisWeek!.reportDates).toBe('2026-11-09 ~ 2026-11-15');
    expect(overview.current).toEqual(metricsOf(thisWeek!));
    expect(overview.previous).toEqual(metricsOf(weekBefore!));
    const daily = await fetchReport(app, demo, channel, 'account', {
      accountId: sharedId,
      query: { ...week, timeUnit: 'day' },
      page: { number: 1, size: 10, sortCol: 'reportDates', sortOrder: 'asc' },
    });
    expect(overview.days.map(metricsOf)).toEqual(daily.data.list.map(metricsOf));
  });

  it('answers the feed week on the feed overview whatever channel the query names', async () => {
    const overview = await statistic<Overview>(endpoints.weeklyOverviewFeed, 'search');
    expect(overview.current).toEqual({
      cost: 604.72,
      impression: 26036,
      click: 287,
      ctr: 0.011,
      cpc: 2.11,
      cpm: 23.23,
      conversion: 8,
    });
    expect(overview.previous.cost).toBe(506.79);
  });
});

describe('the weekly breakdowns', () => {
  it('ranks the 15 provinces of the week with the highest cost', async () => {
    const regions = await statistic(endpoints.weeklyRegion, 'search');
    expect(regions.map((row) => [row.provinceName, row.cost])).toEqual([
      ['广东', 329.14],
      ['山东', 231.03],
      ['江苏', 204.78],
      ['河南', 184.74],
      ['湖北', 168.05],
      ['四川', 162.72],
      ['河北', 151.17],
      ['安徽', 144.93],
      ['浙江', 139.61],
      ['重庆', 125.73],
      ['湖南', 124.32],
      ['辽宁', 108.82],
      ['上海', 104.08],
      ['北京', 97.57],
      ['福建', 95.13],
    ]);
    const feed = await statistic(endpoints.weeklyRegion, 'feed');
    expect(feed).toHaveLength(15);
    expect(costs(feed)).toEqual(sortedDown(costs(feed)));
    expect(feed[0]).toMatchObject({ provinceName: '广东', cost: 72.02 });
  });

  it('sums a province over its cities as the region report has them', async () => {
    const regions = await statistic(endpoints.weeklyRegion, 'search');
    const cities = await fetchReport(app, demo, 'search', 'region', {
      accountId: sharedId,
      query: { ...week, timeUnit: 'summary', name: '广东' },
    });
    const clicks = cities.data.list
      .filter((row) => row.provinceName === '广东')
      .reduce((sum, row) => sum + (row.click as number), 0);
    expect(regions[0]).toMatchObject({ provinceName: '广东', click: clicks });
    expect(clicks).toBe(90);
  });

  it('ranks the 15 keywords of the week with the highest cost, as the keyword report sorts them', async () => {
    const keywords = await statistic(endpoints.weeklyKeywords, 'search');
    expect(keywords).toHaveLength(15);
    expect(keywords.slice(0, 3).map((row) => [row.keyword, row.cost])).toEqual([
      ['小程序开发', 837.13],
      ['人事管理系统推荐', 529.17],
      ['苏州人事管理系统优惠', 347.78],
    ]);
    expect(costs(keywords)).toEqual(sortedDown(costs(keywords)));
    const report = await fetchReport(app, demo, 'search', 'keyword', {
      accountId: sharedId,
      query: { ...week, timeUnit: 'summary' },
      page: { number: 1, size: 20, sortCol: 'cost', sortOrder: 'desc' },
    });
    expect(keywords.map((row) => [row.keyword, ...Object.values(metricsOf(row))])).toEqual(
      report.data.list.slice(0, 15).map((row) => [row.keyword, ...Object.values(metricsOf(row))]),
    );
  });

  it('ranks the intention words of feeds as their keywords (the test account has 12)', async () => {
    const keywords = await statistic(endpoints.weeklyKeywords, 'feed');
    expect(keywords).toHaveLength(12);
    expect(keywords[0]).toMatchObject({ keyword: '进销存软件哪家好', cost: 50.69 });
    expect(costs(keywords)).toEqual(sortedDown(costs(keywords)));
  });

  it('splits the week by device, the two adding up to the week', async () => {
    const devices = await statistic(endpoints.weeklyDevices, 'feed');
    expect(devices.map((row) => [row.device, row.cost, row.click])).toEqual([
      ['mobile', 554.71, 267],
      ['pc', 50.01, 20],
    ]);
    const search = await statistic(endpoints.weeklyDevices, 'search');
    expect(search.map((row) => [row.device, row.click])).toEqual([
      ['mobile', 574],
      ['pc', 321],
    ]);
  });

  it('answers every hour of the day, summing to the time period report of the week', async () => {
    const hours = await statistic(endpoints.weeklyHour, 'search');
    expect(hours.map((row) => row.hour)).toEqual(Array.from({ length: 24 }, (_, hour) => hour));
    expect(hours.slice(0, 3).map((row) => [row.hour, row.cost])).toEqual([
      [0, 56.78],
      [1, 28.68],
      [2, 2.17],
    ]);
    const report = await fetchReport(app, demo, 'search', 'timePeriod', {
      accountId: sharedId,
      query: { ...week, timeUnit: 'summary' },
    });
    expect(hours.reduce((sum, row) => sum + (row.click as number), 0)).toBe(report.data.summary.click);
    expect(report.data.summary.click).toBe(871);
  });

  it('answers feed targeting by kind, each highest cost first, and none for search ads', async () => {
    const targeting = await statistic(endpoints.weeklyDirection, 'feed');
    const kinds = ['crowd', 'automatic', 'newInterest', 'intentionWord'];
    expect(kinds.map((kind) => targeting.filter((row) => row.kind === kind).length)).toEqual([8, 5, 14, 12]);
    expect(targeting.slice(0, 2).map((row) => [row.kind, row.name, row.cost])).toEqual([
      ['crowd', '近30天活跃用户', 163.98],
      ['crowd', '一线城市白领', 154.79],
    ]);
    for (const kind of kinds) {
      const ofKind = costs(targeting.filter((row) => row.kind === kind));
      expect(ofKind).toEqual(sortedDown(ofKind));
    }
    expect(await statistic(endpoints.weeklyDirection, 'search')).toEqual([]);
  });
});

describe('the week a statistics call asks for', () => {
  it.each([
    ['a week from Tuesday to Monday', { beginDate: '2026-11-10', endDate: '2026-11-16' }],
    ['two weeks', { beginDate: '2026-11-02', endDate: '2026-11-15' }],
    ['a single day', { beginDate: '2026-11-09', endDate: '2026-11-09' }],
  ])('refuses %s with 400 in the caller’s language', async (_case, range) => {
    const body = { accountId: sharedId, query: { ...range, channel: 'search' } };
    const en = await callEndpoint(app, endpoints.weeklyRegion, demo, body, { 'Accept-Language': 'en' });
    expect(en.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(en.json()).data).toEqual([
      { field: 'query.beginDate', message: 'Please select one week, from Monday to Sunday' },
    ]);
    const cn = await callEndpoint(app, endpoints.weeklyOverviewSearch, demo, body, {
      'Accept-Language': 'zh-CN',
    });
    expect(ErrorEnvelope.parse(cn.json()).data).toEqual([
      { field: 'query.beginDate', message: '请选择一周，从周一到周日' },
    ]);
  });

  it.each([
    ['a missing begin date', { endDate: week.endDate }, 'query.beginDate'],
    ['an empty end date', { ...week, endDate: '' }, 'query.endDate'],
  ])('asks to select a time for %s, in the caller’s language', async (_case, range, field) => {
    const body = { accountId: sharedId, query: { ...range, channel: 'search' } };
    await expectSelectTime(
      (headers) => callEndpoint(app, endpoints.weeklyRegion, demo, body, headers),
      [field],
    );
  });

  it('refuses this week, which runs past yesterday', async () => {
    const response = await callEndpoint(app, endpoints.weeklyHour, demo, {
      query: { beginDate: '2026-11-16', endDate: '2026-11-22' },
    });
    expect(response.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(response.json()).data).toEqual([
      { field: 'query', message: 'Please select dates up to yesterday' },
    ]);
  });

  it('answers 403 for another user’s account and 401 without a session', async () => {
    const adminOnly = await providerAccountId(app, 'adc-admin-01');
    const body = { accountId: adminOnly, query: week };
    expect((await callEndpoint(app, endpoints.weeklyKeywords, demo, body)).statusCode).toBe(403);
    expect((await callEndpoint(app, endpoints.weeklyKeywords, '', body)).statusCode).toBe(401);
  });
});

/** Every sheet of a workbook: its name and its cells row by row. */
async function workbookSheets(file: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  return workbook.worksheets.map((sheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    return { name: sheet.name, rows };
  });
}

describe('the overview export', () => {
  const overviewExport = (
    endpoint: Endpoint,
    body: object,
    headers: Record<string, string> = {},
    token = demo,
  ) => callEndpoint(app, endpoint, token, body, headers);

  it('writes every statistic of the search week to its own sheet', async () => {
    const response = await overviewExport(endpoints.overviewExportSearch, {
      accountId: sharedId,
      query: week,
    });
    expect(response.statusCode).toBe(200);
    const { id } = envelope(CreatedExport).parse(response.json()).data!;
    expect(await finishedRecord(app, demo, id)).toMatchObject({
      status: 'ready',
      name: 'Search ads summary overview 2026-11-09~2026-11-15.xlsx',
      report: '/reportCenter/keywordSearch/summary',
      ...week,
    });
    const sheets = await workbookSheets((await downloadFile(app, demo, id)).rawPayload);
    expect(sheets.map((sheet) => [sheet.name, sheet.rows.length])).toEqual([
      ['Overview', 8],
      ['Days', 8],
      ['Region', 16],
      ['Keyword', 16],
      ['Device', 3],
      ['Time period', 25],
    ]);
    const [overview, days, regions, keywords, devices] = sheets;
    expect(overview!.rows.slice(0, 3)).toEqual([
      ['Metric', 'This week', 'Previous week', 'Change'],
      ['Cost', 3366.38, 2906.82, (3366.38 - 2906.82) / 2906.82],
      ['Impressions', 23430, 22582, (23430 - 22582) / 22582],
    ]);
    expect(days!.rows[0]).toEqual([
      'Date',
      'Cost',
      'Impressions',
      'Clicks',
      'CTR',
      'CPC',
      'CPM',
      'Conversions',
    ]);
    expect(days!.rows[1]).toEqual(['2026-11-09', 548.87, 3401, 129, 0.0379, 4.25, 161.38, 5]);
    expect(regions!.rows[1]!.slice(0, 2)).toEqual(['广东', 329.14]);
    expect(keywords!.rows[1]!.slice(0, 2)).toEqual(['小程序开发', 837.13]);
    expect(devices!.rows.slice(1).map((row) => row.slice(0, 2))).toEqual([
      ['Mobile', 2282.45],
      ['Computer', 1083.93],
    ]);
  });

  it('adds targeting for feeds, in the caller’s language', async () => {
    const response = await overviewExport(
      endpoints.overviewExportFeed,
      { query: week },
      { 'Accept-Language': 'zh-CN' },
    );
    const { id } = envelope(CreatedExport).parse(response.json()).data!;
    expect(await finishedRecord(app, demo, id)).toMatchObject({
      status: 'ready',
      name: '信息流推广数据总览 2026-11-09~2026-11-15.xlsx',
      report: '/reportCenter/feeds/summary',
    });
    const sheets = await workbookSheets((await downloadFile(app, demo, id)).rawPayload);
    expect(sheets.map((sheet) => sheet.name)).toEqual([
      '总览',
      '每日',
      '地域',
      '意图词',
      '设备',
      '时段',
      '定向',
    ]);
    const targeting = sheets[6]!.rows;
    expect(targeting).toHaveLength(1 + 39);
    expect(targeting[0]!.slice(0, 3)).toEqual(['定向类型', '名称', '消费']);
    expect(targeting[1]!.slice(0, 3)).toEqual(['人群', '近30天活跃用户', 163.98]);
  });

  it('refuses a range that is not one week, creating no record', async () => {
    const before = (await downloadRecords(app, demo)).page.totalCount;
    const response = await overviewExport(endpoints.overviewExportSearch, {
      query: { beginDate: '2026-11-10', endDate: '2026-11-16' },
    });
    expect(response.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(response.json()).data).toEqual([
      { field: 'query.beginDate', message: 'Please select one week, from Monday to Sunday' },
    ]);
    expect((await downloadRecords(app, demo)).page.totalCount).toBe(before);
  });

  it('asks to select a time for an empty range, creating no record', async () => {
    const before = (await downloadRecords(app, demo)).page.totalCount;
    await expectSelectTime(
      (headers) =>
        overviewExport(endpoints.overviewExportFeed, { query: { beginDate: '', endDate: '' } }, headers),
      ['query.beginDate', 'query.endDate'],
    );
    expect((await downloadRecords(app, demo)).page.totalCount).toBe(before);
  });

  it('answers 403 without report:export', async () => {
    await addUser(app, {
      userName: 'centre-viewer',
      password: 'viewer123',
      role: 'viewer',
      accountIds: [sharedId],
    });
    const viewer = await loginToken(app, 'centre-viewer', 'viewer123');
    expect((await overviewExport(endpoints.overviewExportFeed, { query: week }, {}, viewer)).statusCode).toBe(
      403,
    );
  });
});
