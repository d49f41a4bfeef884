import * as z from 'zod/mini';

export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

/**
 * The `page` of a paged answer. In zod/mini: the client checks every answer's page, so the login page carries
 * it too (docs/architecture.md#lean-login).
 */
export const PageResponse = z.object({
  number: z.int().check(z.minimum(1)),
  size: z.int().check(z.minimum(0)),
  sortCol: z.optional(z.string().check(z.maxLength(64))),
  sortOrder: z.optional(z.enum(sortOrders)),
  totalCount: z.int().check(z.minimum(0)),
});
export type PageResponse = z.infer<typeof PageResponse>;
