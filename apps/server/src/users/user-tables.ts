import { bigint, integer, table, text, type DatabaseOf } from '../stores/table-schema';

/**
 * E-mail confirmations (docs/requirements.md#confirmed-e-mail-addresses).
 * Declared here, gathered for the migrations by `entity-tables.ts` (docs/architecture.md#entity-store).
 */
export const userTables = {
  /**
   * The pending confirmation of a user's address (docs/requirements.md#confirmed-e-mail-addresses): the
   * SHA-256 of the link's token only, the address it was mailed to, and when it expires. At most one per
   * user; used once.
   */
  email_confirmations: table({
    token_hash: text().primaryKey(),
    user_id: integer().unique().references('users.id', 'cascade'),
    address: text(),
    expires_at: bigint(),
    created_time: bigint(),
  }),
};

declare module '../stores/entity-schema' {
  interface EntityDatabase extends DatabaseOf<typeof userTables> {}
}
