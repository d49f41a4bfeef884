import { useQuery } from '@tanstack/react-query';
import { endpoints, type RequestOf } from '../contract';
import { useApiClient } from '../hooks';

/**
 * The current account's totals and daily trend over a range (default the last 31 days). Account-scoped: the
 * key starts with the accounts' prefix, so a switch of account refetches it.
 */
export function useAccountSummary(range: RequestOf<typeof endpoints.accountSummary> = {}) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['account', 'summary', range],
    queryFn: () => client.request(endpoints.accountSummary, range),
  });
}
