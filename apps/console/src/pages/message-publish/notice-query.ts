import { NoticeListRequest, noticeStatuses } from '@adconsole/api-client/contract';
import { z } from 'zod';
import { urlPage } from '../../lib/list-params';

/** The publishing list's state in its URL (docs/requirements.md#lists-and-paging): its page and status. */
export const NoticeQuery = z.object({
  ...urlPage(NoticeListRequest),
  status: z.enum(['all', ...noticeStatuses]).catch('all'),
});
export type NoticeQuery = z.infer<typeof NoticeQuery>;

/** The list call's body for the URL's state. */
export function noticeListRequest({ page, size, status }: NoticeQuery): z.input<typeof NoticeListRequest> {
  return { page: { number: page, size }, query: status === 'all' ? {} : { status } };
}
