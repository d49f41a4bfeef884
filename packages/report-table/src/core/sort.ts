import type { ListSort, SortOrder } from '@adconsole/api-client/contract';
import { isEmptyValue, toNumber } from './format';
import type { ReportRow } from './title-info';

export type { SortOrder } from '@adconsole/api-client/contract';

/** One sorted column, as the API's page request names it (`page.sortCol`, `page.sortOrder`). */
export type ReportSort = ListSort;

/**
 * The sort after a click on a column's header (docs/requirements.md#sorting): ascending, then descending,
 * then back to the default order (null); a click on another column starts it ascending.
 */
export function nextSort(current: ReportSort | null | undefined, sortCol: string): ReportSort | null {
  if (current?.sortCol !== sortCol) return { sortCol, sortOrder: 'asc' };
  return current.sortOrder === 'asc' ? { sortCol, sortOrder: 'desc' } : null;
}

/** The `aria-sort` of a column's header under a sort. */
export function ariaSort(
  sort: ReportSort | null | undefined,
  sortCol: string,
): 'ascending' | 'descending' | 'none' {
  if (sort?.sortCol !== sortCol) return 'none';
  return sort.sortOrder === 'asc' ? 'ascending' : 'descending';
}

const collator = new Intl.Collator(['zh-CN', 'en'], { numeric: true });

/**
 * Ascending order of two report values: numbers (and numeric text) by value, other text by the
 * Chinese-aware collation; empty values are the caller's to place (they sort last either way).
 */
export function compareValues(a: unknown, b: unknown): number {
  const na = toNumber(a);
  const nb = toNumber(b);
  if (na !== undefined && nb !== undefined) return na - nb;
  return collator.compare(String(a), String(b));
}

/**
 * One number per row that orders a column ascending: the value itself when every value is a number (or
 * numeric text), else its rank as `compareValues` orders the values; NaN for an empty value. Worked out
 * once per data set and column, so every later sort compares numbers in a typed array instead of row
 * objects (docs/architecture.md#report-table).
 */
export function columnSortKeys(rows: readonly ReportRow[], dataKey: string): Float64Array {
  const keys = new Float64Array(rows.length);
  const present: number[] = [];
  let allNumbers = true;
  rows.forEach((row, index) => {
    const value = row[dataKey];
    if (isEmptyValue(value)) {
      keys[index] = Number.NaN;
      return;
    }
    present.push(index);
    const number = toNumber(value);
    if (number === undefined) allNumbers = false;
    else keys[index] = number;
  });
  if (allNumbers) return keys;
  present.sort((a, b) => compareValues(rows[a]![dataKey], rows[b]![dataKey]));
  let rank = 0;
  present.forEach((index, at) => {
    if (at > 0 && compareValues(rows[present[at - 1]!]![dataKey], rows[index]![dataKey]) !== 0) rank++;
    keys[index] = rank;
  });
  return keys;
}

/**
 * The rows' positions in a sort by their keys (`columnSortKeys`): empty values last in both orders, equal
 * values in the rows' own order.
 */
export function sortedPositions(keys: Float64Array, order: SortOrder): Uint32Array {
  const sign = order === 'asc' ? 1 : -1;
  const positions = new Uint32Array(keys.length);
  for (let index = 0; index < positions.length; index++) positions[index] = index;
  return positions.sort((a, b) => {
    const ka = keys[a]!;
    const kb = keys[b]!;
    if (Number.isNaN(ka)) return Number.isNaN(kb) ? a - b : 1;
    if (Number.isNaN(kb)) return -1;
    return sign * (ka - kb) || a - b;
  });
}

/** Rows in a sort by one column (docs/requirements.md#sorting): empty values last both ways. */
export function sortRows(rows: readonly ReportRow[], { sortCol, sortOrder }: ReportSort): ReportRow[] {
  return Array.from(sortedPositions(columnSortKeys(rows, sortCol), sortOrder), (index) => rows[index]!);
}
