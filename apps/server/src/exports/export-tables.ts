import { bigint, integer, table, text, type DatabaseOf } from '../stores/table-schema';

/**
 * Export jobs, for a restart to run them again.
 * Declared here, gathered for the migrations by `entity-tables.ts` (docs/architecture.md#entity-store).
 */
export const exportTables = {
  /** What an export job needs to (re)run after a restart: one row per export's download record. */
  export_jobs: table({
    record_id: integer().primaryKey().references('download_records.id', 'cascade'),
    channel: text(),
    section: text(),
    /** The list call's body (JSON), as validated. */
    request: text(),
    language: text(),
    /** The process running the job and until when (epoch ms, wall clock) its claim holds. */
    lease_owner: text().nullable().addedIn('0015-shared-state'),
    lease_until: bigint().nullable().addedIn('0015-shared-state'),
  }),
};

declare module '../stores/entity-schema' {
  interface EntityDatabase extends DatabaseOf<typeof exportTables> {}
}
