// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import {
  endpoints,
  envelope,
  reportFields,
  CalculatedColumnDefinition,
} from '@adconsole/api-client/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchReport, testNow, testRanges } from '../reports/testing/report-calls';
import { loginToken, providerAccountId, startTestApp } from '../testing/test-app';
import { callEndpoint } from '../http/testing/test-calls';
import { createExport, downloadFile, finishedRecord } from './testing/export-calls';

// An export writes the calculated columns as the report answers them, in their metric's number format
// (docs/requirements.md#calculated-columns).
const server = await startTestApp({ now: () => testNow, sandboxProfile: 'test' });
const { app } = server;
afterAll(() => server.stop());

let token: string;
let accountId: number;
const metrics: Record<'money' | 'percent' | 'number', number> = { money: 0, percent: 0, number: 0 };

async function saveMetric(body: object) {
  const response = await callEndpoint(app, endpoints.calculatedColumnSave, token, {
    better: 'lower',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return envelope(CalculatedColumnDefinition).parse(response.json()).data!.id;
}

beforeAll(async () => {
  token = await loginToken(app, 'demo', 'demo123');
  accountId = await providerAccountId(app, 'adc-shared-01');
  metrics.money = await saveMetric({
    name: 'Cost per conversion',
    formula: 'cost / conversion',
    format: 'money',
    decimals: 3,
  });
  metrics.percent = await saveMetric({
    name: 'Click share',
    formula: 'click / impression',
    format: 'percent',
    decimals: 1,
  });
  metrics.number = await saveMetric({
    name: 'Clicks per 1000',
    formula: '1000 * click / impression',
    format: 'number',
    decimals: 0,
  });
});

const key = (format: keyof typeof metrics) => `calc_${metrics[format]}`;
const numFmts = { money: '"￥"#,##0.000', percent: '0.0%', number: '#,##0' };

/** The first sheet's header, and each data row's values and number formats by column title. */
async function sheetOf(file: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  const column = (title: string) => {
    const cells: { value: unknown; numFmt: string | undefined }[] = [];
    sheet.getColumn(header.indexOf(title) + 1).eachCell((cell, row) => {
      if (row > 1) cells.push({ value: cell.value, numFmt: cell.numFmt });
    });
    return cells;
  };
  return { header, column };
}

/** Exports the campaign daily report and compares its calculated columns with the list call's answer. */
async function expectExported(query: object) {
  const body = { accountId, query: { ...testRanges.day, timeUnit: 'day', ...query } };
  const id = await createExport(app, token, 'search', 'campaign', body);
  expect((await finishedRecord(app, token, id)).status).toBe('ready');
  const sheet = await sheetOf((await downloadFile(app, token, id)).rawPayload);
  const { data } = await fetchReport(app, token, 'search', 'campaign', body);
  expect(sheet.header).toEqual(data.titleInfos.map((info) => info.titleName));
  expect(sheet.header).toEqual(
    expect.arrayContaining(['Cost per conversion', 'Click share', 'Clicks per 1000']),
  );
  const formats = ['money', 'percent', 'number'] as const;
  for (const format of formats) {
    const title = data.titleInfos.find((info) => info.dataKey === key(format))!.titleName;
    const cells = sheet.column(title);
    // The rows, then the summary row.
    expect(cells).toHaveLength(data.list.length + 1);
    expect(cells.map((cell) => cell.value)).toEqual(
      [...data.list, data.summary].map((row) => row[key(format)] ?? '--'),
    );
    expect(cells.filter((cell) => typeof cell.value === 'number').map((cell) => cell.numFmt)).toEqual(
      Array(cells.filter((cell) => typeof cell.value === 'number').length).fill(numFmts[format]),
    );
  }
  // The report's own columns keep their unit's format.
  expect(sheet.column('Cost')[0]!.numFmt).toBe('"￥"#,##0.00');
  // Rows without conversions have no cost per conversion: an empty cell, as the table shows it.
  expect(data.list.some((row) => row[key('money')] === null)).toBe(true);
}

describe('an export with calculated columns', () => {
  it('writes the columns a request names, in their metric format', async () => {
    await expectExported({
      columns: ['campaignName', key('money'), 'cost', 'conversion', key('percent'), 'click', key('number')],
    });
  });

  it("writes the user's stored choice of columns, in their metric format", async () => {
    const id = (name: keyof typeof reportFields) => reportFields[name].id;
    const saved = await callEndpoint(app, endpoints.saveCustomReportFields, token, {
      channel: 'search',
      section: 'campaign',
      fieldIds: [
        id('reportDates'),
        id('campaignName'),
        id('cost'),
        -metrics.money,
        id('conversion'),
        -metrics.percent,
        -metrics.number,
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await expectExported({});
  });
});
