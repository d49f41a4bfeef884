import { bigint, integer, table, text, type DatabaseOf } from '../stores/table-schema';

/**
 * Failed logins counted per name, for the lockout (docs/requirements.md#login-and-sessions).
 * Declared here, gathered for the migrations by `entity-tables.ts` (docs/architecture.md#entity-store).
 */
export const loginTables = {
  /** Wrong passwords in a row, per name (docs/decisions.md#login-lock-per-name). */
  login_failures: table({ name_key: text().primaryKey(), failures: integer(), updated_time: bigint() }),
};

declare module '../stores/entity-schema' {
  interface EntityDatabase extends DatabaseOf<typeof loginTables> {}
}
