/**
 * The page sizes lists offer (docs/requirements.md#lists-and-paging). Kept apart from the page schemas, with no
 * zod, so a package that only offers the sizes (the report table) does not bundle the contract's schemas.
 */
export const pageSizes = [10, 20, 30, 50] as const;
/** Materials (creatives, pictures) offer far larger pages. */
export const materialPageSizes = [10, 20, 30, 50, 100, 500, 1000, 10000] as const;
export const defaultPageSize = 20;
