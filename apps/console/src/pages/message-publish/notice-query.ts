import { defaultPageSize, NoticeListRequest, noticeStatuses } from '@adconsole/api-client/contract';
import { z } from 'zod';

/** The notice list call's own page rules: its page number and the page sizes it takes. */
const noticePage = NoticeListRequest.shape.page.unwrap().shape;

/**
 * The publishing list's state in its URL (docs/requirements.md#lists-and-paging), read with the list call's
 * rules; each part falls back to its default when it is missing or not valid.
 */
export const NoticeQuery = z.object({
  page: z.preprocess(Number, noticePage.number).catch(1),
  size: z.preprocess(Number, noticePage.size).catch(defaultPageSize),
  status: z.enum(['all', ...noticeStatuses]).catch('all'),
});
export type NoticeQuery = z.infer<typeof NoticeQuery>;

export function parseNoticeQuery(params: URLSearchParams): NoticeQuery {
  return NoticeQuery.parse(Object.fromEntries(params));
}

/** The list call's body for the URL's state. */
export function noticeListRequest({ page, size, status }: NoticeQuery): z.input<typeof NoticeListRequest> {
  return { page: { number: page, size }, query: status === 'all' ? {} : { status } };
}
