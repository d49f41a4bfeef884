import { useLayoutEffect } from 'react';
import { BrowserRouter, Outlet, useNavigate, useRoutes, type NavigateFunction } from 'react-router';
import { PageSuspense } from '../page-loading/page-suspense';
import { LoginRoute, RouteGuard } from '../page-loading/route-guard';
import { AuthRedirectPage } from '../page-loading/route-registry';

/** Navigation for code outside React (the API client's hooks), through the router once it is mounted. */
export interface OutsideNavigation {
  /** Goes to `to` in place of the current entry. */
  replace(to: string): void;
  attach(navigate: NavigateFunction): void;
}

export function createOutsideNavigation(): OutsideNavigation {
  let current: NavigateFunction | undefined;
  return {
    replace: (to) => void current?.(to, { replace: true }),
    attach(navigate) {
      current = navigate;
    },
  };
}

/**
 * The console's router. Declarative (`BrowserRouter`), not the data router of `createBrowserRouter`: the
 * console uses no loaders or actions, and the data router's code is about 15 KiB gzip more on every page
 * (docs/architecture.md#bundle-budgets).
 */
export function ConsoleRouter({ navigation }: { navigation: OutsideNavigation }) {
  return (
    <BrowserRouter>
      <AttachNavigation navigation={navigation} />
      <ConsoleRoutes />
    </BrowserRouter>
  );
}

function AttachNavigation({ navigation }: { navigation: OutsideNavigation }) {
  const navigate = useNavigate();
  useLayoutEffect(() => navigation.attach(navigate), [navigate, navigation]);
  return null;
}

/**
 * The public routes (docs/requirements.md#layout-and-navigation) and, behind the route guard, everything
 * else: the user's routes from the server, /redirect/*, /404 and /401.
 */
function ConsoleRoutes() {
  return useRoutes([
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
