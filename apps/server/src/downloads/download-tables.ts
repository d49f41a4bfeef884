import { bigint, id, integer, table, text, type DatabaseOf } from '../stores/table-schema';

/**
 * The download centre's files.
 * Declared here, gathered for the migrations by `entity-tables.ts` (docs/architecture.md#entity-store).
 */
export const downloadTables = {
  /** Export files of the download centre, each owned by one user. */
  download_records: table(
    {
      id: id(),
      user_id: integer().references('users.id', 'cascade'),
      account_id: integer().nullable().references('provider_accounts.id', 'set null'),
      name: text(),
      report: text().defaultTo(''),
      begin_date: text().nullable(),
      end_date: text().nullable(),
      status: text<'pending' | 'processing' | 'ready' | 'failed'>().defaultTo('pending'),
      progress: integer().defaultTo(0),
      /** The name the user downloads the file as. */
      file_name: text(),
      /** Path of the file under `<dataDir>/downloads`, once written. */
      file_path: text().nullable(),
      size_bytes: bigint().defaultTo(0),
      error: text().nullable(),
      created_time: bigint(),
      updated_time: bigint(),
    },
    { indexes: [{ name: 'download_records_user', columns: ['user_id', 'created_time'] }] },
  ),
};

declare module '../stores/entity-schema' {
  interface EntityDatabase extends DatabaseOf<typeof downloadTables> {}
}
