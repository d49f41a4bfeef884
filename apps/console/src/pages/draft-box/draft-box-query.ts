import { DraftListRequest } from '@adconsole/api-client/contract';
import { z } from 'zod';
import { urlPage } from '../../lib/list-params';

/** The draft list call's own name and status filters. */
const draftFilters = DraftListRequest.shape.query.unwrap().shape;

/** A URL parameter as a number, and a missing one as missing (Number would make it NaN, then 0 of ''). */
const numeric = (value: unknown) => (value === undefined || value === '' ? undefined : Number(value));

/**
 * The draft box's state in its URL (docs/requirements.md#lists-and-paging), read with the list call's rules;
 * a filter that is missing or not valid is left out.
 */
export const DraftBoxQuery = z.object({
  ...urlPage(DraftListRequest),
  name: draftFilters.name.transform((name) => name || undefined).catch(undefined),
  status: z.preprocess(numeric, draftFilters.status).catch(undefined),
});
export type DraftBoxQuery = z.infer<typeof DraftBoxQuery>;

/** The list call's body for the URL's state. */
export function draftListRequest({
  page,
  size,
  name,
  status,
}: DraftBoxQuery): z.input<typeof DraftListRequest> {
  return {
    page: { number: page, size },
    query: { ...(name ? { name } : {}), ...(status === undefined ? {} : { status }) },
  };
}
