import * as z from 'zod/mini';
import { defineEndpoint, selfServiceWrite } from './endpoint';
import { defaultPageSize, pageRequest, pageSizes } from './pagination';

/** A message of the message centre (docs/requirements.md#messages); msgType 1 is a system announcement. */
export const Message = z.object({
  id: z.int(),
  msgType: z.int(),
  introducecn: z.string(),
  introducetw: z.string(),
  introduceen: z.string(),
  /** yyyy-MM-dd HH:mm:ss in Asia/Shanghai. */
  createdTime: z.string(),
  /** How often the new-message pop-up has shown it (docs/requirements.md#messages). */
  popupCount: z.int().check(z.minimum(0)),
  isRead: z.boolean(),
});
export type Message = z.infer<typeof Message>;

/** The message list's fetch of the newest message: one row (docs/requirements.md#messages). */
const newestMessagePageSize = 1;
/**
 * The message list's fetch of every unread message, with `query.isRead: false`, and a cap: no answer holds
 * more rows (docs/requirements.md#messages).
 */
const allMessagesPageSize = 10_000;
/**
 * The message list's page sizes: the lists' sizes, which the list page offers, and the two fetches above. The
 * console's bell and pop-up ask `unreadCount` and `newestMessage`, which answer the same.
 */
const messageListPageSizes = [newestMessagePageSize, ...pageSizes, allMessagesPageSize] as const;

export const MessageListRequest = z.object({
  page: z._default(pageRequest({ sizes: messageListPageSizes }), { number: 1, size: defaultPageSize }),
  query: z._default(z.object({ isRead: z.optional(z.boolean()), msgType: z.optional(z.int()) }), {}),
});

const MessageId = z.object({ id: z.int().check(z.minimum(1)) });

export const messageEndpoints = {
  messageList: defineEndpoint({
    method: 'POST',
    path: '/user/message/list',
    request: MessageListRequest,
    response: z.array(Message),
    accountScoped: false,
    summary:
      "The user's messages, newest first, paged; query.isRead filters read or unread. Size 1 is the newest, 10000 every one (at most).",
  }),
  messageRead: defineEndpoint({
    method: 'POST',
    path: '/user/message/read',
    ...selfServiceWrite,
    request: z.object({
      ids: z.array(z.int().check(z.minimum(1))).check(z.minLength(1), z.maxLength(1000)),
    }),
    response: z.null(),
    accountScoped: false,
    summary: 'Marks messages of the user as read.',
  }),
  messageDetail: defineEndpoint({
    method: 'POST',
    path: '/user/message/detail',
    request: MessageId,
    response: Message,
    accountScoped: false,
    summary: 'One message of the user; reading it marks it read.',
  }),
  addPopupCount: defineEndpoint({
    method: 'POST',
    path: '/user/message/addPopupCount',
    ...selfServiceWrite,
    request: MessageId,
    response: z.null(),
    accountScoped: false,
    summary: 'Counts one more showing of a message in the new-message pop-up.',
  }),
  unreadCount: defineEndpoint({
    method: 'POST',
    path: '/user/message/unreadCount',
    request: z.object({}),
    response: z.object({ count: z.int().check(z.minimum(0)) }),
    accountScoped: false,
    summary: "How many of the user's messages are unread (the bell's badge).",
  }),
  newestMessage: defineEndpoint({
    method: 'POST',
    path: '/user/message/newest',
    request: z.object({}),
    response: z.nullable(Message),
    accountScoped: false,
    summary: "The user's newest message, or null (the new-message pop-up).",
  }),
};
