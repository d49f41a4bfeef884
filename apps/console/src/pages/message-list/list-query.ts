import { defaultPageSize, MessageListRequest } from '@adconsole/api-client/contract';
import { z } from 'zod';

/**
 * The message list call's own page rules: its page number and the page sizes it takes
 * (docs/requirements.md#lists-and-paging).
 */
const messagePage = MessageListRequest.shape.page.unwrap().shape;

/**
 * The list's state in its URL (docs/requirements.md#lists-and-paging), read with the list call's rules;
 * each part falls back to its default when it is missing or not valid, so a hand-edited link still opens.
 */
export const MessageListQuery = z.object({
  page: z.preprocess(Number, messagePage.number).catch(1),
  size: z.preprocess(Number, messagePage.size).catch(defaultPageSize),
  show: z.enum(['all', 'unread', 'read']).catch('all'),
});
export type MessageListQuery = z.infer<typeof MessageListQuery>;

export function parseListQuery(params: URLSearchParams): MessageListQuery {
  return MessageListQuery.parse(Object.fromEntries(params));
}

/** The list call's body for the URL's state. */
export function listRequest({ page, size, show }: MessageListQuery): z.input<typeof MessageListRequest> {
  return {
    page: { number: page, size },
    query: show === 'all' ? {} : { isRead: show === 'read' },
  };
}
