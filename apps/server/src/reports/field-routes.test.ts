import {
  CustomReportFields,
  ReportFieldDefinition,
  ReportPartItem,
  envelope,
  reportFields,
  reportParts,
  reportSection,
} from '@adconsole/api-client/contract';
import { lookup } from '@adconsole/i18n/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, loginToken, startTestApp } from '../testing/test-app';
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

const ids = (...keys: (keyof typeof reportFields)[]) => keys.map((key) => reportFields[key].id);
const keyword = { channel: 'search', section: 'keyword' } as const;
const keywordSpec = reportSection('search', 'keyword');

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
    expect(parts.map((p) => p.id)).toEqual(Object.values(reportParts));
    expect(parts.flatMap((p) => p.fieldIds).sort((a, b) => a - b)).toEqual(
      keywordSpec.columns.map((key) => reportFields[key].id).sort((a, b) => a - b),
    );
    expect(parts.find((p) => p.id === reportParts.quality)!.partName).toBe('Quality');
  });

  it('lists all fields without a report, and refuses a section the channel has not', async () => {
    const all = await call(app, 'POST', '/advertisementReport/parts/list', { token: demo, payload: {} });
    const count = envelope(z.array(ReportPartItem))
      .parse(all.json())
      .data!.reduce((n, p) => n + p.fieldIds.length, 0);
    expect(count).toBe(Object.keys(reportFields).length);
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
      payload: { language: 1, partsIds: [reportParts.cost, reportParts.cost, reportParts.traffic] },
    });
    const fields = envelope(z.array(ReportFieldDefinition)).parse(response.json()).data!;
    expect(fields.map((f) => f.dataKey).sort()).toEqual(
      ['impression', 'click', 'ctr', 'cost', 'cpc', 'cpm', 'PcCost', 'mobileCost'].sort(),
    );
    expect(fields.find((f) => f.dataKey === 'cost')).toEqual({
      id: reportFields.cost.id,
      titleName: '消费',
      unitDesc: '(元)',
      fixedUnit: false,
      unit: '￥',
      minWidth: reportFields.cost.minWidth,
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

  it('starts from the catalogue columns, locked ones not deletable', async () => {
    const { body: answer } = await customFields(demo, 'get', keyword);
    expect(answer.data).toMatchObject({
      customized: false,
      fieldIds: keywordSpec.columns.map((k) => reportFields[k].id),
    });
    const locked = answer.data!.fields.filter((f) => !f.deletable).map((f) => f.dataKey);
    expect(locked).toEqual(['reportDates', 'keyword']);
  });

  it("saves a user's columns and order, and the report answers them", async () => {
    const chosen = ids('reportDates', 'keyword', 'cost', 'click', 'landPageExperience');
    const saved = await customFields(demo, 'save', { ...keyword, fieldIds: chosen });
    expect(saved.body.data).toMatchObject({ customized: true, fieldIds: chosen });

    const { data } = await fetchReport(app, demo, 'search', 'keyword', body);
    expect(data.titleInfos.map((t) => t.dataKey)).toEqual([
      'reportDates',
      'keyword',
      'cost',
      'click',
      'landPageExperience',
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
    const other = await fetchReport(app, admin, 'search', 'keyword', body);
    expect(other.data.titleInfos.map((t) => t.dataKey)).toEqual(keywordSpec.columns);
    const unit = await fetchReport(app, demo, 'search', 'unit', body);
    expect(unit.data.titleInfos.map((t) => t.dataKey)).toEqual(reportSection('search', 'unit').columns);
  });

  it('refuses to remove a non-deletable field, an unknown or a repeated one, in the caller language', async () => {
    const response = await call(app, 'POST', '/advertisementReport/customField/save', {
      token: demo,
      headers: { 'accept-language': 'zh-CN' },
      payload: { ...keyword, fieldIds: [...ids('reportDates', 'cost', 'cost'), 999] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toEqual([
      { field: 'fieldIds.2', message: lookup('cn', 'reports.customField.duplicate', { field: '消费' }) },
      { field: 'fieldIds.3', message: lookup('cn', 'reports.customField.unknown', { id: '999' }) },
      { field: 'fieldIds', message: lookup('cn', 'reports.customField.locked', { field: '关键词' }) },
    ]);
  });

  it('resets to the catalogue columns', async () => {
    const { body: answer } = await customFields(demo, 'reset', keyword);
    expect(answer.data).toMatchObject({
      customized: false,
      fieldIds: keywordSpec.columns.map((k) => reportFields[k].id),
    });
    const { data } = await fetchReport(app, demo, 'search', 'keyword', body);
    expect(data.titleInfos.map((t) => t.dataKey)).toEqual(keywordSpec.columns);
  });

  it('needs a session', async () => {
    const response = await call(app, 'POST', '/advertisementReport/customField/get', { payload: keyword });
    expect(response.statusCode).toBe(401);
  });
});
