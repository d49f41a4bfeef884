import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '../contract/endpoint';
import { messageEndpoints } from '../contract/messages';
import { noticeEndpoints } from '../contract/notices';
import { useApiClient } from './context';
import { invalidateCalls, useAccountQueries } from './query-keys';

/**
 * What a published, changed or withdrawn notice changes: the publisher's list, and the message centre of
 * every reader, the publisher among them when addressed (docs/requirements.md#notices).
 */
const noticeState = [
  noticeEndpoints.noticeList,
  messageEndpoints.messageList,
  messageEndpoints.messageDetail,
  messageEndpoints.unreadCount,
  messageEndpoints.newestMessage,
];

/** A page of the notices the publisher wrote; the previous page stays while the next loads. */
export function useNotices(input: RequestOf<typeof noticeEndpoints.noticeList>) {
  const { client, queryKeys } = useAccountQueries();
  return useQuery({
    queryKey: queryKeys.of(noticeEndpoints.noticeList, input),
    queryFn: () => client.requestPage(noticeEndpoints.noticeList, input),
    placeholderData: queryKeys.keepPreviousAnswer,
  });
}

/** The users a notice can be addressed to. */
export function useNoticeRecipients(enabled = true) {
  const { client, queryKeys } = useAccountQueries();
  return useQuery({
    queryKey: queryKeys.of(noticeEndpoints.noticeRecipients, {}),
    queryFn: () => client.request(noticeEndpoints.noticeRecipients, {}),
    enabled,
  });
}

/** Publishes a notice, or changes one (with its id); answers its id. */
export function useSaveNotice() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notice: RequestOf<typeof noticeEndpoints.noticeSave>) =>
      client.request(noticeEndpoints.noticeSave, notice, { fieldErrorsShown: true }),
    onSuccess: () => invalidateCalls(queryClient, noticeState),
  });
}

/** Withdraws a notice: it leaves every reader's messages. */
export function useWithdrawNotice() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => client.request(noticeEndpoints.noticeWithdraw, { id }),
    onSuccess: () => invalidateCalls(queryClient, noticeState),
  });
}
