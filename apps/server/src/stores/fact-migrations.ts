/**
 * Migrations of the fact store, in order: ClickHouse DDL, the same embedded and on a server. Tables are
 * MergeTree ordered by account and date (DESIGN §3); cost is integer fen.
 */
export const factMigrations: Record<string, readonly string[]> = {
  '0001-search-keyword-daily': [
    `CREATE TABLE IF NOT EXISTS search_keyword_daily (
      account_id UInt32,
      date Date,
      campaign_id UInt64,
      unit_id UInt64,
      keyword_id UInt64,
      device UInt8,
      impression UInt64,
      click UInt64,
      cost_fen UInt64,
      conversion UInt64
    ) ENGINE = MergeTree ORDER BY (account_id, date, campaign_id, unit_id, keyword_id, device)`,
  ],
};
