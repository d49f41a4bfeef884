import { AuditListRequest, IsoDate } from '@adconsole/api-client/contract';
import { z } from 'zod';
import { urlPage } from '../../lib/list-params';

/** The audit list's state in its URL (docs/requirements.md#lists-and-paging): page, user, entity, dates. */
export const AuditQuery = z.object({
  ...urlPage(AuditListRequest),
  userName: z.string().optional().catch(undefined),
  entity: z.string().optional().catch(undefined),
  beginDate: z.optional(IsoDate).catch(undefined),
  endDate: z.optional(IsoDate).catch(undefined),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

/** The list call's body for the URL's state: the filters set, trimmed. */
export function auditListRequest({ page, size, ...filters }: AuditQuery): z.input<typeof AuditListRequest> {
  return {
    page: { number: page, size },
    query: Object.fromEntries(
      Object.entries(filters).flatMap(([key, value]) => (value?.trim() ? [[key, value.trim()]] : [])),
    ),
  };
}
