import { setTimeout as sleep } from 'node:timers/promises';
import { createAnswerCache, type AnswerCacheLimits, type AnswerCacheStats } from './answer-cache';
import { bindSql } from './bind-sql';
import { openChdbEngine } from './chdb-fact-engine';
import { openClickHouseEngine } from './clickhouse-fact-engine';
import type { FactEngine, FactRead, ReadTiming } from './fact-engine';
import { factMigrations } from './fact-migrations';
import {
  createTable,
  localTable,
  onCluster,
  systemTableOf,
  tableNames,
  type FactPlacement,
  type OnCluster,
} from './fact-placement';
import { factSchema, isSharded, migrationsTable } from './fact-schema';

/**
 * Report facts (docs/architecture.md#fact-store): ClickHouse SQL over MergeTree tables, embedded through
 * chdb or on a ClickHouse server (docs/architecture.md#clickhouse-server-fact-store), the same SQL on both.
 */
export interface FactStore {
  /** Where its tables lie: one engine, or a cluster (docs/architecture.md#facts-on-a-cluster). */
  readonly placement: FactPlacement;
  /**
   * Rows of a query; `{name:Type}` placeholders are bound from `params` (as typed literals, see bind-sql.ts).
   * A read (SELECT, WITH) may be answered from the cache; anything else is a write and empties it.
   */
  query<Row>(sql: string, params?: Record<string, unknown>, options?: ReadOptions): Promise<Row[]>;
  /**
   * A query's answer as arrays (no object per row, for answers of many rows), with its `WITH TOTALS` row and
   * how many rows it had before its LIMIT (at least; exactly when `exactCount` is asked, and then none from
   * a server that cannot count it exactly). An answer without rows comes without totals.
   */
  queryTable(sql: string, params?: Record<string, unknown>, options?: CountedReadOptions): Promise<FactTable>;
  /**
   * A query's rows as JSON text, objects keyed by column as the engine wrote them, to pass through to an
   * answer without parsing them (docs/architecture.md#report-answers-pass-through); its `WITH TOTALS` row
   * and count before the LIMIT as `queryTable`'s.
   */
  queryRows(sql: string, params?: Record<string, unknown>, options?: CountedReadOptions): Promise<FactRows>;
  /** Whether one SELECT may join several tables (the engine's `joinsInOneSelect`). */
  readonly joinsInOneSelect: boolean;
  /** Inserts rows (objects keyed by column) into a table. */
  insert(table: string, rows: readonly Record<string, unknown>[]): Promise<void>;
  /** How the answer cache has done since the store opened. */
  cacheStats(): AnswerCacheStats;
  /**
   * Empties the answer cache, as a write through this store does: another process wrote to the same server
   * (docs/architecture.md#work-across-processes).
   */
  forgetAnswers(): Promise<void>;
  /** Calls `listener` after every write through this store (to tell the other processes). */
  afterWrites(listener: () => void): void;
  /**
   * Calls `listener` with every read this store sends to its engine (none answered from the cache), until
   * called again without one: the report bench times the same reads on the engine
   * (docs/architecture.md#report-answers-pass-through).
   */
  watchReads(listener?: (read: FactRead) => void): void;
  /** A read run straight on the engine, past the cache: its answer as the engine wrote it, in its pieces. */
  readOnEngine(read: FactRead): Promise<Buffer[]>;
  close(): Promise<void>;
}

export interface ReadOptions {
  /** Given the time a read that reaches the engine waits for a session and runs (none from the cache). */
  timing?: ReadTiming;
}

export interface CountedReadOptions extends ReadOptions {
  /** The exact count of rows before the LIMIT rather than at least. */
  exactCount?: boolean;
  /** The read asks for at most `fewRowsLimit` rows (FactRead.fewRows). */
  fewRows?: boolean;
}

