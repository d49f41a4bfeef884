// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import {
  comparedMetrics,
  type Channel,
  type Granularity,
  type ReportRow,
  type Section,
} from '@adconsole/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, providerAccountId, startTestApp } from '../testing/test-app';
import { fetchReport, refusedReport, testNow, testRanges } from './testing/report-calls';

// Period comparison (docs/requirements.md#period-comparison): the comparing answer against a second, plain
// call over the previous range.
const server = await startTestApp({ now: () => testNow, sandboxProfile: 'test' });
const { app } = server;
afterAll(() => server.stop());

let token: string;
let accountId: number;
beforeAll(async () => {
  token = await loginToken(app, 'demo', 'demo123');
  accountId = await providerAccountId(app, 'adc-shared-01');
});

interface Case {
  channel: Channel;
  section: Section;
  timeUnit: Granularity;
  range: { beginDate: string; endDate: string };
  previous: { beginDate: string; endDate: string };
  /** A previous row's reportDates as the comparing row it belongs to reads. */
  moved: Record<string, string>;
  /** The id fields that tell a row's entity apart. */
  ids: string[];
}

const cases: Case[] = [
  {
    channel: 'search',
    section: 'keyword',
    timeUnit: 'day',
    range: { beginDate: '2026-11-08', endDate: '2026-11-14' },
    previous: { beginDate: '2026-11-01', endDate: '2026-11-07' },
    moved: {
      '2026-11-01': '2026-11-08',
      '2026-11-02': '2026-11-09',
      '2026-11-03': '2026-11-10',
      '2026-11-04': '2026-11-11',
      '2026-11-05': '2026-11-12',
      '2026-11-06': '2026-11-13',
      '2026-11-07': '2026-11-14',
    },
    ids: ['keywordId'],
  },
  {
    channel: 'feed',
    section: 'unit',
    timeUnit: 'week',
    range: { beginDate: '2026-11-02', endDate: '2026-11-15' },
    previous: { beginDate: '2026-10-19', endDate: '2026-11-01' },
    moved: {
      '2026-10-19 ~ 2026-10-25': '2026-11-02 ~ 2026-11-08',
      '2026-10-26 ~ 2026-11-01': '2026-11-09 ~ 2026-11-15',
    },
    ids: ['adgroupId'],
  },
  {
    channel: 'search',
    section: 'account',
    timeUnit: 'month',
    range: { beginDate: '2026-09-01', endDate: '2026-10-31' },
    previous: { beginDate: '2026-07-01', endDate: '2026-08-31' },
    moved: { '2026-07': '2026-09', '2026-08': '2026-10' },
    ids: [],
  },
  {
    channel: 'search',
    section: 'region',
    timeUnit: 'summary',
    range: { beginDate: '2026-11-01', endDate: '2026-11-20' },
    previous: { beginDate: '2026-10-12', endDate: '2026-10-31' },
    moved: { '2026-10-12 ~ 2026-10-31': '2026-11-01 ~ 2026-11-20' },
    ids: ['cityId'],
  },
];

const metricsOf = (row: ReportRow) =>
  Object.fromEntries(comparedMetrics.flatMap((m) => (m in row ? [[m, row[m]]] : [])));
const previousOf = (row: ReportRow) =>
  Object.fromEntries(comparedMetrics.flatMap((m) => (m in row ? [[m, row[`${m}Previous`]]] : [])));

