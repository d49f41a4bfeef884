import { bigint, id, integer, table, text, type DatabaseOf } from '../stores/table-schema';

/**
 * What a user chose of a report: its columns and saved views.
 * Declared here, gathered for the migrations by `entity-tables.ts` (docs/architecture.md#entity-store).
 */
export const reportTables = {
  /** A user's chosen columns of one report (docs/requirements.md#custom-report-fields). */
  report_custom_fields: table(
    {
      user_id: integer().references('users.id', 'cascade'),
      channel: text(),
      section: text(),
      /** JSON array of field ids in the chosen order. */
      field_ids: text(),
      /** JSON object of the widths the user dragged columns to, by dataKey (docs/requirements.md#report-views). */
      column_widths: text().defaultTo('{}').addedIn('0017-report-views'),
      updated_time: bigint(),
    },
    { primaryKey: { name: 'report_custom_fields_pk', columns: ['user_id', 'channel', 'section'] } },
  ),
  /**
   * Named views of a report (docs/requirements.md#report-views): one user's, for one report of one of their
   * accounts; `state` is the view's `ReportViewState` as JSON, checked against the contract on the way in.
   * `granularity` names the report of the section; null for views saved before views belonged to one report.
   */
  report_views: table(
    {
      id: id(),
      user_id: integer().references('users.id', 'cascade'),
      account_id: integer().references('provider_accounts.id', 'cascade'),
      channel: text(),
      section: text(),
      granularity: text().nullable().addedIn('0022-report-view-reports'),
      name: text(),
      is_default: integer().defaultTo(0),
      state: text(),
      created_time: bigint(),
      updated_time: bigint(),
    },
    {
      indexes: [
        {
          name: 'report_views_report_name',
          columns: ['user_id', 'account_id', 'channel', 'section', 'granularity', 'name'],
          unique: true,
          addedIn: '0022-report-view-reports',
        },
      ],
    },
  ),
};

declare module '../stores/entity-schema' {
  interface EntityDatabase extends DatabaseOf<typeof reportTables> {}
}
