/** The session token lives in the `yunShang-Token` cookie for one day (spec §3). */
export const tokenCookie = 'yunShang-Token';
const oneDaySeconds = 24 * 60 * 60;

export function getToken(): string | undefined {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${tokenCookie}=`));
  return (entry && decodeURIComponent(entry.slice(tokenCookie.length + 1))) || undefined;
}

export function setToken(token: string) {
  document.cookie = `${tokenCookie}=${encodeURIComponent(token)}; Max-Age=${oneDaySeconds}; Path=/; SameSite=Lax`;
}

export function removeToken() {
  document.cookie = `${tokenCookie}=; Max-Age=0; Path=/; SameSite=Lax`;
}

/** A redirect target from the login query: only paths inside the console, never another site. */
export function safeRedirect(target: string | null | undefined): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : '/';
}
