import { catalogueReportByPath, sessionCookie } from '@adconsole/api-client/contract';

/**
 * Whether a request's path is one the console routes in the browser, answered with its index.html: its last
 * segment names no file. A missing file (a script, a picture: a name with an extension) answers 404 instead of
 * the console's page.
 */
export function isPagePath(url: string): boolean {
  const path = pathOf(url);
  return !path.slice(path.lastIndexOf('/') + 1).includes('.');
}

/**
 * The file a page path answers (docs/architecture.md#console-page): to a request that carries a session cookie
 * (with which the console opens rather than the login) the console's page, which links its code for preloading,
 * and on a report's path the report page's, which links that page's code too; else index.html. Whether the
 * session is valid is the API's to say: a stale cookie costs only the preloaded code, and the console then goes
 * to the login as before.
 */
export function pageFile(url: string, cookieHeader: string | undefined): string {
  const carriesSession = (cookieHeader ?? '').split(';').some((cookie) => {
    const [name, value] = cookie.split('=', 2).map((part) => part.trim());
    return name === sessionCookie && Boolean(value);
  });
  if (!carriesSession) return 'index.html';
  return catalogueReportByPath(pathOf(url)) ? 'console-report.html' : 'console.html';
}

/** A request URL's path, without its query or fragment. */
function pathOf(url: string): string {
  return url.split(/[?#]/, 1)[0]!;
}
