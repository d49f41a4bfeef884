import {
  factColumns,
  factKeys,
  factMetrics,
  keywordWeeksSummedTable,
  nonZero,
  stageTable,
  unitRollupOf,
  type FinestFactTable,
} from './fact-migrations';
import type { FactStore } from './fact-store';

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

/** Empties the stage of `tables` (and their roll-ups): TRUNCATE, which drops parts rather than mutating them. */
async function clearStage(facts: FactStore, tables: readonly FinestFactTable[]) {
  for (const table of tables) {
    const rollup = unitRollupOf(table);
    for (const name of rollup ? [table, rollup] : [table]) {
      await facts.query(`TRUNCATE TABLE ${stageTable(name)}`);
    }
  }
}

/**
 * Replaces an account's days of `tables` with what `stage` writes into their stage tables
 * (`stageTable(name)`; a stage's unit roll-up fills as its source does): the stage is emptied, filled, then
 * each table gets the differences in one INSERT, and the stage is emptied again. No mutation: other
 * accounts' rows and other days stay as they lie, and each roll-up takes the same differences as its source.
 * One replacement at a time (the sync's lease, docs/architecture.md#report-sync).
 */
export async function replaceDays(
  facts: FactStore,
  tables: readonly FinestFactTable[],
  days: AccountDays,
  stage: () => Promise<void>,
) {
  await clearStage(facts, tables);
  await stage();
  for (const table of tables) await facts.query(differenceSql(table), { ...days });
  await clearStage(facts, tables);
}

/**
 * The last Sunday of the account's keyword weeks summed into the weekly roll-up (docs/architecture.md#weekly-keyword-roll-up),
 * undefined before any: later weeks are read from the daily facts.
 */
export async function keywordWeeksSummedThrough(facts: FactStore, accountId: number) {
  const [summed] = await facts.query<{ through: string }>(
    `SELECT toString(summed_through) AS through FROM ${keywordWeeksSummedTable} FINAL
      WHERE account_id = {accountId:UInt32}`,
    { accountId },
  );
  return summed?.through;
}
