import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '../contract/endpoint';
import { messageEndpoints, type Message } from '../contract/messages';
import { pageSizes } from '../contract/page-sizes';
import { useApiClient } from './context';
import { invalidateCalls, useAccountQueries } from './query-keys';

/** The calls whose answers change when a message is read: the list, the bell's count, the newest message. */
const readState = [
  messageEndpoints.messageList,
  messageEndpoints.unreadCount,
  messageEndpoints.newestMessage,
];

/** A page of the user's messages; the previous page stays while the next loads. */
export function useMessages(input: RequestOf<typeof messageEndpoints.messageList>) {
  const { client, queryKeys } = useAccountQueries();
  return useQuery({
    queryKey: queryKeys.of(messageEndpoints.messageList, input),
    queryFn: () => client.requestPage(messageEndpoints.messageList, input),
    placeholderData: queryKeys.keepPreviousAnswer,
  });
}

/**
 * The user's `count` newest messages (the bell's menu): the list takes only its page sizes, so the first page
 * of the smallest size that holds them, cut to `count`.
 */
export function useNewestMessages(count: number) {
  const { client, queryKeys } = useAccountQueries();
  const input = { page: { number: 1, size: pageSizes.find((size) => size >= count) ?? pageSizes.at(-1)! } };
  return useQuery({
    queryKey: queryKeys.of(messageEndpoints.messageList, input),
    queryFn: () => client.requestPage(messageEndpoints.messageList, input),
    select: (answer) => answer.data.slice(0, count),
  });
}

/** The number of unread messages (the bell's badge). */
export function useUnreadCount(enabled = true) {
  const { client, queryKeys } = useAccountQueries();
  return useQuery({
    queryKey: queryKeys.of(messageEndpoints.unreadCount, {}),
    queryFn: () => client.request(messageEndpoints.unreadCount, {}),
    select: (answer) => answer.count,
    enabled,
  });
}

/** One message; the server marks it read, so the list and the badge are fetched again when it arrives. */
export function useMessageDetail(id: number | undefined) {
  const { client, queryKeys } = useAccountQueries();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.of(messageEndpoints.messageDetail, { id: id! }),
    queryFn: async () => {
      const message = await client.request(messageEndpoints.messageDetail, { id: id! });
      await invalidateCalls(queryClient, readState);
      return message;
    },
    enabled: id !== undefined,
  });
}

/** Marks messages read. */
export function useReadMessages() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => client.request(messageEndpoints.messageRead, { ids }),
    onSuccess: () => invalidateCalls(queryClient, [...readState, messageEndpoints.messageDetail]),
  });
}

/**
 * When the new-message pop-up looks at the newest message and shows it: rules the app keeps
 * (docs/requirements.md#messages).
 */
export interface PopupSchedule {
  /** Whether a look at the newest message is due at `now`. */
  isDue(now: number): boolean;
  /** Whether the newest message pops up at `now`. */
  shouldPopUp(newest: Message, now: number): boolean;
  /** The message popped up at `now`: the schedule restarts its timer. */
  poppedUp(now: number): void;
}

/**
 * The message to pop up now, or null: the newest message, when the schedule allows. Taking it tells the
 * schedule and has the server count the showing, so it pops up once. `schedule` is read when the query runs,
 * so it need not be stable.
 */
export function usePopupMessage(schedule: PopupSchedule) {
  const { client, queryKeys } = useAccountQueries();
  return useQuery({
    // The newest message's key and a name: the pop-up's answer is derived from that call's, not equal to it.
    queryKey: [...queryKeys.of(messageEndpoints.newestMessage, {}), 'popup'],
    queryFn: async () => {
      const now = Date.now();
      if (!schedule.isDue(now)) return null;
      const newest = await client.request(messageEndpoints.newestMessage, {});
      if (!newest || !schedule.shouldPopUp(newest, now)) return null;
      schedule.poppedUp(now);
      await client.request(messageEndpoints.addPopupCount, { id: newest.id });
      return newest;
    },
    staleTime: Infinity,
  });
}
