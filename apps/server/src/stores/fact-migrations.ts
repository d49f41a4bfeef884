import { addCalendarDays, startOfWeekOf } from '@adconsole/date-range-rules';

/**
 * Migrations of the fact store, in order: ClickHouse DDL, the same embedded and on a server, or a function
 * where a step needs to look before it acts. Since 0005 the fact tables are partitioned by month and summed
 * by key, so a sync replaces days by adding their differences (docs/architecture.md#fact-layout).
 */
const metrics = 'impression UInt32, click UInt32, cost_fen UInt64, conversion UInt32';
/** The metrics of the facts since 0005: signed, so a difference can take a row back. */
const signedMetrics = 'impression Int32, click Int32, cost_fen Int64, conversion Int32';
/** The metrics summed on merge, in every fact table and roll-up. */
export const factMetrics = ['impression', 'click', 'cost_fen', 'conversion'] as const;

const namesOf = (keys: readonly string[]) => keys.map((key) => key.split(' ')[0]!);

/**
 * A fact table as migration 0002 made it, MergeTree with unsigned metrics: what the provider answers is
 * staged in such tables before it replaces days (docs/architecture.md#fact-layout). `keys` are `name Type`
 * pairs, in sort order.
 */
function factTable(name: string, keys: readonly string[]) {
  return `CREATE TABLE IF NOT EXISTS ${name} (
    account_id UInt32, date Date, ${keys.join(', ')}, device UInt8, ${metrics}
  ) ENGINE = MergeTree ORDER BY (account_id, date, ${namesOf(keys).join(', ')}, device)`;
}

/**
 * A fact table since 0005: one row per account × day × keys × device once merged, monthly parts, the metrics
 * summed on merge, so a day replaced is its rows plus their differences and a row taken back vanishes at the
 * next merge (docs/architecture.md#fact-layout).
 */
function summedFactTable(name: string, keys: readonly string[]) {
  return `CREATE TABLE IF NOT EXISTS ${name} (
    account_id UInt32, date Date, ${keys.join(', ')}, device UInt8, ${signedMetrics}
  ) ENGINE = SummingMergeTree((${factMetrics.join(', ')})) PARTITION BY toYYYYMM(date)
    ORDER BY (account_id, date, ${namesOf(keys).join(', ')}, device)`;
}

const unitKeys = 'account_id, date, campaign_id, unit_id, device';
const unitSums = `sum(impression) AS impression, sum(click) AS click, sum(cost_fen) AS cost_fen,
        sum(conversion) AS conversion`;

/**
 * Units by day and device, summed from a finer table as rows arrive: the account, campaign, unit and
 * device reports read a few hundred rows a day instead of every keyword. `signed` (since 0005) in monthly
 * parts, so the differences a sync writes reach it as they reach its source.
 */
function unitRollupTable(name: string, signed: boolean) {
  const type = signed ? 'Int64' : 'UInt64';
  return `CREATE TABLE IF NOT EXISTS ${name} (
      account_id UInt32, date Date, campaign_id UInt64, unit_id UInt64, device UInt8,
      impression ${type}, click ${type}, cost_fen ${type}, conversion ${type}
    ) ENGINE = SummingMergeTree${signed ? `((${factMetrics.join(', ')})) PARTITION BY toYYYYMM(date)` : ''} ORDER BY (${unitKeys})`;
}

/** An unsigned unit roll-up (0002's, and the stage's) with the view that fills it from `source`. */
const unitRollup = (name: string, source: string) => [
  unitRollupTable(name, false),
  unitRollupView(name, source),
];

const unitRollupView = (name: string, source: string) =>
  `CREATE MATERIALIZED VIEW IF NOT EXISTS ${name}_mv TO ${name} AS
      SELECT ${unitKeys}, ${unitSums}
      FROM ${source} GROUP BY ${unitKeys}`;
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

/** The fact tables a provider's rows go into, with their keys (`name Type`, in sort order). */
const finestFacts = {
  search_keyword_daily: [...campaignUnit, 'keyword_id UInt64'],
  search_term_daily: [...campaignUnit, 'keyword_id UInt64', 'term_id UInt64'],
  search_creative_daily: [...campaignUnit, 'creative_id UInt64'],
  search_region_daily: ['campaign_id UInt64', 'province_id UInt32', 'city_id UInt32'],
  search_hour_daily: ['campaign_id UInt64', 'hour UInt8'],
  feed_creative_daily: [...campaignUnit, 'creative_id UInt64'],
  feed_program_creative_daily: [...campaignUnit, 'program_creative_id UInt64'],
  feed_region_daily: ['campaign_id UInt64', 'province_id UInt32', 'city_id UInt32'],
  feed_hour_daily: ['campaign_id UInt64', 'hour UInt8'],
  // New interests, intention words, crowds and automatic targeting share one shape: a target per unit.
  feed_audience_daily: [...campaignUnit, 'kind LowCardinality(String)', 'target_id UInt64'],
} as const;

