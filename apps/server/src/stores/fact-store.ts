import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { availableParallelism } from 'node:os';
import { drainPending, Session } from 'chdb';
import { createAnswerCache, type AnswerCacheLimits, type AnswerCacheStats } from './answer-cache';
import { bindSql } from './bind-sql';
import { factMigrations } from './fact-migrations';

/**
 * Report facts (docs/architecture.md#fact-store): ClickHouse SQL over MergeTree tables, embedded through
 * chdb. A ClickHouse server can stand behind the same interface, since the SQL is the same.
 */
export interface FactStore {
  /**
   * Rows of a query; `{name:Type}` placeholders are bound from `params` (as typed literals, see bind-sql.ts).
   * A read (SELECT, WITH) may be answered from the cache; anything else is a write and empties it.
   */
  query<Row>(sql: string, params?: Record<string, unknown>): Promise<Row[]>;
  /**
   * A query's answer as arrays (no object per row, for answers of many rows), with its `WITH TOTALS` row and
   * how many rows it had before its LIMIT. An answer without rows comes without totals.
   */
  queryTable(sql: string, params?: Record<string, unknown>): Promise<FactTable>;
  /** Inserts rows (objects keyed by column) into a table. */
  insert(table: string, rows: readonly Record<string, unknown>[]): Promise<void>;
  /** How the answer cache has done since the store opened. */
  cacheStats(): AnswerCacheStats;
  close(): Promise<void>;
}

export interface FactTable {
  columns: string[];
  rows: unknown[][];
  totals?: unknown[];
  rowsBeforeLimit?: number;
}

/** ClickHouse's JSONCompact answer: column names once, then rows as arrays (a third of JSONEachRow's size). */
interface CompactAnswer {
  meta: { name: string }[];
  data: unknown[][];
  totals?: unknown[];
  rows_before_limit_at_least?: number;
}

function tableOf(text: string): FactTable {
  // ClickHouse prints the totals of an answer without rows ahead of its document: no rows, totals unknown.
  if (!text.trimStart().startsWith('{')) return { columns: [], rows: [] };
  const answer = JSON.parse(text) as CompactAnswer;
  return {
    columns: answer.meta.map((m) => m.name),
    rows: answer.data,
    totals: answer.totals,
    rowsBeforeLimit: answer.rows_before_limit_at_least,
  };
}

/** One row of a table as an object keyed by column. */
export function rowObject<Row>(columns: readonly string[], values: readonly unknown[]): Row {
  const row: Record<string, unknown> = {};
  for (let i = 0; i < columns.length; i++) row[columns[i]!] = values[i];
  return row as Row;
}

export interface FactStoreOptions {
  /** Sessions that run reads side by side; one per core by default. */
  readers?: number;
  answerCache?: AnswerCacheLimits;
}

/** Reads start with SELECT or WITH; every other statement (INSERT, DELETE, DDL) writes. */
const readStatement = /^\s*(SELECT|WITH)\b/i;

/**
 * Opens (creating and migrating if new) the embedded ClickHouse fact store in `dataDir/facts`: one session for
 * writes and `readers` sessions on the same folder for reads, each read going to the least busy one, and
 * answers cached until the next write (docs/architecture.md#fact-store-pool-and-cache).
 */
export async function openFactStore(dataDir: string, options: FactStoreOptions = {}): Promise<FactStore> {
  const dir = path.join(dataDir, 'facts');
  mkdirSync(dir, { recursive: true });
  const open = () =>
    new Session(dir, {
      connectionArgs: [
        '--async_load_databases=0',
        '--async_load_system_database=0',
        // Sums come back as JSON numbers, not strings: every id and sum we store stays below 2^53.
        '--output_format_json_quote_64bit_integers=0',
      ],
    });
  const writer = open();
  const readers = Array.from({ length: options.readers ?? availableParallelism() }, () => ({
    session: open(),
    running: 0,
  }));
  const cache = createAnswerCache(options.answerCache);

  async function run(session: Session, sql: string) {
    return (await session.queryAsync(sql, { format: 'JSONCompact' })).text();
  }
  async function read(sql: string) {
    const reader = readers.reduce((least, r) => (r.running < least.running ? r : least));
    reader.running++;
    try {
      return await run(reader.session, sql);
    } finally {
      reader.running--;
    }
  }
  async function queryTable(sql: string, params?: Record<string, unknown>) {
    const bound = bindSql(sql, params);
    const text = readStatement.test(bound)
      ? await cache.answer(bound, () => read(bound))
      : await cache.write(() => run(writer, bound));
    return tableOf(text);
  }
  const store: FactStore = {
    async query<Row>(sql: string, params?: Record<string, unknown>) {
      const { columns, rows } = await queryTable(sql, params);
      return rows.map((values) => rowObject<Row>(columns, values));
    },
    queryTable,
    async insert(table, rows) {
      if (rows.length > 0) {
        await cache.write(() => writer.insert({ table, values: rows as Record<string, unknown>[] }));
      }
    },
    cacheStats: () => cache.stats(),
    async close() {
      for (const { session } of readers) session.close();
      writer.close();
      // libchdb binds one data folder per process: wait until every connection is really gone.
      await drainPending();
    },
  };
  try {
    await migrate(store);
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}

async function migrate(store: FactStore) {
  await store.query(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name String, applied_at DateTime) ENGINE = MergeTree ORDER BY name',
  );
  const applied = new Set(
    (await store.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
  );
  for (const [name, statements] of Object.entries(factMigrations)) {
    if (applied.has(name)) continue;
    for (const statement of statements) await store.query(statement);
    await store.query('INSERT INTO schema_migrations VALUES ({name:String}, now())', { name });
  }
}

/**
 * Deletes an account's rows from tables (from a day on, when given). Checks first, since a delete is a
 * mutation of every part even when nothing matches.
 */
export async function deleteAccountRows(
  store: FactStore,
  tables: readonly string[],
  accountId: number,
  fromDate?: string,
) {
  const where = `account_id = {accountId:UInt32}${fromDate ? ' AND date >= {fromDate:Date}' : ''}`;
  const params = { accountId, fromDate };
  const counts = tables.map((table) => `SELECT '${table}' AS name FROM ${table} WHERE ${where} LIMIT 1`);
  const present = await store.query<{ name: string }>(counts.join(' UNION ALL '), params);
  for (const { name } of present) await store.query(`DELETE FROM ${name} WHERE ${where}`, params);
}
