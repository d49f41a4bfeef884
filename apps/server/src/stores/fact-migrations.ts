/**
 * Migrations of the fact store, in order: ClickHouse DDL, the same embedded and on a server. Tables are
 * MergeTree ordered by account and date; cost is integer fen (docs/architecture.md#fact-store).
 */
const metrics = 'impression UInt32, click UInt32, cost_fen UInt64, conversion UInt32';

/** A fact table: one row per account × day × its keys × device. `keys` are `name Type` pairs, in sort order. */
function factTable(name: string, keys: readonly string[]) {
  const keyNames = keys.map((key) => key.split(' ')[0]);
  return `CREATE TABLE IF NOT EXISTS ${name} (
    account_id UInt32, date Date, ${keys.join(', ')}, device UInt8, ${metrics}
  ) ENGINE = MergeTree ORDER BY (account_id, date, ${keyNames.join(', ')}, device)`;
}

/**
 * Units by day and device, summed from a finer table as rows arrive: the account, campaign, unit and
 * device reports read a few hundred rows a day instead of every keyword.
 */
function unitRollup(name: string, source: string) {
  const keys = 'account_id, date, campaign_id, unit_id, device';
  return [
    `CREATE TABLE IF NOT EXISTS ${name} (
      account_id UInt32, date Date, campaign_id UInt64, unit_id UInt64, device UInt8,
      impression UInt64, click UInt64, cost_fen UInt64, conversion UInt64
    ) ENGINE = SummingMergeTree ORDER BY (${keys})`,
    `CREATE MATERIALIZED VIEW IF NOT EXISTS ${name}_mv TO ${name} AS
      SELECT ${keys}, sum(impression) AS impression, sum(click) AS click, sum(cost_fen) AS cost_fen,
        sum(conversion) AS conversion
      FROM ${source} GROUP BY ${keys}`,
  ];
}

/** A dimension table: names and statuses by id, replaced as a sync brings them again. */
function dimensionTable(name: string, columns: readonly string[], key: readonly string[]) {
  return `CREATE TABLE IF NOT EXISTS ${name} (${columns.join(', ')})
    ENGINE = ReplacingMergeTree ORDER BY (${key.join(', ')})`;
}

const campaignUnit = ['campaign_id UInt64', 'unit_id UInt64'];
/** A dimension's parents: a report joins names through them instead of carrying them through its sums. */
const parents = ['campaign_id UInt64', 'unit_id UInt64'];
const qualityCodes = [
  'land_page_experience UInt8',
  'business_relationship UInt8',
  'estimated_click_rate UInt8',
];

/** Every table of report facts, finest grains and roll-ups alike. */
export const factTables = [
  'search_keyword_daily',
  'search_unit_daily',
  'search_term_daily',
  'search_creative_daily',
  'search_region_daily',
  'search_hour_daily',
  'feed_creative_daily',
  'feed_unit_daily',
  'feed_program_creative_daily',
  'feed_region_daily',
  'feed_hour_daily',
  'feed_audience_daily',
] as const;

/**
 * The search keywords' weeks (docs/architecture.md#weekly-keyword-roll-up): one row per account, Monday–Sunday
 * week and keyword, dated the week's Monday (so the report engine's range condition reads it as it reads a
 * day), with the keyword's rank by cost in its week. Sorted by that rank, the week's 15 highest costs are
 * its first rows: the summary overview reads one granule instead of the week's 370,000 daily rows. Rows are
 * replaced week by week from the keyword facts (`sumKeywordWeeks`), never deleted by day: a week and its
 * ranks are right only when summed whole, so this table is not among `factTables`.
 */
export const keywordWeeksTable = 'search_keyword_weekly';

/**
 * Sums the keyword facts `where` keeps (whole weeks of them) into their weeks, ranked by cost. The rank comes
 * from sorting each week's keywords in an array rather than from a window function, which older ClickHouse
 * servers lack (docs/architecture.md#clickhouse-server-fact-store).
 */
