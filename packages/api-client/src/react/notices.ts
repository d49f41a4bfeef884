import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type RequestOf } from '../contract';
import { useApiClient } from './context';
import { invalidateCalls, queryKeys } from './query-keys';

/**
 * What a published, changed or withdrawn notice changes: the publisher's list, and the message centre of
 * every reader, the publisher among them when addressed (docs/requirements.md#notices).
 */
const noticeState = [
  endpoints.noticeList,
  endpoints.messageList,
  endpoints.messageDetail,
  endpoints.unreadCount,
  endpoints.newestMessage,
];

/** A page of the notices the publisher wrote; the previous page stays while the next loads. */
export function useNotices(input: RequestOf<typeof endpoints.noticeList>) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.of(endpoints.noticeList, input),
    queryFn: () => client.requestPage(endpoints.noticeList, input),
    placeholderData: keepPreviousData,
  });
}

/** The users a notice can be addressed to. */
export function useNoticeRecipients(enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.of(endpoints.noticeRecipients, {}),
    queryFn: () => client.request(endpoints.noticeRecipients, {}),
    enabled,
  });
}

/** Publishes a notice, or changes one (with its id); answers its id. */
export function useSaveNotice() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notice: RequestOf<typeof endpoints.noticeSave>) =>
      client.request(endpoints.noticeSave, notice),
    onSuccess: () => invalidateCalls(queryClient, noticeState),
  });
}

/** Withdraws a notice: it leaves every reader's messages. */
export function useWithdrawNotice() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => client.request(endpoints.noticeWithdraw, { id }),
    onSuccess: () => invalidateCalls(queryClient, noticeState),
  });
}
