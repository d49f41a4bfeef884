import { createBrowserRouter } from 'react-router';
import { AuthRedirectPage } from '../pages/auth-redirect/auth-redirect-page';
import { LoginPage } from '../pages/login/login-page';
import { LoginRoute, RouteGuard } from '../routing/route-guard';

/**
 * The public routes (spec §2) and, behind the route guard, everything else: the user's routes from the
 * server, /redirect/*, /404 and /401.
 */
export function createRouter() {
  return createBrowserRouter([
    {
      path: '/login',
      element: (
        <LoginRoute>
          <LoginPage />
        </LoginRoute>
      ),
    },
    { path: '/auth-redirect', element: <AuthRedirectPage /> },
    { path: '*', element: <RouteGuard /> },
  ]);
}
