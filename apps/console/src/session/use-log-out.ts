import { useLogout } from '@adconsole/api-client/react';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useServices } from '../app/services-context';
import { loginPath } from '../app/session';

/**
 * Logs out (docs/requirements.md#login-and-sessions): the server ends the session, the browser forgets the
 * token, roles, current account and open tabs, and the login page will come back to where the user was.
 */
export function useLogOut() {
  const { clearSession } = useServices();
  const logout = useLogout();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(async () => {
    const redirect = loginPath(`${pathname}${search}`);
    try {
      await logout.mutateAsync();
    } catch {
      // The session ends on this side whatever the server answered; the client has toasted the failure.
    }
    clearSession();
    await navigate(redirect, { replace: true });
  }, [clearSession, logout, navigate, pathname, search]);
}