export type FinestFactTable = keyof typeof finestFacts;
/** The tables a sync writes: each roll-up follows its source by itself. */
export const finestFactTables = Object.keys(finestFacts) as FinestFactTable[];

/** The unit roll-ups and the table each is summed from. */
const unitRollups = {
  search_unit_daily: 'search_keyword_daily',
  feed_unit_daily: 'feed_creative_daily',
} as const satisfies Record<string, FinestFactTable>;

/** The unit roll-up summed from a table, if any. */
export const unitRollupOf = (table: FinestFactTable) =>
  (Object.keys(unitRollups) as (keyof typeof unitRollups)[]).find((name) => unitRollups[name] === table);

/** Every table of report facts, finest grains and roll-ups alike. */
export const factTables = [
  ...finestFactTables,
  ...(Object.keys(unitRollups) as (keyof typeof unitRollups)[]),
];

/** The keys of a fact table's rows: what its sums are grouped by. */
export const factKeys = (table: FinestFactTable) => [
  'account_id',
  'date',
  ...namesOf(finestFacts[table]),
  'device',
];

/** The columns of a fact table in order, for statements that name them. */
export const factColumns = (table: FinestFactTable) => [...factKeys(table), ...factMetrics];

/**
 * Where what a provider answers is staged before it replaces days (docs/architecture.md#fact-layout): tables
 * of the same columns, unsigned as the provider answers them, with the same unit roll-ups, emptied after each
 * replacement.
 */
export const stageTable = (table: string) => `stage_${table}`;

const stageTables = [
  ...Object.entries(finestFacts).map(([name, keys]) => factTable(stageTable(name), keys)),
  ...Object.entries(unitRollups).flatMap(([name, source]) =>
    unitRollup(stageTable(name), stageTable(source)),
  ),
];

/**
 * The search keywords' weeks (docs/architecture.md#weekly-keyword-roll-up): one row per account, Monday–Sunday
 * week and keyword, dated the week's Monday (so the report engine's range condition reads it as it reads a
 * day), with the keyword's rank by cost in its week. Sorted by that rank, the week's 15 highest costs are
 * its first rows: the summary overview reads one granule instead of the week's 370,000 daily rows. A week is
 * summed once it is closed, when no sync reads its days again (`keywordWeeksSummedTable`); a report of weeks
 * still open reads the daily facts.
 */
export const keywordWeeksTable = 'search_keyword_weekly';

/** How far each account's weeks are summed into `keywordWeeksTable`: the last Sunday summed. */
export const keywordWeeksSummedTable = 'search_keyword_weeks_summed';

/**
 * How many days before its first new day a sync reads again by default (`SYNC_REREAD_DAYS`): no public
 * source of Baidu's says when a day's report is final, so three (docs/baidu-provider.md#when-a-day-is-final).
 */
export const defaultRereadDays = 3;

/**
 * The last week closed when an account's facts reach `syncedThrough` and a sync reads `rereadDays` days
 * again: the last Sunday on or before the first day read again, less one.
 */
export function weeksClosedThrough(syncedThrough: string, rereadDays: number) {
  const lastFinal = addCalendarDays(syncedThrough, -rereadDays);
  return addCalendarDays(startOfWeekOf(addCalendarDays(lastFinal, 1)), -1);
}

/**
 * Sums the keyword facts `where` keeps (whole weeks of them) into their weeks, ranked by cost. The rank comes
 * from sorting each week's keywords in an array rather than from a window function, which older ClickHouse
 * servers lack (docs/architecture.md#clickhouse-server-fact-store). A keyword whose rows a sync took back
 * (sums of zero until the next merge) is not summed.
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
        HAVING ${nonZero(factMetrics)}
      )
      GROUP BY account_id, monday
    )
    ARRAY JOIN week AS k, arrayEnumerate(week) AS rank`;
}

/** Whether any of the sums is other than zero: a row a sync took back is zero in all (and gone once merged). */
export const nonZero = (sums: readonly string[]) => sums.map((sum) => `${sum} != 0`).join(' OR ');

const keywordWeeksDdl = (name: string, signed: boolean) => {
  const type = signed ? 'Int64' : 'UInt64';
  return `CREATE TABLE IF NOT EXISTS ${name} (
      account_id UInt32, date Date, cost_rank UInt32, keyword_id UInt64,
      impression ${type}, click ${type}, cost_fen ${type}, conversion ${type}
    ) ENGINE = MergeTree${signed ? ' PARTITION BY toYYYYMM(date)' : ''} ORDER BY (account_id, date, cost_rank)`;
};

