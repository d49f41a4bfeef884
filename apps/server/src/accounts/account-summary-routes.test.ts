// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { AccountSummary, ErrorEnvelope, envelope } from '@adconsole/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, providerAccountId, startTestApp } from '../testing/test-app';
import { call } from '../http/testing/test-calls';

/** A fixed clock: 2026-11-21 16:00 in Asia/Shanghai, so "yesterday" is 2026-11-20. */
const now = Date.UTC(2026, 10, 21, 8);
const server = await startTestApp({ now: () => now, sandboxProfile: 'test' });
const { app } = server;
afterAll(() => server.stop());

let demo: string;
let shared: number;
let own: number;
beforeAll(async () => {
  demo = await loginToken(app, 'demo', 'demo123');
  shared = await providerAccountId(app, 'adc-shared-01');
  own = await providerAccountId(app, 'adc-demo-01');
});

const summary = async (payload: object, token = demo) => {
  const response = await call(app, 'POST', '/user/account/report/summary', { token, payload });
  return { status: response.statusCode, body: response.json() };
};
const parsed = (body: unknown) => envelope(AccountSummary).parse(body).data!;

/** The account's cost over a range as the report facts hold it, summed on their own. */
async function factCostFen(accountId: number, beginDate: string, endDate: string) {
  const [row] = await app.facts.query<{ fen: number }>(
    `SELECT sum(cost_fen) AS fen FROM (
       SELECT cost_fen FROM search_unit_daily WHERE account_id = {a:UInt32} AND date BETWEEN {b:Date} AND {e:Date}
       UNION ALL
       SELECT cost_fen FROM feed_unit_daily WHERE account_id = {a:UInt32} AND date BETWEEN {b:Date} AND {e:Date})`,
    { a: accountId, b: beginDate, e: endDate },
  );
  return Number(row?.fen ?? 0);
}

describe('POST /user/account/report/summary', () => {
  it('sums the current account’s search and feed ads over the last 31 days by default', async () => {
    const { status, body } = await summary({ accountId: shared });
    expect(status).toBe(200);
    const data = parsed(body);
    expect(data).toMatchObject({ accountId: shared, accountNo: 'adc-shared-01', balance: 128765.43 });
    expect(data.trend).toHaveLength(31);
    expect(data.trend[0]!.date).toBe('2026-10-21');
    expect(data.trend.at(-1)!.date).toBe('2026-11-20');
    expect(Math.round(data.cost * 100)).toBe(await factCostFen(shared, '2026-10-21', '2026-11-20'));
    expect(data.cost).toBeGreaterThan(0);
    const trendClicks = data.trend.reduce((sum, day) => sum + day.click, 0);
    expect(trendClicks).toBe(data.click);
    expect(data.ctr).toBeCloseTo(data.click / data.impression, 4);
  });

  it('answers each account its own numbers', async () => {
    const range = { beginDate: '2026-11-01', endDate: '2026-11-20' };
    const a = parsed((await summary({ ...range, accountId: shared })).body);
    const b = parsed((await summary({ ...range, accountId: own })).body);
    expect(b.accountNo).toBe('adc-demo-01');
    expect(Math.round(b.cost * 100)).toBe(await factCostFen(own, range.beginDate, range.endDate));
    expect(a.cost).not.toBe(b.cost);
  });

  it('refuses a range after yesterday with a translated message', async () => {
    const { status, body } = await summary({
      accountId: shared,
      beginDate: '2026-11-01',
      endDate: '2026-11-21',
    });
    expect(status).toBe(400);
    expect(ErrorEnvelope.parse(body).data).toEqual([
      { field: 'beginDate', message: 'Please select dates up to yesterday' },
    ]);
  });

  it('refuses malformed dates, another user’s account and a missing token', async () => {
    expect((await summary({ accountId: shared, beginDate: '2026-13-01' })).status).toBe(400);
    const admin = await loginToken(app, 'admin', 'admin123');
    const adminOwn = await providerAccountId(app, 'adc-admin-01');
    expect((await summary({ accountId: adminOwn })).status).toBe(403);
    expect((await summary({ accountId: adminOwn }, admin)).status).toBe(200);
    const anonymous = await call(app, 'POST', '/user/account/report/summary', { payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});
