import { Navigate, Outlet, useRoutes, type RouteObject } from 'react-router';
import { useMemo } from 'react';
import { ShellLayout } from '../layout/shell-layout';
import { PageFrame } from './page-frame';
import { PageSuspense } from './page-suspense';
import { NotFoundPage, pageRegistry, RedirectPage, UnauthorizedPage } from './route-registry';
import { pagesOf, redirectsOf, type AppRoute } from '../route-info/route-tree';

/** The route table of a user's routes: their pages inside the layout, menu redirects, the helper pages. */
export function routeTable(routes: readonly AppRoute[]): RouteObject[] {
  const pages = pagesOf(routes).filter((entry) => pageRegistry[entry.route.component!]);
  return [
    {
      element: <ShellLayout />,
      children: pages.map((entry) => ({ path: entry.route.path, element: <PageFrame entry={entry} /> })),
    },
    ...redirectsOf(routes).map(({ path, redirect }) => ({
      path,
      element: <Navigate to={redirect} replace />,
    })),
    { path: '/', element: <Navigate to="/home/index" replace /> },
    {
      element: (
        <PageSuspense>
          <Outlet />
        </PageSuspense>
      ),
      children: [
        { path: '/redirect/*', element: <RedirectPage /> },
        { path: '/404', element: <NotFoundPage /> },
        { path: '/401', element: <UnauthorizedPage /> },
      ],
    },
    // Unknown paths, and the pages a user's roles do not have, answer 404
    // (docs/requirements.md#users-roles-and-permissions).
    { path: '*', element: <Navigate to="/404" replace /> },
  ];
}

export function ConsoleRoutes({ routes }: { routes: readonly AppRoute[] }) {
  const table = useMemo(() => routeTable(routes), [routes]);
  return useRoutes(table);
}
