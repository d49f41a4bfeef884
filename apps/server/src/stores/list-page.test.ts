// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshEntityLocation } from '../testing/test-app';
import { openEntityStore } from './entity-store';
import { listPage, sortedRowsPage, type ListPageRequest } from './list-page';
import { entityTables } from '../entity-tables';

// On the engine the tests run on: SQLite, or PostgreSQL with TEST_DATABASE_URL (docs/architecture.md#postgresql-entity-store).
const location = await freshEntityLocation();
const store = await openEntityStore(location, entityTables);
afterAll(async () => {
  await store.close();
  await location.remove();
});

beforeAll(async () => {
  // Inserted in this order, so ids rise with it; three share a created time for the tie-breaker.
  const customers: [string, number][] = [
    ['Beta', 100],
    ['Alpha', 200],
    ['Gamma', 200],
    ['Delta', 300],
    ['Epsilon', 200],
  ];
  for (const [name, created] of customers) {
    await store.db.insertInto('customers').values({ name, created_time: created }).execute();
  }
});

const columns = { name: 'customers.name', createdTime: 'customers.created_time', id: 'customers.id' };

async function names(page: ListPageRequest<'name'>, nameLike = '%') {
  const rows = store.db.selectFrom('customers').select('name').where('name', 'like', nameLike);
  const answer = await listPage(rows, page, columns);
  return { names: answer.rows.map((row) => row.name), page: answer.page };
}

describe('one page of a list', () => {
  it('answers the first page newest first, ties by the newest id, with the whole count', async () => {
    expect(await names({ number: 1, size: 2 })).toEqual({
      names: ['Delta', 'Epsilon'],
      page: { number: 1, size: 2, sortCol: 'createdTime', sortOrder: 'desc', totalCount: 5 },
    });
    expect((await names({ number: 2, size: 2 })).names).toEqual(['Gamma', 'Alpha']);
  });

  it('answers the last page short and a page past the end empty, both with the whole count', async () => {
    expect(await names({ number: 3, size: 2 })).toEqual({
      names: ['Beta'],
      page: { number: 3, size: 2, sortCol: 'createdTime', sortOrder: 'desc', totalCount: 5 },
    });
    expect(await names({ number: 4, size: 2 })).toEqual({
      names: [],
      page: { number: 4, size: 2, sortCol: 'createdTime', sortOrder: 'desc', totalCount: 5 },
    });
  });

  it('answers an empty list with a count of 0', async () => {
    expect(await names({ number: 1, size: 10 }, 'Zeta%')).toEqual({
      names: [],
      page: { number: 1, size: 10, sortCol: 'createdTime', sortOrder: 'desc', totalCount: 0 },
    });
  });

  it('sorts oldest first with ties by the oldest id, and by a sortable column either way', async () => {
    const oldest = await names({ number: 1, size: 10, sortOrder: 'asc' });
    expect(oldest.names).toEqual(['Beta', 'Alpha', 'Gamma', 'Epsilon', 'Delta']);
    expect(oldest.page).toEqual({
      number: 1,
      size: 10,
      sortCol: 'createdTime',
      sortOrder: 'asc',
      totalCount: 5,
    });
    const byName = await names({ number: 1, size: 10, sortCol: 'name', sortOrder: 'asc' });
    expect(byName.names).toEqual(['Alpha', 'Beta', 'Delta', 'Epsilon', 'Gamma']);
    expect((await names({ number: 2, size: 3, sortCol: 'name', sortOrder: 'desc' })).names).toEqual([
      'Beta',
      'Alpha',
    ]);
  });

  it('pages rows sorted in memory the same way', () => {
    const sort = { sortCol: 'cost', sortOrder: 'asc' } as const;
    expect(sortedRowsPage([10, 20, 30, 40, 50], { number: 2, size: 2 }, sort)).toEqual({
      rows: [30, 40],
      page: { number: 2, size: 2, sortCol: 'cost', sortOrder: 'asc', totalCount: 5 },
    });
  });
});
