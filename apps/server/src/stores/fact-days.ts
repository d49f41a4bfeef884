import {
  factColumns,
  factKeys,
  factMetrics,
  keywordWeeksSummedTable,
  latestOfAccounts,
  nonZero,
  stageTable,
  unitRollupOf,
  type FinestFactTable,
} from './fact-schema';
import { tablesWithRows, type FactStore } from './fact-store';

/** Days of one account: what a sync replaces at once. */
export interface AccountDays {
  accountId: number;
  from: string;
  to: string;
}

const inDays = 'account_id = {accountId:UInt32} AND date BETWEEN {from:Date} AND {to:Date}';

/**
 * The statement that makes an account's days of `table` what its stage holds for them: the staged rows less
 * the rows there, summed by key, where they differ. An unchanged row writes nothing, a changed one its
 * difference, a row the provider no longer answers its negative (docs/architecture.md#fact-layout).
 */
function differenceSql(table: FinestFactTable) {
  const keys = factKeys(table).join(', ');
  const staged = factMetrics.map((metric) => `toInt64(${metric}) AS ${metric}`).join(', ');
  const there = factMetrics.map((metric) => `-toInt64(${metric})`).join(', ');
  const differences = factMetrics.map((metric) => `sum(${metric}) AS d_${metric}`).join(', ');
  return `INSERT INTO ${table} (${factColumns(table).join(', ')})
    SELECT ${keys}, ${differences} FROM (
      SELECT ${keys}, ${staged} FROM ${stageTable(table)} WHERE ${inDays}
      UNION ALL
      SELECT ${keys}, ${there} FROM ${table} WHERE ${inDays}
    )
    GROUP BY ${keys}
    HAVING ${nonZero(factMetrics.map((metric) => `d_${metric}`))}`;
}

/**
 * Empties the stage of `tables` (and their roll-ups): TRUNCATE, which drops parts rather than mutating them,
 * of the stage tables that hold parts, asked in one read (most of a sync's stage tables hold none before it
 * writes, and some none after).
 */
async function clearStage(facts: FactStore, tables: readonly FinestFactTable[]) {
  const stage = tables.flatMap((table) => {
    const rollup = unitRollupOf(table);
    return (rollup ? [table, rollup] : [table]).map(stageTable);
  });
  // The stage is the node's own (docs/architecture.md#facts-on-a-cluster): its parts are in its own system.parts.
  const holding = await facts.query<{ table: string }>(
    `SELECT DISTINCT table FROM system.parts
      WHERE active AND database = currentDatabase() AND has({stage:Array(String)}, table)`,
    { stage },
  );
  for (const { table } of holding) await facts.query(`TRUNCATE TABLE ${table}`);
}

/** Where `write` puts a table's rows: the table itself, or its stage. */
export type RowsInto = (table: string) => string;

/**
 * Replaces an account's days of `tables` with the rows `write` puts into the tables `into` names (a stage's
 * unit roll-up fills as its source does; docs/architecture.md#fact-layout). When none of the tables holds
 * any of those days yet (a new account, days never read), `write` writes into the tables themselves. Else
 * into their stage tables, emptied before and after: then each table that holds some of the days gets the
 * differences in one INSERT, the others the staged rows as they are. No mutation: other accounts' rows and
 * other days stay as they lie, and each roll-up takes the same rows as its source. One replacement at a time
 * (the sync's lease, docs/architecture.md#report-sync).
 */
export async function replaceDays(
  facts: FactStore,
  tables: readonly FinestFactTable[],
  days: AccountDays,
  write: (into: RowsInto) => Promise<void>,
) {
  const held = await tablesWithRows(facts, tables, inDays, { ...days });
  if (held.size === 0) {
    await write((table) => table);
    return;
  }
  await clearStage(facts, tables);
  await write(stageTable);
  for (const table of tables) {
    await facts.query(held.has(table) ? differenceSql(table) : copySql(table), { ...days });
  }
  await clearStage(facts, tables);
}

/** The statement that copies an account's staged days of `table` as they are. */
function copySql(table: FinestFactTable) {
  const columns = factColumns(table).join(', ');
  return `INSERT INTO ${table} (${columns}) SELECT ${columns} FROM ${stageTable(table)} WHERE ${inDays}`;
}

/**
 * The last Sunday of the account's keyword weeks summed into the weekly roll-up
 * (docs/architecture.md#weekly-keyword-roll-up), undefined before any: later weeks are read from the daily
 * facts.
 */
export async function keywordWeeksSummedThrough(facts: FactStore, accountId: number) {
  const [summed] = await facts.query<{ summed_through: string }>(
    latestOfAccounts(keywordWeeksSummedTable, 'summed_through', 'account_id = {accountId:UInt32}'),
    { accountId },
  );
  return summed?.summed_through;
}

/** Whether the weekly roll-up holds the account's weeks through `endDate`, all closed and summed. */
export async function keywordWeeksHeldThrough(facts: FactStore, accountId: number, endDate: string) {
  const summed = await keywordWeeksSummedThrough(facts, accountId);
  return summed !== undefined && endDate <= summed;
}
