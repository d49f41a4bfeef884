import type { Query, QueryClient } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import type { ApiClient, CallOptions } from '../client';
import type { Endpoint, RequestOf } from '../contract/endpoint';
import { useApiClient } from './context';

/**
 * The calls the factory made keys for, by path: a query's key names its call, and the call tells its metadata.
 * Learnt as keys are made rather than read from the whole contract, so a page carries only its own areas'
 * calls (docs/architecture.md#bundle-budgets); every query the hooks cache got its key here first.
 */
const endpointsByPath = new Map<string, Endpoint>();

/** What an account-scoped answer's key holds after its call's path: the provider account it is of. */
interface AccountPart {
  accountId: number;
}

type KeyedQuery = Pick<Query, 'queryKey'>;

/**
 * The one query-key factory, for the answers of the provider account `accountId`: a cached answer is keyed by
 * the path of its call, then, when the call is account-scoped, the account, then the call's input. An answer
 * of one account is never found under another's key (docs/architecture.md#front-end-state).
 */
export function queryKeysOf(accountId: number) {
  return {
    of<E extends Endpoint>(endpoint: E, input?: RequestOf<E>): readonly unknown[] {
      endpointsByPath.set(endpoint.path, endpoint);
      const account: AccountPart[] = endpoint.accountScoped ? [{ accountId }] : [];
      return input === undefined ? [endpoint.path, ...account] : [endpoint.path, ...account, input];
    },
    /**
     * A list's placeholder while its next answer loads: the previous answer stays on screen, unless it is
     * another account's (after a switch the list shows loading, never the former account's rows).
     */
    keepPreviousAnswer: <T>(previous: T | undefined, previousQuery?: KeyedQuery): T | undefined => {
      const previousAccount = previousQuery && accountOfQuery(previousQuery);
      return previousAccount === undefined || previousAccount === accountId ? previous : undefined;
    },
  };
}

export type QueryKeys = ReturnType<typeof queryKeysOf>;

/** `client`, sending `accountId` with every account-scoped call instead of the current account. */
function clientOfAccount(client: ApiClient, accountId: number): ApiClient {
  const withAccount = (call?: CallOptions): CallOptions => ({ ...call, accountId });
  return {
    ...client,
    accountId: () => accountId,
    request: (endpoint, input, call) => client.request(endpoint, input, withAccount(call)),
    requestPage: (endpoint, input, call) => client.requestPage(endpoint, input, withAccount(call)),
    download: (endpoint, input, call) => client.download(endpoint, input, withAccount(call)),
    upload: (endpoint, file, fields, call) => client.upload(endpoint, file, fields, withAccount(call)),
  };
}

/**
 * What the hooks' queries are made of: the query keys of the current provider account and the client that
 * fetches for that same account. Both come from one reading of the client's account, so an answer is fetched
 * for the account its key names even when the account changes while it loads, and a switch renders the hooks
 * again with the new account's keys (docs/architecture.md#front-end-state).
 */
export function useAccountQueries(): { client: ApiClient; queryKeys: QueryKeys } {
  const current = useApiClient();
  const accountId = useSyncExternalStore(current.subscribeAccount, current.accountId, current.accountId);
  return useMemo(
    () => ({ client: clientOfAccount(current, accountId), queryKeys: queryKeysOf(accountId) }),
    [current, accountId],
  );
}

/** The contract's call whose answer a query caches, or undefined for a key the factory did not make. */
export function endpointOfQuery(query: KeyedQuery): Endpoint | undefined {
  const path = query.queryKey[0];
  return typeof path === 'string' ? endpointsByPath.get(path) : undefined;
}

/** The provider account whose answer a query caches; undefined for the user's own answers. */
export function accountOfQuery(query: KeyedQuery): number | undefined {
  return endpointOfQuery(query)?.accountScoped ? (query.queryKey[1] as AccountPart).accountId : undefined;
}

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

/**
 * How long an answer asked for ahead of the hook that shows it counts as fresh: a page whose prefetch (or whose
 * render, `useReportList`) asked for it, and which mounts after the answer came, takes it rather than asking
 * again (docs/architecture.md#early-calls).
 */
export const askedAheadFreshMs = 5_000;
