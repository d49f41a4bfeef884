import {
  responseCode,
  type Channel,
  type ReportListRequest,
  type Section,
} from '@adconsole/api-client/contract';
import { lookup, type Language } from '@adconsole/i18n/resources';
import { ResponseError } from '../http/response-error';
import type { EntityStore } from '../stores/entity-store';
import type { ExportInput } from './export-query';

/** The table of migration 0004-export-jobs: one row per export's download record. */
type ExportJobTables = {
  export_jobs: {
    record_id: number;
    channel: string;
    section: string;
    /** The list call's body (JSON), as validated. */
    request: string;
    language: string;
  };
};

export const exportJobsDb = (store: EntityStore) => store.db.withTables<ExportJobTables>();

/** The report centre's overview of a week, a job beside the report sections (docs/requirements.md#report-centre). */
export const overviewExport = 'overview';

/** What a job writes: the rows of a report section, or the report centre's overview of a week. */
export interface ExportJobInput extends Omit<ExportInput, 'section'> {
  section: Section | typeof overviewExport;
}

/** The states of a record whose job has yet to finish. */
export const unfinished = ['pending', 'processing'] as const;

/**
 * A new pending export: its download record and the job that writes its file, in one transaction. A user
 * with `maxPending` exports waiting or running already is refused with 429 and a message saying so
 * (docs/architecture.md#jobs-and-files).
 */
export async function insertExportJob(
  store: EntityStore,
  input: ExportJobInput,
  record: { name: string; report: string; now: number; maxPending: number },
): Promise<number> {
  return exportJobsDb(store)
    .transaction()
    .execute(async (tx) => {
      const { waiting } = await tx
        .selectFrom('download_records')
        .select((eb) => eb.fn.countAll<number>().as('waiting'))
        .where('user_id', '=', input.userId)
        .where('status', 'in', unfinished)
        .executeTakeFirstOrThrow();
      if (Number(waiting) >= record.maxPending) {
        const max = String(record.maxPending);
        const message = lookup(input.language, 'exports.tooManyPending', { max });
        throw new ResponseError(responseCode.tooManyRequests, undefined, message);
      }
      const { id } = await tx
        .insertInto('download_records')
        .values({
          user_id: input.userId,
          account_id: input.accountId,
          name: record.name,
          report: record.report,
          begin_date: input.request.query.beginDate,
          end_date: input.request.query.endDate,
          status: 'pending',
          file_name: record.name,
          file_path: null,
          error: null,
          created_time: record.now,
          updated_time: record.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('export_jobs')
        .values({
          record_id: id,
          channel: input.channel,
          section: input.section,
          request: JSON.stringify(input.request),
          language: input.language,
        })
        .execute();
      return id;
    });
}

/** The export of a record, to run its job; undefined when the record or its job is gone. */
export async function exportJob(
  store: EntityStore,
  recordId: number,
): Promise<(ExportJobInput & { fileName: string }) | undefined> {
  const row = await exportJobsDb(store)
    .selectFrom('export_jobs')
    .innerJoin('download_records', 'download_records.id', 'export_jobs.record_id')
    .select([
      'download_records.user_id',
      'download_records.account_id',
      'download_records.file_name',
      'export_jobs.channel',
      'export_jobs.section',
      'export_jobs.request',
      'export_jobs.language',
    ])
    .where('export_jobs.record_id', '=', recordId)
    .executeTakeFirst();
  if (!row || row.account_id === null) return undefined;
  return {
    userId: row.user_id,
    accountId: row.account_id,
    channel: row.channel as Channel,
    section: row.section as ExportJobInput['section'],
    request: JSON.parse(row.request) as ReportListRequest,
    language: row.language as Language,
    fileName: row.file_name,
  };
}
