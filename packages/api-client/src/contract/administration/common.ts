/**
 * What the administration area's calls share (docs/requirements.md#administration): its permissions, the
 * shape of its lists and of its saves. Every call of the area names the permission it needs; none acts on the
 * session's current provider account.
 */
import { z } from 'zod';
import { defaultPageSize, pageRequest, pageSizes } from '../pagination';

/** The permissions of administration (docs/requirements.md#users-roles-and-permissions). */
export const administrationPermissions = {
  userList: 'system:user:list',
  userEdit: 'system:user:edit',
  roleList: 'system:role:list',
  roleEdit: 'system:role:edit',
  customerList: 'system:customer:list',
  customerEdit: 'system:customer:edit',
  providerAccountList: 'system:providerAccount:list',
  providerAccountEdit: 'system:providerAccount:edit',
  costList: 'system:cost:list',
  costExport: 'system:cost:export',
  auditList: 'system:audit:list',
} as const;

export const Id = z.number().int().min(1);
export const ById = z.object({ id: Id });
export const searchText = z.string().trim().max(64).optional();
export const listOf = <Q extends z.ZodRawShape, Col extends string>(query: Q, sortable: readonly Col[]) =>
  z.object({
    page: z._default(pageRequest({ sizes: pageSizes, sortable }), { number: 1, size: defaultPageSize }),
    query: z.object(query).default({} as never),
  });

/** A save's answer: the id of the record created or changed. */
export const Saved = z.object({ id: z.number().int() });

/** A read of the area: about the console, not a provider account, and needing `permission`. */
export const administrationRead = (permission: string) => ({ accountScoped: false, permission }) as const;
/** A write of the area (docs/hardening.md#permission-enforcement). */
export const administrationWrite = (permission: string) =>
  ({ ...administrationRead(permission), write: true }) as const;
