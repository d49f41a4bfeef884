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
const inStagedDays = 'has({accountIds:Array(UInt32)}, account_id) AND date BETWEEN {from:Date} AND {to:Date}';

/**
 * The statement that makes the staged accounts' days of `table` what the stage holds for them: the staged rows
 * less the rows there, summed by key, where they differ. An unchanged row writes nothing, a changed one its
 * difference, a row the provider no longer answers its negative (docs/architecture.md#fact-layout).
 */
function differenceSql(table: FinestFactTable) {
  const keys = factKeys(table).join(', ');
  const staged = factMetrics.map((metric) => `toInt64(${metric}) AS ${metric}`).join(', ');
  const there = factMetrics.map((metric) => `-toInt64(${metric})`).join(', ');
  const differences = factMetrics.map((metric) => `sum(${metric}) AS d_${metric}`).join(', ');
  return `INSERT INTO ${table} (${factColumns(table).join(', ')})
    SELECT ${keys}, ${differences} FROM (
      SELECT ${keys}, ${staged} FROM ${stageTable(table)} WHERE ${inStagedDays}
      UNION ALL
      SELECT ${keys}, ${there} FROM ${table} WHERE ${inStagedDays}
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
 * Days of several accounts replaced together (docs/architecture.md#fact-layout): each account's days as its
 * provider answers them, then, at `flush`, one INSERT of differences per table for all the accounts staged.
 * A sync of many accounts writes a part per table and batch rather than per table and account.
 */
export interface DaysBatch {
  /**
   * Replaces an account's days of the batch's tables with the rows `write` puts into the tables `into` names
   * (a stage's unit roll-up fills as its source does). When none of the tables holds any of those days yet (a
   * new account, days never read), `write` writes into the tables themselves, at once. Else into their stage,
   * written to the tables at `flush` (or before, when the next account's days are other days). An account
   * whose `write` fails is left out of the flush.
   */
  replace(days: AccountDays, write: (into: RowsInto) => Promise<void>): Promise<void>;
  /** Writes the staged accounts' differences and empties the stage. */
  flush(): Promise<void>;
}

/**
 * A batch of replaced days over `tables`. No mutation: other accounts' rows and other days stay as they lie,
 * and each roll-up takes the same rows as its source. One batch at a time (the sync's lease,
 * docs/architecture.md#report-sync): the stage is the batch's.
 */
export function daysBatch(facts: FactStore, tables: readonly FinestFactTable[]): DaysBatch {
  let staged: { from: string; to: string; accountIds: number[] } | undefined;
  let stageCleared = false;
  async function flush() {
    if (!staged) return;
    const { from, to, accountIds } = staged;
    staged = undefined;
    if (accountIds.length > 0) {
      for (const table of tables) await facts.query(differenceSql(table), { from, to, accountIds });
    }
    await clearStage(facts, tables);
  }
  return {
    async replace(days, write) {
      const held = await tablesWithRows(facts, tables, inDays, { ...days });
      if (held.size === 0) {
        await write((table) => table);
        return;
      }
      if (staged && (staged.from !== days.from || staged.to !== days.to)) await flush();
      if (!stageCleared) {
        // What an interrupted sync left in the stage is not this batch's.
        await clearStage(facts, tables);
        stageCleared = true;
      }
      staged ??= { from: days.from, to: days.to, accountIds: [] };
      await write(stageTable);
      staged.accountIds.push(days.accountId);
    },
    flush,
  };
}

/** Replaces one account's days of `tables` at once: a batch of one (`DaysBatch.replace`). */
export async function replaceDays(
  facts: FactStore,
  tables: readonly FinestFactTable[],
  days: AccountDays,
  write: (into: RowsInto) => Promise<void>,
) {
  const batch = daysBatch(facts, tables);
  await batch.replace(days, write);
  await batch.flush();
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
