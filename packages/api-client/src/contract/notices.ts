/**
 * Publishing notices (docs/requirements.md#notices): a publisher writes a notice in every language, addressed
 * to everyone or to chosen users, edits or withdraws it. Readers get it as a system announcement (msgType 1)
 * of their message centre, each with their own read state and pop-up count; a withdrawn notice leaves their
 * lists. None of these calls acts on a provider account.
 */
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { defaultPageSize, pageRequest, pageSizes } from './pagination';
import { NoData, trimmedText } from './text-rules';

/**
 * The permission of the message centre's pages (docs/requirements.md#users-roles-and-permissions). The bell and
 * the new-message pop-up stay with every user: their messages are their own.
 */
export const messageReadPermission = 'message:read';

/** The permission every publishing call needs (docs/requirements.md#users-roles-and-permissions). */
export const messagePublishPermission = 'system:message:publish';

/** The longest text of a notice in one language, in characters. */
export const noticeTextMaxLength = 2000;

/** The most users one notice may name; a notice for more is better addressed to everyone. */
export const noticeRecipientsMax = 1000;

/** A user a notice can be addressed to. */
export const NoticeRecipient = z.object({ id: z.number().int().min(1), userName: z.string() });
export type NoticeRecipient = z.infer<typeof NoticeRecipient>;

export const noticeStatuses = ['published', 'withdrawn'] as const;
export const NoticeStatus = z.enum(noticeStatuses);
export type NoticeStatus = z.infer<typeof NoticeStatus>;

/** A notice as its publisher sees it. */
export const PublishedNotice = z.object({
  id: z.number().int(),
  introducecn: z.string(),
  introduceen: z.string(),
  introducetw: z.string(),
  /** Null: addressed to everyone (every user there when it was last saved). */
  recipients: z.array(NoticeRecipient).nullable(),
  status: NoticeStatus,
  /** yyyy-MM-dd HH:mm:ss in Asia/Shanghai. */
  createdTime: z.string(),
  /** yyyy-MM-dd HH:mm:ss in Asia/Shanghai: the last save or the withdrawal. */
  updatedTime: z.string(),
});
export type PublishedNotice = z.infer<typeof PublishedNotice>;

export const NoticeListRequest = z.object({
  page: z._default(pageRequest({ sizes: pageSizes }), { number: 1, size: defaultPageSize }),
  query: z.object({ status: NoticeStatus.optional() }).default({}),
});

const noticeText = trimmedText(noticeTextMaxLength);

/**
 * A new notice (no id) or a change of one (its id). Every language's text is required; no userIds addresses
 * it to everyone.
 */
export const NoticeSaveRequest = z.object({
  id: z.number().int().min(1).optional(),
  introducecn: noticeText,
  introduceen: noticeText,
  introducetw: noticeText,
  userIds: z
    .array(z.number().int().min(1))
    .min(1)
    .max(noticeRecipientsMax)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'validation.invalid' })
    .optional(),
});
export type NoticeSaveRequest = z.infer<typeof NoticeSaveRequest>;

const publishing = { accountScoped: false, permission: messagePublishPermission } as const;

export const noticeEndpoints = {
  noticeList: defineEndpoint({
    method: 'POST',
    path: '/system/message/list',
    request: NoticeListRequest,
    response: z.array(PublishedNotice),
    ...publishing,
    summary: 'The notices the publisher wrote, newest first, paged; query.status filters.',
  }),
  noticeSave: defineEndpoint({
    method: 'POST',
    path: '/system/message/save',
    write: true,
    request: NoticeSaveRequest,
    response: z.object({ id: z.number().int() }),
    ...publishing,
    summary: 'Publishes a notice (no id) or changes one; no userIds addresses it to everyone.',
  }),
  noticeWithdraw: defineEndpoint({
    method: 'POST',
    path: '/system/message/withdraw',
    write: true,
    request: z.object({ id: z.number().int().min(1) }),
    response: NoData,
    ...publishing,
    summary: "Withdraws a notice: it leaves every reader's message list.",
  }),
  noticeRecipients: defineEndpoint({
    method: 'POST',
    path: '/system/message/recipient/list',
    request: z.object({}),
    response: z.array(NoticeRecipient),
    ...publishing,
    summary: 'The users a notice can be addressed to, by user name.',
  }),
};
