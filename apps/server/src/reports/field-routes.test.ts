// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import {
  CustomReportFields,
  ReportFieldDefinition,
  ReportPartItem,
  envelope,
} from '@adconsole/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginToken, startTestApp } from '../testing/test-app';
import { call } from '../http/testing/test-calls';
import { fetchReport, testNow, testRanges } from './testing/report-calls';

const server = await startTestApp({ now: () => testNow, sandboxProfile: 'test' });
const { app } = server;
afterAll(() => server.stop());

let demo: string;
let admin: string;
beforeAll(async () => {
  demo = await loginToken(app, 'demo', 'demo123');
  admin = await loginToken(app, 'admin', 'admin123');
});

const keyword = { channel: 'search', section: 'keyword' } as const;
/** The keyword report's columns in the catalogue's order, and their field ids. */
const keywordColumns = [
  'reportDates',
  'campaignName',
  'adgroupName',
  'keyword',
  'matchType',
  'impression',
  'click',
  'ctr',
  'cost',
  'cpc',
  'cpm',
  'conversion',
  'landPageExperience',
  'businessRelationship',
  'estimatedClickRate',
];
const keywordFieldIds = [1, 3, 5, 7, 8, 30, 31, 32, 33, 34, 35, 38, 40, 41, 42];
const unitColumns = [
  'reportDates',
  'campaignName',
  'adgroupName',
  'adgroupStatus',
  'impression',
  'click',
  'ctr',
  'cost',
  'cpc',
  'cpm',
  'conversion',
  'PcCost',
  'mobileCost',
];

async function customFields(token: string, path: string, payload: object) {
  const response = await call(app, 'POST', `/advertisementReport/customField/${path}`, { token, payload });
  return { status: response.statusCode, body: envelope(CustomReportFields).parse(response.json()) };
}

