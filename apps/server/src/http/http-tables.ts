import { bigint, integer, table, text, type DatabaseOf } from '../stores/table-schema';

/**
 * Rate limit counts shared by the server's processes.
 * Declared here, gathered for the migrations by `entity-tables.ts` (docs/architecture.md#entity-store).
 */
export const httpTables = {
  /**
   * Hits of each rate limit's key in its current window, shared by every server process
   * (docs/architecture.md#work-across-processes); rows whose window ended are swept now and then.
   */
  rate_limit_hits: table(
    {
      limit_key: text().primaryKey(),
      hits: integer(),
      /** When the key's window ends (epoch ms, wall clock). */
      window_ends: bigint(),
    },
    { indexes: [{ name: 'rate_limit_hits_window', columns: ['window_ends'] }] },
  ),
};

declare module '../stores/entity-schema' {
  interface EntityDatabase extends DatabaseOf<typeof httpTables> {}
}
