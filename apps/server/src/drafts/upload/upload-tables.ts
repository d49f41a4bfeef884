import type { UploadItemKind, UploadItemResult, UploadStatus } from '@adconsole/api-client/contract';
import type { UploadRefusal } from '@adconsole/draft-rules';
import { bigint, id, integer, table, text, type DatabaseOf } from '../../stores/table-schema';

/**
 * Uploads of drafts to the provider and each item's outcome.
 * Declared here, gathered for the migrations by `entity-tables.ts` (docs/architecture.md#entity-store).
 */
export const uploadTables = {
  /** Draft uploads as jobs (docs/architecture.md#draft-upload-jobs). */
  draft_uploads: table(
    {
      id: id(),
      /** Null once the draft has left the box; the report keeps the upload. */
      draft_id: integer().nullable().references('drafts.id', 'set null'),
      user_id: integer().references('users.id', 'cascade'),
      account_id: integer().references('provider_accounts.id', 'cascade'),
      draft_name: text(),
      status: text<UploadStatus>(),
      item_count: integer(),
      done_count: integer().defaultTo(0),
      /** The process running the job and until when (epoch ms, wall clock) its claim holds. */
      lease_owner: text().nullable(),
      lease_until: bigint().nullable(),
      created_time: bigint(),
      finished_time: bigint().nullable(),
    },
    {
      indexes: [
        { name: 'draft_uploads_status', columns: ['status'] },
        { name: 'draft_uploads_draft', columns: ['draft_id'] },
        { name: 'draft_uploads_account', columns: ['account_id', 'created_time'] },
      ],
    },
  ),
  /** Each item an upload sends, in the provider's order of creation (`seq`). */
  draft_upload_items: table(
    {
      upload_id: integer().references('draft_uploads.id', 'cascade'),
      seq: integer(),
      kind: text<UploadItemKind>(),
      item_id: integer(),
      item_key: text(),
      parent_key: text().nullable(),
      name: text(),
      /** The `UploadItem` the provider receives, as JSON. */
      payload: text(),
      result: text<UploadItemResult>().defaultTo('pending'),
      fail_reason: text<UploadRefusal>().nullable(),
      provider_id: text().nullable(),
      finished_time: bigint().nullable(),
      /** The provider's own words (with its code) beside the reason, when it gave them. */
      fail_detail: text().nullable().addedIn('0014-upload-fail-detail'),
    },
    { primaryKey: { name: 'draft_upload_items_pk', columns: ['upload_id', 'seq'] } },
  ),
};

declare module '../../stores/entity-schema' {
  interface EntityDatabase extends DatabaseOf<typeof uploadTables> {}
}