describe.each(cases)('$channel $section, $timeUnit', (c) => {
  const body = (range: Case['range'], compare?: boolean) => ({
    query: { accountId, ...range, timeUnit: c.timeUnit, ...(compare === undefined ? {} : { compare }) },
  });
  const keyOf = (row: ReportRow, dates = String(row.reportDates)) =>
    [dates, ...c.ids.map((id) => String(row[id]))].join('|');

  it('answers the previous period as the list call over the previous range, beside the current values', async () => {
    const compared = await fetchReport(app, token, c.channel, c.section, body(c.range, true));
    const current = await fetchReport(app, token, c.channel, c.section, body(c.range));
    const previous = await fetchReport(app, token, c.channel, c.section, body(c.previous));
    expect(previous.data.list.length).toBeGreaterThan(0);

    const byKey = new Map(compared.data.list.map((row) => [keyOf(row), row]));
    // Every row of the range keeps its values; every row of the previous range is the previous of one.
    for (const row of current.data.list) expect(metricsOf(byKey.get(keyOf(row))!)).toEqual(metricsOf(row));
    for (const row of previous.data.list) {
      const at = byKey.get(keyOf(row, c.moved[String(row.reportDates)]));
      expect(at, keyOf(row)).toBeDefined();
      expect(previousOf(at!)).toEqual(metricsOf(row));
    }
    // A row without a previous row has nothing to compare with: previous 0 and no change.
    const previousKeys = new Set(
      previous.data.list.map((row) => keyOf(row, c.moved[String(row.reportDates)])),
    );
    for (const row of compared.data.list.filter((r) => !previousKeys.has(keyOf(r)))) {
      expect(row.costPrevious).toBe(0);
      expect(row.costChange).toBeNull();
    }
    expect(compared.page.totalCount).toBe(new Set([...byKey.keys()]).size);

    // The summary: the range's totals and the previous range's, and the change between them.
    expect(metricsOf(compared.data.summary)).toEqual(metricsOf(current.data.summary));
    expect(previousOf(compared.data.summary)).toEqual(metricsOf(previous.data.summary));
    const [now, before] = [current.data.summary.cost as number, previous.data.summary.cost as number];
    expect(compared.data.summary.costChange).toBeCloseTo((now - before) / before, 10);
    const [clicks, clicksBefore] = [
      current.data.summary.click as number,
      previous.data.summary.click as number,
    ];
    expect(compared.data.summary.clickChange).toBeCloseTo((clicks - clicksBefore) / clicksBefore, 10);
  });
});

it('compares a running month with the same days of the month before', async () => {
  const query = {
    accountId,
    beginDate: '2026-11-01',
    endDate: '2026-11-20',
    timeUnit: 'month',
    compare: true,
  };
  const compared = await fetchReport(app, token, 'search', 'account', { query });
  const before = await fetchReport(app, token, 'search', 'account', {
    query: { accountId, beginDate: '2026-10-01', endDate: '2026-10-20', timeUnit: 'summary' },
  });
  expect(compared.data.list).toHaveLength(1);
  expect(previousOf(compared.data.list[0]!)).toEqual(metricsOf(before.data.summary));
  expect(previousOf(compared.data.summary)).toEqual(metricsOf(before.data.summary));
});

