import { hasPermission } from '@adconsole/api-client/contract';
import type { ReactNode } from 'react';
import { useAccess } from './access';

/**
 * The user holds `*:*:*` or any one of the listed permissions
 * (docs/requirements.md#users-roles-and-permissions).
 */
export function usePermission(anyOf: readonly string[]): boolean {
  return hasPermission(useAccess().user.permissions, anyOf);
}

export interface PermissionProps {
  /** Permissions of which the user needs one (e.g. `report:export`). */
  anyOf: readonly string[];
  children: ReactNode;
  /** Shown instead when the user has none of them; nothing by default. */
  fallback?: ReactNode;
}

/** Shows its children only to a user with one of the permissions (or all of them, `*:*:*`). */
export function Permission({ anyOf, children, fallback = null }: PermissionProps) {
  return usePermission(anyOf) ? children : fallback;
}
