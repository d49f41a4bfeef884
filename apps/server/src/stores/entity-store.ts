import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createClient } from '@libsql/client';
import { Kysely } from 'kysely';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import type { EntityDatabase } from './entity-schema';
import { entityMigrations } from './entity-migrations';
import { LibsqlDialect } from './libsql-dialect';

/**
 * Users, sessions, accounts and the rest of the entities (docs/architecture.md#entity-store). Everything goes
 * through Kysely, so a PostgreSQL dialect can replace the embedded SQLite without touching the callers.
 */
export interface EntityStore {
  readonly db: Kysely<EntityDatabase>;
  /** True when this open created the store (a fresh data folder). */
  readonly created: boolean;
  close(): Promise<void>;
}

const migrationProvider: MigrationProvider = { getMigrations: async () => entityMigrations };

/** Opens (creating and migrating if new) the embedded SQLite entity store in `dataDir`. */
export async function openEntityStore(dataDir: string): Promise<EntityStore> {
  mkdirSync(dataDir, { recursive: true });
  const client = createClient({ url: `file:${path.join(dataDir, 'entities.db')}` });
  await client.execute('PRAGMA journal_mode = WAL');
  await client.execute('PRAGMA foreign_keys = ON');
  await client.execute('PRAGMA busy_timeout = 5000');
  const db = new Kysely<EntityDatabase>({ dialect: new LibsqlDialect(client) });
  const { error, results } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  if (error) {
    await db.destroy();
    throw error;
  }
  const created = results?.some((r) => r.migrationName === Object.keys(entityMigrations)[0]) ?? false;
  return { db, created, close: () => db.destroy() };
}
