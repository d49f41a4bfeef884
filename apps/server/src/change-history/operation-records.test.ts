// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { ChangeRecord, endpoints, envelope } from '@adconsole/api-client/contract';
import { providerToday } from '@adconsole/date-range-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginToken, providerAccountId, startTestApp } from '../testing/test-app';
import { callEndpoint } from '../http/testing/test-calls';

const day = 24 * 60 * 60 * 1000;
let clock = Date.parse('2026-11-21T08:00:00Z');
const server = await startTestApp({ now: () => clock });
const { app } = server;
afterAll(() => server.stop());

let account: number;
beforeAll(async () => {
  account = await providerAccountId(app, 'adc-demo-01');
});

/** The provider's records kept for the account, oldest first: each with its key and its day. */
async function keptRecords() {
  const rows = await app.entities.db
    .selectFrom('changes')
    .select(['id', 'provider_key', 'time', 'kind', 'user_id'])
    .where('account_id', '=', account)
    .where('source', '=', 'provider')
    .orderBy('time')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    key: row.provider_key,
    date: providerToday(Number(row.time)),
    kind: row.kind,
    userId: row.user_id,
  }));
}

describe("the provider's operation records in the change history", () => {
  it('are kept once each from the daily syncs, which read the last seven days again', async () => {
    // The sandbox writes a record on every third day; the start synced the days up to the 20th.
    const first = await keptRecords();
    expect(first.map(({ date, kind, userId }) => [date, kind, userId])).toEqual([
      ['2026-11-15', 'provider', null],
      ['2026-11-18', 'provider', null],
    ]);

    // The next day's sync reads the 15th to the 21st: the two records again, kept as they were, and a new one.
    clock += day;
    await app.reportSync.runOnce();
    const kept = await keptRecords();
    expect(kept.map(({ date }) => date)).toEqual(['2026-11-15', '2026-11-18', '2026-11-21']);
    expect(kept.slice(0, 2)).toEqual(first);
    expect(new Set(kept.map(({ key }) => key)).size).toBe(3);

    const demo = await loginToken(app, 'demo', 'demo123');
    const response = await callEndpoint(app, endpoints.changeHistoryList, demo, {
      accountId: account,
      query: { beginDate: '2026-11-15', endDate: '2026-11-22', kind: 'provider' },
    });
    const records = envelope(z.array(ChangeRecord)).parse(response.json()).data!;
    expect(records.map((record) => [record.time.slice(0, 10), record.userName, record.jobId])).toEqual([
      ['2026-11-21', null, null],
      ['2026-11-18', null, null],
      ['2026-11-15', null, null],
    ]);
  });
});
