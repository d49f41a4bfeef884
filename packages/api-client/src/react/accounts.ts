import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints, type AccountListItem } from '../contract/accounts';
import type { RequestOf } from '../contract/endpoint';
import { useApiClient } from './context';
import { isQueryOf, useAccountQueries } from './query-keys';

/** The user's provider accounts with balances and follow state (home dashboard). */
export function useAccountList(query: RequestOf<typeof accountEndpoints.accountList>['query'] = {}) {
  const { client, queryKeys } = useAccountQueries();
  return useQuery({
    queryKey: queryKeys.of(accountEndpoints.accountList, { query }),
    queryFn: () => client.request(accountEndpoints.accountList, { query }),
  });
}

/**
 * Follows or unfollows an account, shown at once: every cached account list takes the new state while the call
 * runs and gets its rows back if the call fails. The rows keep their places under the user's pointer; the lists
 * are only marked stale, so the next load puts followed accounts first (docs/requirements.md#home-dashboard).
 */
export function useFollowAccount() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const lists = { predicate: isQueryOf([accountEndpoints.accountList]) };
  return useMutation({
    mutationFn: (input: RequestOf<typeof accountEndpoints.follow>) =>
      client.request(accountEndpoints.follow, input),
    onMutate: async ({ accountId, followed }) => {
      await queryClient.cancelQueries(lists);
      const before = queryClient.getQueriesData<AccountListItem[]>(lists);
      queryClient.setQueriesData<AccountListItem[]>(lists, (accounts) =>
        accounts?.map((account) => (account.accountId === accountId ? { ...account, followed } : account)),
      );
      return { before };
    },
    onError: (_error, _input, context) => {
      for (const [key, accounts] of context?.before ?? []) queryClient.setQueryData(key, accounts);
    },
    onSettled: () => queryClient.invalidateQueries({ ...lists, refetchType: 'none' }),
  });
}

/** The current account's totals and daily trend over a range (default the last 31 days). */
export function useAccountSummary(range: RequestOf<typeof accountEndpoints.accountSummary> = {}) {
  const { client, queryKeys } = useAccountQueries();
  return useQuery({
    queryKey: queryKeys.of(accountEndpoints.accountSummary, range),
    queryFn: () => client.request(accountEndpoints.accountSummary, range),
  });
}
