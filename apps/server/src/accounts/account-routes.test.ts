// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { AccountListItem, ErrorEnvelope, envelope } from '@adconsole/api-client/contract';
import { addCalendarDays, providerYesterday } from '@adconsole/date-range-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginToken, providerAccountId, startTestApp } from '../testing/test-app';
import { call } from '../http/testing/test-calls';

const server = await startTestApp();
const { app } = server;
afterAll(() => server.stop());

let demo: string;
let admin: string;
beforeAll(async () => {
  demo = await loginToken(app, 'demo', 'demo123');
  admin = await loginToken(app, 'admin', 'admin123');
});

const list = async (token: string, payload: object = {}) =>
  envelope(z.array(AccountListItem)).parse(
    (await call(app, 'POST', '/user/account/list', { token, payload })).json(),
  ).data!;
const followed = async (userName: string, accountNo: string) => {
  const row = await app.entities.db
    .selectFrom('user_accounts')
    .innerJoin('users', 'users.id', 'user_accounts.user_id')
    .innerJoin('provider_accounts', 'provider_accounts.id', 'user_accounts.account_id')
    .select('followed')
    .where('users.user_name', '=', userName)
    .where('provider_accounts.account_no', '=', accountNo)
    .executeTakeFirst();
  return row?.followed;
};

/** An account's cost over days as the report facts hold it, in fen, summed on their own. */
async function costFen(accountNo: string, from: string, to = from) {
  const [row] = await app.facts.query<{ fen: number }>(
    `SELECT sum(cost_fen) AS fen FROM (
       SELECT cost_fen FROM search_unit_daily WHERE account_id = {a:UInt32} AND date BETWEEN {f:Date} AND {t:Date}
       UNION ALL
       SELECT cost_fen FROM feed_unit_daily WHERE account_id = {a:UInt32} AND date BETWEEN {f:Date} AND {t:Date})`,
    { a: await providerAccountId(app, accountNo), f: from, t: to },
  );
  return Number(row?.fen ?? 0);
}
const yesterdayFen = (accountNo: string) => costFen(accountNo, providerYesterday(app.now()));

