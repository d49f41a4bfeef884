import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { unpagedRowLimit } from '@adconsole/api-client/contract';
import { dailyDownloadRowCap } from '@adconsole/date-range/rules';
import { downloadFilePath, downloadsDir } from '../downloads/download-files';
import type { EntityStore } from '../stores/entity-store';
import type { FactStore } from '../stores/fact-store';
import { renewRowLease } from '../stores/job-leases';
import { costReportExport, exportJob, exportJobsDb, overviewExport, unfinished } from './export-jobs';
import { writeCostReportXlsx } from '../cost-report/cost-report-xlsx';
import { writeOverviewXlsx } from '../report-centre/overview-xlsx';
import { weekOf } from '../report-centre/weekly-statistics';
import { reportQueryOf } from '../reports/report-request';
import { writeReportXlsx } from './write-report-xlsx';

export interface ExportRunner {
  /** Queues the job of a new pending record. */
  enqueue(recordId: number): void;
  /**
   * Picks up what a previous process left: files no ready record or running job names (partial ones
   * included) go, expired records go, and the pending and processing jobs no live process holds run again
   * from the start, now and every `leaseMs / 4` after. Expired records go every hour after.
   */
  start(): Promise<void>;
  /** Removes the finished records older than the retention time, their jobs and their files. */
  removeExpired(): Promise<void>;
  /**
   * Stops after the running job's current chunk and gives up its lease; it stays unfinished for another
   * process or the next start to run again.
   */
  stop(): Promise<void>;
  /** Resolves once the queue is empty (tests and the benchmark). */
  idle(): Promise<void>;
}

interface RunnerOptions {
  entities: EntityStore;
  facts: FactStore;
  /** The folder of export files, shared by every server process (`FILES_DIR`). */
  filesDir: string;
  now: () => number;
  onError: (error: unknown) => void;
  /** How long a finished record and its file are kept after the export was asked for. */
  retentionMs: number;
  /** Rows per query of a job. */
  chunkSize?: number;
  /** This process's id as the owner of a job's lease. */
  owner: string;
  /**
   * How long a claim on a job holds without news from its process (15 s: writing a chunk may keep the event
   * loop busy for a moment between renewals).
   */
  leaseMs?: number;
}

/** How often expired records are looked for while the server runs. */
const expiryCheckMs = 60 * 60 * 1000;

/**
 * Thrown out of a job to stop it between chunks: the runner stopping, its record deleted, or its lease taken
 * by another process.
 */
class Interrupted extends Error {}

/**
 * Export jobs (docs/architecture.md#jobs), one at a time per process: the fact store may be one embedded
 * engine, and a queue keeps a burst of exports from starving the report pages. A job's state lives in its
 * download record, so a restart resumes a pending or processing job and a failure ends as `failed`, never
 * stuck at processing. Any server process on the store runs any job
 * (docs/architecture.md#work-across-processes): it claims the job's lease with one conditional update,
 * renews it while it works and writes the record only while it holds it, so one process at a time writes a
 * job, and a job whose process died is taken over once its lease runs out.
 */
