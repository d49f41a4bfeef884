// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import {
  Company,
  Customer,
  ErrorEnvelope,
  ManagedProviderAccount,
  PageResponse,
  endpoints,
  envelope,
  type Endpoint,
} from '@adconsole/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addUser, loginToken, providerAccountId, startTestApp, userIdOf } from '../testing/test-app';
import { call, callEndpoint } from '../http/testing/test-calls';

/** Saturday 21 November 2026, 16:00 in Asia/Shanghai. */
const now = Date.parse('2026-11-21T08:00:00Z');
const server = await startTestApp({ now: () => now, sandboxProfile: 'test' });
const { app } = server;
afterAll(() => server.stop());

let admin: string;
beforeAll(async () => {
  admin = await loginToken(app, 'admin', 'admin123');
});

const createdTime = '2026-11-21 16:00:00';

/** A successful call as admin: its data and page, validated against the contract's answer. */
async function ok<T extends z.ZodType>(endpoint: Endpoint, answer: T, body: object) {
  const response = await callEndpoint(app, endpoint, admin, body);
  if (response.statusCode !== 200)
    throw new Error(`${endpoint.path}: ${response.statusCode} ${response.body}`);
  const parsed = envelope(answer)
    .extend({ page: z.optional(PageResponse) })
    .parse(response.json());
  if (parsed.code !== 200) throw new Error(`${endpoint.path}: ${response.body}`);
  return { data: parsed.data as z.output<T>, page: parsed.page };
}

/** A call as admin that the server refuses: its HTTP status and envelope. */
async function refused(endpoint: Endpoint, body: object, language = 'en') {
  const response = await callEndpoint(app, endpoint, admin, body, { 'accept-language': language });
  return { status: response.statusCode, ...ErrorEnvelope.parse(response.json()) };
}

const saved = async (endpoint: Endpoint, body: object) =>
  (await ok(endpoint, z.object({ id: z.number() }), body)).data.id;
const customers = (body: object = {}) => ok(endpoints.customerList, z.array(Customer), body);
const companies = (body: object = {}) => ok(endpoints.companyList, z.array(Company), body);
const accounts = (body: object = {}) =>
  ok(endpoints.providerAccountList, z.array(ManagedProviderAccount), body);

/** The audit entries of one record, oldest first, their records read back. */
async function auditOf(entity: string, id: number) {
  const rows = await app.entities.db
    .selectFrom('audit_log')
    .select(['user_name', 'action', 'before_json', 'after_json'])
    .where('entity', '=', entity)
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    userName: row.user_name,
    action: row.action,
    before: row.before_json === null ? null : JSON.parse(row.before_json),
    after: row.after_json === null ? null : JSON.parse(row.after_json),
  }));
}

