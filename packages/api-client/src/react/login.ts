import { useCallback, useEffect, useState } from 'react';
import type { ApiError } from '../client';
import { authEndpoints, captchaLifetimeMs, type Captcha, type LoginRequest } from '../contract/auth';
import { hashPassword } from '../contract/password-hash';
import { useApiClient } from './context';

// The login page's calls without TanStack Query: the page before login carries only React, the translation
// runtime and these (docs/architecture.md#lean-login).

/**
 * A picture captcha, fetched as the page opens and anew a little before it expires, so a slow typist is not
 * refused; `refetch` gives a new one (click to refresh). An answer that arrives after a newer fetch began is
 * dropped.
 */
export function useCaptcha() {
  const client = useApiClient();
  const [fetches, setFetches] = useState(0);
  const [data, setData] = useState<Captcha>();
  const [error, setError] = useState<ApiError>();
  useEffect(() => {
    let current = true;
    client.request(authEndpoints.captcha).then(
      (captcha) => {
        if (!current) return;
        setData(captcha);
        setError(undefined);
      },
      (failure: ApiError) => current && setError(failure),
    );
    const renewal = setTimeout(() => setFetches((n) => n + 1), captchaLifetimeMs - 10_000);
    return () => {
      current = false;
      clearTimeout(renewal);
    };
  }, [client, fetches]);
  const refetch = useCallback(() => setFetches((n) => n + 1), []);
  return { data, error, refetch };
}

/**
 * Logs in with the plain password, which is hashed before it leaves the browser
 * (docs/decisions.md#passwords-hashed-in-the-browser-then-scrypt); `isPending` while the call runs.
 */
export function useLogin() {
  const client = useApiClient();
  const [isPending, setPending] = useState(false);
  const logIn = useCallback(
    async ({ password, ...rest }: Omit<LoginRequest, 'pwd'> & { password: string }) => {
      setPending(true);
      try {
        return await client.request(authEndpoints.login, { ...rest, pwd: await hashPassword(password) });
      } finally {
        setPending(false);
      }
    },
    [client],
  );
  return { logIn, isPending };
}