describe('POST /user/account/list', () => {
  it('lists the user’s accounts with balances in yuan, yesterday’s cost, company and customer', async () => {
    const accounts = await list(demo);
    expect(accounts.map((a) => Math.round(a.yesterdayCost * 100))).toEqual([
      await yesterdayFen('adc-shared-01'),
      await yesterdayFen('adc-demo-01'),
    ]);
    expect(accounts.every((a) => a.yesterdayCost > 0)).toBe(true);
    // Days left: the balance over the average cost of the 7 days up to yesterday, rounded down to 0.1.
    const yesterday = providerYesterday(app.now());
    for (const account of accounts) {
      const weekFen = await costFen(account.accountNo, addCalendarDays(yesterday, -6), yesterday);
      expect(account.daysLeft).toBe(Math.floor(((account.balance * 100) / (weekFen / 7)) * 10) / 10);
    }
    expect(accounts).toEqual([
      {
        accountId: await providerAccountId(app, 'adc-shared-01'),
        accountNo: 'adc-shared-01',
        provider: 'sandbox',
        balance: 128765.43,
        yesterdayCost: expect.any(Number),
        daysLeft: expect.any(Number),
        followed: false,
        companyName: '云上（北京）科技有限公司',
        customerName: '云上数字营销',
      },
      {
        accountId: await providerAccountId(app, 'adc-demo-01'),
        accountNo: 'adc-demo-01',
        provider: 'sandbox',
        balance: 8890,
        yesterdayCost: expect.any(Number),
        daysLeft: expect.any(Number),
        followed: false,
        companyName: '星河（上海）教育咨询有限公司',
        customerName: '星河教育',
      },
    ]);
  });

  it('filters by part of the account number, case aside, taking % and _ literally', async () => {
    expect((await list(admin, { query: { accountNo: 'admin' } })).map((a) => a.accountNo)).toEqual([
      'adc-admin-01',
    ]);
    expect((await list(admin, { query: { accountNo: 'ADMIN-0' } })).map((a) => a.accountNo)).toEqual([
      'adc-admin-01',
    ]);
    expect(await list(admin, { query: { accountNo: '%' } })).toEqual([]);
  });

  it('answers 403 when the current account is someone else’s', async () => {
    const response = await call(app, 'POST', '/user/account/list', {
      token: demo,
      payload: { accountId: await providerAccountId(app, 'adc-admin-01') },
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers 400 naming the field of a bad filter, and 401 without a session', async () => {
    const bad = await call(app, 'POST', '/user/account/list', {
      token: demo,
      payload: { query: { followed: 'yes' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(bad.json()).data).toEqual([
      { field: 'query.followed', message: 'This value is not valid' },
    ]);
    expect((await call(app, 'POST', '/user/account/list')).statusCode).toBe(401);
  });
});

describe('POST /user/account/operation/follow', () => {
  it('follows and unfollows an account of the user; followed accounts list first', async () => {
    const accountId = await providerAccountId(app, 'adc-demo-01');
    const follow = (value: boolean) =>
      call(app, 'POST', '/user/account/operation/follow', {
        token: demo,
        payload: { accountId, followed: value },
      });
    expect(ErrorEnvelope.parse((await follow(true)).json()).code).toBe(200);
    expect((await list(demo)).map((a) => [a.accountNo, a.followed])).toEqual([
      ['adc-demo-01', true],
      ['adc-shared-01', false],
    ]);
    expect((await list(demo, { query: { followed: true } })).map((a) => a.accountNo)).toEqual([
      'adc-demo-01',
    ]);
    await follow(false);
    expect(await followed('demo', 'adc-demo-01')).toBe(0);
  });

  it('keeps the follow on the server: after logging out and in again it is still followed and first', async () => {
    const session = await loginToken(app, 'demo', 'demo123');
    const accountId = await providerAccountId(app, 'adc-demo-01');
    expect((await list(session)).map((a) => a.accountNo)).toEqual(['adc-shared-01', 'adc-demo-01']);
    await call(app, 'POST', '/user/account/operation/follow', {
      token: session,
      payload: { accountId, followed: true },
    });
    expect((await call(app, 'POST', '/user/logout', { token: session })).statusCode).toBe(200);
    const next = await loginToken(app, 'demo', 'demo123');
    expect((await list(next)).map((a) => [a.accountNo, a.followed])).toEqual([
      ['adc-demo-01', true],
      ['adc-shared-01', false],
    ]);
    // The other user of the shared account keeps their own follow state.
    expect((await list(admin)).every((a) => !a.followed)).toBe(true);
    await call(app, 'POST', '/user/account/operation/follow', {
      token: next,
      payload: { accountId, followed: false },
    });
  });

  it('answers 403 for another user’s account and changes nothing', async () => {
    const accountId = await providerAccountId(app, 'adc-admin-01');
    const response = await call(app, 'POST', '/user/account/operation/follow', {
      token: demo,
      payload: { accountId, followed: true },
    });
    expect(response.statusCode).toBe(403);
    expect(await followed('admin', 'adc-admin-01')).toBe(0);
    expect(await followed('demo', 'adc-admin-01')).toBeUndefined();
  });

  it('answers 400 naming a missing followed flag, and 401 without a session', async () => {
    const accountId = await providerAccountId(app, 'adc-demo-01');
    const bad = await call(app, 'POST', '/user/account/operation/follow', {
      token: demo,
      payload: { accountId },
    });
    expect(bad.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(bad.json()).data).toEqual([
      { field: 'followed', message: 'This field is required' },
    ]);
    const anonymous = await call(app, 'POST', '/user/account/operation/follow', {
      payload: { accountId, followed: true },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