describe('customers', () => {
  it('creates, renames and deletes a customer, each write in the audit log with the record before and after', async () => {
    const id = await saved(endpoints.customerSave, { name: '  Acme Trading  ' });
    const listed = { id, name: 'Acme Trading', companyCount: 0, createdTime };
    expect((await customers({ query: { name: 'acme' } })).data).toEqual([listed]);

    expect(await saved(endpoints.customerSave, { id, name: 'Acme Group' })).toBe(id);
    const renamed = { ...listed, name: 'Acme Group' };
    expect((await customers({ query: { name: 'ACME' } })).data).toEqual([renamed]);

    expect((await ok(endpoints.customerDelete, z.null(), { id })).data).toBeNull();
    expect((await customers({ query: { name: 'acme' } })).data).toEqual([]);
    expect(await auditOf('customer', id)).toEqual([
      { userName: 'admin', action: '/system/customer/save', before: null, after: listed },
      { userName: 'admin', action: '/system/customer/save', before: listed, after: renamed },
      { userName: 'admin', action: '/system/customer/delete', before: renamed, after: null },
    ]);
    expect(await refused(endpoints.customerDelete, { id })).toMatchObject({ status: 404, code: 404 });
    expect(await refused(endpoints.customerSave, { id, name: 'Gone' })).toMatchObject({ status: 404 });
  });

  it('refuses a name another customer has, case aside: 1400 saying so, nothing written', async () => {
    const id = await saved(endpoints.customerSave, { name: 'Northwind' });
    const other = await saved(endpoints.customerSave, { name: 'Contoso' });
    const before = await customers({ page: { number: 1, size: 50 } });
    expect(await refused(endpoints.customerSave, { name: 'NORTHWIND' })).toEqual({
      status: 200,
      code: 1400,
      msg: 'A customer with this name already exists',
      data: [{ field: 'name', message: 'A customer with this name already exists' }],
    });
    expect(await refused(endpoints.customerSave, { id: other, name: 'northwind' }, 'zh-CN')).toMatchObject({
      code: 1400,
      msg: '已存在同名客户',
    });
    expect(await customers({ page: { number: 1, size: 50 } })).toEqual(before);
    // Its own name again is no repeat.
    expect(await saved(endpoints.customerSave, { id, name: 'Northwind' })).toBe(id);
  });

  it('pages and sorts: newest first by default, by name either way, a search narrowing the count', async () => {
    const created = ['03', '01', '11', '05', '02', '04', '06', '07', '08', '09', '10'];
    for (const n of created) await saved(endpoints.customerSave, { name: `Paging ${n}` });

    const newest = await customers({ query: { name: 'paging' }, page: { number: 1, size: 10 } });
    expect(newest.page).toEqual({
      number: 1,
      size: 10,
      sortCol: 'createdTime',
      sortOrder: 'desc',
      totalCount: 11,
    });
    expect(newest.data.slice(0, 3).map((c) => c.name)).toEqual(['Paging 10', 'Paging 09', 'Paging 08']);

    const byName = (number: number, sortOrder: 'asc' | 'desc') =>
      customers({ query: { name: 'paging' }, page: { number, size: 10, sortCol: 'name', sortOrder } });
    const first = await byName(1, 'asc');
    const second = await byName(2, 'asc');
    expect([...first.data, ...second.data].map((c) => c.name)).toEqual([
      'Paging 01',
      'Paging 02',
      'Paging 03',
      'Paging 04',
      'Paging 05',
      'Paging 06',
      'Paging 07',
      'Paging 08',
      'Paging 09',
      'Paging 10',
      'Paging 11',
    ]);
    expect(second.page).toMatchObject({ number: 2, totalCount: 11 });
    expect((await byName(1, 'desc')).data[0]!.name).toBe('Paging 11');
  });
});

