import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { drainPending, Session } from 'chdb';
import { factMigrations } from './fact-migrations';

/**
 * Report facts (DESIGN §3): ClickHouse SQL over MergeTree tables, embedded through chdb. A ClickHouse
 * server can stand behind the same interface, since the SQL is the same.
 */
export interface FactStore {
  /** Rows of a query; `{name:Type}` placeholders are bound server-side from `params`. */
  query<Row>(sql: string, params?: Record<string, unknown>): Promise<Row[]>;
  /** Inserts rows (objects keyed by column) into a table. */
  insert(table: string, rows: readonly Record<string, unknown>[]): Promise<void>;
  close(): Promise<void>;
}

/** Opens (creating and migrating if new) the embedded ClickHouse fact store in `dataDir/facts`. */
export async function openFactStore(dataDir: string): Promise<FactStore> {
  const dir = path.join(dataDir, 'facts');
  mkdirSync(dir, { recursive: true });
  const session = new Session(dir, {
    connectionArgs: ['--async_load_databases=0', '--async_load_system_database=0'],
  });
  const store: FactStore = {
    async query<Row>(sql: string, params?: Record<string, unknown>) {
      const result = params
        ? await session.queryBindAsync(sql, params, { format: 'JSONEachRow' })
        : await session.queryAsync(sql, { format: 'JSONEachRow' });
      const text = result.text().trim();
      return text ? text.split('\n').map((line) => JSON.parse(line) as Row) : [];
    },
    async insert(table, rows) {
      if (rows.length > 0) await session.insert({ table, values: rows as Record<string, unknown>[] });
    },
    async close() {
      session.close();
      // libchdb binds one data folder per process: wait until the connection is really gone.
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
