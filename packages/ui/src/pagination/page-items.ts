/**
 * The pager's arithmetic, shared by the kit's `Pagination` and the report table's pager
 * (`@adconsole/ui/pagination`, no React). Page sizes are not here: they are rules of the contract
 * (`@adconsole/api-client/contract`, docs/requirements.md#lists-and-paging), which callers pass in.
 */

export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

/** How many pages `total` rows fill; at least one, so an empty list still has page 1. */
export function pageCount(total: number, pageSize: number): number {
  if (!(pageSize >= 1) || !(total > 0)) return 1;
  return Math.ceil(total / pageSize);
}

/** A page number kept within 1 … `count`; what is not a number is page 1. */
export function clampPage(page: number, count: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, Math.trunc(count)));
}

/**
 * The page buttons to show: all pages when they fit in `slots` (odd, at least 5), else the first and last
 * page, the pages around the current one and an ellipsis for each gap, always `slots` numbers in all, so the
 * buttons do not jump about as the user pages.
 */
export function pageItems(page: number, count: number, slots = 7): PageItem[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const last = Math.max(1, Math.trunc(count));
  if (last <= slots) return range(1, last);
  const current = clampPage(page, last);
  const inner = slots - 2;
  const half = Math.floor((slots - 1) / 2);
  if (current <= slots - half) return [...range(1, inner + 1), 'end-ellipsis', last];
  if (current >= last - half) return [1, 'start-ellipsis', ...range(last - inner, last)];
  const side = Math.floor(inner / 2);
  return [1, 'start-ellipsis', ...range(current - side, current + side), 'end-ellipsis', last];
}
