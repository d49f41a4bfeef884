/**
 * Whether a request's path is one the console routes in the browser, answered with its index.html: its last
 * segment names no file. A missing file (a script, a picture: a name with an extension) answers 404 instead of
 * the console's page.
 */
export function isPagePath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0]!;
  return !path.slice(path.lastIndexOf('/') + 1).includes('.');
}
