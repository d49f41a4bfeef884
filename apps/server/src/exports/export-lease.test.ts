// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { downloadFilePath } from '../downloads/download-files';
import { testNow, testRanges } from '../reports/testing/report-calls';
import { openEntityStore, type EntityStore } from '../stores/entity-store';
import type { FactStore } from '../stores/fact-store';
import { exportWriters } from '../app-features';
import { createJobRunner, type JobRunner } from '../jobs/job-runner';
import { loginToken, providerAccountId, startTestApp } from '../testing/test-app';
import { createExportRunner } from './export-runner';
import { createExport, downloadFile } from './testing/export-calls';
import { entityTables } from '../entity-tables';

// A second store opened on the same database stands for another server process; the job runners made here,
// with the export jobs, are those of such processes (docs/architecture.md#work-across-processes).
const server = await startTestApp({ now: () => testNow, sandboxProfile: 'test' });
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
/** The facts as one process reads them, counting its reads: the process that runs a job reads its rows. */
function countedFacts() {
  const reads = { count: 0 };
  const facts = new Proxy(app.facts, {
    get(target, key) {
      const value = Reflect.get(target, key) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        reads.count += 1;
        return (value as (...args: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { facts, reads };
}

function runnerOf(entities: EntityStore, owner: string, facts: FactStore, leaseMs?: number) {
  const onError = (error: unknown) => errors.push(error);
  const jobs = createJobRunner({ entities, owner, leaseMs, onError });
  runners.push(jobs);
  const exports = createExportRunner(jobs, {
    entities,
    facts,
    filesDir: app.filesDir,
    now: app.now,
    onError,
    retentionMs: app.limits.exportRetentionMs,
    writers: exportWriters,
  });
  return { start: () => jobs.start(), idle: () => exports.idle() };
}

const record = (id: number) =>
  app.entities.db
    .selectFrom('download_records')
    .innerJoin('export_jobs', 'export_jobs.record_id', 'download_records.id')
    .select(['status', 'progress', 'lease_owner'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

let token: string;
let newExport: () => Promise<number>;
beforeAll(async () => {
  token = await loginToken(app, 'demo', 'demo123');
  const accountId = await providerAccountId(app, 'adc-shared-01');
  newExport = () =>
    createExport(app, token, 'search', 'unit', {
      accountId,
      query: { ...testRanges.week, timeUnit: 'week' },
    });
  // The server's own runner takes no job: the runners below are the processes.
  await app.jobs.close();
});

// An export runs the report SQL, which an older ClickHouse server cannot (docs/architecture.md#clickhouse-server-fact-store).
describe('export jobs across processes', () => {
  it('is run by exactly one of two processes looking for jobs at once, and downloads from the other', async () => {
    const id = await newExport();
    const here = countedFacts();
    const there = countedFacts();
    const first = runnerOf(app.entities, 'first process', here.facts);
    const second = runnerOf(otherProcess, 'second process', there.facts);
    await Promise.all([first.start(), second.start()]);
    await Promise.all([first.idle(), second.idle()]);

    expect(await record(id)).toEqual({ status: 'ready', progress: 100, lease_owner: null });
    expect([here.reads.count > 0, there.reads.count > 0].filter(Boolean)).toEqual([true]);
    expect((await downloadFile(app, token, id)).statusCode).toBe(200);
    expect(errors).toEqual([]);
  });

  it('keeps off a job whose lease holds and takes it over once the lease runs out', async () => {
    const id = await newExport();
    // What a process killed mid-job leaves: the record processing, its lease running out in a moment.
    await app.entities.db
      .updateTable('export_jobs')
      .set({ lease_owner: 'a process that died', lease_until: Date.now() + 1500 })
      .where('record_id', '=', id)
      .execute();
    await app.entities.db
      .updateTable('download_records')
      .set({ status: 'processing', progress: 40 })
      .where('id', '=', id)
      .execute();

    // The file the dead process was writing: the survivor's start leaves it alone, as its lease still holds.
    const { user_id: userId } = await app.entities.db
      .selectFrom('download_records')
      .select('user_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const partial = downloadFilePath(app.filesDir, `${userId}/${id}-${'0'.repeat(8)}.xlsx`)!;
    mkdirSync(path.dirname(partial), { recursive: true });
    writeFileSync(partial, 'half a sheet');

    // Another process looks for jobs at every heartbeat, every third of its lease.
    const survivor = runnerOf(otherProcess, 'surviving process', countedFacts().facts, 400);
    await survivor.start();
    expect(await record(id)).toEqual({
      status: 'processing',
      progress: 40,
      lease_owner: 'a process that died',
    });

    await vi.waitFor(async () => expect((await record(id)).status).toBe('ready'), {
      timeout: 20_000,
      interval: 50,
    });
    await survivor.idle();
    expect(await record(id)).toEqual({ status: 'ready', progress: 100, lease_owner: null });
    // Taking the job over removed what the dead process had written of it.
    expect(existsSync(partial)).toBe(false);
    expect((await downloadFile(app, token, id)).statusCode).toBe(200);
    expect(errors).toEqual([]);
  });
});