/** What a migration that looks before it acts needs of the store. */
export interface MigratingStore {
  query<Row>(sql: string, params?: Record<string, unknown>): Promise<Row[]>;
}

export type FactMigration = readonly string[] | ((store: MigratingStore) => Promise<void>);

async function tableExists(store: MigratingStore, name: string) {
  const [row] = await store.query<{ n: number }>(
    'SELECT count() AS n FROM system.tables WHERE database = currentDatabase() AND name = {name:String}',
    { name },
  );
  return row!.n > 0;
}

/**
 * Makes `name` anew by `ddl` and copies its rows with `copy` (a statement into the table it is given),
 * swapping the two by renaming; a rebuild cut short by a stop starts over or finishes its swap on the next
 * start. A table whose `cost_fen` is already signed was rebuilt.
 */
async function rebuild(
  store: MigratingStore,
  name: string,
  ddl: (table: string) => string,
  copy: (into: string) => Promise<void>,
) {
  const next = `${name}__next`;
  const previous = `${name}__previous`;
  if (await tableExists(store, previous)) {
    if (!(await tableExists(store, name))) await store.query(`RENAME TABLE ${next} TO ${name}`);
    await store.query(`DROP TABLE ${previous}`);
    return;
  }
  const [costType] = await store.query<{ type: string }>(
    `SELECT type FROM system.columns WHERE database = currentDatabase() AND table = {name:String} AND name = 'cost_fen'`,
    { name },
  );
  if (costType?.type === 'Int64') return;
  await store.query(`DROP TABLE IF EXISTS ${next}`);
  await store.query(ddl(next));
  await copy(next);
  await store.query(`RENAME TABLE ${name} TO ${previous}, ${next} TO ${name}`);
  await store.query(`DROP TABLE ${previous}`);
}

/**
 * 0005: the facts in monthly parts and summed by key (docs/architecture.md#fact-layout), rebuilt from the
 * rows already there; the weekly keyword sums keep only closed weeks, as the sync would have summed them
 * with the default window; stage tables beside.
 */
async function factsByMonth(store: MigratingStore) {
  for (const name of Object.keys(unitRollups)) await store.query(`DROP TABLE IF EXISTS ${name}_mv`);
  const copyAll = (from: string) => (into: string) =>
    store.query(`INSERT INTO ${into} SELECT * FROM ${from}`).then(() => undefined);
  for (const [name, keys] of Object.entries(finestFacts)) {
    await rebuild(store, name, (table) => summedFactTable(table, keys), copyAll(name));
  }
  for (const name of Object.keys(unitRollups)) {
    await rebuild(store, name, (table) => unitRollupTable(table, true), copyAll(name));
  }
  for (const [name, source] of Object.entries(unitRollups)) await store.query(unitRollupView(name, source));
  await store.query(`CREATE TABLE IF NOT EXISTS ${keywordWeeksSummedTable} (
      account_id UInt32, summed_through Date, updated_at UInt64
    ) ENGINE = ReplacingMergeTree(updated_at) ORDER BY account_id`);
  const synced = await store.query<{ account_id: number; synced_through: string }>(
    'SELECT account_id, toString(synced_through) AS synced_through FROM provider_sync FINAL',
  );
  await rebuild(
    store,
    keywordWeeksTable,
    (table) => keywordWeeksDdl(table, true),
    async (into) => {
      for (const { account_id: accountId, synced_through } of synced) {
        const through = weeksClosedThrough(synced_through, defaultRereadDays);
        const params = { accountId, through, updatedAt: 0 };
        await store.query(
          `INSERT INTO ${into} SELECT * FROM ${keywordWeeksTable}
            WHERE account_id = {accountId:UInt32} AND date <= {through:Date}`,
          params,
        );
        await store.query(
          `INSERT INTO ${keywordWeeksSummedTable} VALUES ({accountId:UInt32}, {through:Date}, {updatedAt:UInt64})`,
          params,
        );
      }
    },
  );
  for (const statement of stageTables) await store.query(statement);
}

export const factMigrations: Record<string, FactMigration> = {
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
    ...Object.entries(finestFacts).flatMap(([name, keys]) => [
      factTable(name, keys),
      ...Object.entries(unitRollups)
        .filter(([, source]) => source === name)
        .flatMap(([rollup]) => unitRollup(rollup, name)),
    ]),
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
  '0004-search-keyword-weekly': [keywordWeeksDdl(keywordWeeksTable, false), sumKeywordWeeks('1')],
  '0005-facts-by-month': factsByMonth,
};
