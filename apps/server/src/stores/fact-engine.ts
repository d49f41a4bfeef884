import type { FactPlacement } from './fact-placement';

/**
 * What a fact store needs of a ClickHouse engine, embedded (chdb-fact-engine.ts) or a server
 * (clickhouse-fact-engine.ts): statements in, JSON text out. Binding, the answer cache and migrations are the
 * store's, the same on both (fact-store.ts).
 */
export interface FactEngine {
  /** Where the store's tables lie: one engine, or a cluster (docs/architecture.md#facts-on-a-cluster). */
  readonly placement: FactPlacement;
  /**
   * A read's answer in `read.format`, as the engine's UTF-8 bytes in the pieces it wrote them in (passed on
   * without decoding them, docs/architecture.md#report-answers-pass-through): rows in blocks where the engine
   * streams them, else one piece. Reads may run side by side. `read.exact` asks for the exact count of rows
   * before the LIMIT (`exact_rows_before_limit`), where the engine has it. `timing` is given the time the read
   * waited for a session and the time it ran.
   */
  read(read: FactRead, timing?: ReadTiming): Promise<Buffer[]>;
  /** Whether an exact read counts exactly: servers before the setting count after joins instead. */
  readonly countsRowsBeforeLimit: boolean;
  /**
   * Whether one SELECT may join several tables: older servers take one join per SELECT, and there a report
   * page nests a SELECT for each (docs/testing.md#load-bench).
   */
  readonly joinsInOneSelect: boolean;
  /**
   * The format a report's rows are read in (docs/architecture.md#report-answers-pass-through): one row a
   * line where the engine writes its totals and count that way, else `JSON`.
   */
  readonly rowsFormat: RowsFormat;
  /** Runs a statement that changes the store; its answer (usually none) as JSONCompact text. */
  write(sql: string): Promise<string>;
  insert(table: string, rows: readonly Record<string, unknown>[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * ClickHouse's answer formats the store reads: JSONCompact (rows as arrays, for the store's own use) or one
 * of the formats of rows as objects keyed by column, which a report answer passes through as they are
 * (docs/architecture.md#report-answers-pass-through).
 */
export type AnswerFormat = 'JSONCompact' | RowsFormat;

/**
 * Rows as objects keyed by column: `JSON`, one document, indented; or `JSONEachRowWithProgress`, one line
 * each, without white space, then its totals and count a line each (newer engines only).
 */
export type RowsFormat = 'JSON' | 'JSONEachRowWithProgress';

/**
 * Where a call's reads spent their time, added up over its reads (the `Server-Timing` of its answer,
 * docs/testing.md#load-bench): waiting for an engine session, and running on one.
 */
export interface ReadTiming {
  queuedMs: number;
  engineMs: number;
}

/**
 * One read sent to the engine: its SQL with every value bound, the format, whether it counts exactly, and
 * whether its rows are few (a page of at most `fewRowsLimit`): those may come in one piece.
 */
export interface FactRead {
  sql: string;
  format: AnswerFormat;
  exact: boolean;
  fewRows?: boolean;
}

/**
 * The most rows a read may ask for and still count as few (docs/architecture.md#report-answers-pass-through):
 * a screen's page or a scheduled report's chunk, well under a megabyte of JSON.
 */
export const fewRowsLimit = 1000;
