import { defaultListSort, responseCode, type SortOrder } from '@adconsole/api-client/contract';
import { lookup, type Language } from '@adconsole/i18n/resources';
import { sql, type SelectQueryBuilder } from 'kysely';
import { ResponseError } from '../http/response-error';

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

export interface ListPage<Col extends string> {
  number: number;
  size: number;
  sortCol?: Col;
  sortOrder?: SortOrder;
}

/**
 * One page of an administration list and how many rows the whole query has: sorted by the column asked
 * for (`columns` maps each sortable column to its SQL column), else newest first; ties by id in the same
 * direction, so paging never repeats or skips a row. Answers the page as the envelope names it.
 */
export async function sortedPage<DB, TB extends keyof DB, O, Col extends string>(
  rows: SelectQueryBuilder<DB, TB, O>,
  page: ListPage<Col>,
  columns: Record<Col | 'createdTime' | 'id', string>,
) {
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
  const totalCount = Number(count.count);
  return { rows: list, page: { number: page.number, size: page.size, sortCol, sortOrder, totalCount } };
}

/** A refused write: `code` with one field's message in the caller's language, also as the answer's `msg`. */
export function refusal(code: number, language: Language, field: string, key: string): ResponseError {
  const message = lookup(language, key)!;
  return new ResponseError(code, [{ field, message }], message);
}

/** A write refused while its record still has children: 400 naming `id` (nothing is changed). */
export const hasChildren = (language: Language, key: string) =>
  refusal(responseCode.badRequest, language, 'id', key);
