import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { downloadFilePath, downloadsDir } from '../downloads/download-files';
import { sql } from 'kysely';
import { Interrupted, type JobRunner, type Lease } from '../jobs/job-runner';
import type { EntityStore } from '../stores/entity-store';
import type { FactStore } from '../stores/fact-store';
import {
  changeHistoryExport,
  costReportExport,
  exportJob,
  overviewExport,
  unfinished,
  type ChangeHistoryExportJobInput,
  type CostExportJobInput,
  type ReportExportJobInput,
} from './export-jobs';
import { reportQueryOf } from '../reports/report-request';
import { reportFileRowLimit, writeReportXlsx } from './write-report-xlsx';

export interface ExportRunner {
  /** Queues the job of a new pending record. */
  enqueue(recordId: number): void;
  /** Removes the finished records older than the retention time, their jobs and their files. */
  removeExpired(): Promise<void>;
  /** Resolves once no export runs in this process (tests and the benchmark). */
  idle(): Promise<void>;
}

/** The stores an export's file is written from. */
export interface ExportStores {
  entities: EntityStore;
  facts: FactStore;
}

/**
 * The exports other areas own, by section, each writing a job's .xlsx: they register with exports in app.ts,
 * as providers do (docs/architecture.md#jobs).
 */
export interface ExportWriters {
  [costReportExport]: (filePath: string, job: CostExportJobInput, stores: ExportStores) => Promise<void>;
  [overviewExport]: (filePath: string, job: ReportExportJobInput, stores: ExportStores) => Promise<void>;
  [changeHistoryExport]: (
    filePath: string,
    job: ChangeHistoryExportJobInput,
    stores: ExportStores,
  ) => Promise<void>;
}

interface ExportOptions extends ExportStores {
  /** The folder of export files, shared by every server process (`FILES_DIR`). */
  filesDir: string;
  now: () => number;
  onError: (error: unknown) => void;
  /** How long a finished record and its file are kept after the export was asked for. */
  retentionMs: number;
  writers: ExportWriters;
  /** Rows per query of a job. */
  chunkSize?: number;
}

/** How often expired records are looked for while the server runs. */
const expiryCheckMs = 60 * 60 * 1000;

/**
 * Export jobs (docs/architecture.md#jobs), a kind of the process's job runner: one at a time per process, as
 * the fact store may be one embedded engine and a queue keeps a burst of exports from starving the report
 * pages. A job's state lives in its download record, so a restart resumes a pending or processing job and a
 * failure ends as `failed` at once (one attempt, as the user asks again), never stuck at processing. Any
 * server process on the store runs any job (docs/architecture.md#work-across-processes): the runner claims
 * the job's lease and renews it, and the record is written only while this process holds it, so one process
 * at a time writes a job, and a job whose process died is taken over once its lease runs out.
 */
export function createExportRunner(jobs: JobRunner, options: ExportOptions): ExportRunner {
  const { entities, filesDir, now } = options;
  const { owner } = jobs;
  const db = entities.db;
  let expiryTimer: NodeJS.Timeout | undefined;

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

  async function write(recordId: number, lease: Lease) {
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
      const stores = { entities, facts: options.facts };
      if (section === costReportExport) {
        await options.writers[costReportExport](filePath, job, stores);
      } else if (section === overviewExport) {
        await options.writers[overviewExport](filePath, job, stores);
      } else if (section === changeHistoryExport) {
        await options.writers[changeHistoryExport](filePath, job, stores);
      } else {
        await writeReportXlsx({
          filePath,
          facts: options.facts,
          query: await reportQueryOf(entities, { ...job, section }),
          rowLimit: reportFileRowLimit(job.request.query.timeUnit),
          chunkSize: options.chunkSize,
          onProgress: async (progress) => {
            lease.check();
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
      // What was written of the file is worthless; a folder that cannot hold it has nothing to remove.
      await rm(filePath, { force: true }).catch(() => undefined);
      throw error;
    }
  }

  /**
   * Removes what an earlier run of a job left half-written: a process killed while it wrote, whose lease this
   * process has now taken over (docs/hardening.md#jobs-and-files). Only the lease holder writes a job's
   * files, `<record id>-<random>.xlsx`, and an unfinished record names none.
   */
  async function removeLeftFiles(userId: number, recordId: number) {
    const folder = path.join(downloadsDir(filesDir), String(userId));
    const names = await readdir(folder).catch(() => [] as string[]);
    for (const name of names) {
      if (name.startsWith(`${recordId}-`)) await rm(path.join(folder, name), { force: true });
    }
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

  const queue = jobs.register({
    name: 'export',
    table: 'export_jobs',
    id: 'record_id',
    unfinished: sql`record_id in (select id from download_records where status in (${sql.join([...unfinished])}))`,
    askedAt: sql<number>`(select created_time from download_records where download_records.id = export_jobs.record_id)`,
    concurrency: 1,
    attempts: 1,
    run: write,
    async giveUp(recordId, error) {
      await update(recordId, { status: 'failed', error: String(error) });
    },
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
    },
    close: () => clearInterval(expiryTimer),
  });

  return { ...queue, removeExpired };
}
