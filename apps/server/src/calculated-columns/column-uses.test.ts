// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { endpoints, reportFields } from '@adconsole/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailingApp } from '../testing/mailing-app';
import { testNow } from '../reports/testing/report-calls';
import { addUser, loginToken, providerAccountId } from '../testing/test-app';
import { callEndpoint } from '../http/testing/test-calls';

// A metric that views or scheduled reports show cannot vanish silently (docs/requirements.md#calculated-columns):
// deleting it, or un-sharing it while other users show it, is refused naming them.
const { app, stop } = await startMailingApp({ now: () => testNow });
afterAll(stop);

let admin: string;
let demo: string;
let colleague: string;
let shared: number;

beforeAll(async () => {
  admin = await loginToken(app, 'admin', 'admin123');
  demo = await loginToken(app, 'demo', 'demo123');
  shared = await providerAccountId(app, 'adc-shared-01');
  await addUser(app, { userName: 'colleague', password: 'right123', role: 'edit', accountIds: [shared] });
  colleague = await loginToken(app, 'colleague', 'right123');
});

async function send(token: string, name: keyof typeof endpoints, body: object, language = 'en') {
  const response = await callEndpoint(app, endpoints[name], token, body, { 'Accept-Language': language });
  return { status: response.statusCode, body: response.json() as { msg: string; data: { id: number } } };
}

async function ok(token: string, name: keyof typeof endpoints, body: object) {
  const answer = await send(token, name, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

const metric = {
  name: 'Cost per conversion',
  formula: 'cost / conversion',
  format: 'money',
  decimals: 2,
  better: 'lower',
} as const;
const account = { channel: 'search', section: 'account' } as const;
const id = (key: keyof typeof reportFields) => reportFields[key].id;

/** What deleting a metric and un-sharing it answer, in a language. */
async function refusals(metricId: number, language = 'en') {
  const deleted = await send(admin, 'calculatedColumnDelete', { id: metricId }, language);
  const unshared = await send(
    admin,
    'calculatedColumnSave',
    { ...metric, id: metricId, shared: false },
    language,
  );
  return [deleted, unshared].map((answer) => [answer.status, answer.body.msg]);
}

describe('a metric in use', () => {
  it('stays while a view or a scheduled report of any user shows it, and the refusal names them', async () => {
    const { id: metricId } = await ok(admin, 'calculatedColumnSave', { ...metric, shared: true });
    const key = `calc_${metricId}`;
    const order = ['reportDates', 'accountName', 'impression', 'click', 'ctr', 'cost', 'cpc', 'cpm'].concat([
      'conversion',
      'PcCost',
      'mobileCost',
      key,
    ]);
    const view = await ok(colleague, 'saveReportView', {
      accountId: shared,
      report: account,
      granularity: 'day',
      name: 'Leads',
      state: { version: 1, columns: { order, hidden: ['PcCost', 'mobileCost'] } },
    });
    const inView = 'The report view “Leads” shows this metric: remove it from there first';
    expect(await refusals(metricId)).toEqual([
      [400, inView],
      [400, inView],
    ]);
    expect(await refusals(metricId, 'zh-CN')).toEqual(
      Array(2).fill([400, '视图“Leads”正在显示此自定义指标，请先从中移除']),
    );
    expect(await refusals(metricId, 'zh-TW')).toEqual(
      Array(2).fill([400, '檢視「Leads」正在顯示此自訂指標，請先從中移除']),
    );

    // A schedule of a report page sends its owner's stored columns.
    await ok(colleague, 'saveCustomReportFields', {
      ...account,
      fieldIds: [id('reportDates'), id('accountName'), id('cost'), -metricId],
    });
    const schedule = await ok(colleague, 'reportScheduleSave', {
      name: 'Daily leads',
      accountId: shared,
      report: { path: '/keywordSearch/accountReport' },
      range: { preset: 'last7Days' },
      frequency: 'daily',
      at: '09:00',
      recipients: { userIds: [], emails: ['boss@example.com'] },
      skipEmpty: false,
    });
    expect(await refusals(metricId)).toEqual(
      Array(2).fill([
        400,
        'The report view “Leads” and 1 more views or scheduled reports show this metric: remove it from them first',
      ]),
    );
    await ok(colleague, 'deleteReportView', { accountId: shared, id: view.id });
    expect(await refusals(metricId)).toEqual(
      Array(2).fill([
        400,
        'The scheduled report “Daily leads” shows this metric: remove it from there first',
      ]),
    );

    await ok(colleague, 'reportScheduleDelete', { id: schedule.id });
    const unshared = await ok(admin, 'calculatedColumnSave', { ...metric, id: metricId, shared: false });
    expect(unshared).toMatchObject({ shared: false });
    expect((await send(admin, 'calculatedColumnDelete', { id: metricId })).status).toBe(200);
  });

  it("is un-shared while only its owner's views show it, and deleted while only a stored choice of columns holds it", async () => {
    const { id: metricId } = await ok(demo, 'calculatedColumnSave', metric);
    const order = ['reportDates', 'accountName', 'cost', 'conversion', `calc_${metricId}`];
    await ok(demo, 'saveReportView', {
      accountId: shared,
      report: account,
      granularity: 'day',
      name: 'Mine',
      state: { version: 1, columns: { order, hidden: [] } },
    });
    expect(
      (await send(demo, 'calculatedColumnSave', { ...metric, id: metricId, shared: false })).status,
    ).toBe(200);
    expect((await send(demo, 'calculatedColumnDelete', { id: metricId })).status).toBe(400);

    const { id: chosen } = await ok(demo, 'calculatedColumnSave', { ...metric, name: 'Chosen' });
    await ok(demo, 'saveCustomReportFields', {
      ...account,
      fieldIds: [id('reportDates'), id('accountName'), -chosen],
    });
    expect((await send(demo, 'calculatedColumnDelete', { id: chosen })).status).toBe(200);
  });
});
