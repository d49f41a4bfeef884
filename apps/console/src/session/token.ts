import { readCookie, removeCookie, writeCookie } from '../lib/cookies';

/**
 * The session token lives in the `yunShang-Token` cookie for one day
 * (docs/requirements.md#login-and-sessions): the contract's `sessionCookie`, which the server reads too, named
 * here again so the first script carries none of the contract's modules (token.test.ts holds them equal).
 */
export const tokenCookie = 'yunShang-Token';
const oneDaySeconds = 24 * 60 * 60;

export function getToken(): string | undefined {
  return readCookie(tokenCookie) || undefined;
}

export function setToken(token: string) {
  writeCookie(tokenCookie, token, oneDaySeconds);
}

export function removeToken() {
  removeCookie(tokenCookie);
}

/** A redirect target from the login query: only paths inside the console, never another site. */
export function safeRedirect(target: string | null | undefined): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : '/';
}

/**
 * The login page that comes back to `fullPath` afterwards: /login?redirect=…
 * (docs/requirements.md#login-and-sessions).
 */
export function loginPath(fullPath: string): string {
  return `/login?redirect=${encodeURIComponent(fullPath)}`;
}
