import { useQuery } from '@tanstack/react-query';
import type { RequestOf } from '../contract/endpoint';
import { alertEndpoints, type SaveAlertRule } from '../contract/alerts';
import { useApiClient } from './context';
import { formSave, useOwnChange, useOwnList } from './own-records';
import { useAccountQueries } from './query-keys';

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
