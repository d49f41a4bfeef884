import { Navigate, Outlet, useLocation } from 'react-router';
import { getToken } from './session';

/** Without a token only the public pages are reachable; anything else goes to /login?redirect=… (spec §4). */
export function RequireSession() {
  const location = useLocation();
  if (!getToken()) {
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/login?redirect=${redirect}`} replace />;
  }
  return <Outlet />;
}
