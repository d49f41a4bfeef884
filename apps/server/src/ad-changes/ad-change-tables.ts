import type { ChangeJobKind, ChangeJobStatus, EditLevel } from '@adconsole/api-client/contract';
import { bigint, id, integer, table, text, type DatabaseOf } from '../stores/table-schema';

/** How one row of a change job ended (docs/requirements.md#ad-changes). */
export type ChangeRowResult = 'pending' | 'done' | 'failed' | 'skipped';

/**
 * Change jobs (bulk edits, negatives, undo) and their rows.
 * Declared here, gathered for the migrations by `entity-tables.ts` (docs/architecture.md#entity-store).
 */
export const adChangeTables = {
  /**
   * Jobs that change things at the provider (docs/requirements.md#ad-changes): negatives added, a bulk edit,
   * or the undo of one (`undo_of`). `request` is the caller's request as JSON; leased like every job.
   */
  change_jobs: table(
    {
      id: id(),
      account_id: integer().references('provider_accounts.id', 'cascade'),
      user_id: integer().references('users.id', 'cascade'),
      kind: text<ChangeJobKind>(),
      level: text<EditLevel>(),
      status: text<ChangeJobStatus>(),
      request: text(),
      undo_of: integer().nullable(),
      created_time: bigint(),
      finished_time: bigint().nullable(),
      lease_owner: text().nullable(),
      lease_until: bigint().nullable(),
    },
    {
      indexes: [
        { name: 'change_jobs_account', columns: ['account_id', 'created_time'] },
        { name: 'change_jobs_undo_of', columns: ['undo_of'] },
      ],
    },
  ),
  /**
   * One row (object, or a negative's search term) of a change job, in the job's order: old → new as stored
   * values (fen, `paused`/`enabled`, a term), its result, and why it failed (`reason` an i18n key under
   * `adChanges.refusal`, `detail` the provider's own words).
   */
  change_job_rows: table(
    {
      id: id(),
      job_id: integer().references('change_jobs.id', 'cascade'),
      position: integer(),
      // A provider's ids pass 2^31 (Baidu's keyword ids do).
      object_id: bigint(),
      name: text(),
      field: text(),
      old_value: text().nullable(),
      new_value: text().nullable(),
      result: text<ChangeRowResult>(),
      reason: text().nullable(),
      detail: text().nullable(),
    },
    { indexes: [{ name: 'change_job_rows_job', columns: ['job_id', 'position'], unique: true }] },
  ),
};

declare module '../stores/entity-schema' {
  interface EntityDatabase extends DatabaseOf<typeof adChangeTables> {}
}
