import { hasPermission, type Endpoint } from '@adconsole/api-client/contract';
import type { ReactNode } from 'react';
import { useAccess } from './access';

/**
 * Whether the session user may call `endpoint`: the permission its contract declaration names, held or implied
 * by `*:*:*`; a call naming none is open to every user (docs/requirements.md#users-roles-and-permissions). The
 * controls that make a call ask this, so a button and the server's check read the same declaration.
 */
export function useCanCall(endpoint: Endpoint): boolean {
  const held = useAccess().user.permissions;
  return !endpoint.permission || hasPermission(held, [endpoint.permission]);
}

export interface CanCallProps {
  /** The call the children make. */
  endpoint: Endpoint;
  children: ReactNode;
  /** Shown instead when the user may not make the call; nothing by default. */
  fallback?: ReactNode;
}

/** Shows its children only to a user who may make their call. */
export function CanCall({ endpoint, children, fallback = null }: CanCallProps) {
  return useCanCall(endpoint) ? children : fallback;
}
