import { z } from 'zod';

/** Spec §9: page sizes 10, 20, 30, 50, default 20. */
export const messagePageSizes = [10, 20, 30, 50] as const;

/** The list's state in its URL (STYLE.md), each part falling back to its default when it is not valid. */
export const MessageListQuery = z.object({
  page: z.coerce.number().int().min(1).catch(1),
  size: z.coerce
    .number()
    .refine((size) => (messagePageSizes as readonly number[]).includes(size))
    .catch(20),
  show: z.enum(['all', 'unread', 'read']).catch('all'),
});
export type MessageListQuery = z.infer<typeof MessageListQuery>;

export function parseListQuery(params: URLSearchParams): MessageListQuery {
  return MessageListQuery.parse(Object.fromEntries(params));
}

/** The list call's body for the URL's state. */
export function listRequest({ page, size, show }: MessageListQuery) {
  return {
    page: { number: page, size },
    query: show === 'all' ? {} : { isRead: show === 'read' },
  };
}
