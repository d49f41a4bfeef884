import type { Query, QueryClient } from '@tanstack/react-query';
import type { Endpoint, RequestOf } from '../contract/endpoint';

/**
 * The calls the factory made keys for, by path: a query's key names its call, and the call tells its metadata.
 * Learnt as keys are made rather than read from the whole contract, so a page carries only its own areas'
 * calls (docs/architecture.md#bundle-budgets); every query the hooks cache got its key here first.
 */
const endpointsByPath = new Map<string, Endpoint>();

/** The one query-key factory: a cached answer is keyed by the path of its call, then the call's input. */
export const queryKeys = {
  of<E extends Endpoint>(endpoint: E, input?: RequestOf<E>): readonly unknown[] {
    endpointsByPath.set(endpoint.path, endpoint);
    return input === undefined ? [endpoint.path] : [endpoint.path, input];
  },
};

type KeyedQuery = Pick<Query, 'queryKey'>;

/** The contract's call whose answer a query caches, or undefined for a key the factory did not make. */
export function endpointOfQuery(query: KeyedQuery): Endpoint | undefined {
  const path = query.queryKey[0];
  return typeof path === 'string' ? endpointsByPath.get(path) : undefined;
}

/** Answers that belong to the current provider account: a switch of account fetches them again. */
export const isAccountScopedQuery = (query: KeyedQuery) => endpointOfQuery(query)?.accountScoped === true;

/** Answers that carry text in the caller's language: a switch of language fetches them again. */
export const isLocalizedQuery = (query: KeyedQuery) => endpointOfQuery(query)?.localized === true;

/** Whether a query caches an answer of one of `calls`. */
export function isQueryOf(calls: readonly Endpoint[]): (query: KeyedQuery) => boolean {
  const paths = new Set(calls.map((call) => call.path));
  return (query) => paths.has(query.queryKey[0] as string);
}

/** Marks every cached answer of `calls` stale and fetches again the ones on screen. */
export function invalidateCalls(queryClient: QueryClient, calls: readonly Endpoint[]): Promise<void> {
  return queryClient.invalidateQueries({ predicate: isQueryOf(calls) });
}
