import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Endpoint, RequestOf } from '../contract/endpoint';
import { alertEndpoints, type SaveAlertRule } from '../contract/notifications/alerts';
import { channelEndpoints, type SaveChannel } from '../contract/notifications/channels';
import { reportScheduleEndpoints, type SaveReportSchedule } from '../contract/notifications/schedules';
import { useApiClient } from './context';
import { invalidateCalls, useAccountQueries } from './query-keys';

/** A call answering one of the user's own lists (channels, rules, schedules): no account, no input. */
function useOwnList<E extends Endpoint>(endpoint: E, enabled = true) {
  const { client, queryKeys } = useAccountQueries();
  return useQuery({
    queryKey: queryKeys.of(endpoint, {} as RequestOf<E>),
    queryFn: () => client.request(endpoint, {} as RequestOf<E>),
    enabled,
  });
}

/** A change of the user's own records that refreshes the answers of `calls` once done. */
function useOwnChange<Input, Output>(run: (input: Input) => Promise<Output>, calls: readonly Endpoint[]) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => invalidateCalls(queryClient, calls) });
}

/** A form's save: a refusal naming fields is shown beside them by the form, not toasted here. */
const formSave = { fieldErrorsShown: true } as const;

/** The user's notification channels, by name (docs/requirements.md#notification-channels). */
export const useChannels = () => useOwnList(channelEndpoints.channelList);

/** Whether the server sends e-mail, and the domains allowed for other addresses. */
export const useMailStatus = () => useOwnList(channelEndpoints.mailStatus);

/** Creates a channel or changes one of the user's own. */
export function useSaveChannel() {
  const client = useApiClient();
  return useOwnChange(
    (channel: SaveChannel) => client.request(channelEndpoints.channelSave, channel, formSave),
    [channelEndpoints.channelList],
  );
}

/** Deletes one of the user's channels; rules and schedules stop sending to it. */
export function useDeleteChannel() {
  const client = useApiClient();
  return useOwnChange(
    (id: number) => client.request(channelEndpoints.channelDelete, { id }),
    [channelEndpoints.channelList, alertEndpoints.alertRuleList],
  );
}

/** Sends a test message through a channel; answers whether it was sent, or why not. */
export function useTestChannel() {
  const client = useApiClient();
  return useMutation({ mutationFn: (id: number) => client.request(channelEndpoints.channelTest, { id }) });
}

/** The user's alert rules, with where each stands per account (docs/requirements.md#alerts). */
export const useAlertRules = () => useOwnList(alertEndpoints.alertRuleList);

/** What a rule's check or save changes: the rules' states and the firings. */
const alertChanges = [alertEndpoints.alertRuleList, alertEndpoints.alertEventList];

/** Creates an alert rule or changes one of the user's own. */
export function useSaveAlertRule() {
  const client = useApiClient();
  return useOwnChange(
    (rule: SaveAlertRule) => client.request(alertEndpoints.alertRuleSave, rule, formSave),
    alertChanges,
  );
}

/** Deletes one of the user's alert rules; its firings stay. */
export function useDeleteAlertRule() {
  const client = useApiClient();
  return useOwnChange((id: number) => client.request(alertEndpoints.alertRuleDelete, { id }), alertChanges);
}

/** Evaluates a rule now: answers what it found per account, and sends what fires. */
export function useCheckAlertRule() {
  const client = useApiClient();
  return useOwnChange((id: number) => client.request(alertEndpoints.alertRuleCheck, { id }), alertChanges);
}

/** A page of the firings of the user's rules, newest first: of one rule, or of one day. */
export function useAlertEvents(input: RequestOf<typeof alertEndpoints.alertEventList>) {
  const { client, queryKeys } = useAccountQueries();
  return useQuery({
    queryKey: queryKeys.of(alertEndpoints.alertEventList, input),
    queryFn: () => client.requestPage(alertEndpoints.alertEventList, input),
    placeholderData: queryKeys.keepPreviousAnswer,
  });
}

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
