import type { ListSort } from '@adconsole/api-client/contract';
import { isEmptyValue, toNumber } from './format';

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

/** A value as a sort key: undefined for empty values, so a table can put them last in both directions. */
export function sortKey(value: unknown): unknown {
  return isEmptyValue(value) ? undefined : value;
}
