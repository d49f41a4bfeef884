import { defaultPageSize } from '@adconsole/api-client/contract';
import { useSearchParams } from 'react-router';
import { z } from 'zod';

/** What the URL needs of a list call's request: its page rules, the page number and the sizes it takes. */
interface PagedRequest {
  shape: {
    page: {
      def: { innerType: { shape: { number: z.core.$ZodType<number>; size: z.core.$ZodType<number> } } };
    };
  };
}

/**
 * The page and size of a list's URL (docs/requirements.md#lists-and-paging), read with its list call's own
 * page rules and, when the call takes sizes its page does not offer (the message list's 1 and 10000), only
 * the `offered` ones; each falls back to its default when it is missing or not valid, so a hand-edited link
 * still opens. A list's URL schema spreads them beside its filters.
 */
export function urlPage(request: PagedRequest, offered?: readonly number[]) {
  const page = request.shape.page.def.innerType.shape;
  const size = z.preprocess(Number, page.size);
  return {
    page: z.preprocess(Number, page.number).catch(1),
    size: (offered ? size.refine((value) => offered.includes(value)) : size).catch(defaultPageSize),
  };
}

/** A list's state read from its URL with the list's schema. */
export function readListParams<Query>(schema: z.ZodType<Query>, params: URLSearchParams): Query {
  return schema.parse(Object.fromEntries(params));
}

/** The URL parameters of a list's state: what is set, as text. */
export function listParams(query: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  );
}

/** A list page's state in its URL, and a change of some of its parts (the others kept). */
export function useListParams<Query extends object>(schema: z.ZodType<Query>) {
  const [params, setParams] = useSearchParams();
  const query = readListParams(schema, params);
  const update = (next: Partial<Query>) => setParams(listParams({ ...query, ...next }));
  return [query, update] as const;
}
