/** Page sizes offered by default and the default size (spec §9). */
export const defaultPageSizes: readonly number[] = [10, 20, 30, 50];
export const defaultPageSize = 20;

export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

/** How many pages `total` rows fill; at least one, so an empty list still has page 1. */
export function pageCount(total: number, pageSize: number): number {
  if (!(pageSize >= 1) || !(total > 0)) return 1;
  return Math.ceil(total / pageSize);
}

export function clampPage(page: number, count: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, count));
}

/**
 * The page buttons to show: all pages when they fit in `slots`, else the first and last page, the pages
 * around the current one and an ellipsis for each gap, always `slots` numbers in all.
 */
export function pageItems(page: number, count: number, slots = 7): PageItem[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (count <= slots) return range(1, count);
  const current = clampPage(page, count);
  const inner = slots - 2;
  const half = Math.floor((slots - 1) / 2);
  const startGap = current > slots - half;
  const endGap = current < count - half;
  if (!startGap) return [...range(1, inner + 1), 'end-ellipsis', count];
  if (!endGap) return [1, 'start-ellipsis', ...range(count - inner, count)];
  const side = Math.floor(inner / 2);
  return [1, 'start-ellipsis', ...range(current - side, current + side), 'end-ellipsis', count];
}
