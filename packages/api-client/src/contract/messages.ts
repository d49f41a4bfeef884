import { z } from 'zod';
import { defineEndpoint, selfServiceWrite } from './endpoint';
import { defaultPageSize, pageRequest, pageSizes } from './pagination';

/** A message of the message centre (docs/requirements.md#messages); msgType 1 is a system announcement. */
export const Message = z.object({
  id: z.number().int(),
  msgType: z.number().int(),
  introducecn: z.string(),
  introducetw: z.string(),
  introduceen: z.string(),
  /** yyyy-MM-dd HH:mm:ss in Asia/Shanghai. */
  createdTime: z.string(),
  /** How often the new-message pop-up has shown it (docs/requirements.md#messages). */
  popupCount: z.number().int().min(0),
  isRead: z.boolean(),
});
export type Message = z.infer<typeof Message>;

export const MessageListRequest = z.object({
  page: pageRequest({ sizes: pageSizes }).default({ number: 1, size: defaultPageSize }),
  query: z.object({ isRead: z.boolean().optional(), msgType: z.number().int().optional() }).default({}),
});

const MessageId = z.object({ id: z.number().int().min(1) });

export const messageEndpoints = {
  messageList: defineEndpoint({
    method: 'POST',
    path: '/user/message/list',
    request: MessageListRequest,
    response: z.array(Message),
    accountScoped: false,
    summary: "The user's messages, newest first, paged; query.isRead filters read or unread.",
  }),
  messageRead: defineEndpoint({
    method: 'POST',
    path: '/user/message/read',
    ...selfServiceWrite,
    request: z.object({ ids: z.array(z.number().int().min(1)).min(1).max(1000) }),
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
    response: z.object({ count: z.number().int().min(0) }),
    accountScoped: false,
    summary: "How many of the user's messages are unread (the bell's badge).",
  }),
  newestMessage: defineEndpoint({
    method: 'POST',
    path: '/user/message/newest',
    request: z.object({}),
    response: Message.nullable(),
    accountScoped: false,
    summary: "The user's newest message, or null (the new-message pop-up).",
  }),
};
