// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import {
  CostReport,
  ErrorEnvelope,
  PageResponse,
  endpoints,
  envelope,
  type Channel,
  type CostReportRow,
} from '@adconsole/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadFile, downloadRecords, finishedRecord, sheetRows } from '../exports/testing/export-calls';
import { fetchReport, testNow, testRanges } from '../reports/testing/report-calls';
import { loginToken, providerAccountId, startTestApp, userIdOf } from '../testing/test-app';
import { callEndpoint } from '../http/testing/test-calls';

const server = await startTestApp({ now: () => testNow, sandboxProfile: 'test' });
const { app } = server;
afterAll(() => server.stop());

/** The demo store's accounts: two of the customer 云上数字营销's one company, one of 星河教育's. */
const accountNos = ['adc-shared-01', 'adc-admin-01', 'adc-demo-01'] as const;
const accountIds = new Map<string, number>();
let admin: string;
let demo: string;
beforeAll(async () => {
  for (const no of accountNos) accountIds.set(no, await providerAccountId(app, no));
  // Admin holds every account, so the account reports of all three can be read with one session.
  await app.entities.db
    .insertInto('user_accounts')
    .values({ user_id: await userIdOf(app, 'admin'), account_id: accountIds.get('adc-demo-01')! })
    .execute();
  admin = await loginToken(app, 'admin', 'admin123');
  demo = await loginToken(app, 'demo', 'demo123');
});

const Answer = envelope(CostReport).extend({ page: PageResponse });

async function costPage(body: object, token = admin) {
  const response = await callEndpoint(app, endpoints.costReportList, token, body);
  if (response.statusCode !== 200) throw new Error(`cost report: ${response.statusCode} ${response.body}`);
  const answer = Answer.parse(response.json());
  return { ...answer.data!, page: answer.page };
}

/** Every row of a cost report, page by page as the page would fetch them, and its total. */
async function allRows(query: object, sort: object = {}) {
  const first = await costPage({ query, page: { number: 1, size: 50, ...sort } });
  const rows = [...first.rows];
  for (let number = 2; rows.length < first.page.totalCount; number++) {
    rows.push(...(await costPage({ query, page: { number, size: 50, ...sort } })).rows);
  }
  expect(rows).toHaveLength(first.page.totalCount);
  return { rows, totalCost: first.totalCost };
}

const cents = (yuan: number) => Math.round(yuan * 100);

/**
 * The cost of each account and period in both channels' account reports (the report list calls), in fen,
 * keyed `accountNo period`, with the period as the cost report writes it.
 */
async function accountReportCosts(timeUnit: 'day' | 'month') {
  const range = testRanges[timeUnit];
  const costs = new Map<string, number>();
  let total = 0;
  for (const accountNo of accountNos) {
    for (const channel of ['search', 'feed'] as Channel[]) {
      const report = await fetchReport(app, admin, channel, 'account', {
        query: { accountId: accountIds.get(accountNo), ...range, timeUnit },
      });
      for (const row of report.data.list) {
        const period = String(row.reportDates).slice(0, timeUnit === 'day' ? 10 : 7);
        const key = `${accountNo} ${period}`;
        costs.set(key, (costs.get(key) ?? 0) + cents(Number(row.cost)));
      }
      total += cents(Number(report.data.summary.cost));
    }
  }
  return { costs, total };
}

const sumCents = (rows: readonly CostReportRow[]) => rows.reduce((sum, row) => sum + cents(row.cost), 0);

