// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import {
  endpoints,
  reportFields,
  CalculatedColumnDefinition,
  ReportView,
  ScheduleRun,
} from '@adconsole/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sheetRows } from '../exports/testing/export-calls';
import { fetchReport, testNow } from '../reports/testing/report-calls';
import { addUser, loginToken, providerAccountId } from '../testing/test-app';
import { callEndpoint } from '../http/testing/test-calls';
import { startMailingApp } from '../testing/mailing-app';

// A scheduled report carries its calculated columns (docs/requirements.md#calculated-columns): in the
// attached sheet as the list call answers them, and in the mail's totals in their metric's format.
const { app, receiver, stop } = await startMailingApp({ now: () => testNow });
afterAll(stop);

let demo: string;
let shared: number;
let colleagueId: number;
let costPerConversion: number;
let conversionRate: number;

async function send<T>(name: keyof typeof endpoints, body: object): Promise<T> {
  const response = await callEndpoint(app, endpoints[name], demo, body, { 'Accept-Language': 'en' });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: T }).data;
}

beforeAll(async () => {
  demo = await loginToken(app, 'demo', 'demo123');
  shared = await providerAccountId(app, 'adc-shared-01');
  colleagueId = await addUser(app, {
    userName: 'colleague',
    password: 'right123',
    role: 'edit',
    accountIds: [shared],
  });
  await app.entities.db
    .updateTable('users')
    .set({ email: 'colleague@example.com', email_confirmed: 1, language: 2 })
    .where('id', '=', colleagueId)
    .execute();
  const metric = async (body: object) =>
    CalculatedColumnDefinition.parse(await send('calculatedColumnSave', { better: 'lower', ...body })).id;
  costPerConversion = await metric({
    name: 'Cost per conversion',
    formula: 'cost / conversion',
    format: 'money',
    decimals: 2,
  });
  conversionRate = await metric({
    name: 'Conversion rate',
    formula: 'conversion / click',
    format: 'percent',
    decimals: 1,
  });
});

/** Sends a schedule of the account daily report's last 7 days now; answers the colleague's mail. */
async function sentMail(name: string, source: object) {
  const { id } = await send<{ id: number }>('reportScheduleSave', {
    name,
    accountId: shared,
    frequency: 'daily',
    at: '09:00',
    recipients: { userIds: [colleagueId], emails: [] },
    skipEmpty: false,
    ...source,
  });
  ScheduleRun.parse(await send('reportScheduleSendNow', { id }));
  return receiver.mailWhere((mail) => mail.subject?.startsWith(`${name}:`) === true);
}

/** The list call of the account daily report over the range the schedules send. */
const listed = (extra: object = {}) =>
  fetchReport(app, demo, 'search', 'account', {
    accountId: shared,
    query: { beginDate: '2026-11-14', endDate: '2026-11-20', timeUnit: 'day', ...extra },
  });

/** The attachment holds the list call's titles, rows and summary. */
async function expectSheetOf(attachment: Buffer, answer: Awaited<ReturnType<typeof listed>>) {
  const rows = await sheetRows(attachment);
  const { titleInfos, list, summary } = answer.data;
  expect(rows[0]).toEqual(titleInfos.map((info) => info.titleName));
  const cell = (value: unknown) => (value === null || value === '' ? '--' : value);
  expect(rows.slice(1, 8)).toEqual(list.map((row) => titleInfos.map((info) => cell(row[info.dataKey]))));
  for (const [i, info] of titleInfos.entries()) {
    if (info.dataKey in summary) expect(rows[8]![i], info.dataKey).toBe(summary[info.dataKey]);
  }
}

describe('a scheduled report with calculated columns', () => {
  it("sends a page's state with the owner's stored calculated column, totalled in its format", async () => {
    const id = (key: keyof typeof reportFields) => reportFields[key].id;
    await send('saveCustomReportFields', {
      channel: 'search',
      section: 'account',
      fieldIds: [id('reportDates'), id('accountName'), id('cost'), id('conversion'), -costPerConversion],
    });
    const mail = await sentMail('Cost per lead', {
      report: { path: '/keywordSearch/accountReport' },
      range: { preset: 'last7Days' },
    });
    const answer = await listed();
    const { summary } = answer.data;
    expect(summary[`calc_${costPerConversion}`]).toBe(
      Math.round(((summary.cost as number) / (summary.conversion as number)) * 100) / 100,
    );
    expect(mail.text).toContain(
      [
        'Totals:',
        '- Cost: ￥3,294.37 (+1.1%)',
        '- Conversions: 50 (+8.7%)',
        '- Cost per conversion: ￥65.89 (−7.0%)',
      ].join('\n'),
    );
    // The top rows by cost show it as well.
    expect(mail.text).toContain(
      '- Account: adc-shared-01 | Cost: ￥3,294.37 | Conversions: 50 | Cost per conversion: ￥65.89',
    );
    expect(mail.html).toContain(
      '<td style="padding:4px 8px;border-bottom:1px solid #e5e6eb;text-align:left">Cost per conversion</td>',
    );
    expect(answer.data.titleInfos.map((info) => info.dataKey)).toEqual([
      'reportDates',
      'accountName',
      'cost',
      'conversion',
      `calc_${costPerConversion}`,
    ]);
    await expectSheetOf(mail.attachments[0]!.content, answer);
  });

  it("sends a view's calculated column where the view placed it", async () => {
    const key = `calc_${conversionRate}`;
    // A view holds every column of the report in its order, the ones it does not show hidden.
    const order = [
      'reportDates',
      'accountName',
      'impression',
      'click',
      key,
      'ctr',
      'cost',
      'cpc',
      'cpm',
    ].concat(['conversion', 'PcCost', 'mobileCost']);
    const hidden = ['impression', 'ctr', 'cpc', 'cpm', 'PcCost', 'mobileCost'];
    const view = ReportView.parse(
      await send('saveReportView', {
        accountId: shared,
        report: { channel: 'search', section: 'account' },
        granularity: 'day',
        name: 'Conversions',
        state: { version: 1, columns: { order, hidden }, range: { preset: 'last7Days' } },
      }),
    );
    const mail = await sentMail('Conversion rate', { viewId: view.id, range: { preset: 'last7Days' } });
    const shown = ['reportDates', 'accountName', 'click', key, 'cost', 'conversion'];
    const answer = await listed({ columns: shown });
    expect(answer.data.titleInfos.map((info) => info.dataKey)).toEqual(shown);
    expect(mail.text).toContain(
      [
        'Totals:',
        '- Clicks: 972 (+11.1%)',
        '- Conversion rate: 5.1% (−3.8%)',
        '- Cost: ￥3,294.37 (+1.1%)',
        '- Conversions: 50 (+8.7%)',
      ].join('\n'),
    );
    await expectSheetOf(mail.attachments[0]!.content, answer);
  });
});
