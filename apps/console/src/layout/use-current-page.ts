import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useAccess } from '../routes/access';
import { findPage, type PageEntry } from '../routes/route-tree';

/** The page of the user's routes at the current location, with the routes above it. */
export function useCurrentPage(): PageEntry | undefined {
  const { routes } = useAccess();
  const { pathname } = useLocation();
  return useMemo(() => findPage(routes, pathname), [routes, pathname]);
}
