import { createView, oneNode, type TableDefinition } from './fact-placement';
import {
  defaultRereadDays,
  dimensionTables,
  factTableDefinition,
  finestFactTables,
  keywordWeeksDefinition,
  keywordWeeksSummedDefinition,
  keywordWeeksTable,
  onOneNode,
  providerSyncTable,
  stageTables,
  stageViews,
  sumKeywordWeeks,
  unitRollupDefinition,
  unitRollups,
  unitRollupView,
  weeksClosedThrough,
} from './fact-schema';

/**
 * Migrations of the fact store, in order, for a store an earlier release made (docs/operations.md#upgrades):
 * ClickHouse DDL, the same embedded and on a server, or a function where a step needs to look before it acts.
 * A new store is made as the tables are now (`factSchema`) and records every migration here as run, so these
 * run on one engine only: a store on a cluster never had an earlier layout. A migration added from now on
 * runs on both, its DDL made for the store's placement (docs/architecture.md#facts-on-a-cluster).
 */

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
  const made = (definition: TableDefinition) => onOneNode(definition)[0]!;
  for (const name of finestFactTables) {
    await rebuild(store, name, (table) => made(factTableDefinition(table, name, true)), copyAll(name));
  }
  for (const name of Object.keys(unitRollups)) {
    await rebuild(store, name, (table) => made(unitRollupDefinition(table, true)), copyAll(name));
  }
  for (const [name, source] of Object.entries(unitRollups)) {
    await store.query(createView(unitRollupView(name, source), oneNode));
  }
  for (const statement of onOneNode(keywordWeeksSummedDefinition)) await store.query(statement);
  const synced = await store.query<{ account_id: number; synced_through: string }>(
    'SELECT account_id, toString(synced_through) AS synced_through FROM provider_sync FINAL',
  );
  await rebuild(
    store,
    keywordWeeksTable,
    (table) => made(keywordWeeksDefinition(table, true)),
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
          `INSERT INTO ${keywordWeeksSummedDefinition.name} VALUES ({accountId:UInt32}, {through:Date}, {updatedAt:UInt64})`,
          params,
        );
      }
    },
  );
  for (const statement of stageTables.flatMap(onOneNode)) await store.query(statement);
  for (const view of stageViews) await store.query(createView(view, oneNode));
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
    ...finestFactTables.flatMap((name) => [
      ...onOneNode(factTableDefinition(name, name, false)),
      ...Object.entries(unitRollups)
        .filter(([, source]) => source === name)
        .flatMap(([rollup]) => [
          ...onOneNode(unitRollupDefinition(rollup, false)),
          createView(unitRollupView(rollup, name), oneNode),
        ]),
    ]),
  ],
  '0003-report-dimensions': [...dimensionTables, providerSyncTable].flatMap(onOneNode),
  // Filled from the facts already there; each sync then sums again the weeks its days fall in.
  '0004-search-keyword-weekly': [
    ...onOneNode(keywordWeeksDefinition(keywordWeeksTable, false)),
    sumKeywordWeeks('1'),
  ],
  '0005-facts-by-month': factsByMonth,
};
