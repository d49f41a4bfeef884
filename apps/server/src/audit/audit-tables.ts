import { bigint, id, integer, table, text, type DatabaseOf } from '../stores/table-schema';

/**
 * The audit log (docs/requirements.md#audit-log).
 * Declared here, gathered for the migrations by `entity-tables.ts` (docs/architecture.md#entity-store).
 */
export const auditTables = {
  /**
   * Administrators' writes (docs/requirements.md#audit-log): the call's path, the entity written and its
   * record before and after as JSON (null where there was none). The user's name is kept: it outlives the user.
   */
  audit_log: table(
    {
      id: id(),
      user_id: integer().nullable().references('users.id', 'set null'),
      user_name: text(),
      action: text(),
      entity: text(),
      entity_id: text().nullable(),
      before_json: text().nullable(),
      after_json: text().nullable(),
      created_time: bigint(),
    },
    { indexes: [{ name: 'audit_log_time', columns: ['created_time'] }] },
  ),
};

declare module '../stores/entity-schema' {
  interface EntityDatabase extends DatabaseOf<typeof auditTables> {}
}
