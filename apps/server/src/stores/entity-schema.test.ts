// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { freshEntityLocation } from '../testing/test-app';
import { entityTables } from '../entity-tables';
import { openEntityStore } from './entity-store';
import { isPostgres } from './postgres-connection';

// On the engine the tests run on: SQLite, or PostgreSQL with TEST_DATABASE_URL (docs/architecture.md#postgresql-entity-store).
const location = await freshEntityLocation();
const store = await openEntityStore(location, entityTables);
afterAll(async () => {
  await store.close();
  await location.remove();
});

interface StoredColumn {
  table: string;
  column: string;
  type: string;
  nullable: boolean;
}

/** Every column of the migrated store as the engine describes it; a primary key's column is never null. */
async function storedColumns(): Promise<StoredColumn[]> {
  if (isPostgres(store.db)) {
    const { rows } = await sql<{ table: string; column: string; type: string; is_nullable: string }>`
      select table_name as "table", column_name as "column", data_type as type, is_nullable
      from information_schema.columns
      where table_schema = current_schema() and table_name not like 'kysely_%'`.execute(store.db);
    return rows.map(({ is_nullable, ...row }) => ({ ...row, nullable: is_nullable === 'YES' }));
  }
  const { rows } = await sql<{ table: string; column: string; type: string; notnull: number; pk: number }>`
    select m.name as "table", c.name as "column", c.type, c."notnull", c.pk
    from sqlite_master m join pragma_table_info(m.name) c
    where m.type = 'table' and m.name not like 'kysely_%' and m.name <> 'sqlite_sequence'`.execute(store.db);
  return rows.map(({ notnull, pk, type, ...row }) => ({
    ...row,
    type: type.toLowerCase(),
    nullable: notnull === 0 && pk === 0,
  }));
}

const byName = (a: StoredColumn, b: StoredColumn) =>
  a.table.localeCompare(b.table) || a.column.localeCompare(b.column);

describe('the entity store’s tables', () => {
  it('are, after every migration, the declared ones: each column with its type and nullability', async () => {
    const declared = Object.entries(entityTables).flatMap(([table, { columns }]) =>
      Object.entries(columns).map(([column, { spec }]) => ({
        table,
        column,
        type: spec.sqlType,
        nullable: spec.nullable,
      })),
    );
    expect((await storedColumns()).sort(byName)).toEqual(declared.sort(byName));
  });

  it('hold the columns a later migration added, and not those a later one dropped', async () => {
    const users = (await storedColumns()).filter((c) => c.table === 'users').map((c) => c.column);
    expect(users.sort()).toEqual([
      'avatar',
      'created_time',
      'email',
      'email_confirmed',
      'frozen',
      'id',
      'introduction',
      'language',
      'password_hash',
      'user_name',
    ]);
    const accounts = (await storedColumns()).filter((c) => c.table === 'provider_accounts');
    expect(accounts.find((c) => c.column === 'sync_error')).toEqual({
      table: 'provider_accounts',
      column: 'sync_error',
      type: 'text',
      nullable: true,
    });
  });
});