export function createExportRunner(options: RunnerOptions): ExportRunner {
  const { entities, filesDir, now, owner } = options;
  const leaseMs = options.leaseMs ?? 15_000;
  const db = exportJobsDb(entities);
  const queue: number[] = [];
  let draining: Promise<void> | undefined;
  let stopped = false;
  let expiryTimer: NodeJS.Timeout | undefined;
  let scanTimer: NodeJS.Timeout | undefined;

  /** Writes the record of a job while this process holds its lease; no row updated once it does not. */
  const update = (recordId: number, values: Record<string, unknown>) =>
    db
      .updateTable('download_records')
      .set({ ...values, updated_time: now() })
      .where('id', '=', recordId)
      .where((eb) =>
        eb(
          'id',
          'in',
          eb
            .selectFrom('export_jobs')
            .select('record_id')
            .where('record_id', '=', recordId)
            .where('lease_owner', '=', owner),
        ),
      )
      .executeTakeFirst();

  /** Claims an unfinished job for this process; false when it is done or another live process holds it. */
  async function claim(recordId: number) {
    const wallNow = Date.now();
    const { numUpdatedRows } = await db
      .updateTable('export_jobs')
      .set({ lease_owner: owner, lease_until: wallNow + leaseMs })
      .where('record_id', '=', recordId)
      .where((eb) =>
        eb.or([
          eb('lease_owner', 'is', null),
          eb('lease_owner', '=', owner),
          eb('lease_until', '<', wallNow),
        ]),
      )
      .where((eb) =>
        eb(
          'record_id',
          'in',
          eb
            .selectFrom('download_records')
            .select('id')
            .where('id', '=', recordId)
            .where('status', 'in', unfinished),
        ),
      )
      .executeTakeFirst();
    return numUpdatedRows > 0n;
  }

  /** Renews the lease of a running job; `held` turns false once another process has it. */
  const heartbeat = (recordId: number) =>
    renewRowLease(
      leaseMs,
      async () => {
        const { numUpdatedRows } = await db
          .updateTable('export_jobs')
          .set({ lease_until: Date.now() + leaseMs })
          .where('record_id', '=', recordId)
          .where('lease_owner', '=', owner)
          .executeTakeFirst();
        return numUpdatedRows > 0n;
      },
      options.onError,
    );

  /** Gives up this process's leases (of one job, or all), so another process takes them at once. */
  const release = (recordId?: number) =>
    db
      .updateTable('export_jobs')
      .set({ lease_owner: null, lease_until: null })
      .where('lease_owner', '=', owner)
      .$if(recordId !== undefined, (query) => query.where('record_id', '=', recordId!))
      .execute();

  async function run(recordId: number) {
    if (!(await claim(recordId))) return;
    const beat = heartbeat(recordId);
    try {
      await write(recordId, beat.lease);
    } finally {
      beat.stop();
      await release(recordId);
    }
  }

  async function write(recordId: number, lease: { held: boolean }) {
    const job = await exportJob(entities, recordId);
    if (!job) {
      await update(recordId, { status: 'failed', error: 'the export or its account is gone' });
      return;
    }
    await removeLeftFiles(job.userId, recordId);
    const relative = `${job.userId}/${recordId}-${randomUUID()}.xlsx`;
    const filePath = downloadFilePath(filesDir, relative)!;
    await update(recordId, { status: 'processing', progress: 0 });
    try {
      await mkdir(path.dirname(filePath), { recursive: true });
      const { section } = job;
      if (section === costReportExport) {
        await writeCostReportXlsx(filePath, entities, options.facts, job);
      } else if (section === overviewExport) {
        await writeOverviewXlsx(filePath, options.facts, await weekOf(entities, job));
      } else {
        await writeReportXlsx({
          filePath,
          facts: options.facts,
          query: await reportQueryOf(entities, { ...job, section }),
          rowLimit: job.request.query.timeUnit === 'day' ? dailyDownloadRowCap : unpagedRowLimit,
          chunkSize: options.chunkSize,
          onProgress: async (progress) => {
            if (stopped || !lease.held) throw new Interrupted();
            const { numUpdatedRows } = await update(recordId, { progress });
            if (numUpdatedRows === 0n) throw new Interrupted();
          },
        });
      }
      const { size } = await stat(filePath);
      const done = { status: 'ready', progress: 100, file_path: relative, size_bytes: size };
      const { numUpdatedRows } = await update(recordId, done);
      if (numUpdatedRows === 0n) await rm(filePath, { force: true });
    } catch (error) {
      if (!(error instanceof Interrupted)) {
        options.onError(error);
        await update(recordId, { status: 'failed', error: String(error) });
      }
      // What was written of the file is worthless; a folder that cannot hold it has nothing to remove.
      await rm(filePath, { force: true }).catch(() => undefined);
    }
  }

  /**
   * Removes what an earlier run of a job left half-written: a process killed while it wrote, whose lease this
   * process has now taken over (docs/architecture.md#jobs-and-files). Only the lease holder writes a job's
   * files, `<record id>-<random>.xlsx`, and an unfinished record names none.
   */
  async function removeLeftFiles(userId: number, recordId: number) {
    const folder = path.join(downloadsDir(filesDir), String(userId));
    const names = await readdir(folder).catch(() => [] as string[]);
    for (const name of names) {
      if (name.startsWith(`${recordId}-`)) await rm(path.join(folder, name), { force: true });
    }
  }

  async function drain() {
    while (!stopped && queue.length > 0) {
      const recordId = queue.shift()!;
      try {
        await run(recordId);
      } catch (error) {
        // The store itself failed: the job's lease runs out (or was given up) and a scan runs it again.
        options.onError(error);
      }
    }
    draining = undefined;
  }

  /**
   * Removes the files under the downloads folder that no ready record names and no live job is writing; run
   * while this process writes none. The files are listed before the records are read: a job claims its lease
   * before it makes its file, so a file listed is either named or its job's lease is seen.
   */
  async function removeUnnamedFiles() {
    const root = downloadsDir(filesDir);
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    const named = await entities.db
      .selectFrom('download_records')
      .select('file_path')
      .where('status', '=', 'ready')
      .where('file_path', 'is not', null)
      .execute();
    const kept = new Set(named.map((row) => downloadFilePath(filesDir, row.file_path!)));
    const running = await db
      .selectFrom('export_jobs')
      .select('record_id')
      .where('lease_until', '>=', Date.now())
      .execute();
    // A job's file is named `<record id>-<random>.xlsx` while it is written.
    const written = new Set(running.map((row) => String(row.record_id)));
    for (const entry of entries) {
      const file = path.join(entry.parentPath, entry.name);
      const recordId = entry.name.split('-')[0]!;
      if (entry.isFile() && !kept.has(file) && !written.has(recordId)) await rm(file, { force: true });
    }
  }

  /** Queues the unfinished jobs whose lease is free or ran out: left by a process that stopped or died. */
  async function takeUpLeft() {
    const left = await db
      .selectFrom('download_records')
      .innerJoin('export_jobs', 'export_jobs.record_id', 'download_records.id')
      .select('download_records.id')
      .where('download_records.status', 'in', unfinished)
      .where((eb) =>
        eb.or([eb('export_jobs.lease_owner', 'is', null), eb('export_jobs.lease_until', '<', Date.now())]),
      )
      .orderBy('download_records.id')
      .execute();
    for (const { id } of left) enqueue(id);
  }

  function enqueue(recordId: number) {
    if (queue.includes(recordId)) return;
    queue.push(recordId);
    if (!stopped) draining ??= drain();
  }

  async function removeExpired() {
    const expired = await entities.db
      .deleteFrom('download_records')
      .where('created_time', '<', now() - options.retentionMs)
      .where('status', 'not in', unfinished)
      .returning('file_path')
      .execute();
    for (const { file_path } of expired) {
      const filePath = file_path && downloadFilePath(filesDir, file_path);
      if (filePath) await rm(filePath, { force: true });
    }
  }

  return {
    removeExpired,
    enqueue,
    async start() {
      await removeUnnamedFiles();
      await removeExpired();
      expiryTimer = setInterval(() => removeExpired().catch(options.onError), expiryCheckMs).unref();
      // A record without a job has nothing that could ever finish it.
      await db
        .updateTable('download_records')
        .set({ status: 'failed', error: 'no export job', updated_time: now() })
        .where('status', 'in', unfinished)
        .where((eb) => eb('id', 'not in', eb.selectFrom('export_jobs').select('record_id')))
        .execute();
      await takeUpLeft();
      scanTimer = setInterval(() => takeUpLeft().catch(options.onError), leaseMs / 4).unref();
    },
    async stop() {
      stopped = true;
      clearInterval(expiryTimer);
      clearInterval(scanTimer);
      await draining;
      await release();
    },
    async idle() {
      while (draining) await draining;
    },
  };
}
