import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  adChangeEndpoints,
  type NegativeLevel,
  type NegativeWordAddRequest,
  type NegativeWordList,
} from '../contract/ad-changes';
import { useChangeJob } from './bulk-edits';
import { invalidateCalls, useAccountQueries } from './query-keys';

/** A unit or campaign whose negative keywords are read (search ads). */
export interface NegativeTarget {
  level: NegativeLevel;
  targetId: number;
}

/**
 * The negative keywords of each target as the provider holds them now, with their limits and the version to
 * add against (docs/requirements.md#ad-changes); none asked while `enabled` is false. Answers in the order
 * of `targets`.
 */
export function useNegativeWordLists(targets: readonly NegativeTarget[], enabled = true) {
  const { client, queryKeys } = useAccountQueries();
  return useQueries({
    queries: targets.map((target) => {
      const input = { ...target, accountId: client.accountId() };
      return {
        queryKey: queryKeys.of(adChangeEndpoints.negativeWordList, input),
        queryFn: (): Promise<NegativeWordList> => client.request(adChangeEndpoints.negativeWordList, input),
        enabled,
      };
    }),
  });
}

/** Adds search terms as negatives of one unit or campaign as a job: its id, to follow with `useNegativeJob`. */
export function useAddNegativeWords() {
  const { client } = useAccountQueries();
  return useMutation({
    mutationFn: (request: Omit<NegativeWordAddRequest, 'accountId'>) =>
      client.request(adChangeEndpoints.negativeWordAdd, { ...request, accountId: client.accountId() }),
  });
}

/**
 * One negatives job with each term's result, asked for again while it runs. Once it has finished, the
 * negative lists are read again (the report marks the terms now negated), as are the reports and the history.
 */
export function useNegativeJob(jobId: number | undefined) {
  const job = useChangeJob(jobId);
  const queryClient = useQueryClient();
  const done = job.data != null && job.data.status !== 'running';
  useEffect(() => {
    if (done) void invalidateCalls(queryClient, [adChangeEndpoints.negativeWordList]);
  }, [done, jobId, queryClient]);
  return job;
}

/** After a 409 (the lists changed since they were read): read the targets' lists again. */
export function useRereadNegativeLists() {
  const queryClient = useQueryClient();
  return () => invalidateCalls(queryClient, [adChangeEndpoints.negativeWordList]);
}
