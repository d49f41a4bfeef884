import type { UserInfo } from '@adconsole/api-client/contract';
import { createContext, useContext } from 'react';
import type { AppRoute } from './route-tree';

/** What the guard loaded for the session: the user (roles, accounts, permissions) and their routes. */
export interface Access {
  user: UserInfo;
  routes: AppRoute[];
}

export const AccessContext = createContext<Access | null>(null);

/** The session's user and routes; only pages behind the route guard have them. */
export function useAccess(): Access {
  const access = useContext(AccessContext);
  if (!access) throw new Error('useAccess is for pages behind the route guard');
  return access;
}
