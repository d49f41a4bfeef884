import { bigint, table, text, type DatabaseOf } from '../stores/table-schema';

/**
 * The leases that keep a periodic job to one process at a time.
 * Declared here, gathered for the migrations by `entity-tables.ts` (docs/architecture.md#entity-store).
 */
export const jobTables = {
  /** Work that one server process at a time does (the report sync), held by `owner` until `lease_until`. */
  job_leases: table({
    name: text().primaryKey(),
    owner: text(),
    /** Epoch ms, wall clock. */
    lease_until: bigint(),
  }),
};

declare module '../stores/entity-schema' {
  interface EntityDatabase extends DatabaseOf<typeof jobTables> {}
}
