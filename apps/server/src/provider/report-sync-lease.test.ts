// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { afterAll, describe, expect, it } from 'vitest';
import { testNow } from '../reports/testing/report-calls';
import { createJobRunner, type JobRunner } from '../jobs/job-runner';
import { openEntityStore, type EntityStore } from '../stores/entity-store';
import { defaultRereadDays } from '../stores/fact-schema';
import { startTestApp } from '../testing/test-app';
import { createReportSync, syncedThroughOf } from './report-sync';
import { sandboxProfiles } from './sandbox/profiles';
import { entityTables } from '../entity-tables';

// A second store opened on the same database stands for another server process; each sync made here is the
// report sync of such a process, on the same facts (docs/architecture.md#work-across-processes).
const dayMs = 86_400_000;
let clock = testNow;
const server = await startTestApp({ now: () => clock, sandboxProfile: 'test' });
const { app } = server;
const otherProcess = await openEntityStore(
  { dataDir: server.dataDir, databaseUrl: server.databaseUrl },
  entityTables,
);
const runners: JobRunner[] = [];
afterAll(async () => {
  for (const runner of runners) await runner.close();
  await otherProcess.close();
  await server.stop();
});

const errors: unknown[] = [];
/** The days each account was loaded with, whichever process loaded them. */
const loaded: string[] = [];

/** A process's report sync, on its own store and job runner; the days it asks the provider for are noted. */
function syncOf(entities: EntityStore, owner: string) {
  const jobs = createJobRunner({ entities, owner, onError: (error) => errors.push(error) });
  runners.push(jobs);
  return createReportSync({
    entities,
    facts: app.facts,
    providers: {
      account: (id) => app.providers.account(id),
      accounts: async () =>
        (await app.providers.accounts()).map((served) => ({
          ...served,
          provider: {
            ...served.provider,
            syncDays: async (account, days) => {
              loaded.push(`${account.id}: ${days.from}…${days.to}`);
              return served.provider.syncDays(account, days);
            },
          },
        })),
    },
    days: { sandbox: sandboxProfiles.test.days, baidu: 31 },
    rereadDays: defaultRereadDays,
    now: () => clock,
    jobs,
    onError: (error) => errors.push(error),
  });
}

describe('the report sync across processes', () => {
  it('loads a new day once when two processes sync at the same moment', async () => {
    const accounts = await app.entities.db
      .selectFrom('provider_accounts')
      .select('id')
      .orderBy('id')
      .execute();
    clock += dayMs;
    const here = syncOf(app.entities, 'first process');
    const there = syncOf(otherProcess, 'second process');
    await Promise.all([here.runOnce(), there.runOnce()]);

    // One run loaded the new day of every account (and the three days before it again); the other, waiting
    // for the lease, found nothing left.
    expect(loaded.toSorted()).toEqual(accounts.map((a) => `${a.id}: 2026-11-18…2026-11-21`).toSorted());
    expect([...(await syncedThroughOf(app.facts)).values()]).toEqual(accounts.map(() => '2026-11-21'));
    expect(errors).toEqual([]);
    const leases = await otherProcess.db.selectFrom('job_leases').selectAll().execute();
    expect(leases).toEqual([]);
  });
});
