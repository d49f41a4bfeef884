/** Page sizes of report tables (spec §9). */
export const pageSizes: readonly number[] = [10, 20, 30, 50];
/** Page sizes of the materials lists (spec §9). */
export const materialPageSizes: readonly number[] = [10, 20, 30, 50, 100, 500, 1000, 10000];
export const defaultPageSize = 20;

/** How many pages `totalCount` rows fill; an empty list still has page 1. */
export function pageCount(totalCount: number, size: number): number {
  return Math.max(1, Math.ceil(totalCount / size));
}

/** A 1-based page number kept within 1 … pageCount. */
export function clampPage(page: number, totalCount: number, size: number): number {
  return Math.min(Math.max(1, Math.floor(page)), pageCount(totalCount, size));
}

/**
 * The page buttons to show around the current page: always the first and last, the current one with
 * `siblings` on each side, and `gap` where pages are left out.
 */
export function pageItems(current: number, count: number, siblings = 2): Array<number | 'gap'> {
  const items: Array<number | 'gap'> = [];
  for (let page = 1; page <= count; page++) {
    const near = Math.abs(page - current) <= siblings;
    if (page === 1 || page === count || near) items.push(page);
    else if (items.at(-1) !== 'gap') items.push('gap');
  }
  return items;
}
