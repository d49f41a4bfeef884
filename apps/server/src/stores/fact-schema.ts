import { addCalendarDays, startOfWeekOf } from '@adconsole/date-range-rules';
import {
  createTable,
  createView,
  oneNode,
  tableNames,
  type FactPlacement,
  type TableDefinition,
  type ViewDefinition,
} from './fact-placement';

/**
 * The fact store's tables as they are now (docs/architecture.md#fact-store): a new store is made of these at
 * once, on one engine or on a cluster (`factSchema`); a store made by an earlier release reaches the same
 * tables through its migrations (fact-migrations.ts). The facts are partitioned by month and summed by key, so
 * a sync replaces days by adding their differences (docs/architecture.md#fact-layout).
 */

/** The metrics summed on merge, in every fact table and roll-up. */
export const factMetrics = ['impression', 'click', 'cost_fen', 'conversion'] as const;

/** The metrics as the provider answers them (unsigned), as 0002's facts and the stage keep them. */
const unsignedMetrics = ['impression UInt32', 'click UInt32', 'cost_fen UInt64', 'conversion UInt32'];
/** The metrics of the facts since 0005: signed, so a difference can take a row back. */
const signedMetrics = ['impression Int32', 'click Int32', 'cost_fen Int64', 'conversion Int32'];
const summedMetrics = `(${factMetrics.join(', ')})`;
const byMonth = 'toYYYYMM(date)';

const namesOf = (keys: readonly string[]) => keys.map((key) => key.split(' ')[0]!);

const campaignUnit = ['campaign_id UInt64', 'unit_id UInt64'];
/** A dimension's parents: a report joins names through them instead of carrying them through its sums. */
const parents = ['campaign_id UInt64', 'unit_id UInt64'];
const qualityCodes = [
  'land_page_experience UInt8',
  'business_relationship UInt8',
  'estimated_click_rate UInt8',
];

