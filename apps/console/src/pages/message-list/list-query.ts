import { MessageListRequest, pageSizes } from '@adconsole/api-client/contract';
import { z } from 'zod';
import { urlPage } from '../../lib/list-params';

/**
 * The message list's state in its URL (docs/requirements.md#lists-and-paging): its page, in the sizes the page
 * offers (docs/requirements.md#messages), and read state.
 */
export const MessageListQuery = z.object({
  ...urlPage(MessageListRequest, pageSizes),
  show: z.enum(['all', 'unread', 'read']).catch('all'),
});
export type MessageListQuery = z.infer<typeof MessageListQuery>;

/** The list call's body for the URL's state. */
export function listRequest({ page, size, show }: MessageListQuery): z.input<typeof MessageListRequest> {
  return {
    page: { number: page, size },
    query: show === 'all' ? {} : { isRead: show === 'read' },
  };
}
