import type { EditLevel } from '@adconsole/api-client/contract';
import { bigint, id, integer, table, text, type DatabaseOf } from '../../stores/table-schema';

/**
 * What the sandbox provider keeps in the entity store: what drafts created in it, its pictures, its ad settings.
 * Declared here, gathered for the migrations by `entity-tables.ts` (docs/architecture.md#entity-store).
 */
export const sandboxEntityTables = {
  /** What the sandbox provider has created, per account, keyed by the draft item. */
  sandbox_provider_items: table(
    {
      id: id(),
      account_id: integer().references('provider_accounts.id', 'cascade'),
      item_key: text(),
      kind: text(),
      parent_key: text().nullable(),
      name: text(),
      created_time: bigint(),
    },
    {
      indexes: [
        { name: 'sandbox_provider_items_key', columns: ['account_id', 'item_key'], unique: true },
        { name: 'sandbox_provider_items_name', columns: ['account_id', 'kind', 'name'] },
      ],
    },
  ),
  /** The pictures the sandbox provider has taken, per owner, keyed by our picture id. */
  sandbox_provider_pictures: table(
    {
      id: id(),
      owner_id: integer().references('users.id', 'cascade'),
      picture_key: text(),
      content_hash: text(),
      created_time: bigint(),
    },
    {
      indexes: [
        { name: 'sandbox_provider_pictures_key', columns: ['owner_id', 'picture_key'], unique: true },
        { name: 'sandbox_provider_pictures_hash', columns: ['owner_id', 'content_hash'] },
      ],
    },
  ),
  /**
   * What the sandbox provider holds of an object that bulk edits or negatives changed
   * (docs/baidu-provider.md#ad-edits): `settings` as JSON (paused, bid or budget in fen) once changed,
   * `negatives` as JSON (phrase and exact lists) once written; null while the generated defaults hold.
   */
  sandbox_ad_settings: table(
    {
      account_id: integer().references('provider_accounts.id', 'cascade'),
      level: text<EditLevel>(),
      object_id: bigint(),
      settings: text().nullable(),
      negatives: text().nullable(),
    },
    { primaryKey: { name: 'sandbox_ad_settings_pk', columns: ['account_id', 'level', 'object_id'] } },
  ),
};

declare module '../../stores/entity-schema' {
  interface EntityDatabase extends DatabaseOf<typeof sandboxEntityTables> {}
}