describe.each(['day', 'month'] as const)('the cost report by %s', (timeUnit) => {
  const query = (groupBy: string) => ({ ...testRanges[timeUnit], timeUnit, groupBy });

  it('gives each account’s cost of each period as its search and feed account reports add up', async () => {
    const expected = await accountReportCosts(timeUnit);
    const { rows, totalCost } = await allRows(query('account'));
    expect(rows.length).toBeGreaterThan(0);
    expect(new Map(rows.map((row) => [`${row.accountNo} ${row.date}`, cents(row.cost)]))).toEqual(
      expected.costs,
    );
    expect(cents(totalCost)).toBe(expected.total);
    expect(sumCents(rows)).toBe(expected.total);
    const shared = rows.find((row) => row.accountNo === 'adc-shared-01')!;
    expect(shared).toMatchObject({
      accountId: accountIds.get('adc-shared-01'),
      companyName: '云上（北京）科技有限公司',
      customerName: '云上数字营销',
    });
    expect(shared.date).toMatch(timeUnit === 'day' ? /^2026-11-\d\d$/ : /^2026-(08|09|10)$/);
  });

  it('sums the accounts of each company and of each customer, the total the same', async () => {
    const expected = await accountReportCosts(timeUnit);
    const byCompany = await allRows(query('company'));
    const byCustomer = await allRows(query('customer'));
    expect(cents(byCompany.totalCost)).toBe(expected.total);
    expect(cents(byCustomer.totalCost)).toBe(expected.total);

    const periods = [...new Set(byCustomer.rows.map((row) => row.date))];
    expect(periods).toHaveLength(timeUnit === 'day' ? 14 : 3);
    for (const date of periods) {
      const cost = (...nos: string[]) =>
        nos.reduce((sum, no) => sum + (expected.costs.get(`${no} ${date}`) ?? 0), 0);
      const row = (rows: CostReportRow[], name: string) =>
        rows.find((r) => r.date === date && (r.customerName === name || r.companyName === name));
      expect(cents(row(byCustomer.rows, '云上数字营销')!.cost)).toBe(cost('adc-shared-01', 'adc-admin-01'));
      expect(cents(row(byCustomer.rows, '星河教育')!.cost)).toBe(cost('adc-demo-01'));
      expect(cents(row(byCompany.rows, '云上（北京）科技有限公司')!.cost)).toBe(
        cost('adc-shared-01', 'adc-admin-01'),
      );
    }
    expect(byCustomer.rows[0]).toMatchObject({
      companyId: null,
      companyName: null,
      accountId: null,
      accountNo: null,
    });
    expect(byCompany.rows[0]).toMatchObject({ accountId: null, accountNo: null });
  });
});

