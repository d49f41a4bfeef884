import { sql, type SelectQueryBuilder } from 'kysely';

/**
 * One page of a list, newest first (docs/requirements.md#lists-and-paging): the rows of a table's query by
 * created time, then by id so rows of the same second never repeat or skip between pages, and how many rows
 * the whole query has.
 */
export async function newestFirstPage<DB, TB extends keyof DB, O>(
  rows: SelectQueryBuilder<DB, TB, O>,
  page: { number: number; size: number },
) {
  const [list, count] = await Promise.all([
    rows
      .selectAll()
      .orderBy(sql.ref('created_time'), 'desc')
      .orderBy(sql.ref('id'), 'desc')
      .limit(page.size)
      .offset((page.number - 1) * page.size)
      .execute(),
    rows
      .select((eb) => eb.fn.countAll<number>().as('count'))
      // Kysely loses the selection's type on a query of any table; this one is the count alone.
      .$castTo<{ count: number }>()
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: list, totalCount: Number(count.count) };
}
