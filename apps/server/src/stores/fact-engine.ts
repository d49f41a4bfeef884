/**
 * What a fact store needs of a ClickHouse engine, embedded (chdb-fact-engine.ts) or a server
 * (clickhouse-fact-engine.ts): statements in, JSONCompact text out. Binding, the answer cache and migrations
 * are the store's, the same on both (fact-store.ts).
 */
export interface FactEngine {
  /**
   * A read's answer as JSONCompact text; reads may run side by side. `exact` asks for the exact count of
   * rows before the LIMIT (`exact_rows_before_limit`), where the engine has it.
   */
  read(sql: string, exact?: boolean): Promise<string>;
  /** Whether `read(sql, true)` counts exactly: servers before the setting count after joins instead. */
  readonly countsRowsBeforeLimit: boolean;
  /** Runs a statement that changes the store; its answer (usually none) as JSONCompact text. */
  write(sql: string): Promise<string>;
  insert(table: string, rows: readonly Record<string, unknown>[]): Promise<void>;
  close(): Promise<void>;
}