export interface FactRows {
  /**
   * A JSON array of the rows, each an object keyed by column, in UTF-8: in pieces to send one after another,
   * as the engine wrote them.
   */
  json: Buffer[];
  totals?: Record<string, unknown>;
  rowsBeforeLimit?: number;
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

/** The rows of a `FactRows` answer parsed, for those who read them. */
export const parsedRows = <Row>(rows: FactRows): Row[] =>
  JSON.parse(Buffer.concat(rows.json).toString()) as Row[];

/** An answer in one piece (a small one comes so; a server's always does). */
const joined = (pieces: Buffer[]) => (pieces.length === 1 ? pieces[0]! : Buffer.concat(pieces));

function tableOf(bytes: Buffer): FactTable {
  const text = bytes.toString();
  // chdb prints the totals of an answer without rows ahead of its document: no rows, totals unknown.
  if (!text.trimStart().startsWith('{')) return { columns: [], rows: [] };
  const answer = JSON.parse(text) as CompactAnswer;
  return {
    columns: answer.meta.map((m) => m.name),
    rows: answer.data,
    // A server answers the totals of no rows: dropped, so that both engines answer alike.
    totals: answer.data.length > 0 ? answer.totals : undefined,
    rowsBeforeLimit: answer.rows_before_limit_at_least,
  };
}

/** ClickHouse's JSON answer without its rows (`data`), which stay text. */
interface JsonAnswerTail {
  rows: number;
  totals?: Record<string, unknown>;
  rows_before_limit_at_least?: number;
}

/** A report's rows as the cache keeps them: its size is the rows' text. */
type KeptRows = FactRows & { length: number };

const kept = (rows: FactRows): KeptRows => ({
  ...rows,
  length: rows.json.reduce((bytes, piece) => bytes + piece.length, 0),
});

const noRows = () => kept({ json: [Buffer.from('[]')] });

/** How a line of JSONEachRowWithProgress starts when it holds a row: `{"row":` then the row's object. */
const rowLineStart = Buffer.from('{"row":');

/** Whether the line at `start` holds a row (byte by byte: a native call per row costs more, 50,000 of them). */
function startsRow(text: Buffer, start: number) {
  for (let i = 0; i < rowLineStart.length; i++) if (text[start + i] !== rowLineStart[i]) return false;
  return true;
}

/** What the lines of JSONEachRowWithProgress other than rows may say (meta, progress…: unread). */
interface AnswerLine {
  totals?: Record<string, unknown>;
  rows_before_limit_at_least?: number;
}

/**
 * The rows of a JSONEachRowWithProgress answer made a JSON array where they lie, the other lines parsed. Each
 * row is a line `{"row":{…}}` (strings escape their line breaks): the wrapper's first byte becomes the `[`
 * or `,` before the row and the rest of it white space, so the rows are passed on without copying them. A
 * streamed answer comes in blocks, each starting with its own meta line: each block's piece runs from its
 * first row to its last, and a line that is not a row (progress) among them becomes white space.
 */
function lineRowsOf(blocks: Buffer[]): KeptRows {
  const pieces: Buffer[] = [];
  /** Where the last row seen so far ends: its wrapper's closing brace becomes the array's. */
  let last: { block: Buffer; end: number } | undefined;
  const other: AnswerLine = {};
  for (const text of blocks) {
    let first = -1;
    let end = -1;
    for (let start = 0; start < text.length;) {
      const next = text.indexOf(0x0a, start);
      const lineEnd = next < 0 ? text.length : next;
      if (startsRow(text, start)) {
        text[start] = last ? 0x2c : 0x5b;
        for (let i = 1; i < rowLineStart.length; i++) text[start + i] = 0x20;
        // The wrapper's closing brace.
        text[lineEnd - 1] = 0x20;
        if (first < 0) first = start;
        end = lineEnd;
        last = { block: text, end };
      } else if (lineEnd > start) {
        Object.assign(other, JSON.parse(text.toString('utf8', start, lineEnd)) as AnswerLine);
        if (first >= 0) text.fill(0x20, start, lineEnd);
      }
      start = lineEnd + 1;
    }
    if (first >= 0) pieces.push(text.subarray(first, end));
  }
  if (!last) return noRows();
  last.block[last.end - 1] = 0x5d;
  return kept({
    json: pieces,
    totals: other.totals,
    rowsBeforeLimit: other.rows_before_limit_at_least,
  });
}

/**
 * The rows of a JSON answer cut out as text, the rest parsed. ClickHouse writes `meta` (an array), `"data":`
 * then the rows one field a line, each line indented, and closes the array with a line of one tab and `]`;
 * what follows (totals, counts, statistics) holds no array at that depth, and strings escape their line
 * breaks: the last such line ends the rows, found from the end without reading them.
 */
function rowsOf(pieces: Buffer[]): KeptRows {
  const text = joined(pieces);
  // As in tableOf: an answer without rows may come with its totals ahead of the document.
  if (text[text.findIndex((byte) => byte > 0x20)] !== 0x7b) return noRows();
  const data = text.indexOf('"data":');
  const open = text.indexOf('[', data);
  const close = text.lastIndexOf('\n\t]') + 3;
  const tail = JSON.parse(
    `${text.toString('utf8', 0, data)}"data": []${text.toString('utf8', close)}`,
  ) as JsonAnswerTail;
  return kept({
    json: [text.subarray(open, close)],
    totals: tail.rows > 0 ? tail.totals : undefined,
    rowsBeforeLimit: tail.rows_before_limit_at_least,
  });
}

/** One row of a table as an object keyed by column. */
export function rowObject<Row>(columns: readonly string[], values: readonly unknown[]): Row {
  const row: Record<string, unknown> = {};
  for (let i = 0; i < columns.length; i++) row[columns[i]!] = values[i];
  return row as Row;
}

export interface FactStoreOptions {
  /** The embedded store's folder holds `facts`; unused with `clickhouseUrl`. */
  dataDir: string;
  /** `CLICKHOUSE_URL`: a ClickHouse server (`http[s]://[user:password@]host:port[/database]`); chdb without. */
  clickhouseUrl?: string;
  /** `CLICKHOUSE_CLUSTER`: the cluster of the server of `clickhouseUrl` the facts are spread over. */
  clickhouseCluster?: string;
  /** Reads that run side by side: chdb sessions (one per core by default) or server connections (10). */
  readers?: number;
  /** `FACT_MEMORY_MB`: what the embedded engine may hold (docs/architecture.md#chdb-memory); unused on a server. */
  memoryMb?: number;
  answerCache?: AnswerCacheLimits;
  /** Told how long each statement took on the engine (ms): the server's metrics (docs/operations.md#metrics). */
  onQuery?: FactQueryTimer;
  /**
   * Told of each mutation (`ALTER TABLE … DELETE|UPDATE`) with the rows of the table's parts it went over,
   * which it rewrites: the server's metrics (docs/architecture.md#fact-layout).
   */
  onMutation?: FactMutationCounter;
}

export type FactMutationCounter = (table: string, rows: number) => void;

export type FactEngineName = 'chdb' | 'clickhouse';
export type FactQueryTimer = (engine: FactEngineName, ms: number) => void;

/** Reads start with SELECT or WITH; every other statement (INSERT, ALTER, DDL) writes. */
const readStatement = /^\s*(SELECT|WITH)\b/i;
/**
 * A mutation (`ALTER TABLE [database.]t [ON CLUSTER c] DELETE|UPDATE …`): the engine runs it after answering,
 * so the store waits.
 */
const mutation =
  /^\s*ALTER\s+TABLE\s+(?:[A-Za-z_][A-Za-z0-9_]*\.)?([A-Za-z_][A-Za-z0-9_]*)(?:\s+ON\s+CLUSTER\s+\w+)?\s+(DELETE|UPDATE)\b/i;
/** How often and how long a write waits for its mutation (a mutation that fails stays undone). */
const mutationPollMs = 20;
const mutationTimeoutMs = 10 * 60_000;

/**
 * Opens (creating and migrating if new) the fact store: on the ClickHouse server of `clickhouseUrl` when given,
 * else embedded in `dataDir/facts`. Answers are cached until the next write
 * (docs/architecture.md#fact-store-pool-and-cache).
 */
export async function openFactStore(options: FactStoreOptions): Promise<FactStore> {
  return options.clickhouseUrl
    ? openClickHouseFactStore(options.clickhouseUrl, options)
    : openChdbFactStore(options.dataDir, options);
}

type EngineOptions = Pick<
  FactStoreOptions,
  'readers' | 'answerCache' | 'memoryMb' | 'onQuery' | 'onMutation' | 'clickhouseCluster'
>;

/** The embedded fact store: chdb sessions on `dataDir/facts`, one for writes and `readers` for reads. */
export function openChdbFactStore(dataDir: string, options: EngineOptions = {}): Promise<FactStore> {
  const engine = openChdbEngine(dataDir, options.readers, options.memoryMb);
  return storeOn(timed(engine, 'chdb', options.onQuery), options);
}

/** The fact store on a ClickHouse server, its database made when missing. */
export async function openClickHouseFactStore(url: string, options: EngineOptions = {}): Promise<FactStore> {
  const engine = await openClickHouseEngine(url, options.readers, options.clickhouseCluster);
  return storeOn(timed(engine, 'clickhouse', options.onQuery), options);
}

/**
 * The engine with the time of each statement told to `onQuery`, from asking to the whole answer (a chdb read
 * waiting for its session included): reads that reach it, writes and inserts alike.
 */
function timed(engine: FactEngine, name: FactEngineName, onQuery?: FactQueryTimer): FactEngine {
  if (!onQuery) return engine;
  const tell = onQuery;
  async function time<T>(statement: () => Promise<T>) {
    const started = performance.now();
    try {
      return await statement();
    } finally {
      tell(name, performance.now() - started);
    }
  }
  return {
    ...engine,
    read: (read, timing) => time(() => engine.read(read, timing)),
    write: (sql) => time(() => engine.write(sql)),
    insert: (table, rows) => time(() => engine.insert(table, rows)),
  };
}

async function storeOn(
  engine: FactEngine,
  { answerCache, onMutation }: Pick<EngineOptions, 'answerCache' | 'onMutation'>,
): Promise<FactStore> {
  // An answer as its reader made it of the engine's bytes (rows made an array in place are kept so).
  const cache = createAnswerCache<Buffer | KeptRows>(answerCache);
  const writeListeners: (() => void)[] = [];
  /** A write through the cache (which it empties), then the listeners told. */
  async function written<T>(run: () => Promise<T>) {
    const result = await cache.write(run);
    for (const listener of writeListeners) listener();
    return result;
  }

  async function write(sql: string) {
    const table = mutation.exec(sql)?.[1];
    // Counted under the table's own name, not its rows' table on a cluster's nodes.
    if (table && onMutation) onMutation(table.replace(/_local$/, ''), await partRows(engine, table));
    const text = await engine.write(sql);
    if (table) await mutationsDone(engine, table);
    return Buffer.from(text);
  }
  let watcher: ((read: FactRead) => void) | undefined;
  /** A read's answer made by `answerOf` of the engine's bytes, from the cache or the engine. */
  function read<T extends Buffer | KeptRows>(
    read: FactRead,
    answerOf: (pieces: Buffer[]) => T,
    timing?: ReadTiming,
  ): Promise<T> {
    // The same SQL in another format or counted exactly or not is another answer: comments keep keys apart.
    const key = `${read.sql}\n-- ${read.format}${read.exact ? ', exact count' : ''}`;
    // One format, one reader: the answer kept under a key is what `answerOf` made.
    return cache.answer(key, async () => {
      watcher?.(read);
      return answerOf(await engine.read(read, timing));
    }) as Promise<T>;
  }
  /** A server that cannot count exactly answers no count when asked for the exact one. */
  const counted = <T extends { rowsBeforeLimit?: number }>(answer: T, exact: boolean): T =>
    exact && !engine.countsRowsBeforeLimit ? { ...answer, rowsBeforeLimit: undefined } : answer;
  async function queryTable(
    sql: string,
    params?: Record<string, unknown>,
    { exactCount = false, timing }: CountedReadOptions = {},
  ) {
    const bound = bindSql(sql, params);
    if (!readStatement.test(bound)) return tableOf(await written(() => write(bound)));
    const text = await read({ sql: bound, format: 'JSONCompact', exact: exactCount }, joined, timing);
    return counted(tableOf(text), exactCount);
  }
  const store: FactStore = {
    placement: engine.placement,
    joinsInOneSelect: engine.joinsInOneSelect,
    async query<Row>(sql: string, params?: Record<string, unknown>, options?: ReadOptions) {
      const { columns, rows } = await queryTable(sql, params, options);
      return rows.map((values) => rowObject<Row>(columns, values));
    },
    queryTable,
    async queryRows(sql, params, { exactCount = false, fewRows, timing } = {}) {
      const format = engine.rowsFormat;
      const rows = await read(
        { sql: bindSql(sql, params), format, exact: exactCount, fewRows },
        format === 'JSON' ? rowsOf : lineRowsOf,
        timing,
      );
      return counted(rows, exactCount);
    },
    async insert(table, rows) {
      if (rows.length > 0) await written(() => engine.insert(table, rows));
    },
    cacheStats: () => cache.stats(),
    forgetAnswers: () => cache.write(async () => undefined),
    afterWrites: (listener) => writeListeners.push(listener),
    watchReads: (listener) => {
      watcher = listener;
    },
    readOnEngine: (read) => engine.read(read),
    close: () => engine.close(),
  };
  try {
    await migrate(store);
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}

/** The rows of a table's active parts (on every node of a cluster): what a mutation of it goes over. */
async function partRows(engine: FactEngine, table: string) {
  const parts = systemTableOf('parts', engine.placement);
  const sql = `SELECT toUInt64(sum(rows)) FROM ${parts.from} WHERE ${parts.database} AND table = '${table}' AND active`;
  const { rows } = tableOf(joined(await engine.read({ sql, format: 'JSONCompact', exact: false })));
  return Number(rows[0]?.[0] ?? 0);
}

/**
 * Waits until a table has no unfinished mutation: both engines run `ALTER TABLE … DELETE` in the background,
 * and older servers have no setting to wait for it (docs/architecture.md#clickhouse-server-fact-store).
 */
async function mutationsDone(engine: FactEngine, table: string) {
  const mutations = systemTableOf('mutations', engine.placement);
  const sql = `SELECT count() FROM ${mutations.from} WHERE ${mutations.database} AND table = '${table}' AND is_done = 0`;
  const deadline = Date.now() + mutationTimeoutMs;
  for (;;) {
    const { rows } = tableOf(joined(await engine.read({ sql, format: 'JSONCompact', exact: false })));
    if (rows[0]?.[0] === 0) return;
    if (Date.now() > deadline) throw new Error(`the mutation of ${table} has not finished in 10 minutes`);
    await sleep(mutationPollMs);
  }
}

/**
 * Makes a new store's tables as they are now and records every migration as run; runs the migrations a store
 * made by an earlier release has not run yet (docs/operations.md#upgrades). A store is new when it has run
 * none and has no fact table (a first start stopped before its first migration recorded itself had made one).
 * On a cluster, a start that finds every table on every shard makes nothing (each statement made ON CLUSTER
 * waits on every node's queue), and a shard that lacks the store's tables, one just added, gets them
 * (docs/architecture.md#facts-on-a-cluster).
 */
async function migrate(store: FactStore) {
  const { placement } = store;
  const schema = factSchema(placement);
  const complete =
    placement.kind === 'cluster' &&
    (await onEveryShard(store, placement, [...tableNames(migrationsTable, placement), ...schema.names]));
  if (!complete)
    for (const statement of createTable(migrationsTable, placement)) await store.query(statement);
  const applied = new Set(
    (await store.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
  );
  if (applied.size === 0 && !(await hasFactTable(store))) {
    await makeSchema(store, schema);
    for (const name of Object.keys(factMigrations)) {
      await store.query('INSERT INTO schema_migrations VALUES ({name:String}, now())', { name });
    }
    return;
  }
  for (const [name, migration] of Object.entries(factMigrations)) {
    if (applied.has(name)) continue;
    if (typeof migration === 'function') await migration(store);
    else for (const statement of migration) await store.query(statement);
    await store.query('INSERT INTO schema_migrations VALUES ({name:String}, now())', { name });
  }
  if (placement.kind === 'cluster' && !complete) await makeSchema(store, schema);
}

/**
 * Runs the schema's statements: on a cluster the tables side by side, since each statement waits for every
 * node to take it from the queue, then the views.
 */
async function makeSchema(store: FactStore, { tables, views }: ReturnType<typeof factSchema>) {
  const made = async (statements: readonly string[]) => {
    for (const statement of statements) await store.query(statement);
  };
  if (store.placement.kind === 'cluster') await Promise.all(tables.map(made));
  else for (const statements of tables) await made(statements);
  await made(views);
}

/** Whether every shard of the cluster holds every table of `names` in the store's database. */
async function onEveryShard(store: FactStore, placement: OnCluster, names: readonly string[]) {
  const [{ n: shards }] = await store.query<{ n: number }>(
    'SELECT uniqExact(shard_num) AS n FROM system.clusters WHERE cluster = {cluster:String}',
    { cluster: placement.cluster },
  );
  const [{ n: whole }] = await store.query<{ n: number }>(
    `SELECT count() AS n FROM (
      SELECT name, count() AS shards FROM cluster('${placement.cluster}', system, tables)
      WHERE database = {database:String} AND has({names:Array(String)}, name) GROUP BY name
    ) WHERE shards = {shards:UInt64}`,
    { database: placement.database, names, shards },
  );
  return whole === names.length;
}

async function hasFactTable(store: FactStore) {
  const [row] = await store.query<{ n: number }>(
    "SELECT count() AS n FROM system.tables WHERE database = currentDatabase() AND name = 'search_keyword_daily'",
  );
  return row!.n > 0;
}

/**
 * Deletes an account's rows from tables (from a day on, when given), waiting until they are gone. Checks
 * first, since a delete is a mutation of every part even when nothing matches. `ALTER TABLE … DELETE` rather
 * than `DELETE FROM`: the same statement runs embedded and on older servers.
 */
export async function deleteAccountRows(
  store: FactStore,
  tables: readonly string[],
  accountId: number,
  fromDate?: string,
) {
  const where = `account_id = {accountId:UInt32}${fromDate ? ' AND date >= {fromDate:Date}' : ''}`;
  const params = { accountId, fromDate };
  for (const name of await tablesWithRows(store, tables, where, params)) {
    // A node's own table (the sandbox's) is deleted from where it lies, on the node.
    const table = isSharded(name)
      ? `${localTable(name, store.placement)}${onCluster(store.placement)}`
      : name;
    await store.query(`ALTER TABLE ${table} DELETE WHERE ${where}`, params);
  }
}

/** Which of `tables` hold a row `where` keeps, in one read of at most a row each. */
export async function tablesWithRows(
  store: FactStore,
  tables: readonly string[],
  where: string,
  params: Record<string, unknown>,
): Promise<Set<string>> {
  const reads = tables.map((table) => `SELECT '${table}' AS name FROM ${table} WHERE ${where} LIMIT 1`);
  const rows = await store.query<{ name: string }>(reads.join(' UNION ALL '), params);
  return new Set(rows.map((row) => row.name));
}