/** The fact tables a provider's rows go into, with their keys (`name Type`, in sort order). */
export const finestFacts = {
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
export const unitRollups = {
  search_unit_daily: 'search_keyword_daily',
  feed_unit_daily: 'feed_creative_daily',
} as const satisfies Record<string, FinestFactTable>;

type UnitRollup = keyof typeof unitRollups;
const unitRollupNames = Object.keys(unitRollups) as UnitRollup[];

/** The unit roll-up summed from a table, if any. */
export const unitRollupOf = (table: FinestFactTable) =>
  unitRollupNames.find((name) => unitRollups[name] === table);

/** Every table of report facts, finest grains and roll-ups alike. */
export const factTables = [...finestFactTables, ...unitRollupNames];

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
 * A fact table: one row per account × day × keys × device once merged. `signed` (since 0005): monthly parts,
 * the metrics summed on merge, so a day replaced is its rows plus their differences and a row taken back
 * vanishes at the next merge (docs/architecture.md#fact-layout). Unsigned (0002's, and the stage's): a
 * MergeTree as the provider answers.
 */
export function factTableDefinition(name: string, table: FinestFactTable, signed: boolean): TableDefinition {
  const keys = finestFacts[table];
  return {
    name,
    columns: [
      'account_id UInt32',
      'date Date',
      ...keys,
      'device UInt8',
      ...(signed ? signedMetrics : unsignedMetrics),
    ],
    ...(signed
      ? { engine: 'SummingMergeTree', engineArgs: summedMetrics, partitionBy: byMonth }
      : { engine: 'MergeTree' }),
    orderBy: factKeys(table),
  };
}

const unitKeys = ['account_id', 'date', 'campaign_id', 'unit_id', 'device'];

/** The metrics of a roll-up, 64 bits wide (sums of many rows): signed since 0005. */
const rolledUpMetrics = (signed: boolean) =>
  factMetrics.map((metric) => `${metric} ${signed ? 'Int64' : 'UInt64'}`);

/**
 * Units by day and device, summed from a finer table as rows arrive: the account, campaign, unit and device
 * reports read a few hundred rows a day instead of every keyword. `signed` (since 0005) in monthly parts, so
 * the differences a sync writes reach it as they reach its source.
 */
export function unitRollupDefinition(name: string, signed: boolean): TableDefinition {
  return {
    name,
    columns: [
      'account_id UInt32',
      'date Date',
      'campaign_id UInt64',
      'unit_id UInt64',
      'device UInt8',
      ...rolledUpMetrics(signed),
    ],
    engine: 'SummingMergeTree',
    ...(signed ? { engineArgs: summedMetrics, partitionBy: byMonth } : {}),
    orderBy: unitKeys,
  };
}

/** The view that fills the unit roll-up `name` from `source`. */
export const unitRollupView = (name: string, source: string): ViewDefinition => ({
  name: `${name}_mv`,
  to: name,
  from: source,
  select: `SELECT ${unitKeys.join(', ')}, ${factMetrics.map((metric) => `sum(${metric}) AS ${metric}`).join(', ')}
      FROM {from} GROUP BY ${unitKeys.join(', ')}`,
});

/** A dimension table: names and statuses by id, replaced as a sync brings them again. */
const dimensionTable = (
  name: string,
  columns: readonly string[],
  key: readonly string[],
): TableDefinition => ({
  name,
  columns,
  engine: 'ReplacingMergeTree',
  orderBy: key,
});

/** A channel's campaigns or units, named and with their status. */
const structureTable = (channel: 'search' | 'feed', level: 'campaign' | 'unit') =>
  dimensionTable(
    `${channel}_${level}s`,
    [
      'account_id UInt32',
      ...(level === 'campaign' ? ['campaign_id UInt64'] : ['unit_id UInt64', 'campaign_id UInt64']),
      `${level}_name String`,
      'status UInt8',
    ],
    ['account_id', `${level}_id`],
  );

/** The dimension tables (0003). */
export const dimensionTables: TableDefinition[] = [
  structureTable('search', 'campaign'),
  structureTable('search', 'unit'),
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
  structureTable('feed', 'campaign'),
  structureTable('feed', 'unit'),
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
];

/** A row per account, replaced by the latest `updated_at`. */
const latestPerAccount = (name: string, column: string): TableDefinition => ({
  name,
  columns: ['account_id UInt32', `${column} Date`, 'updated_at UInt64'],
  engine: 'ReplacingMergeTree',
  engineArgs: 'updated_at',
  orderBy: ['account_id'],
});

/** How far each account's facts reach: the daily sync continues from here. */
export const providerSyncTable = latestPerAccount('provider_sync', 'synced_through');

/**
 * The latest `column` of each account in a table of `latestPerAccount`, as `column`, where `where` holds. By
 * `argMax` rather than `FINAL`: a FINAL read of a Distributed table that leaves out the version column fails
 * on 18.16 (docs/architecture.md#facts-on-a-cluster).
 */
export const latestOfAccounts = (table: string, column: string, where = '1') =>
  `SELECT account_id, toString(argMax(${column}, updated_at)) AS ${column} FROM ${table}
    WHERE ${where} GROUP BY account_id`;

/**
 * Where what a provider answers is staged before it replaces days (docs/architecture.md#fact-layout): tables
 * of the same columns, unsigned as the provider answers them, with the same unit roll-ups, emptied after each
 * replacement; on a cluster, each node's own.
 */
export const stageTable = (table: string) => `stage_${table}`;

export const stageTables: TableDefinition[] = [
  ...finestFactTables.map((name) => ({
    ...factTableDefinition(stageTable(name), name, false),
    perNode: true,
  })),
  ...unitRollupNames.map((name) => ({ ...unitRollupDefinition(stageTable(name), false), perNode: true })),
];

export const stageViews: ViewDefinition[] = unitRollupNames.map((name) => ({
  ...unitRollupView(stageTable(name), stageTable(unitRollups[name])),
  perNode: true,
}));

/**
 * The search keywords' weeks (docs/architecture.md#weekly-keyword-roll-up): one row per account, Monday–Sunday
 * week and keyword, dated the week's Monday (so the report engine's range condition reads it as it reads a
 * day), with the keyword's rank by cost in its week. Sorted by that rank, the week's 15 highest costs are
 * its first rows: the summary overview reads one granule instead of the week's 370,000 daily rows. A week is
 * summed once it is closed, when no sync reads its days again (`keywordWeeksSummedTable`); a report of weeks
 * still open reads the daily facts.
 */
export const keywordWeeksTable = 'search_keyword_weekly';

/** The weekly roll-up's table; `signed` since 0005, in monthly parts. */
export function keywordWeeksDefinition(name: string, signed: boolean): TableDefinition {
  return {
    name,
    columns: [
      'account_id UInt32',
      'date Date',
      'cost_rank UInt32',
      'keyword_id UInt64',
      ...rolledUpMetrics(signed),
    ],
    engine: 'MergeTree',
    ...(signed ? { partitionBy: byMonth } : {}),
    orderBy: ['account_id', 'date', 'cost_rank'],
  };
}

/** How far each account's weeks are summed into `keywordWeeksTable`: the last Sunday summed. */
export const keywordWeeksSummedTable = 'search_keyword_weeks_summed';
export const keywordWeeksSummedDefinition = latestPerAccount(keywordWeeksSummedTable, 'summed_through');

/** The migrations a store has run, by name (fact-migrations.ts). */
export const migrationsTable: TableDefinition = {
  name: 'schema_migrations',
  columns: ['name String', 'applied_at DateTime'],
  engine: 'MergeTree',
  orderBy: ['name'],
};

/** Every table of the store as it is now. */
const schemaTables = [
  ...finestFactTables.map((name) => factTableDefinition(name, name, true)),
  ...unitRollupNames.map((name) => unitRollupDefinition(name, true)),
  ...dimensionTables,
  providerSyncTable,
  keywordWeeksDefinition(keywordWeeksTable, true),
  keywordWeeksSummedDefinition,
  ...stageTables,
];

/**
 * Whether `name` is a table of the store spread over a cluster's shards (not a node's own, like the stage or
 * the sandbox's tables): on a cluster its rows lie in `<name>_local` (docs/architecture.md#facts-on-a-cluster).
 */
export const isSharded = (name: string) =>
  name === migrationsTable.name || schemaTables.some((table) => table.name === name && !table.perNode);

/**
 * The statements that make every table of the store as it is now, where `placement` puts them: each table's
 * own in order (on a cluster a table's rows and its Distributed table), the views once every table is made;
 * and the names of all they make, on each node.
 */
export function factSchema(placement: FactPlacement) {
  const views = [...unitRollupNames.map((name) => unitRollupView(name, unitRollups[name])), ...stageViews];
  return {
    tables: schemaTables.map((table) => createTable(table, placement)),
    views: views.map((view) => createView(view, placement)),
    names: [
      ...schemaTables.flatMap((table) => tableNames(table, placement)),
      ...views.map((view) => view.name),
    ],
  };
}

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

/** The statements that make `table` on one engine: for the migrations, which ran before clusters. */
export const onOneNode = (table: TableDefinition) => createTable(table, oneNode);
