import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { adChangeEndpoints, type ChangeHistoryRequest } from '../contract/ad-changes';
import { downloadEndpoints } from '../contract/downloads';
import type { DateRange } from '../contract/metrics';
import { useApiClient } from './context';
import { invalidateCalls, useAccountQueries } from './query-keys';

/** A change history call's body without the account: the client sends the current one. */
export type ChangeHistoryInput = Omit<ChangeHistoryRequest, 'accountId'>;

const { changeHistoryList, changeHistoryDays, changeHistoryExport, bulkEditList } = adChangeEndpoints;

/**
 * A page of the current account's changes, newest first (docs/requirements.md#change-history); the previous
 * page stays on screen while the next loads.
 */
export function useChangeHistory(input: ChangeHistoryInput) {
  const { client, queryKeys } = useAccountQueries();
  const body = { ...input, accountId: client.accountId() };
  return useQuery({
    queryKey: queryKeys.of(changeHistoryList, body),
    queryFn: () => client.requestPage(changeHistoryList, body),
    placeholderData: queryKeys.keepPreviousAnswer,
  });
}

/** The days of a range with changes of the current account, each with its first few: a trend chart's markers. */
export function useChangeDays(range: DateRange, enabled = true) {
  const { client, queryKeys } = useAccountQueries();
  const body = { ...range, accountId: client.accountId() };
  return useQuery({
    queryKey: queryKeys.of(changeHistoryDays, body),
    queryFn: () => client.request(changeHistoryDays, body),
    enabled,
  });
}

/** Creates an export of the change history of a query: the id of its download record. */
export function useCreateChangeHistoryExport() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeHistoryInput) =>
      client.request(changeHistoryExport, { ...input, accountId: client.accountId() }),
    onSuccess: () => invalidateCalls(queryClient, [downloadEndpoints.downloadList]),
  });
}

/**
 * Which of the given change jobs the user may undo now (their own finished edits not undone yet), each job
 * asked on its own so a job on any page of the history is found; asked only when `enabled` (the user may edit).
 */
export function useUndoableJobs(jobIds: readonly number[], enabled: boolean): ReadonlySet<number> {
  const { client, queryKeys } = useAccountQueries();
  const answers = useQueries({
    queries: jobIds.map((jobId) => {
      const body = { accountId: client.accountId(), jobId };
      return {
        queryKey: queryKeys.of(bulkEditList, body),
        queryFn: () => client.request(bulkEditList, body),
        enabled,
      };
    }),
  });
  return new Set(
    answers.flatMap((answer) => answer.data?.filter((job) => job.undoable).map((job) => job.id) ?? []),
  );
}
