import { useLogout } from '@adconsole/api-client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useServices } from './services-context';
import { loginPath } from './token';

/**
 * Logs out (docs/requirements.md#login-and-sessions): the server ends the session, the browser forgets the
 * token, roles, current account and open tabs, and the login page will come back to where the user was.
 */
export function useLogOut() {
  const { clearSession } = useServices();
  const logout = useLogout();
  const navigate = useNavigate();
  return useCallback(async () => {
    // The address bar's page at the moment of logging out: a part of the shell kept from an earlier page
    // (open tabs stay mounted) can hold an older router location.
    const { pathname, search } = window.location;
    const redirect = loginPath(`${pathname}${search}`);
    try {
      await logout.mutateAsync();
    } catch {
      // The session ends on this side whatever the server answered; the client has toasted the failure.
    }
    clearSession();
    await navigate(redirect, { replace: true });
  }, [clearSession, logout, navigate]);
}
