import { bigint, id, integer, table, text, type DatabaseOf } from '../stores/table-schema';

/**
 * The picture library.
 * Declared here, gathered for the migrations by `entity-tables.ts` (docs/architecture.md#entity-store).
 */
export const pictureTables = {
  /**
   * The picture library (docs/requirements.md#picture-library): one row per upload of a user, its file named
   * by `content_hash`; `unit_ids` is a JSON array of the release scope's units; `library` 0 for a bare file
   * upload the list leaves out; `synced` 1 once the provider took it.
   */
  pictures: table(
    {
      id: id(),
      user_id: integer().references('users.id', 'cascade'),
      content_hash: text(),
      content_type: text(),
      size_bytes: integer(),
      width: integer(),
      height: integer(),
      ratio: text(),
      theme: text(),
      draft_id: integer().nullable().references('drafts.id', 'set null'),
      unit_ids: text().defaultTo('[]'),
      library: integer().defaultTo(1),
      synced: integer().defaultTo(0),
      created_time: bigint(),
      /** The thumbnail's file, by its content hash; null for a picture uploaded without one. */
      thumbnail_hash: text().nullable().addedIn('0012-picture-thumbnails'),
      thumbnail_type: text().nullable().addedIn('0012-picture-thumbnails'),
    },
    { indexes: [{ name: 'pictures_user_time', columns: ['user_id', 'library', 'created_time'] }] },
  ),
};

declare module '../stores/entity-schema' {
  interface EntityDatabase extends DatabaseOf<typeof pictureTables> {}
}