describe('sorting and paging', () => {
  const query = { ...testRanges.day, timeUnit: 'day', groupBy: 'account' };

  it('sorts newest first by default, then by cost; by cost or name either way on request', async () => {
    const { rows } = await allRows(query);
    const byDefault = [...rows].sort((a, b) => b.date.localeCompare(a.date) || b.cost - a.cost);
    expect(rows).toEqual(byDefault);

    const cheapest = await allRows(query, { sortCol: 'cost', sortOrder: 'asc' });
    const costs = cheapest.rows.map((row) => row.cost);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));

    const byName = await allRows(query, { sortCol: 'name', sortOrder: 'desc' });
    expect([...new Set(byName.rows.map((row) => row.accountNo))]).toEqual([
      'adc-shared-01',
      'adc-demo-01',
      'adc-admin-01',
    ]);
  });

  it('pages without repeating or skipping a row, each page carrying the total of the whole range', async () => {
    const { rows, totalCost } = await allRows(query);
    const first = await costPage({ query, page: { number: 1, size: 10 } });
    const second = await costPage({ query, page: { number: 2, size: 10 } });
    expect(first.page).toEqual({ number: 1, size: 10, sortCol: 'date', sortOrder: 'desc', totalCount: 42 });
    expect([...first.rows, ...second.rows]).toEqual(rows.slice(0, 20));
    expect(second.totalCost).toBe(totalCost);
  });

  it('refuses a range the date picker refuses, saying why, and a user without the permission', async () => {
    const refused = await callEndpoint(app, endpoints.costReportList, admin, {
      query: { ...query, endDate: '2026-11-21' },
    });
    expect(refused.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(refused.json())).toMatchObject({
      code: 400,
      data: [{ field: 'query', message: expect.stringContaining('yesterday') }],
    });
    const forbidden = await callEndpoint(app, endpoints.costReportList, demo, { query });
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('the export', () => {
  it('lands in the download centre: the rows, the total of the range and the columns in the caller’s language', async () => {
    const query = { ...testRanges.month, timeUnit: 'month', groupBy: 'customer' };
    const response = await callEndpoint(app, endpoints.costReportCreateExport, admin, { query });
    expect(response.json()).toMatchObject({ code: 200, data: null });
    const [newest] = (await downloadRecords(app, admin)).records;
    const record = await finishedRecord(app, admin, newest!.id);
    expect(record).toMatchObject({
      status: 'ready',
      report: '/customerManage/costReport',
      beginDate: '2026-08-01',
      endDate: '2026-10-31',
      name: 'Monthly cost report by customer 2026-08-01~2026-10-31.xlsx',
    });
    const file = await downloadFile(app, admin, record.id);
    expect(file.statusCode).toBe(200);

    const { rows, totalCost } = await allRows(query);
    const sheet = await sheetRows(file.rawPayload);
    expect(sheet[0]).toEqual(['Date', 'Customer', 'Cost']);
    expect(sheet.slice(1, -1)).toEqual(rows.map((row) => [row.date, row.customerName, row.cost]));
    // An empty cell reads back as none.
    expect(sheet.at(-1)).toEqual(['Total', undefined, totalCost]);
    expect(rows.map((row) => row.date)).toEqual([
      '2026-10',
      '2026-10',
      '2026-09',
      '2026-09',
      '2026-08',
      '2026-08',
    ]);
  });

  it('names the file in Chinese for a Chinese caller, and refuses a user without the export permission', async () => {
    const query = { ...testRanges.day, timeUnit: 'day', groupBy: 'account' };
    await callEndpoint(
      app,
      endpoints.costReportCreateExport,
      admin,
      { query },
      { 'accept-language': 'zh-CN' },
    );
    const [newest] = (await downloadRecords(app, admin)).records;
    const record = await finishedRecord(app, admin, newest!.id);
    expect(record.name).toBe('推广账户每日消费报告 2026-11-01~2026-11-14.xlsx');
    const sheet = await sheetRows((await downloadFile(app, admin, record.id)).rawPayload);
    expect(sheet[0]).toEqual(['日期', '客户', '公司', '推广账户', '消费']);
    expect(sheet.at(-1)![0]).toBe('合计');

    const before = (await downloadRecords(app, demo)).page.totalCount;
    const refused = await callEndpoint(app, endpoints.costReportCreateExport, demo, { query });
    expect(refused.statusCode).toBe(403);
    expect((await downloadRecords(app, demo)).page.totalCount).toBe(before);
  });
});

describe('a cost report export with names a spreadsheet would run', () => {
  it('keeps each name text with a leading quote, and the costs numbers (docs/hardening.md#inert-sheets)', async () => {
    const hostile = ['=HYPERLINK("http://example.invalid","x")', '+1+1', '-2+3', '@SUM(A1)'];
    const customers = await app.entities.db.selectFrom('customers').select(['id', 'name']).execute();
    expect(customers.length).toBeGreaterThanOrEqual(1);
    const renamed = customers
      .slice(0, hostile.length)
      .map((customer, i) => ({ ...customer, name: hostile[i]! }));
    for (const { id, name } of renamed) {
      expect((await callEndpoint(app, endpoints.customerSave, admin, { id, name })).statusCode).toBe(200);
    }
    try {
      const query = { ...testRanges.day, timeUnit: 'month', groupBy: 'customer' };
      await callEndpoint(app, endpoints.costReportCreateExport, admin, { query });
      const [newest] = (await downloadRecords(app, admin)).records;
      const record = await finishedRecord(app, admin, newest!.id);
      const sheet = await sheetRows((await downloadFile(app, admin, record.id)).rawPayload);
      const names = sheet.slice(1, -1).map((row) => row[1]);
      for (const { name } of renamed) expect(names).toContain(`'${name}`);
      expect(names.every((name) => !/^[=+\-@]/.test(String(name)))).toBe(true);
      expect(sheet.slice(1).every((row) => typeof row.at(-1) === 'number')).toBe(true);
    } finally {
      for (const { id, name } of customers.slice(0, hostile.length)) {
        await callEndpoint(app, endpoints.customerSave, admin, { id, name });
      }
    }
  });
});
