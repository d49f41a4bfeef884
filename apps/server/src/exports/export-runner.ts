import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { unpagedRowLimit } from '@adconsole/api-client/contract';
import { dailyDownloadRowCap } from '@adconsole/date-range/rules';
import { downloadFilePath, downloadsDir } from '../downloads/download-files';
import type { EntityStore } from '../stores/entity-store';
import type { FactStore } from '../stores/fact-store';
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
   * Picks up what a previous process left: files no ready record names (partial ones included) go, expired
   * records go, pending and processing jobs run again from the start. Expired records go every hour after.
   */
  start(): Promise<void>;
  /** Removes the finished records older than the retention time, their jobs and their files. */
  removeExpired(): Promise<void>;
  /** Stops after the running job's current chunk; it stays unfinished for the next start to run again. */
  stop(): Promise<void>;
  /** Resolves once the queue is empty (tests and the benchmark). */
  idle(): Promise<void>;
}

interface RunnerOptions {
  entities: EntityStore;
  facts: FactStore;
  dataDir: string;
  now: () => number;
  onError: (error: unknown) => void;
  /** How long a finished record and its file are kept after the export was asked for. */
  retentionMs: number;
  /** Rows per query of a job. */
  chunkSize?: number;
}

/** How often expired records are looked for while the server runs. */
const expiryCheckMs = 60 * 60 * 1000;

/** Thrown out of a job to stop it between chunks: the runner stopping, or its record deleted. */
class Interrupted extends Error {}

/**
 * Export jobs (docs/architecture.md#jobs), in-process and one at a time: the fact store is one embedded
 * engine, and a queue keeps a burst of exports from starving the report pages. A job's state lives in its
 * download record, so a restart resumes a pending or processing job and a failure ends as `failed`, never
 * stuck at processing.
 */
export function createExportRunner(options: RunnerOptions): ExportRunner {
  const { entities, dataDir, now } = options;
  const queue: number[] = [];
  let draining: Promise<void> | undefined;
  let stopped = false;
  let expiryTimer: NodeJS.Timeout | undefined;

  const update = (recordId: number, values: Record<string, unknown>) =>
    exportJobsDb(entities)
      .updateTable('download_records')
      .set({ ...values, updated_time: now() })
      .where('id', '=', recordId)
      .executeTakeFirst();

  async function run(recordId: number) {
    const job = await exportJob(entities, recordId);
    if (!job) {
      await update(recordId, { status: 'failed', error: 'the export or its account is gone' });
      return;
    }
    const relative = `${job.userId}/${recordId}-${randomUUID()}.xlsx`;
    const filePath = downloadFilePath(dataDir, relative)!;
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
            if (stopped) throw new Interrupted();
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

  async function drain() {
    while (!stopped && queue.length > 0) {
      const recordId = queue.shift()!;
      try {
        await run(recordId);
      } catch (error) {
        // The store itself failed: the next start runs the job again.
        options.onError(error);
      }
    }
    draining = undefined;
  }

  /** Removes the files under the downloads folder that no ready record names; run while no job writes. */
  async function removeUnnamedFiles() {
    const named = await entities.db
      .selectFrom('download_records')
      .select('file_path')
      .where('status', '=', 'ready')
      .where('file_path', 'is not', null)
      .execute();
    const kept = new Set(named.map((row) => downloadFilePath(dataDir, row.file_path!)));
    const root = downloadsDir(dataDir);
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const file = path.join(entry.parentPath, entry.name);
      if (entry.isFile() && !kept.has(file)) await rm(file, { force: true });
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
      const filePath = file_path && downloadFilePath(dataDir, file_path);
      if (filePath) await rm(filePath, { force: true });
    }
  }

  return {
    removeExpired,
    enqueue(recordId) {
      queue.push(recordId);
      if (!stopped) draining ??= drain();
    },
    async start() {
      await removeUnnamedFiles();
      await removeExpired();
      expiryTimer = setInterval(() => removeExpired().catch(options.onError), expiryCheckMs).unref();
      const left = await exportJobsDb(entities)
        .selectFrom('download_records')
        .leftJoin('export_jobs', 'export_jobs.record_id', 'download_records.id')
        .select(['download_records.id', 'export_jobs.record_id'])
        .where('download_records.status', 'in', unfinished)
        .orderBy('download_records.id')
        .execute();
      for (const { id, record_id } of left) {
        // A record without a job has nothing that could ever finish it.
        if (record_id === null) await update(id, { status: 'failed', error: 'no export job' });
        else queue.push(id);
      }
      if (queue.length > 0) draining ??= drain();
    },
    async stop() {
      stopped = true;
      clearInterval(expiryTimer);
      await draining;
    },
    async idle() {
      while (draining) await draining;
    },
  };
}
