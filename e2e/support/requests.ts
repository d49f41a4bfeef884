import type { Page, Request } from '@playwright/test';

/**
 * Counts a page's requests in flight, those `matches` picks (all by default): how many are in flight, how many
 * have ended (finished or failed) and when either last changed. Tests wait on it for a page's answers rather
 * than on time or Playwright's `networkidle` (docs/testing.md#end-to-end-runs).
 */
export function requestsInFlight(page: Page, matches: (request: Request) => boolean = () => true) {
  const inFlight = new Set<Request>();
  let ended = 0;
  let changed = Date.now();
  page.on('request', (request) => {
    if (!matches(request)) return;
    inFlight.add(request);
    changed = Date.now();
  });
  const end = (request: Request) => {
    if (!inFlight.delete(request)) return;
    ended++;
    changed = Date.now();
  };
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    get inFlight() {
      return inFlight.size;
    },
    get ended() {
      return ended;
    },
    get changed() {
      return changed;
    },
  };
}
