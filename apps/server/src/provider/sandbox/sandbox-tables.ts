/**
 * The sandbox's own tables beside the facts: what it decided about each account (a keyword's rank, its click
 * rate and price; how a unit's traffic splits over its creatives, terms, regions, hours and targets), so that
 * each new day is generated from the same advertiser.
 */
export const sandboxTables = {
  sandbox_search_keywords: `CREATE TABLE IF NOT EXISTS sandbox_search_keywords (
    account_id UInt32, keyword_id UInt64, campaign_id UInt64, unit_id UInt64, product String, keyword String,
    expected Float64, pc_share Float64, ctr Float64, cpc_fen Float64, cvr Float64, rank UInt32
  ) ENGINE = MergeTree ORDER BY (account_id, keyword_id)`,
  sandbox_feed_creatives: `CREATE TABLE IF NOT EXISTS sandbox_feed_creatives (
    account_id UInt32, creative_id UInt64, campaign_id UInt64, unit_id UInt64, product String,
    expected Float64, pc_share Float64, ctr Float64, cpc_fen Float64, cvr Float64
  ) ENGINE = MergeTree ORDER BY (account_id, creative_id)`,
  // `parent_id` is what splits (a unit, a keyword, a device, or 0 for the whole campaign); `label` names the item.
  sandbox_shares: `CREATE TABLE IF NOT EXISTS sandbox_shares (
    account_id UInt32, kind LowCardinality(String), parent_id UInt64, item_id UInt64, item2_id UInt64,
    share Float64, label String
  ) ENGINE = MergeTree ORDER BY (account_id, kind, parent_id, item_id)`,
} as const;

/** Tables that hold one account's structure: emptied for the account before it is generated again. */
export const structureTables = [
  ...Object.keys(sandboxTables),
  'search_campaigns',
  'search_units',
  'search_keywords',
  'search_terms',
  'search_creatives',
  'feed_campaigns',
  'feed_units',
  'feed_creatives',
  'feed_program_creatives',
  'feed_audiences',
];
