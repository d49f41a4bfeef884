import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useAccess } from '../route-info/access';
import { findPage, type PageEntry } from '../route-info/route-tree';

/** The page of the user's routes at the current location, with the routes above it. */
export function useCurrentPage(): PageEntry | undefined {
  const { routes } = useAccess();
  const { pathname } = useLocation();
  return useMemo(() => findPage(routes, pathname), [routes, pathname]);
}
