import { bigint, id, integer, table, text, type DatabaseOf } from '../stores/table-schema';

/**
 * Provider accounts, who holds them, and how far each has synced its reports.
 * Declared here, gathered for the migrations by `entity-tables.ts` (docs/architecture.md#entity-store).
 */
export const providerTables = {
  provider_accounts: table(
    {
      id: id(),
      account_no: text().unique(),
      /** Who serves it (docs/baidu-provider.md). */
      provider: text<'sandbox' | 'baidu'>().defaultTo('sandbox'),
      balance_fen: bigint().defaultTo(0),
      created_time: bigint(),
      company_id: integer()
        .nullable()
        .references('companies.id', 'set null')
        .addedIn('0002-roles-captchas-customers-downloads-messages'),
      /** `search` or `feed` (docs/requirements.md#administration). */
      channel: text<'search' | 'feed'>().defaultTo('search').addedIn('0011-provider-account-channel'),
      /** A Baidu account's credentials, sealed by provider/baidu/credentials.ts; null for a sandbox account. */
      credentials: text().nullable().addedIn('0013-provider-credentials'),
      /** Why the account's last sync failed, in the provider's words; null once a sync ran through. */
      sync_error: text().nullable().addedIn('0013-provider-credentials'),
    },
    {
      indexes: [
        {
          name: 'provider_accounts_company',
          columns: ['company_id'],
          addedIn: '0011-provider-account-channel',
        },
      ],
    },
  ),
  user_accounts: table(
    {
      user_id: integer().references('users.id', 'cascade'),
      account_id: integer().references('provider_accounts.id', 'cascade'),
      /** 1 when the user follows the account on the home dashboard. */
      followed: integer().defaultTo(0).addedIn('0002-roles-captchas-customers-downloads-messages'),
    },
    { primaryKey: { name: 'user_accounts_pk', columns: ['user_id', 'account_id'] } },
  ),
  /** How far each report of a Baidu account is synchronised (docs/baidu-provider.md#baidu-report-sync). */
  provider_report_syncs: table(
    {
      account_id: integer(),
      /** The report's name, one of `providerReports` of the contract. */
      report: text(),
      /** The last day of the report's facts in the store (yyyy-MM-dd), or null before its first read. */
      synced_through: text().nullable(),
      /** Why its last read failed (`storedSyncFailure`), or null once one ran through. */
      error: text().nullable(),
      updated_time: bigint(),
    },
    { primaryKey: { name: 'provider_report_syncs_key', columns: ['account_id', 'report'] } },
  ),
};

declare module '../stores/entity-schema' {
  interface EntityDatabase extends DatabaseOf<typeof providerTables> {}
}
