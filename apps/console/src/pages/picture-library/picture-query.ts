import { endpoints } from '@adconsole/api-client/contract';
import type { RequestOf } from '@adconsole/api-client/contract';
import { z } from 'zod';
import { urlPage } from '../../lib/list-params';

/** The library call's own filters. */
const pictureFilters = endpoints.baiduImageList.request.shape.query.unwrap().shape;

/**
 * The picture library's state in its URL (docs/requirements.md#lists-and-paging): page, size (the materials
 * sizes, up to 10000), theme and synchronized; a filter that is missing or not valid is left out.
 */
export const PictureLibraryQuery = z.object({
  ...urlPage(endpoints.baiduImageList.request),
  theme: pictureFilters.theme.transform((theme) => theme?.trim() || undefined).catch(undefined),
  synced: z.enum(['true', 'false']).optional().catch(undefined),
});
export type PictureLibraryQuery = z.infer<typeof PictureLibraryQuery>;

/** The list call's body for the URL's state. */
export function pictureListRequest({
  page,
  size,
  theme,
  synced,
}: PictureLibraryQuery): RequestOf<typeof endpoints.baiduImageList> {
  return {
    page: { number: page, size },
    query: { ...(theme ? { theme } : {}), ...(synced ? { synced: synced === 'true' } : {}) },
  };
}
