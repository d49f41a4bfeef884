import { defaultPageSize, DraftListRequest } from '@adconsole/api-client/contract';
import { z } from 'zod';

/** The draft list call's own rules: its page number and sizes, and its name and status filters. */
const draftPage = DraftListRequest.shape.page.unwrap().shape;
const draftFilters = DraftListRequest.shape.query.unwrap().shape;

/** A URL parameter as a number, and a missing one as missing (Number would make it NaN, then 0 of ''). */
const numeric = (value: unknown) => (value === undefined || value === '' ? undefined : Number(value));

/**
 * The draft box's state in its URL (docs/requirements.md#lists-and-paging), read with the list call's rules;
 * each part falls back to its default when it is missing or not valid, so a hand-edited link still opens.
 */
export const DraftBoxQuery = z.object({
  page: z.preprocess(Number, draftPage.number).catch(1),
  size: z.preprocess(Number, draftPage.size).catch(defaultPageSize),
  name: draftFilters.name.transform((name) => name || undefined).catch(undefined),
  status: z.preprocess(numeric, draftFilters.status).catch(undefined),
});
export type DraftBoxQuery = z.infer<typeof DraftBoxQuery>;

export function parseDraftBoxQuery(params: URLSearchParams): DraftBoxQuery {
  return DraftBoxQuery.parse(Object.fromEntries(params));
}

/** The URL parameters of a state: what is set, as text. */
export function draftBoxParams(query: DraftBoxQuery): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  );
}

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
