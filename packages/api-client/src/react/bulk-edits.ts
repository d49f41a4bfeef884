import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  adChangeEndpoints,
  type BulkEditRequest,
  type ChangeJob,
  type UndoRequest,
} from '../contract/ad-changes';
import type { Endpoint } from '../contract/endpoint';
import { reportListEndpoints } from '../contract/reports/report-list';
import { invalidateCalls, useAccountQueries } from './query-keys';

/** How often a running change job is asked for again while the dialog follows it. */
export const changeJobPollMs = 1000;

/**
 * What a finished change job changes (docs/requirements.md#ad-changes): every report's rows (a bid, a budget,
 * a status), the account's change history and its chart markers, and the list of jobs.
 */
const jobChanges: readonly Endpoint[] = [
  ...Object.values(reportListEndpoints),
  adChangeEndpoints.changeHistoryList,
  adChangeEndpoints.changeHistoryDays,
  adChangeEndpoints.bulkEditList,
];

type WithoutAccount<Request> = Omit<Request, 'accountId'>;

/**
 * Old and new value of every row of a bulk edit, or of the undo of a job (`{ jobId }`), for the current
 * account; nothing changes at the provider.
 */
export function useBulkEditPreview() {
  const { client } = useAccountQueries();
  return useMutation({
    mutationFn: (request: WithoutAccount<BulkEditRequest> | WithoutAccount<UndoRequest>) =>
      // A refusal naming the edit's fields (a bound, a value) is shown beside them by the form.
      client.request(
        adChangeEndpoints.bulkEditPreview,
        { ...request, accountId: client.accountId() },
        { fieldErrorsShown: true },
      ),
  });
}

/** Starts a bulk edit as a job: its id, to follow with `useChangeJob`. */
export function useBulkEditApply() {
  const { client } = useAccountQueries();
  return useMutation({
    mutationFn: (request: WithoutAccount<BulkEditRequest>) =>
      client.request(
        adChangeEndpoints.bulkEditApply,
        { ...request, accountId: client.accountId() },
        { fieldErrorsShown: true },
      ),
  });
}

/** Starts the undo of one of the user's jobs as a job of its own: its id. */
export function useBulkEditUndo() {
  const { client } = useAccountQueries();
  return useMutation({
    mutationFn: (jobId: number) =>
      client.request(adChangeEndpoints.bulkEditUndo, { jobId, accountId: client.accountId() }),
  });
}

const finished = (job: ChangeJob | null | undefined) => job != null && job.status !== 'running';

/**
 * One change job with each row's result, asked for again while it runs; nothing is asked without an id. Once
 * it has finished, what it changed is fetched again: the report rows and the change history.
 */
export function useChangeJob(jobId: number | undefined) {
  const { client, queryKeys } = useAccountQueries();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.of(adChangeEndpoints.bulkEditList, { accountId: client.accountId(), jobId }),
    // Null: no such job of this account (the list answers none).
    queryFn: async () =>
      (await client.request(adChangeEndpoints.bulkEditList, { accountId: client.accountId(), jobId }))[0] ??
      null,
    enabled: jobId !== undefined,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? changeJobPollMs : false),
  });
  const done = finished(query.data);
  useEffect(() => {
    if (done) void invalidateCalls(queryClient, jobChanges);
  }, [done, jobId, queryClient]);
  return query;
}
