import type { ChangeKind, HistoryLevel } from '@adconsole/api-client/contract';
import { bigint, id, integer, table, text, type DatabaseOf } from '../stores/table-schema';

/**
 * The change history: every change made to an account's ads, by anyone.
 * Declared here, gathered for the migrations by `entity-tables.ts` (docs/architecture.md#entity-store).
 */
export const changeHistoryTables = {
  /**
   * The change history of accounts (docs/requirements.md#change-history): every change this console made
   * (`source` console, with its user and job) and the provider's operation records (`source` provider, kept
   * once by `provider_key`). `field` is a key of ours for the console's changes, the provider's words otherwise.
   */
  changes: table(
    {
      id: id(),
      account_id: integer().references('provider_accounts.id', 'cascade'),
      time: bigint(),
      kind: text<ChangeKind>(),
      source: text<'console' | 'provider'>(),
      user_id: integer().nullable().references('users.id', 'set null'),
      job_id: integer().nullable(),
      level: text<HistoryLevel>(),
      object_id: text().nullable(),
      object_name: text(),
      field: text(),
      old_value: text().nullable(),
      new_value: text().nullable(),
      provider_key: text().nullable(),
    },
    {
      indexes: [
        { name: 'changes_account_time', columns: ['account_id', 'time'] },
        { name: 'changes_provider_key', columns: ['account_id', 'provider_key'], unique: true },
      ],
    },
  ),
};

declare module '../stores/entity-schema' {
  interface EntityDatabase extends DatabaseOf<typeof changeHistoryTables> {}
}