describe('companies', () => {
  it('creates and moves a company between customers; the customer counts it', async () => {
    const first = await saved(endpoints.customerSave, { name: 'Fabrikam' });
    const second = await saved(endpoints.customerSave, { name: 'Fabrikam Holdings' });
    const id = await saved(endpoints.companySave, { customerId: first, name: 'Fabrikam (Shanghai) Ltd' });
    const listed = {
      id,
      name: 'Fabrikam (Shanghai) Ltd',
      customerId: first,
      customerName: 'Fabrikam',
      accountCount: 0,
      createdTime,
    };
    expect((await companies({ query: { customerId: first } })).data).toEqual([listed]);
    expect((await customers({ query: { name: 'fabrikam' } })).data.map((c) => c.companyCount)).toEqual([
      0, 1,
    ]);

    await saved(endpoints.companySave, { id, customerId: second, name: 'Fabrikam (Shanghai) Ltd' });
    expect((await companies({ query: { customerId: first } })).data).toEqual([]);
    expect((await companies({ query: { name: 'shanghai) l' } })).data).toEqual([
      { ...listed, customerId: second, customerName: 'Fabrikam Holdings' },
    ]);
    expect((await auditOf('company', id)).map((entry) => entry.after?.customerName)).toEqual([
      'Fabrikam',
      'Fabrikam Holdings',
    ]);
  });

  it('refuses a customer that does not exist and a name another company has', async () => {
    const customerId = await saved(endpoints.customerSave, { name: 'Litware' });
    await saved(endpoints.companySave, { customerId, name: 'Litware Beijing' });
    const before = await companies({ page: { number: 1, size: 50 } });
    expect(await refused(endpoints.companySave, { customerId: 99_999, name: 'Nowhere Ltd' })).toEqual({
      status: 400,
      code: 400,
      msg: 'Choose a customer that exists',
      data: [{ field: 'customerId', message: 'Choose a customer that exists' }],
    });
    expect(await refused(endpoints.companySave, { customerId, name: 'litware beijing' }, 'zh-TW')).toEqual({
      status: 200,
      code: 1400,
      msg: '已存在同名公司',
      data: [{ field: 'name', message: '已存在同名公司' }],
    });
    expect(await companies({ page: { number: 1, size: 50 } })).toEqual(before);
  });

  it('refuses to delete a customer that has companies or a company that has accounts, changing nothing', async () => {
    const customerId = await saved(endpoints.customerSave, { name: 'Tailspin' });
    const companyId = await saved(endpoints.companySave, { customerId, name: 'Tailspin Toys' });
    const accountId = await saved(endpoints.providerAccountSave, {
      accountNo: 'tailspin-01',
      channel: 'search',
      companyId,
    });
    const snapshot = async () => [
      await customers({ query: { name: 'tailspin' } }),
      await companies({ query: { customerId } }),
      await accounts({ query: { companyId } }),
    ];
    const before = await snapshot();

    expect(await refused(endpoints.customerDelete, { id: customerId })).toEqual({
      status: 400,
      code: 400,
      msg: 'This customer still has companies: delete them or move them to another customer first',
      data: [
        {
          field: 'id',
          message: 'This customer still has companies: delete them or move them to another customer first',
        },
      ],
    });
    expect(await refused(endpoints.companyDelete, { id: companyId }, 'zh-CN')).toMatchObject({
      status: 400,
      msg: '该公司下仍有推广账户，请先删除这些账户或将其移至其他公司',
    });
    expect(await snapshot()).toEqual(before);
    expect(await auditOf('customer', customerId)).toHaveLength(1);

    // Children gone, parents go.
    await ok(endpoints.providerAccountDelete, z.null(), { id: accountId });
    await ok(endpoints.companyDelete, z.null(), { id: companyId });
    await ok(endpoints.customerDelete, z.null(), { id: customerId });
    expect((await customers({ query: { name: 'tailspin' } })).data).toEqual([]);
  });
});

