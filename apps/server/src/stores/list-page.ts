import {
  defaultListSort,
  type ListSort,
  type PageResponse,
  type SortOrder,
} from '@adconsole/api-client/contract';
import { sql, type SelectQueryBuilder } from 'kysely';

/** A list call's page request: its sort columns are those its contract lets it sort by, if any. */
export interface ListPageRequest<Col extends string> {
  number: number;
  size: number;
  sortCol?: Col;
  sortOrder?: SortOrder;
}

/**
 * The SQL column behind each column a list sorts by, its created time (the default sort) and its id (the
 * tie-breaker). Keyed by the contract's sortable columns, so only those reach the SQL.
 */
export type SortColumns<Col extends string> = Record<Col | 'createdTime' | 'id', string>;

/** The columns of a list of one table that sorts only by its default, newest first. */
export const newestFirst: SortColumns<never> = { createdTime: 'created_time', id: 'id' };

/**
 * One page of a list and how many rows the whole query has (docs/requirements.md#lists-and-paging): sorted by
 * the column asked for, else newest first; ties by id in the same direction, so paging never repeats or skips
 * a row. Answers the page as the envelope names it, with the sort applied.
 */
export async function listPage<DB, TB extends keyof DB, O, Col extends string>(
  rows: SelectQueryBuilder<DB, TB, O>,
  page: ListPageRequest<Col>,
  columns: SortColumns<Col>,
): Promise<{ rows: O[]; page: PageResponse }> {
  const sortCol = page.sortCol ?? defaultListSort.sortCol;
  const sortOrder = page.sortOrder ?? defaultListSort.sortOrder;
  const [list, count] = await Promise.all([
    rows
      .orderBy(sql.ref(columns[sortCol]), sortOrder)
      .orderBy(sql.ref(columns.id), sortOrder)
      .limit(page.size)
      .offset((page.number - 1) * page.size)
      .execute(),
    rows
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('count'))
      // Kysely loses the selection's type on a query of any table; this one is the count alone.
      .$castTo<{ count: number }>()
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: list, page: pageAnswer(page, { sortCol, sortOrder }, Number(count.count)) };
}

/**
 * One page of rows sorted in memory (the cost report's, assembled from both stores), answered as
 * `listPage` answers.
 */
export function sortedRowsPage<T>(rows: T[], page: ListPageRequest<string>, sort: ListSort) {
  const first = (page.number - 1) * page.size;
  return { rows: rows.slice(first, first + page.size), page: pageAnswer(page, sort, rows.length) };
}

function pageAnswer(page: ListPageRequest<string>, sort: ListSort, totalCount: number): PageResponse {
  return { number: page.number, size: page.size, ...sort, totalCount };
}

/**
 * "Contains" on a text column (docs/requirements.md#lists-and-paging): case aside, `%` and `_` taken
 * literally. lower() on both sides: SQLite's LIKE ignores ASCII case, PostgreSQL's does not.
 */
export function contains(column: string, text: string) {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/** The same text, case aside: names and account numbers are unique without regard to case. */
export const sameText = (column: string, text: string) =>
  sql<boolean>`lower(${sql.ref(column)}) = ${text.toLowerCase()}`;
