import { createBrowserRouter, Outlet } from 'react-router';
import { PageSuspense } from '../routing/page-suspense';
import { LoginRoute, RouteGuard } from '../routing/route-guard';
import { AuthRedirectPage } from '../routing/route-registry';

/**
 * The public routes (docs/requirements.md#layout-and-navigation) and, behind the route guard, everything
 * else: the user's routes from the server, /redirect/*, /404 and /401.
 */
export function createRouter() {
  return createBrowserRouter([
    {
      element: (
        <PageSuspense>
          <Outlet />
        </PageSuspense>
      ),
      children: [
        {
          path: '/login',
          element: <LoginRoute />,
        },
        { path: '/auth-redirect', element: <AuthRedirectPage /> },
      ],
    },
    { path: '*', element: <RouteGuard /> },
  ]);
}