describe('provider accounts', () => {
  it('lists each account with channel, company, customer, balance and the users holding it', async () => {
    const { data } = await accounts({
      query: { accountNo: 'ADC-' },
      page: { number: 1, size: 10, sortCol: 'accountNo', sortOrder: 'asc' },
    });
    expect(
      data.map((a) => [a.accountNo, a.channel, a.provider, a.companyName, a.customerName, a.balance]),
    ).toEqual([
      ['adc-admin-01', 'search', 'sandbox', '云上（北京）科技有限公司', '云上数字营销', 50_321],
      ['adc-demo-01', 'search', 'sandbox', '星河（上海）教育咨询有限公司', '星河教育', 8_890],
      ['adc-shared-01', 'search', 'sandbox', '云上（北京）科技有限公司', '云上数字营销', 128_765.43],
    ]);
    expect(data.map((a) => a.users.map((u) => u.userName))).toEqual([['admin'], ['demo'], ['admin', 'demo']]);
    const byBalance = await accounts({
      query: { accountNo: 'adc-' },
      page: { number: 1, size: 10, sortCol: 'balance', sortOrder: 'desc' },
    });
    expect(byBalance.data.map((a) => a.accountNo)).toEqual(['adc-shared-01', 'adc-admin-01', 'adc-demo-01']);
  });

  it('adds an account served by the sandbox, with a balance from it, then changes its channel and company', async () => {
    const customerId = await saved(endpoints.customerSave, { name: 'Wingtip' });
    const companyId = await saved(endpoints.companySave, { customerId, name: 'Wingtip Shenzhen' });
    const id = await saved(endpoints.providerAccountSave, {
      accountNo: 'wingtip-feed-01',
      channel: 'feed',
      companyId,
    });
    // The report sync started for the new account has brought its facts up to yesterday.
    await app.reportSync.runOnce();
    const [added] = (await accounts({ query: { customerId } })).data;
    expect(added).toEqual({
      id,
      accountNo: 'wingtip-feed-01',
      channel: 'feed',
      provider: 'sandbox',
      hasCredentials: false,
      syncedThrough: '2026-11-20',
      syncError: null,
      reports: [],
      companyId,
      companyName: 'Wingtip Shenzhen',
      customerName: 'Wingtip',
      balance: expect.any(Number),
      users: [],
      createdTime,
    });
    expect(added!.balance).toBeGreaterThan(0);
    expect((await accounts({ query: { channel: 'feed' } })).data.map((a) => a.accountNo)).toEqual([
      'wingtip-feed-01',
    ]);

    await saved(endpoints.providerAccountSave, {
      id,
      accountNo: 'wingtip-01',
      channel: 'search',
      companyId: null,
    });
    const changed = {
      ...added!,
      accountNo: 'wingtip-01',
      channel: 'search',
      companyId: null,
      companyName: null,
      customerName: null,
    };
    expect((await accounts({ query: { accountNo: 'wingtip' } })).data).toEqual([changed]);
    expect((await auditOf('providerAccount', id)).map((entry) => [entry.before, entry.after])).toEqual([
      [null, { ...added, syncedThrough: null }],
      [added, changed],
    ]);
  });

  it('answers 1400 with the repeated-provider-account message for a number already there, case aside', async () => {
    const before = await accounts({ page: { number: 1, size: 50 } });
    expect(
      await refused(endpoints.providerAccountSave, {
        accountNo: 'ADC-Shared-01',
        channel: 'feed',
        companyId: null,
      }),
    ).toEqual({
      status: 200,
      code: 1400,
      msg: 'This provider account already exists',
      data: [{ field: 'accountNo', message: 'This provider account already exists' }],
    });
    const demoAccount = before.data.find((a) => a.accountNo === 'adc-demo-01')!;
    expect(
      await refused(
        endpoints.providerAccountSave,
        { id: demoAccount.id, accountNo: 'adc-admin-01', channel: 'search', companyId: null },
        'zh-TW',
      ),
    ).toMatchObject({ code: 1400, msg: '該推廣帳戶已存在' });
    expect(
      await refused(endpoints.providerAccountSave, {
        accountNo: 'x-01',
        channel: 'search',
        companyId: 99_999,
      }),
    ).toMatchObject({
      status: 400,
      msg: 'Choose a company that exists',
    });
    expect(await accounts({ page: { number: 1, size: 50 } })).toEqual(before);
  });

  it('refuses a number, a name or a rename that shows nothing, on a new record and on a change (issue 33)', async () => {
    const before = await accounts({ page: { number: 1, size: 50 } });
    const beforeCustomers = await customers({ page: { number: 1, size: 50 } });
    const existing = before.data.find((a) => a.accountNo === 'adc-demo-01')!;
    const customer = beforeCustomers.data[0]!;
    for (const blank of ['\u200b', ' \u3000 ', '\u0000', '\ufeff\u2060']) {
      for (const id of [undefined, existing.id]) {
        const answer = await refused(endpoints.providerAccountSave, {
          ...(id === undefined ? {} : { id }),
          accountNo: blank,
          channel: 'search',
          companyId: null,
        });
        expect(answer).toMatchObject({ status: 400, code: 400 });
        expect(answer.data).toEqual([{ field: 'accountNo', message: expect.any(String) }]);
      }
      const renamed = await refused(endpoints.customerSave, { id: customer.id, name: blank }, 'zh-CN');
      expect(renamed).toMatchObject({ status: 400, data: [{ field: 'name' }] });
    }
    expect(await accounts({ page: { number: 1, size: 50 } })).toEqual(before);
    expect(await customers({ page: { number: 1, size: 50 } })).toEqual(beforeCustomers);
  });

  it('deletes an account: its users lose it at once, its report facts stay', async () => {
    const id = await saved(endpoints.providerAccountSave, {
      accountNo: 'leaving-01',
      channel: 'search',
      companyId: null,
    });
    // The new account's facts arrive with the report sync its creation started, or with the next run when
    // one already under way (started by an earlier test's account) listed the accounts before it.
    await app.reportSync.runOnce();
    await app.reportSync.runOnce();
    const factCount = async () =>
      (
        await app.facts.query<{ n: number }>(
          'SELECT count() AS n FROM search_unit_daily WHERE account_id = {id:UInt32}',
          { id },
        )
      )[0]!.n;
    const facts = await factCount();
    expect(facts).toBeGreaterThan(0);

    const kept = await providerAccountId(app, 'adc-demo-01');
    await addUser(app, { userName: 'holder', password: 'holder123', role: 'edit', accountIds: [id, kept] });
    const holder = await loginToken(app, 'holder', 'holder123');
    const holderAccounts = async () =>
      (await call(app, 'POST', '/user/account/list', { token: holder, payload: {} }))
        .json()
        .data.map((a: { accountNo: string }) => a.accountNo);
    expect(await holderAccounts()).toEqual(['adc-demo-01', 'leaving-01']);
    expect((await accounts({ query: { accountNo: 'leaving' } })).data[0]!.users).toEqual([
      { id: await userIdOf(app, 'holder'), userName: 'holder' },
    ]);

    await ok(endpoints.providerAccountDelete, z.null(), { id });
    expect((await accounts({ query: { accountNo: 'leaving' } })).data).toEqual([]);
    expect(await holderAccounts()).toEqual(['adc-demo-01']);
    const held = await app.entities.db
      .selectFrom('user_accounts')
      .select('user_id')
      .where('account_id', '=', id)
      .execute();
    expect(held).toEqual([]);
    expect(await factCount()).toBe(facts);
    expect((await auditOf('providerAccount', id)).at(-1)).toMatchObject({
      action: '/system/providerAccount/delete',
      after: null,
    });
  });

  it('refuses to delete a provider account that drafts are built for, changing nothing', async () => {
    const customerId = await saved(endpoints.customerSave, { name: 'Drafted' });
    const companyId = await saved(endpoints.companySave, { customerId, name: 'Drafted Ltd' });
    const id = await saved(endpoints.providerAccountSave, {
      accountNo: 'drafted-01',
      channel: 'search',
      companyId,
    });
    await addUser(app, { userName: 'drafter', password: 'drafter123', role: 'edit', accountIds: [id] });
    const draft = await app.entities.db
      .insertInto('drafts')
      .values({
        user_id: await userIdOf(app, 'drafter'),
        account_id: id,
        name: 'Spring',
        created_time: now,
        updated_time: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await accounts({ query: { accountNo: 'drafted' } });

    expect(await refused(endpoints.providerAccountDelete, { id })).toEqual({
      status: 400,
      code: 400,
      msg: 'Ad drafts are built for this provider account: their owners must delete them first',
      data: [
        {
          field: 'id',
          message: 'Ad drafts are built for this provider account: their owners must delete them first',
        },
      ],
    });
    expect(await refused(endpoints.providerAccountDelete, { id }, 'zh-TW')).toMatchObject({
      msg: '該推廣帳戶下仍有廣告草稿，須由草稿的擁有者先刪除',
    });
    expect(await accounts({ query: { accountNo: 'drafted' } })).toEqual(before);
    expect(
      await app.entities.db.selectFrom('drafts').select('name').where('id', '=', draft.id).execute(),
    ).toEqual([{ name: 'Spring' }]);
    expect(await auditOf('providerAccount', id)).toHaveLength(1);

    await app.entities.db.deleteFrom('drafts').where('id', '=', draft.id).execute();
    await ok(endpoints.providerAccountDelete, z.null(), { id });
    expect((await accounts({ query: { accountNo: 'drafted' } })).data).toEqual([]);
  });
});
