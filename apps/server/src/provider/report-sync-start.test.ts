// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { endpoints } from '@adconsole/api-client/contract';
import { addCalendarDays, providerYesterday } from '@adconsole/date-range-rules';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { entityTables } from '../entity-tables';
import { callEndpoint } from '../http/testing/test-calls';
import { fetchReport, testNow } from '../reports/testing/report-calls';
import { openEntityStore } from '../stores/entity-store';
import { loginToken, restartOn, startTestApp } from '../testing/test-app';
import { syncedThroughOf } from './report-sync';

// A server stopped for two days starts again while another process holds the sync's lease: its sync waits, as
// a long one would run, and the server must answer meanwhile (docs/architecture.md#report-sync).
const dayMs = 86_400_000;
let clock = testNow;
const first = await startTestApp({ now: () => clock, sandboxProfile: 'test' });
await first.app.close();
const otherProcess = await openEntityStore(
  { dataDir: first.dataDir, databaseUrl: first.databaseUrl },
  entityTables,
);
let app: FastifyInstance | undefined;
afterAll(async () => {
  await app?.close();
  await otherProcess.close();
  await first.removeStores();
});

const readiness = async () => (await app!.inject({ method: 'GET', url: '/readyz' })).json();
const syncedThrough = async () => new Set((await syncedThroughOf(app!.facts)).values());
/** How fresh the account report of the two new days says its figures are. */
const reportSaysThrough = async (token: string, accountId: number) => {
  const yesterday = providerYesterday(clock);
  const answer = await fetchReport(app!, token, 'search', 'account', {
    accountId,
    query: { beginDate: addCalendarDays(yesterday, -1), endDate: yesterday, timeUnit: 'day' },
  });
  return answer.data.syncedThrough;
};
describe('a start with days to catch up', () => {
  it('answers at once over the days it has, says it is catching up, and is current once the sync ends', async () => {
    const before = providerYesterday(clock);
    clock += 2 * dayMs;
    await otherProcess.db
      .insertInto('job_leases')
      .values({ name: 'report-sync', owner: 'another-process', lease_until: Date.now() + 10 * 60_000 })
      .execute();

    app = await restartOn(first, {
      now: () => clock,
      sandboxProfile: 'test',
    });
    expect(await readiness()).toEqual({ status: 'ready', sync: 'catching-up' });
    const token = await loginToken(app, 'demo', 'demo123');
    const accounts = await callEndpoint(app, endpoints.accountList, token, {});
    expect(accounts.statusCode).toBe(200);
    expect(accounts.json().data).toHaveLength(2);
    expect(await syncedThrough()).toEqual(new Set([before]));
    const accountId = (accounts.json() as { data: { accountId: number }[] }).data[0]!.accountId;
    // A report of the two days answers, and says its figures stop before them.
    expect(await reportSaysThrough(token, accountId)).toBe(before);

    // The other process lets go: this one's sync takes the lease at its next look and brings the two days in.
    await otherProcess.db.deleteFrom('job_leases').where('owner', '=', 'another-process').execute();
    await app.reportSync.caughtUp();
    expect(await readiness()).toEqual({ status: 'ready', sync: 'current' });
    expect(await syncedThrough()).toEqual(new Set([providerYesterday(clock)]));
    expect(await reportSaysThrough(token, accountId)).toBe(providerYesterday(clock));
  });
});
