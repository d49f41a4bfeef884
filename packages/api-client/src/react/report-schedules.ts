import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '../contract/endpoint';
import { reportScheduleEndpoints, type SaveReportSchedule } from '../contract/report-schedules';
import { useApiClient } from './context';
import { formSave, useOwnChange, useOwnList } from './own-records';
import { invalidateCalls, useAccountQueries } from './query-keys';

/** The user's scheduled reports, with the next and the last run (docs/requirements.md#scheduled-reports). */
export const useReportSchedules = () => useOwnList(reportScheduleEndpoints.reportScheduleList);

const scheduleChanges = [
  reportScheduleEndpoints.reportScheduleList,
  reportScheduleEndpoints.reportScheduleHistory,
];

/** Creates a scheduled report of the current account's report, or changes one of the user's own. */
export function useSaveReportSchedule() {
  const { client } = useAccountQueries();
  return useOwnChange(
    (schedule: SaveReportSchedule) =>
      client.request(reportScheduleEndpoints.reportScheduleSave, schedule, formSave),
    scheduleChanges,
  );
}

/** Deletes one of the user's scheduled reports and its history. */
export function useDeleteReportSchedule() {
  const client = useApiClient();
  return useOwnChange(
    (id: number) => client.request(reportScheduleEndpoints.reportScheduleDelete, { id }),
    scheduleChanges,
  );
}

/**
 * Runs a schedule now; answers the queued run as soon as the server has queued it. The list and history are
 * refreshed after, not awaited: while the server builds the report it just queued their answers can lag, and
 * the page's "Queued" toast waited on them.
 */
export function useSendReportScheduleNow() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => client.request(reportScheduleEndpoints.reportScheduleSendNow, { id }),
    onSuccess: () => void invalidateCalls(queryClient, scheduleChanges),
  });
}

/** A page of a schedule's runs, newest first; none asked while `id` is undefined. */
export function useReportScheduleHistory(
  id: number | undefined,
  page: RequestOf<typeof reportScheduleEndpoints.reportScheduleHistory>['page'],
) {
  const { client, queryKeys } = useAccountQueries();
  const input = { id: id ?? 0, page };
  return useQuery({
    queryKey: queryKeys.of(reportScheduleEndpoints.reportScheduleHistory, input),
    queryFn: () => client.requestPage(reportScheduleEndpoints.reportScheduleHistory, input),
    enabled: id !== undefined,
    placeholderData: queryKeys.keepPreviousAnswer,
  });
}
