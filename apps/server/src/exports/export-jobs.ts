import {
  responseCode,
  type ChangeHistoryRequest,
  type Channel,
  type CostReportQuery,
  type ReportListRequest,
  type Section,
} from '@adconsole/api-client/contract';
import { lookup, type Language } from '@adconsole/i18n/resources';
import { ResponseError } from '../http/response-error';
import type { EntityStore } from '../stores/entity-store';
import type { ExportInput } from './export-query';

/** The report centre's overview of a week, a job beside the report sections (docs/requirements.md#report-centre). */
export const overviewExport = 'overview';

/** The cost report of administration (docs/requirements.md#cost-report), a job of no account. */
export const costReportExport = 'costReport';

/** The change history of an account (docs/requirements.md#change-history), a job beside the reports. */
export const changeHistoryExport = 'changeHistory';

/** A job of an account: the rows of a report section, or the report centre's overview of a week. */
export interface ReportExportJobInput extends Omit<ExportInput, 'section'> {
  section: Section | typeof overviewExport;
}

/** A job of the cost report: its query, over every provider account. */
export interface CostExportJobInput {
  section: typeof costReportExport;
  userId: number;
  accountId: null;
  request: { query: CostReportQuery };
  language: Language;
}

/** A job of the change history: its query, of one account. */
export interface ChangeHistoryExportJobInput {
  section: typeof changeHistoryExport;
  userId: number;
  accountId: number;
  request: { query: ChangeHistoryRequest['query'] };
  language: Language;
}

/** What a job writes. */
export type ExportJobInput = ReportExportJobInput | CostExportJobInput | ChangeHistoryExportJobInput;

/** The states of a record whose job has yet to finish. */
export const unfinished = ['pending', 'processing'] as const;

/**
 * A new pending export: its download record and the job that writes its file, in one transaction. A user
 * with `maxPending` exports waiting or running already is refused with 429 and a message saying so
 * (docs/hardening.md#jobs-and-files).
 */
export async function insertExportJob(
  store: EntityStore,
  input: ExportJobInput,
  record: { name: string; report: string; now: number; maxPending: number },
): Promise<number> {
  return store.db.transaction().execute(async (tx) => {
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
        // The channel of a report; the cost report and the change history have none.
        channel: 'channel' in input ? input.channel : '',
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
  const row = await store.db
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
  if (!row) return undefined;
  const common = { userId: row.user_id, language: row.language as Language, fileName: row.file_name };
  if (row.section === costReportExport) {
    const request = JSON.parse(row.request) as CostExportJobInput['request'];
    return { ...common, section: costReportExport, accountId: null, request };
  }
  if (row.account_id === null) return undefined;
  if (row.section === changeHistoryExport) {
    const request = JSON.parse(row.request) as ChangeHistoryExportJobInput['request'];
    return { ...common, section: changeHistoryExport, accountId: row.account_id, request };
  }
  return {
    ...common,
    accountId: row.account_id,
    channel: row.channel as Channel,
    section: row.section as ReportExportJobInput['section'],
    request: JSON.parse(row.request) as ReportListRequest,
  };
}
