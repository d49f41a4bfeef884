/** The audit log of administrators' writes (docs/requirements.md#audit-log). */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { IsoDate } from '../metrics';
import { administrationPermissions as p, administrationRead, listOf, searchText } from './common';

export const AuditEntry = z.object({
  id: z.number().int(),
  userName: z.string(),
  /** The endpoint's path under the API prefix, e.g. `/system/user/save`. */
  action: z.string(),
  /** What was written: `user`, `role`, `customer`, `company`, `providerAccount`, … */
  entity: z.string(),
  entityId: z.string().nullable(),
  /** JSON of the record before and after the write; null when it did not exist (before) or was deleted. */
  before: z.string().nullable(),
  after: z.string().nullable(),
  createdTime: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditListRequest = listOf(
  {
    userName: searchText,
    entity: z.string().trim().max(32).optional(),
    beginDate: z.optional(IsoDate),
    endDate: z.optional(IsoDate),
  },
  ['createdTime'] as const,
);

export const auditEndpoints = {
  auditList: defineEndpoint({
    method: 'POST',
    path: '/system/audit/list',
    request: AuditListRequest,
    response: z.array(AuditEntry),
    ...administrationRead(p.auditList),
    summary: 'Every write made by an administrator: who, when, what, before and after; newest first.',
  }),
};