describe('comparison columns', () => {
  const range = { beginDate: '2026-11-08', endDate: '2026-11-14' };

  it('follow each metric in titleInfos: its previous value as the metric is drawn, then its change', async () => {
    const { data } = await fetchReport(
      app,
      token,
      'search',
      'keyword',
      { query: { accountId, ...range, timeUnit: 'day', compare: true } },
      { 'Accept-Language': 'en' },
    );
    const keys = data.titleInfos.map((info) => info.dataKey);
    expect(keys.slice(keys.indexOf('impression'), keys.indexOf('impression') + 6)).toEqual([
      'impression',
      'impressionPrevious',
      'impressionChange',
      'click',
      'clickPrevious',
      'clickChange',
    ]);
    const cost = data.titleInfos.find((info) => info.dataKey === 'costPrevious');
    expect(cost).toMatchObject({
      titleName: 'Cost (previous period)',
      unit: '￥',
      valueType: 'Double',
      isSort: true,
    });
    const change = data.titleInfos.find((info) => info.dataKey === 'costChange');
    expect(change).toMatchObject({
      titleName: 'Cost Δ%',
      unit: '%*100',
      valueType: 'Double',
      domType: 'render',
      renderer: 'periodChange',
      isSort: true,
    });
  });

  it('are left out without the switch', async () => {
    const { data } = await fetchReport(app, token, 'search', 'keyword', {
      query: { accountId, ...range, timeUnit: 'day', compare: false },
    });
    expect(data.titleInfos.map((info) => info.dataKey)).not.toContain('costChange');
    expect(data.list[0]).not.toHaveProperty('costPrevious');
    expect(data.summary).not.toHaveProperty('costChange');
  });

  it.each(['asc', 'desc'] as const)(
    'sort %s by the change over every row, rows without one last',
    async (sortOrder) => {
      const query = { accountId, ...range, timeUnit: 'day', compare: true };
      const all = await fetchReport(app, token, 'search', 'keyword', { query });
      const sorted = await fetchReport(app, token, 'search', 'keyword', {
        page: { number: 1, size: 50, sortCol: 'costChange', sortOrder },
        query,
      });
      const changes = all.data.list.map((row) => row.costChange as number | null);
      const numbers = changes
        .filter((change) => change !== null)
        .sort((a, b) => (sortOrder === 'asc' ? a - b : b - a));
      const expected = [...numbers, ...changes.filter((change) => change === null)].slice(0, 50);
      expect(sorted.data.list.map((row) => row.costChange)).toEqual(expected);
    },
  );

  it('sort only a comparing request: 400 in the caller language otherwise', async () => {
    const refused = await refusedReport(app, token, 'search', 'keyword', {
      page: { number: 1, size: 20, sortCol: 'costChange', sortOrder: 'desc' },
      query: { accountId, ...range, timeUnit: 'day' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.data).toEqual([
      { field: 'page.sortCol', message: 'Sorting by a comparison column needs the comparison switched on' },
    ]);
  });
});

describe('other comparisons of the picker', () => {
  const summaryOf = async (range: { beginDate: string; endDate: string }, timeUnit = 'summary') =>
    (
      await fetchReport(app, token, 'search', 'account', {
        query: { accountId, ...range, timeUnit },
      })
    ).data;

  // The test data reaches four months back: a year earlier holds no facts, so the periods of `lastYear`
  // are checked in previous-period.test.ts and the moving of rows here with custom periods.
  it.each([
    [
      'a period of the same days from the chosen day',
      'day',
      { beginDate: '2026-11-08', endDate: '2026-11-14' },
      { beginDate: '2026-10-01', endDate: '2026-10-07' },
    ],
    [
      'the same number of whole weeks from the chosen Monday',
      'week',
      { beginDate: '2026-11-02', endDate: '2026-11-15' },
      { beginDate: '2026-09-07', endDate: '2026-09-20' },
    ],
    [
      'the same number of whole months from the chosen month',
      'month',
      { beginDate: '2026-09-01', endDate: '2026-10-31' },
      { beginDate: '2026-07-01', endDate: '2026-08-31' },
    ],
  ] as const)('compares with %s', async (_, timeUnit, range, compared) => {
    const compare = { kind: 'custom', beginDate: compared.beginDate };
    const answer = await fetchReport(
      app,
      token,
      'search',
      'account',
      { query: { accountId, ...range, timeUnit, compare } },
      { 'Accept-Language': 'en' },
    );
    const before = await summaryOf(compared);
    expect(before.summary.cost).toBeGreaterThan(0);
    expect(previousOf(answer.data.summary)).toEqual(metricsOf(before.summary));
    expect(metricsOf(answer.data.summary)).toEqual(metricsOf((await summaryOf(range)).summary));
    const title = answer.data.titleInfos.find((info) => info.dataKey === 'costPrevious')?.titleName;
    expect(title).toBe('Cost (compared period)');
  });

  it("moves each day of a custom period onto the range's day as far from its start", async () => {
    const range = { beginDate: '2026-11-08', endDate: '2026-11-10' };
    const answer = await fetchReport(app, token, 'search', 'account', {
      query: { accountId, ...range, timeUnit: 'day', compare: { kind: 'custom', beginDate: '2026-09-20' } },
    });
    const before = await summaryOf({ beginDate: '2026-09-21', endDate: '2026-09-21' }, 'day');
    const row = answer.data.list.find((r) => r.reportDates === '2026-11-09')!;
    expect(before.list[0]!.cost).toBeGreaterThan(0);
    expect(previousOf(row)).toEqual(metricsOf(before.list[0]!));
  });

  it('names the columns of a year-earlier comparison so', async () => {
    const answer = await fetchReport(
      app,
      token,
      'search',
      'account',
      { query: { accountId, ...testRanges.day, timeUnit: 'day', compare: { kind: 'lastYear' } } },
      { 'Accept-Language': 'zh-CN' },
    );
    const titles = answer.data.titleInfos.map((info) => info.titleName);
    expect(titles).toContain('消费（去年同期）');
    expect(titles).toContain('消费 同比Δ%');
  });
});
