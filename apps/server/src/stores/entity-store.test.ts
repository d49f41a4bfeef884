// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { freshEntityLocation } from '../testing/test-app';
import { openEntityStore } from './entity-store';
import { entityTables } from '../entity-tables';

// On the engine the tests run on: SQLite, or PostgreSQL with TEST_DATABASE_URL (docs/architecture.md#postgresql-entity-store).
const location = await freshEntityLocation();
const store = await openEntityStore(location, entityTables);
afterAll(async () => {
  await store.close();
  await location.remove();
});

const customer = async (name: string) =>
  (
    await store.db
      .insertInto('customers')
      .values({ name, created_time: 1_750_000_000_123 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

describe('the entity store', () => {
  it('is created and migrated on the first open, and only migrated after', async () => {
    expect(store.created).toBe(true);
    const again = await openEntityStore(location, entityTables);
    expect(again.created).toBe(false);
    await again.close();
  });

  it('numbers ids itself and never gives a deleted row’s id again', async () => {
    const first = await customer('一号客户');
    const second = await customer('二号客户');
    expect(second).toBe(first + 1);
    await store.db.deleteFrom('customers').where('id', '=', second).execute();
    expect(await customer('三号客户')).toBe(second + 1);
  });

  it('answers milliseconds, counts and sums as numbers', async () => {
    const row = await store.db
      .selectFrom('customers')
      .select((eb) => [
        eb.fn.countAll<number>().as('count'),
        eb.fn.sum<number>('created_time').as('sum'),
        eb.fn.max('created_time').as('latest'),
      ])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ count: 2, sum: 3_500_000_000_246, latest: 1_750_000_000_123 });
    const { rows } = await sql<{
      total: number;
    }>`select sum(balance_fen) as total from provider_accounts`.execute(store.db);
    expect(rows).toEqual([{ total: null }]);
  });

  it('refuses a PostgreSQL URL it cannot reach in one line, without the password', async () => {
    const opening = openEntityStore(
      {
        dataDir: location.dataDir,
        databaseUrl: 'postgres://adconsole:s3cret-pw@127.0.0.1:1/adconsole',
      },
      entityTables,
    );
    await expect(opening).rejects.toThrow(
      /^Cannot reach the PostgreSQL entity store at postgres:\/\/adconsole:\*\*\*@127\.0\.0\.1:1\/adconsole: connect ECONNREFUSED 127\.0\.0\.1:1$/,
    );
  });
});
