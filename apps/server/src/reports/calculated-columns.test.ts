// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import {
  CustomReportFields,
  endpoints,
  envelope,
  reportFields,
  CalculatedColumnDefinition,
  type ReportRow,
} from '@adconsole/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, providerAccountId, startTestApp } from '../testing/test-app';
import { callEndpoint } from '../http/testing/test-calls';
import { fetchReport, testNow, testRanges } from './testing/report-calls';

// Calculated columns in a report answer (docs/requirements.md#calculated-columns): computed by the fact store
// from the formula's tree, in every row, in the summary over the summed inputs, and sortable across pages.
const server = await startTestApp({ now: () => testNow, sandboxProfile: 'test' });
const { app } = server;
afterAll(() => server.stop());

let token: string;
let accountId: number;
let costPerConversion: number;
let clickShare: number;
let mobileShare: number;
let deleted: number;

async function saveMetric(body: object) {
  const response = await callEndpoint(app, endpoints.calculatedColumnSave, token, {
    format: 'number',
    decimals: 2,
    better: 'higher',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return envelope(CalculatedColumnDefinition).parse(response.json()).data!.id;
}

beforeAll(async () => {
  token = await loginToken(app, 'demo', 'demo123');
  accountId = await providerAccountId(app, 'adc-shared-01');
  costPerConversion = await saveMetric({
    name: 'Cost per conversion',
    names: { cn: '转化成本' },
    formula: 'cost / conversion',
    format: 'money',
    better: 'lower',
  });
  clickShare = await saveMetric({ name: 'Clicks per 1000', formula: '1000 × click ÷ impression' });
  mobileShare = await saveMetric({ name: 'Mobile share', formula: 'mobileCost / cost', format: 'percent' });
  deleted = await saveMetric({ name: 'Gone', formula: 'cost - 1' });
  await callEndpoint(app, endpoints.calculatedColumnDelete, token, { id: deleted });
});

const cpa = () => `calc_${costPerConversion}`;
const perMille = () => `calc_${clickShare}`;

/** The campaign report of the test range, with the calculated columns placed among its own. */
const campaignQuery = (extra: object = {}) => ({
  accountId,
  ...testRanges.day,
  timeUnit: 'day',
  columns: ['campaignName', 'cost', 'conversion', cpa(), 'impression', 'click', perMille()],
  ...extra,
});

/** Math.round to `decimals`, as the reports round. */
const rounded = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
const quotient = (a: number, b: number, decimals: number) => (b === 0 ? null : rounded(a / b, decimals));

describe('calculated columns', () => {
  it("answer each row's formula over its own columns and the summary's over the sums, not the rows' average", async () => {
    const { data, page } = await fetchReport(app, token, 'search', 'campaign', { query: campaignQuery() });
    expect(page.totalCount).toBeGreaterThan(20);
    const rows = data.list;
    for (const row of rows) {
      const [cost, conversion, click, impression] = ['cost', 'conversion', 'click', 'impression'].map(
        (key) => row[key] as number,
      );
      expect(row[cpa()]).toBe(quotient(cost!, conversion!, 2));
      expect(row[perMille()]).toBe(quotient(1000 * click!, impression!, 2));
    }
    // Division by zero is an empty cell: the test data has rows without conversions.
    expect(rows.some((row) => row.conversion === 0 && row[cpa()] === null)).toBe(true);

    const { summary } = data;
    const summed = quotient(summary.cost as number, summary.conversion as number, 2)!;
    expect(summary[cpa()]).toBe(summed);
    const values = rows.map((row) => row[cpa()]).filter((value): value is number => value !== null);
    const average = values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(Math.abs(average - summed)).toBeGreaterThan(0.01);
    expect(summary[perMille()]).toBe(
      quotient(1000 * (summary.click as number), summary.impression as number, 2),
    );
  });

  it('are titled in the caller language where the request placed them', async () => {
    const { data } = await fetchReport(
      app,
      token,
      'search',
      'campaign',
      { query: campaignQuery() },
      { 'Accept-Language': 'zh-CN' },
    );
    expect(data.titleInfos.map((info) => info.dataKey)).toEqual([
      'reportDates',
      'campaignName',
      'cost',
      'conversion',
      cpa(),
      'impression',
      'click',
      perMille(),
    ]);
    expect(data.titleInfos.find((info) => info.dataKey === cpa())).toEqual({
      titleName: '转化成本',
      dataKey: cpa(),
      isSort: true,
      valueType: 'Double',
      domType: 'text',
      minWidth: 100,
      fixed: null,
      unit: '￥',
    });
    expect(data.titleInfos.find((info) => info.dataKey === perMille())).toMatchObject({
      titleName: 'Clicks per 1000',
      unit: null,
    });
  });

  it.each(['asc', 'desc'] as const)(
    'sort %s by a calculated column across pages, empty cells last',
    async (order) => {
      const pages: ReportRow[] = [];
      let totalCount = Infinity;
      for (let number = 1; (number - 1) * 20 < totalCount; number++) {
        const { data, page } = await fetchReport(app, token, 'search', 'campaign', {
          page: { number, size: 20, sortCol: cpa(), sortOrder: order },
          query: campaignQuery(),
        });
        expect(page).toMatchObject({ sortCol: cpa(), sortOrder: order });
        totalCount = page.totalCount;
        pages.push(...data.list);
      }
      expect(pages).toHaveLength(totalCount);
      const keys = pages.map((row) => `${row.reportDates} ${row.campaignId}`);
      expect(new Set(keys).size).toBe(totalCount);
      const values = pages.map((row) => row[cpa()] as number | null);
      const filled = values.filter((value) => value !== null);
      expect(values.slice(filled.length).every((value) => value === null)).toBe(true);
      expect(filled).toEqual([...filled].sort((a, b) => (order === 'asc' ? a - b : b - a)));
    },
  );

  it("compare the previous period's value over its sums, and the change", async () => {
    const { data } = await fetchReport(app, token, 'search', 'campaign', {
      query: campaignQuery({ compare: true }),
    });
    const { summary } = data;
    const [now, before] = [
      quotient(summary.cost as number, summary.conversion as number, 2)!,
      quotient(summary.costPrevious as number, summary.conversionPrevious as number, 2)!,
    ];
    expect(summary[`${cpa()}Previous`]).toBe(before);
    expect(summary[`${cpa()}Change`]).toBeCloseTo((now - before) / before, 12);
    const titles = data.titleInfos.map((info) => info.dataKey);
    expect(titles.slice(titles.indexOf(cpa()), titles.indexOf(cpa()) + 3)).toEqual([
      cpa(),
      `${cpa()}Previous`,
      `${cpa()}Change`,
    ]);
    const row = data.list.find((r) => r.conversionPrevious !== 0 && r.conversion !== 0)!;
    expect(row[`${cpa()}Previous`]).toBe(
      quotient(row.costPrevious as number, row.conversionPrevious as number, 2),
    );
  });

  it.each([
    ['a weekly roll-up, summed on its own', 'keyword', { ...testRanges.week, timeUnit: 'week' }, 1],
    ['a page past the last row', 'campaign', {}, 1000],
  ] as const)('answer the summary over the sums for %s', async (_what, section, range, number) => {
    const { data } = await fetchReport(app, token, 'search', section, {
      page: { number, size: 20 },
      query: campaignQuery({
        ...range,
        columns: [section === 'keyword' ? 'keyword' : 'campaignName', 'cost', 'conversion', cpa()],
      }),
    });
    const { summary } = data;
    expect(summary.conversion).toBeGreaterThan(0);
    expect(summary[cpa()]).toBe(quotient(summary.cost as number, summary.conversion as number, 2));
  });

  it('rounds a percentage to its decimals of the percent', async () => {
    const { data } = await fetchReport(app, token, 'search', 'campaign', {
      query: campaignQuery({ columns: ['campaignName', 'cost', 'mobileCost', `calc_${mobileShare}`] }),
    });
    for (const row of data.list) {
      expect(row[`calc_${mobileShare}`]).toBe(quotient(row.mobileCost as number, row.cost as number, 4));
    }
    expect(data.titleInfos.find((info) => info.dataKey === `calc_${mobileShare}`)?.unit).toBe('%*100');
  });

  it('take a whole number beyond 2^53 in a formula', async () => {
    const huge = await saveMetric({ name: 'Huge', formula: 'click × 0 + 100000000000000000' });
    const { data } = await fetchReport(app, token, 'search', 'campaign', {
      page: { number: 1, size: 10 },
      query: campaignQuery({ columns: ['campaignName', 'click', `calc_${huge}`] }),
    });
    expect(data.list.map((row) => row[`calc_${huge}`])).toEqual(Array(10).fill(1e17));
    expect(data.summary[`calc_${huge}`]).toBe(1e17);
  });

  it('leave out a metric that is gone, as a column the report no longer has', async () => {
    const { data } = await fetchReport(app, token, 'search', 'campaign', {
      query: campaignQuery({ columns: ['campaignName', 'cost', `calc_${deleted}`] }),
    });
    expect(data.titleInfos.map((info) => info.dataKey)).toEqual(['reportDates', 'campaignName', 'cost']);
    expect(data.list[0]).not.toHaveProperty(`calc_${deleted}`);
  });

  it.each([
    ['en', 'Unknown column “mobileCost” at position 1: this report has no such numeric column'],
    ['zh-CN', '未知列“mobileCost”（第 1 个字符）：本报告没有这个数值列'],
  ])("refuse a formula of another report's columns with its position (%s)", async (language, message) => {
    const response = await callEndpoint(
      app,
      endpoints.searchKeywordList,
      token,
      { query: { ...campaignQuery(), columns: ['keyword', 'cost', `calc_${mobileShare}`] } },
      { 'Accept-Language': language },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 400,
      msg: message,
      data: [{ field: 'query.columns.2', message }],
    });
  });

  it('leave out a sort by a calculated column the answer lacks (a link kept after its metric went)', async () => {
    const body = (sortCol?: string) => ({
      page: { number: 1, size: 20, ...(sortCol && { sortCol }) },
      query: campaignQuery({ columns: ['campaignName', 'cost'] }),
    });
    const sorted = await fetchReport(app, token, 'search', 'campaign', body(`calc_${clickShare}`));
    const plain = await fetchReport(app, token, 'search', 'campaign', body());
    expect(sorted.data.list).toEqual(plain.data.list);
    expect(sorted.data.titleInfos.map((info) => info.dataKey)).not.toContain(`calc_${clickShare}`);
  });
});

describe('calculated columns in the column chooser', () => {
  const campaign = { channel: 'search', section: 'campaign' } as const;
  const fieldId = (key: keyof typeof reportFields) => reportFields[key].id;
  const saveChoice = (ref: object, fieldIds: number[], language = 'en') =>
    callEndpoint(
      app,
      endpoints.saveCustomReportFields,
      token,
      { ...ref, fieldIds },
      { 'Accept-Language': language },
    );

  it("are fields of a report whose columns their formula names, each id the metric's negated", async () => {
    const response = await callEndpoint(app, endpoints.customReportFields, token, campaign, {
      'Accept-Language': 'zh-CN',
    });
    const { fields } = envelope(CustomReportFields).parse(response.json()).data!;
    const calculated = fields.filter((field) => field.id < 0);
    expect(calculated.find((field) => field.id === -costPerConversion)).toEqual({
      id: -costPerConversion,
      dataKey: cpa(),
      titleName: '转化成本',
      unitDesc: '',
      fixedUnit: true,
      unit: '￥',
      minWidth: 100,
      deletable: true,
    });
    expect(calculated.find((field) => field.id === -mobileShare)).toMatchObject({ unit: '%*100' });
    expect(calculated.find((field) => field.id === -clickShare)).toMatchObject({ unit: null });
    expect(calculated.some((field) => field.id === -deleted)).toBe(false);
    // The keyword report has no cost by device: the mobile share is not one of its fields.
    const keyword = await callEndpoint(app, endpoints.customReportFields, token, {
      channel: 'search',
      section: 'keyword',
    });
    const keywordIds = envelope(CustomReportFields)
      .parse(keyword.json())
      .data!.fields.map((field) => field.id);
    expect(keywordIds).toContain(-costPerConversion);
    expect(keywordIds).not.toContain(-mobileShare);
  });

  it('refuse a metric the report cannot use, or one that is gone, as an unknown field', async () => {
    const ids = [fieldId('reportDates'), fieldId('keyword'), fieldId('cost'), -mobileShare, -deleted];
    const response = await saveChoice({ channel: 'search', section: 'keyword' }, ids, 'zh-CN');
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toEqual([
      { field: 'fieldIds.3', message: `此报告没有字段 ${-mobileShare}` },
      { field: 'fieldIds.4', message: `此报告没有字段 ${-deleted}` },
    ]);
    const repeated = await saveChoice(
      campaign,
      [fieldId('reportDates'), fieldId('campaignName'), -costPerConversion, -costPerConversion],
      'zh-CN',
    );
    expect(repeated.json().data).toEqual([{ field: 'fieldIds.3', message: '“转化成本”被重复选择' }]);
  });

  it('answer a saved choice in its place, in the rows and the summary, without the request naming columns', async () => {
    const goneLater = await saveMetric({ name: 'Gone later', formula: 'click + 1' });
    const fieldIds = [
      fieldId('reportDates'),
      fieldId('campaignName'),
      fieldId('cost'),
      -costPerConversion,
      fieldId('conversion'),
      -goneLater,
    ];
    const saved = await saveChoice(campaign, fieldIds);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(envelope(CustomReportFields).parse(saved.json()).data!.fieldIds).toEqual(fieldIds);
    await callEndpoint(app, endpoints.calculatedColumnDelete, token, { id: goneLater });
    // The metric that is gone is left out, as a field the report no longer offers.
    const fields = await callEndpoint(app, endpoints.customReportFields, token, campaign);
    expect(envelope(CustomReportFields).parse(fields.json()).data!.fieldIds).toEqual(fieldIds.slice(0, 5));

    const query = { accountId, ...testRanges.day, timeUnit: 'day' };
    const { data } = await fetchReport(app, token, 'search', 'campaign', { query });
    expect(data.titleInfos.map((info) => info.dataKey)).toEqual([
      'reportDates',
      'campaignName',
      'cost',
      cpa(),
      'conversion',
    ]);
    for (const row of data.list) {
      expect(row[cpa()]).toBe(quotient(row.cost as number, row.conversion as number, 2));
    }
    expect(data.summary[cpa()]).toBe(
      quotient(data.summary.cost as number, data.summary.conversion as number, 2),
    );

    const sorted = await fetchReport(app, token, 'search', 'campaign', {
      page: { number: 1, size: 20, sortCol: cpa(), sortOrder: 'desc' },
      query,
    });
    const values = sorted.data.list.map((row) => row[cpa()] as number);
    expect(values).toHaveLength(20);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(values[0]).toBe(Math.max(...data.list.map((row) => (row[cpa()] as number | null) ?? -Infinity)));
  });
});