export function sumKeywordWeeks(where: string) {
  return `INSERT INTO ${keywordWeeksTable}
      (account_id, date, cost_rank, keyword_id, impression, click, cost_fen, conversion)
    SELECT account_id, monday, rank, k.1, k.2, k.3, k.4, k.5
    FROM (
      SELECT account_id, monday,
        arraySort(x -> (-toInt64(x.4), x.1), groupArray((keyword_id, impression, click, cost_fen, conversion))) AS week
      FROM (
        SELECT f.account_id AS account_id, toMonday(f.date) AS monday, f.keyword_id AS keyword_id,
          sum(f.impression) AS impression, sum(f.click) AS click, sum(f.cost_fen) AS cost_fen,
          sum(f.conversion) AS conversion
        FROM search_keyword_daily AS f WHERE ${where} GROUP BY account_id, monday, keyword_id
      )
      GROUP BY account_id, monday
    )
    ARRAY JOIN week AS k, arrayEnumerate(week) AS rank`;
}

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
  // 0001's table never held rows (nothing wrote facts before the report engine): rebuilt with narrower metrics.
  '0002-report-facts': [
    'DROP TABLE IF EXISTS search_keyword_daily',
    factTable('search_keyword_daily', [...campaignUnit, 'keyword_id UInt64']),
    ...unitRollup('search_unit_daily', 'search_keyword_daily'),
    factTable('search_term_daily', [...campaignUnit, 'keyword_id UInt64', 'term_id UInt64']),
    factTable('search_creative_daily', [...campaignUnit, 'creative_id UInt64']),
    factTable('search_region_daily', ['campaign_id UInt64', 'province_id UInt32', 'city_id UInt32']),
    factTable('search_hour_daily', ['campaign_id UInt64', 'hour UInt8']),
    factTable('feed_creative_daily', [...campaignUnit, 'creative_id UInt64']),
    ...unitRollup('feed_unit_daily', 'feed_creative_daily'),
    factTable('feed_program_creative_daily', [...campaignUnit, 'program_creative_id UInt64']),
    factTable('feed_region_daily', ['campaign_id UInt64', 'province_id UInt32', 'city_id UInt32']),
    factTable('feed_hour_daily', ['campaign_id UInt64', 'hour UInt8']),
    // New interests, intention words, crowds and automatic targeting share one shape: a target per unit.
    factTable('feed_audience_daily', [...campaignUnit, 'kind LowCardinality(String)', 'target_id UInt64']),
  ],
  '0003-report-dimensions': [
    dimensionTable(
      'search_campaigns',
      ['account_id UInt32', 'campaign_id UInt64', 'campaign_name String', 'status UInt8'],
      ['account_id', 'campaign_id'],
    ),
    dimensionTable(
      'search_units',
      ['account_id UInt32', 'unit_id UInt64', 'campaign_id UInt64', 'unit_name String', 'status UInt8'],
      ['account_id', 'unit_id'],
    ),
    dimensionTable(
      'search_keywords',
      [
        'account_id UInt32',
        'keyword_id UInt64',
        ...parents,
        'keyword String',
        'match_type UInt8',
        ...qualityCodes,
      ],
      ['account_id', 'keyword_id'],
    ),
    dimensionTable(
      'search_terms',
      ['account_id UInt32', 'term_id UInt64', ...parents, 'keyword_id UInt64', 'term String'],
      ['account_id', 'term_id'],
    ),
    dimensionTable(
      'search_creatives',
      [
        'account_id UInt32',
        'creative_id UInt64',
        ...parents,
        'title String',
        'description1 String',
        'description2 String',
        'show_url String',
        'status UInt8',
        ...qualityCodes,
      ],
      ['account_id', 'creative_id'],
    ),
    dimensionTable(
      'feed_campaigns',
      ['account_id UInt32', 'campaign_id UInt64', 'campaign_name String', 'status UInt8'],
      ['account_id', 'campaign_id'],
    ),
    dimensionTable(
      'feed_units',
      ['account_id UInt32', 'unit_id UInt64', 'campaign_id UInt64', 'unit_name String', 'status UInt8'],
      ['account_id', 'unit_id'],
    ),
    dimensionTable(
      'feed_creatives',
      [
        'account_id UInt32',
        'creative_id UInt64',
        ...parents,
        'title String',
        'material_url String',
        'status UInt8',
      ],
      ['account_id', 'creative_id'],
    ),
    dimensionTable(
      'feed_program_creatives',
      ['account_id UInt32', 'program_creative_id UInt64', ...parents, 'title String', 'material_url String'],
      ['account_id', 'program_creative_id'],
    ),
    dimensionTable(
      'feed_audiences',
      ['account_id UInt32', 'kind LowCardinality(String)', 'target_id UInt64', 'name String'],
      ['account_id', 'kind', 'target_id'],
    ),
    dimensionTable(
      'regions',
      ['province_id UInt32', 'city_id UInt32', 'province_name String', 'city_name String'],
      ['province_id', 'city_id'],
    ),
    // How far each account's facts reach: the daily sync continues from here.
    `CREATE TABLE IF NOT EXISTS provider_sync (account_id UInt32, synced_through Date, updated_at UInt64)
      ENGINE = ReplacingMergeTree(updated_at) ORDER BY account_id`,
  ],
  // Filled from the facts already there; each sync then sums again the weeks its days fall in.
  '0004-search-keyword-weekly': [
    `CREATE TABLE IF NOT EXISTS ${keywordWeeksTable} (
      account_id UInt32, date Date, cost_rank UInt32, keyword_id UInt64,
      impression UInt64, click UInt64, cost_fen UInt64, conversion UInt64
    ) ENGINE = MergeTree ORDER BY (account_id, date, cost_rank)`,
    sumKeywordWeeks('1'),
  ],
};
