import { randomUUID } from 'node:crypto';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { unpagedRowLimit } from '@adconsole/api-client/contract';
import { dailyDownloadRowCap } from '@adconsole/date-range/rules';
import { downloadFilePath } from '../downloads/download-files';
import type { EntityStore } from '../stores/entity-store';
import type { FactStore } from '../stores/fact-store';
import { exportJob, exportJobsDb, overviewExport } from './export-jobs';
import { writeOverviewXlsx } from '../report-centre/overview-xlsx';
import { weekOf } from '../report-centre/weekly-statistics';
import { reportQueryOf } from '../reports/report-request';
import { writeReportXlsx } from './write-report-xlsx';

export interface ExportRunner {
  /** Queues the job of a new pending record. */
  enqueue(recordId: number): void;
  /** Picks up what a previous process left: pending and processing jobs run again from the start. */
  start(): Promise<void>;
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
  /** Rows per query of a job. */
  chunkSize?: number;
}

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
      if (section === overviewExport) {
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

  return {
    enqueue(recordId) {
      queue.push(recordId);
      if (!stopped) draining ??= drain();
    },
    async start() {
      const unfinished = await exportJobsDb(entities)
        .selectFrom('download_records')
        .leftJoin('export_jobs', 'export_jobs.record_id', 'download_records.id')
        .select(['download_records.id', 'export_jobs.record_id'])
        .where('download_records.status', 'in', ['pending', 'processing'])
        .orderBy('download_records.id')
        .execute();
      for (const { id, record_id } of unfinished) {
        // A record without a job has nothing that could ever finish it.
        if (record_id === null) await update(id, { status: 'failed', error: 'no export job' });
        else queue.push(id);
      }
      if (queue.length > 0) draining ??= drain();
    },
    async stop() {
      stopped = true;
      await draining;
    },
    async idle() {
      while (draining) await draining;
    },
  };
}
