import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Endpoint, RequestOf } from '../contract/endpoint';
import { invalidateCalls, useAccountQueries } from './query-keys';

/** A call answering one of the user's own lists (channels, rules, schedules): no account, no input. */
export function useOwnList<E extends Endpoint>(endpoint: E, enabled = true) {
  const { client, queryKeys } = useAccountQueries();
  return useQuery({
    queryKey: queryKeys.of(endpoint, {} as RequestOf<E>),
    queryFn: () => client.request(endpoint, {} as RequestOf<E>),
    enabled,
  });
}

/** A change of the user's own records that refreshes the answers of `calls` once done. */
export function useOwnChange<Input, Output>(
  run: (input: Input) => Promise<Output>,
  calls: readonly Endpoint[],
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => invalidateCalls(queryClient, calls) });
}

/** A form's save: a refusal naming fields is shown beside them by the form, not toasted here. */
export const formSave = { fieldErrorsShown: true } as const;
