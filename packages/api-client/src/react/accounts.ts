import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { endpoints, type RequestOf } from '../contract';
import { useApiClient } from './context';
import { invalidateCalls, isAccountScopedQuery, queryKeys } from './query-keys';

/** The user's provider accounts with balances and follow state (home dashboard). */
export function useAccountList(query: RequestOf<typeof endpoints.accountList>['query'] = {}) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.of(endpoints.accountList, { query }),
    queryFn: () => client.request(endpoints.accountList, { query }),
  });
}

export function useFollowAccount() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { accountId: number; followed: boolean }) => client.request(endpoints.follow, input),
    onSuccess: () => invalidateCalls(queryClient, [endpoints.accountList]),
  });
}

/** The current account's totals and daily trend over a range (default the last 31 days). */
export function useAccountSummary(range: RequestOf<typeof endpoints.accountSummary> = {}) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.of(endpoints.accountSummary, range),
    queryFn: () => client.request(endpoints.accountSummary, range),
  });
}

/**
 * What to call once the app has switched the current provider account: every answer of an account-scoped
 * call is fetched again, for the new account; the user's own answers (user info, messages…) stay
 * (docs/architecture.md#front-end-state).
 */
export function useAccountSwitched(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ predicate: isAccountScopedQuery }), [queryClient]);
}
