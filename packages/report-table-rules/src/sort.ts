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
 * values in the rows' own order. The keys themselves are sorted by the engine's own numeric sort of a typed
 * array (no comparison function, so no call of ours per comparison), and each row then finds its place
 * through a map from key to the next free place of that key. On a page's first sort, before the engine has
 * optimised any of it, that takes about a third less time than a sort with a comparison function
 * (docs/architecture.md#report-table).
 */
export function sortedPositions(keys: Float64Array, order: SortOrder): Uint32Array {
  const count = keys.length;
  const sorted = new Float64Array(count);
  const empty: number[] = [];
  let present = 0;
  for (let index = 0; index < count; index++) {
    const key = keys[index]!;
    // -0 and 0 are one key.
    if (Number.isNaN(key)) empty.push(index);
    else sorted[present++] = key + 0;
  }
  const ascending = sorted.subarray(0, present).sort();
  // The first place of each key: ascending, its first slot in `ascending`; descending, mirrored.
  const placeOf = new Map<number, number>();
  if (order === 'asc') {
    for (let at = present - 1; at >= 0; at--) placeOf.set(ascending[at]!, at);
  } else {
    for (let at = 0; at < present; at++) placeOf.set(ascending[at]!, present - 1 - at);
  }
  const positions = new Uint32Array(count);
  for (let index = 0; index < count; index++) {
    const key = keys[index]!;
    if (Number.isNaN(key)) continue;
    const value = key + 0;
    const place = placeOf.get(value)!;
    positions[place] = index;
    // An equal key later on takes the next place (only keys that repeat need the map updated).
    const next = order === 'asc' ? ascending[place + 1] : ascending[present - 2 - place];
    if (next === value) placeOf.set(value, place + 1);
  }
  empty.forEach((index, at) => (positions[present + at] = index));
  return positions;
}

/** Rows in a sort by one column (docs/requirements.md#sorting): empty values last both ways. */
export function sortRows(rows: readonly ReportRow[], { sortCol, sortOrder }: ReportSort): ReportRow[] {
  return Array.from(sortedPositions(columnSortKeys(rows, sortCol), sortOrder), (index) => rows[index]!);
}