describe('POST /advertisementReport/parts/list', () => {
  it("lists every part with the report's fields of it", async () => {
    const response = await call(app, 'POST', '/advertisementReport/parts/list', {
      token: demo,
      payload: keyword,
    });
    const parts = envelope(z.array(ReportPartItem)).parse(response.json()).data!;
    expect(parts).toEqual([
      { id: 1, partName: 'Attributes', fieldIds: [1, 3, 5, 7, 8] },
      { id: 2, partName: 'Impressions and clicks', fieldIds: [30, 31, 32] },
      { id: 3, partName: 'Cost', fieldIds: [33, 34, 35] },
      { id: 4, partName: 'Conversions', fieldIds: [38] },
      { id: 5, partName: 'Quality', fieldIds: [40, 41, 42] },
    ]);
  });

  it('lists all fields without a report, and refuses a section the channel has not', async () => {
    const all = await call(app, 'POST', '/advertisementReport/parts/list', { token: demo, payload: {} });
    const count = envelope(z.array(ReportPartItem))
      .parse(all.json())
      .data!.reduce((n, p) => n + p.fieldIds.length, 0);
    // Fields 1–23 (attributes), 30–38 (metrics) and 40–42 (quality codes).
    expect(count).toBe(35);
    const refused = await call(app, 'POST', '/advertisementReport/parts/list', {
      token: demo,
      payload: { channel: 'feed', section: 'keyword' },
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('POST /advertisementReport/fields/list', () => {
  it('answers the definitions of the asked parts in the asked language, each once', async () => {
    const response = await call(app, 'POST', '/advertisementReport/fields/list', {
      token: demo,
      payload: { language: 1, partsIds: [3, 3, 2] },
    });
    const fields = envelope(z.array(ReportFieldDefinition)).parse(response.json()).data!;
    expect(fields.map((f) => f.dataKey).sort()).toEqual(
      ['impression', 'click', 'ctr', 'cost', 'cpc', 'cpm', 'PcCost', 'mobileCost'].sort(),
    );
    expect(fields.find((f) => f.dataKey === 'cost')).toEqual({
      id: 33,
      titleName: '消费',
      unitDesc: '(元)',
      fixedUnit: false,
      unit: '￥',
      minWidth: 100,
      dataKey: 'cost',
    });
    expect(fields.find((f) => f.dataKey === 'ctr')).toMatchObject({
      unitDesc: '(%)',
      fixedUnit: true,
      unit: '%*100',
    });
  });

  it('refuses an unknown part or language', async () => {
    for (const payload of [
      { language: 2, partsIds: [99] },
      { language: 7, partsIds: [1] },
      { language: 2, partsIds: [] },
    ]) {
      const response = await call(app, 'POST', '/advertisementReport/fields/list', { token: demo, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('custom report fields', () => {
  const body = { query: { accountId: 0, ...testRanges.summary, timeUnit: 'summary' } };
  const columnsOf = async (token: string, section: 'keyword' | 'unit', timeUnit = 'summary') => {
    const answer = await fetchReport(app, token, 'search', section, {
      query: { ...body.query, ...testRanges[timeUnit as keyof typeof testRanges], timeUnit },
    });
    return answer.data.titleInfos.map((info) => info.dataKey);
  };

  it('starts from the catalogue columns, locked ones not deletable', async () => {
    const { body: answer } = await customFields(demo, 'get', keyword);
    expect(answer.data).toMatchObject({ customized: false, fieldIds: keywordFieldIds });
    expect(answer.data!.fields.map((f) => f.dataKey)).toEqual(keywordColumns);
    const locked = answer.data!.fields.filter((f) => !f.deletable).map((f) => f.dataKey);
    expect(locked).toEqual(['reportDates', 'keyword']);
  });

  it("saves a user's columns and order, and the report answers them", async () => {
    // Date, keyword, cost, click, landing page experience.
    const chosen = [1, 7, 33, 31, 40];
    const saved = await customFields(demo, 'save', { ...keyword, fieldIds: chosen });
    expect(saved.body.data).toMatchObject({ customized: true, fieldIds: chosen });
    expect((await customFields(demo, 'get', keyword)).body.data).toMatchObject({
      customized: true,
      fieldIds: chosen,
    });

    const { data } = await fetchReport(app, demo, 'search', 'keyword', body);
    expect(data.titleInfos.map((t) => [t.dataKey, t.titleName])).toEqual([
      ['reportDates', 'Date'],
      ['keyword', 'Keyword'],
      ['cost', 'Cost'],
      ['click', 'Clicks'],
      ['landPageExperience', 'Landing page experience'],
    ]);
    expect(data.titleInfos.find((t) => t.dataKey === 'landPageExperience')).toMatchObject({
      domType: 'render',
      renderer: 'qualityCode',
      valueType: 'Integer',
    });
    for (const row of data.list) {
      expect(Object.keys(row).filter((key) => !key.endsWith('Id'))).toEqual([
        'reportDates',
        'keyword',
        'cost',
        'click',
        'landPageExperience',
      ]);
      expect([0, 1, 2, 3]).toContain(row.landPageExperience);
    }
    expect(Object.keys(data.summary).sort()).toEqual(['click', 'cost']);

    // Another user, and another report of the same user, keep the catalogue's columns.
    expect(await columnsOf(admin, 'keyword')).toEqual(keywordColumns);
    expect(await columnsOf(demo, 'unit')).toEqual(unitColumns);
  });

  it('answers every granularity in the saved order, without a removed column', async () => {
    // The catalogue's columns with match type removed and cost moved to the front of the metrics.
    const chosen = [1, 3, 5, 7, 33, 30, 31, 32, 34, 35, 38, 40, 41, 42];
    expect((await customFields(demo, 'save', { ...keyword, fieldIds: chosen })).status).toBe(200);
    const expected = [
      'reportDates',
      'campaignName',
      'adgroupName',
      'keyword',
      'cost',
      'impression',
      'click',
      'ctr',
      'cpc',
      'cpm',
      'conversion',
      'landPageExperience',
      'businessRelationship',
      'estimatedClickRate',
    ];
    for (const timeUnit of ['day', 'week', 'month', 'summary']) {
      expect(await columnsOf(demo, 'keyword', timeUnit), timeUnit).toEqual(expected);
    }
  });

  it('refuses to remove a non-deletable field, an unknown or a repeated one, in the caller language', async () => {
    const response = await call(app, 'POST', '/advertisementReport/customField/save', {
      token: demo,
      headers: { 'accept-language': 'zh-CN' },
      payload: { ...keyword, fieldIds: [1, 33, 33, 999] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toEqual([
      { field: 'fieldIds.2', message: '“消费”被重复选择' },
      { field: 'fieldIds.3', message: '此报告没有字段 999' },
      { field: 'fieldIds', message: '“关键词”不可从此报告中删除' },
    ]);
  });

  it('resets to the catalogue columns, every default column chosen in the catalogue order', async () => {
    await customFields(demo, 'save', { ...keyword, fieldIds: [7, 1, 42] });
    expect(await columnsOf(demo, 'keyword')).toEqual(['keyword', 'reportDates', 'estimatedClickRate']);
    const { status, body: answer } = await customFields(demo, 'reset', keyword);
    expect(status).toBe(200);
    expect(answer.data).toMatchObject({ customized: false, fieldIds: keywordFieldIds });
    expect((await customFields(demo, 'get', keyword)).body.data).toMatchObject({
      customized: false,
      fieldIds: keywordFieldIds,
    });
    expect(await columnsOf(demo, 'keyword')).toEqual(keywordColumns);
  });

  it('keeps the widths a user gives columns, leaves them when a save names none, and drops them on reset', async () => {
    const saved = await customFields(demo, 'save', {
      ...keyword,
      fieldIds: [1, 7, 33],
      widths: { cost: 180, keyword: 260 },
    });
    expect(saved.body.data?.widths).toEqual({ cost: 180, keyword: 260 });
    const reordered = await customFields(demo, 'save', { ...keyword, fieldIds: [7, 1, 33] });
    expect(reordered.body.data?.widths).toEqual({ cost: 180, keyword: 260 });
    // A width outside the limits is refused with the choice kept as it was.
    const tooNarrow = await call(app, 'POST', '/advertisementReport/customField/save', {
      token: demo,
      payload: { ...keyword, fieldIds: [1, 7], widths: { cost: 3 } },
    });
    expect(tooNarrow.json().code).toBe(400);
    expect((await customFields(demo, 'get', keyword)).body.data).toMatchObject({
      fieldIds: [7, 1, 33],
      widths: { cost: 180, keyword: 260 },
    });
    const reset = await customFields(demo, 'reset', keyword);
    expect(reset.body.data?.widths).toEqual({});
  });

  it("answers a view's columns when the list call names them, the user's choice untouched", async () => {
    await customFields(demo, 'save', { ...keyword, fieldIds: [1, 7, 33] });
    const { data } = await fetchReport(app, demo, 'search', 'keyword', {
      query: { ...body.query, columns: ['click', 'cost', 'noSuchColumn', 'cost', 'matchType'] },
    });
    // The report's own columns it cannot do without come first; an unknown one is left out, a repeat once.
    expect(data.titleInfos.map((info) => info.dataKey)).toEqual([
      'reportDates',
      'keyword',
      'click',
      'cost',
      'matchType',
    ]);
    expect(Object.keys(data.list[0]!)).toContain('matchType');
    expect(await columnsOf(demo, 'keyword')).toEqual(['reportDates', 'keyword', 'cost']);
  });

  it('needs a session', async () => {
    const response = await call(app, 'POST', '/advertisementReport/customField/get', { payload: keyword });
    expect(response.statusCode).toBe(401);
  });
});
