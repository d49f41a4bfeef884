import {
  shownValue,
  type ChangeJob,
  type ChangeJobKind,
  type ChangeJobStatus,
  type EditField,
  type EditLevel,
} from '@adconsole/api-client/contract';
import { providerDateTime } from '@adconsole/date-range-rules';
import type { Language } from '@adconsole/i18n/resources';
import type { Kysely } from 'kysely';
import type { EntityDatabase } from '../stores/entity-schema';
import { refusalText, type RowReason } from './change-values';
import type { DoneRow } from './edit-plan';

/** A row of a new job: the object (a negative's unit or campaign), the field, old → new as stored values. */
export interface NewJobRow {
  id: number;
  name: string;
  field: string;
  oldValue: string | null;
  newValue: string | null;
}

export interface NewJob {
  accountId: number;
  userId: number;
  kind: ChangeJobKind;
  level: EditLevel;
  /** What its run needs besides its rows: a negative's target and match type, an edit's ids and edit. */
  request: object;
  undoOf: number | null;
  now: number;
}

/** Stores a running change job with its rows waiting, for the runner to take up. */
export async function insertChangeJob(
  db: Kysely<EntityDatabase>,
  job: NewJob,
  rows: readonly NewJobRow[],
): Promise<number> {
  const { id } = await db
    .insertInto('change_jobs')
    .values({
      account_id: job.accountId,
      user_id: job.userId,
      kind: job.kind,
      level: job.level,
      status: 'running',
      request: JSON.stringify(job.request),
      undo_of: job.undoOf,
      created_time: job.now,
      finished_time: null,
      lease_owner: null,
      lease_until: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (rows.length > 0)
    await db
      .insertInto('change_job_rows')
      .values(
        rows.map((row, position) => ({
          job_id: id,
          position,
          object_id: row.id,
          name: row.name,
          field: row.field,
          old_value: row.oldValue,
          new_value: row.newValue,
          result: 'pending' as const,
          reason: null,
          detail: null,
        })),
      )
      .execute();
  return id;
}

/** A job's end from its rows' results: done unless a row failed, failed when none changed. */
export function jobStatus(results: readonly string[]): ChangeJobStatus {
  if (!results.includes('failed')) return 'done';
  return results.includes('done') ? 'partial' : 'failed';
}

/** The account's change jobs with who made them and the job that undid each. */
export function accountJobs(db: Kysely<EntityDatabase>, accountId: number) {
  return db
    .selectFrom('change_jobs')
    .innerJoin('users', 'users.id', 'change_jobs.user_id')
    .where('change_jobs.account_id', '=', accountId)
    .select([
      'change_jobs.id',
      'change_jobs.user_id',
      'change_jobs.kind',
      'change_jobs.level',
      'change_jobs.status',
      'change_jobs.undo_of',
      'change_jobs.created_time',
      'change_jobs.finished_time',
      'users.user_name',
    ])
    .select((eb) =>
      eb
        .selectFrom('change_jobs as undo')
        .select('undo.id')
        .whereRef('undo.undo_of', '=', 'change_jobs.id')
        .limit(1)
        .as('undone_by'),
    );
}

type JobRecord = Awaited<ReturnType<ReturnType<typeof accountJobs>['executeTakeFirstOrThrow']>>;

/**
 * Why a user may not undo a job (docs/requirements.md#ad-changes), or nothing when they may: only their own
 * finished bulk edit, once.
 */
export function undoRefusal(
  job: JobRecord,
  userId: number,
): 'notYours' | 'notUndoable' | 'alreadyUndone' | undefined {
  if (job.user_id !== userId) return 'notYours';
  if (job.kind !== 'edit' || job.status === 'running' || job.status === 'failed') return 'notUndoable';
  if (job.undone_by !== null) return 'alreadyUndone';
  return undefined;
}

/** The rows a job changed, in its order, as an undo puts them back. */
export async function doneRows(db: Kysely<EntityDatabase>, jobId: number): Promise<DoneRow[]> {
  const rows = await db
    .selectFrom('change_job_rows')
    .select(['object_id', 'field', 'old_value', 'new_value'])
    .where('job_id', '=', jobId)
    .where('result', '=', 'done')
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    id: Number(row.object_id),
    field: row.field as EditField,
    oldValue: row.old_value,
    newValue: row.new_value,
  }));
}

/** Jobs as the list answers them: rows with shown values and translated reasons, and whether the caller may undo. */
export async function jobAnswers(
  db: Kysely<EntityDatabase>,
  jobs: readonly JobRecord[],
  userId: number,
  language: Language,
): Promise<ChangeJob[]> {
  const rows =
    jobs.length === 0
      ? []
      : await db
          .selectFrom('change_job_rows')
          .selectAll()
          .where(
            'job_id',
            'in',
            jobs.map((job) => job.id),
          )
          .orderBy('job_id')
          .orderBy('position')
          .execute();
  return jobs.map((job) => ({
    id: job.id,
    kind: job.kind,
    level: job.level,
    status: job.status,
    userName: job.user_name,
    createdTime: providerDateTime(Number(job.created_time)),
    finishedTime: job.finished_time === null ? null : providerDateTime(Number(job.finished_time)),
    undoOf: job.undo_of,
    undoneBy: job.undone_by,
    undoable: undoRefusal(job, userId) === undefined,
    rows: rows
      .filter((row) => row.job_id === job.id)
      .map((row) => ({
        id: Number(row.object_id),
        name: row.name,
        field: row.field,
        oldValue: shownValue(row.field, row.old_value),
        newValue: shownValue(row.field, row.new_value),
        result: row.result,
        reason: row.reason
          ? refusalText(language, { reason: row.reason as RowReason, detail: row.detail ?? undefined })
          : undefined,
      })),
  }));
}
