/**
 * Paging and sorting of every list (docs/requirements.md#lists-and-paging): the page sizes offered, the
 * default size and sort, and the schema of a page request. The console's URL schemas, the report table and
 * the server all take them from here. In zod/mini: every page of the console pages a list
 * (docs/architecture.md#bundle-budgets).
 */
import * as z from 'zod/mini';
import { sortOrders, type SortOrder } from './page-response';
import { defaultPageSize, materialPageSizes } from './page-sizes';

export * from './page-sizes';
export * from './page-response';

export interface ListSort<Col extends string = string> {
  sortCol: Col;
  sortOrder: SortOrder;
}

/** Lists other than reports: newest first by created time. */
export const defaultListSort: ListSort<'createdTime'> = { sortCol: 'createdTime', sortOrder: 'desc' };

/** Paging as the API words it: page { number, size, sortCol }, with the order beside the column. */
export const PageRequest = z.object({
  number: z._default(z.int().check(z.minimum(1)), 1),
  size: z._default(z.literal(materialPageSizes), defaultPageSize),
  sortCol: z.optional(z.string().check(z.maxLength(64))),
  sortOrder: z.optional(z.enum(sortOrders)),
});
export type PageRequest = z.infer<typeof PageRequest>;

/**
 * The page request of one list: only its page sizes, and only its sortable columns when it names them.
 * Without sortable columns the list takes no sort at all.
 */
export function pageRequest<Col extends string>(options: {
  sizes: readonly number[];
  sortable?: readonly Col[];
}) {
  const base = z.object({
    number: z._default(z.int().check(z.minimum(1)), 1),
    size: z._default(z.literal(options.sizes as number[]), defaultPageSize),
  });
  const sortable = options.sortable;
  if (!sortable?.length) return base;
  return z.extend(base, {
    sortCol: z.optional(z.enum(sortable as [Col, ...Col[]])),
    sortOrder: z.optional(z.enum(sortOrders)),
  });
}

/** Paging as answered; an unpaged answer (all rows) reports its own size, which may exceed a page's limit. */
