import { ApiError } from '@adconsole/api-client';
import { useRouters, useUserInfo } from '@adconsole/api-client/react';
import { responseCode } from '@adconsole/api-client/contract';
import { changeLanguage, languageById, languageStorageKey, useTranslation } from '@adconsole/i18n';
import { Skeleton } from '@adconsole/ui';
import { useEffect, useMemo } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useCurrentAccount, useServices } from '../session/services-context';
import { getToken, loginPath } from '../session/token';
import { AccessContext, type Access } from '../route-info/access';
import { ConsoleRoutes } from './console-routes';
import { LoginPage } from './route-registry';
import { resolveRoutes } from '../route-info/route-tree';

/**
 * The public login page inside the console (after a log-out or an expired session): with a token it leads
 * into the console (docs/requirements.md#layout-and-navigation).
 */
export function LoginRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  if (getToken()) return <Navigate to="/" replace />;
  return (
    <LoginPage redirect={params.get('redirect')} onLoggedIn={(to) => void navigate(to, { replace: true })} />
  );
}

/**
 * The route guard (docs/requirements.md#layout-and-navigation). Without a token every path but the public
 * ones goes to /login?redirect=…. With one, the user's information and route list are fetched once (then
 * kept: "roles loaded"), the accessible routes are built from them and the navigation goes on against them; a
 * failure clears the token and goes to the login page. A route the user does not have is not added, so its
 * URL answers 404.
 */
export function RouteGuard() {
  const location = useLocation();
  if (!getToken()) return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  return <AccessibleRoutes />;
}

function AccessibleRoutes() {
  const { t, i18n } = useTranslation();
  const { clearSession } = useServices();
  const [current, account] = useCurrentAccount();
  const location = useLocation();
  const navigate = useNavigate();
  // Logging out forgets the token and the cached answers while this is still shown: nothing is fetched again
  // without the token (it would only answer 401), and the log-out goes on to the login page.
  const signedIn = getToken() !== undefined;
  const user = useUserInfo(signedIn);
  const routers = useRouters(signedIn);
  const error = user.error ?? routers.error;

  const access = useMemo((): Access | undefined => {
    if (!user.data || !routers.data) return undefined;
    return { user: user.data, routes: resolveRoutes(routers.data, user.data.roles) };
  }, [user.data, routers.data]);
  const accountReady =
    access !== undefined &&
    (access.user.accounts.length === 0 ||
      access.user.accounts.some((a) => a.accountId === current?.accountId));

  useEffect(() => {
    if (!access) return;
    account.reconcile(access.user.accounts);
    // The user's language setting applies where this browser has not chosen one
    // (docs/requirements.md#languages).
    const saved = languageById(access.user.language);
    if (!localStorage.getItem(languageStorageKey) && saved && saved !== i18n.language) {
      void changeLanguage(i18n, saved);
    }
  }, [access, account, i18n]);

  useEffect(() => {
    // A 401 is the session-expiry prompt's to handle; any other failure was toasted by the client.
    if (!error || (error instanceof ApiError && error.code === responseCode.unauthorized)) return;
    clearSession();
    void navigate(loginPath(`${location.pathname}${location.search}`), { replace: true });
  }, [error, clearSession, navigate, location.pathname, location.search]);

  if (!access || !accountReady) {
    return (
      <main className="p-6">
        <Skeleton lines={4} label={t('app.loading')} />
      </main>
    );
  }
  return (
    <AccessContext.Provider value={access}>
      <ConsoleRoutes routes={access.routes} />
    </AccessContext.Provider>
  );
}
