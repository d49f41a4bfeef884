import path from 'node:path';
import { createClient } from '@libsql/client';
import { Kysely, PostgresDialect, sql, type LogEvent } from 'kysely';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import type pg from 'pg';
import type { EntityDatabase, EntityTables } from './entity-schema';
import { entityMigrations } from './entity-migrations';
import { LibsqlDialect } from './libsql-dialect';
import { openPostgresPool } from './postgres-connection';
import { openPostgresSignals, type StoreSignals } from './postgres-signals';
import { ownerOnlyDatabaseFiles, ownerOnlyFolder } from './private-files';

/**
 * Users, sessions, accounts and the rest of the entities (docs/architecture.md#entity-store). Everything goes
 * through Kysely, so the same queries and migrations run on the embedded SQLite and on PostgreSQL
 * (docs/architecture.md#postgresql-entity-store).
 */
export interface EntityStore {
  readonly db: Kysely<EntityDatabase>;
  /** True when this open created the store (a fresh data folder or database). */
  readonly created: boolean;
  /** Messages to the other server processes on the same store: on PostgreSQL only (one process on SQLite). */
  readonly signals?: StoreSignals;
  close(): Promise<void>;
}

/** Where the entities are kept. */
export interface EntityStoreLocation {
  /** The data folder: `entities.db` in it, unless `databaseUrl` names a PostgreSQL database. */
  dataDir: string;
  /** DATABASE_URL: `postgres://…` keeps the entities in that PostgreSQL database. */
  databaseUrl?: string;
  /** DATABASE_POOL_SIZE: connections this process keeps to PostgreSQL at most (10). */
  poolSize?: number;
}

export type EntityEngine = 'sqlite' | 'postgres';
/** Told how long each query took (ms) and on which engine: the server's metrics (docs/operations.md#metrics). */
export type EntityQueryTimer = (engine: EntityEngine, ms: number) => void;

/**
 * A connection to the entity database as it is, not migrated: the embedded SQLite file in the data folder, or
 * a bounded pool on PostgreSQL.
 */
export async function connectEntityDatabase(location: EntityStoreLocation): Promise<Kysely<unknown>> {
  return (await connect(location)).db;
}

async function connect(
  location: EntityStoreLocation,
  onQuery?: EntityQueryTimer,
): Promise<{ db: Kysely<unknown>; pool?: pg.Pool }> {
  // Kysely times every query, transactions' too, and tells its log (failed queries as well).
  const timed = (engine: EntityEngine) =>
    onQuery && { log: (event: LogEvent) => onQuery(engine, event.queryDurationMillis) };
  if (location.databaseUrl) {
    const pool = await openPostgresPool(location.databaseUrl, location.poolSize);
    return { db: new Kysely({ dialect: new PostgresDialect({ pool }), ...timed('postgres') }), pool };
  }
  ownerOnlyFolder(location.dataDir);
  const file = path.join(location.dataDir, 'entities.db');
  ownerOnlyDatabaseFiles(file);
  const client = createClient({ url: `file:${file}` });
  await client.execute('PRAGMA journal_mode = WAL');
  await client.execute('PRAGMA foreign_keys = ON');
  await client.execute('PRAGMA busy_timeout = 5000');
  return { db: new Kysely({ dialect: new LibsqlDialect(client), ...timed('sqlite') }) };
}

/**
 * Opens (creating and migrating if new) the entity store, whose tables every feature declares (`tables`: the
 * server's `entityTables`). On PostgreSQL the migrator holds an advisory lock, so processes starting together
 * migrate once.
 */
export async function openEntityStore(
  location: EntityStoreLocation,
  tables: EntityTables,
  onQuery?: EntityQueryTimer,
): Promise<EntityStore> {
  const connection = await connect(location, onQuery);
  const db = connection.db as Kysely<EntityDatabase>;
  const migrations = entityMigrations(tables);
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    await db.destroy();
    throw error;
  }
  const created = results?.some((r) => r.migrationName === Object.keys(migrations)[0]) ?? false;
  let signals: StoreSignals | undefined;
  try {
    signals = connection.pool && (await openPostgresSignals(connection.pool, location.databaseUrl!));
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return {
    db,
    created,
    signals,
    async close() {
      await signals?.close();
      try {
        // A stopped server leaves every write in entities.db itself, its WAL written back and emptied: closing
        // the client alone leaves that to the next open (docs/operations.md#shutdown).
        if (!connection.pool) await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
      } finally {
        await db.destroy();
      }
    },
  };
}
