import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { apiCall } from '../support/api';
import { requestsInFlight } from '../support/requests';
import { openAs } from '../support/shell';

// Demo's two provider accounts in the seeded data (apps/server/src/seed.ts), the first one current at login.
const accountA = 'adc-shared-01';
const accountB = 'adc-demo-01';

/**
 * The pages whose answers are the current provider account's (their calls are `accountScoped` in the
 * contract): the home dashboard, every report and the report centre. The download centre, the draft box and
 * the picture library (docs/requirements.md#picture-library: pictures are the user's, not an account's) list
 * the user's records of every account, the same under each.
 */
const accountPages = new Set([
  'Home',
  'ReportPage',
  'ReportCenterSummary',
  'ReportCenterWeekly',
  'ReportCenterReport',
]);

/** A route of the user's route list, as `/user/getRouters` answers it. */
interface RouteItem {
  path: string;
  component?: string;
  hidden?: boolean;
  meta?: { title?: string };
  children?: RouteItem[];
}

/** One route of each kind of account page in a route list: a report page per channel and section. */
function accountRoutes(routes: readonly RouteItem[], parent = ''): { path: string; kind: string }[] {
  return routes.flatMap((route) => {
    const path = route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    const own =
      route.component && accountPages.has(route.component) && !route.hidden
        ? [{ path, kind: `${route.component} ${parent} ${route.meta?.title}` }]
        : [];
    return [...own, ...accountRoutes(route.children ?? [], path)];
  });
}
/** The account pages of the user's own route list (the server's), one of each kind. */
async function accountPagesOf(page: Page) {
  const routes = await apiCall<RouteItem[]>(page, '/user/getRouters', {});
  return [...new Map(accountRoutes(routes).map((r) => [r.kind, r] as const)).values()];
}

const accountButton = (page: Page, accountNo: string) =>
  page.getByRole('banner').getByRole('button', { name: `Account: ${accountNo}` });

/**
 * Counts the page's requests in flight: `quiet()` resolves once none has been for `quietMs`. Playwright's
 * `networkidle` waits a fixed 500 ms of silence, and the walk waits for it three times a page; this window is
 * shorter, and the text must then hold still as well (docs/testing.md#end-to-end-runs).
 */
function requestsOf(page: Page, quietMs = 250) {
  const requests = requestsInFlight(page);
  return {
    quiet: () =>
      expect
        .poll(() => requests.inFlight === 0 && Date.now() - requests.changed >= quietMs, { intervals: [50] })
        .toBe(true),
    quietMs,
  };
}

/** The text of the page's main landmark once its answers have arrived and it holds still. */
async function shownText(page: Page, requests: ReturnType<typeof requestsOf>): Promise<string> {
  const main = page.getByRole('main');
  let shown: string | undefined;
  for (;;) {
    await requests.quiet();
    // Neither a page still loading its code nor a list or chart still loading its answer.
    await expect(main.getByText('Loading…')).toHaveCount(0);
    await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
    // Charts load their code lazily after the answers: the text counts once it stops changing.
    const now = await main.innerText();
    if (now === shown) return shown;
    shown = now;
    await page.waitForTimeout(requests.quietMs);
  }
}

/** Makes `accountNo` the current account through the account menu, unless it is already. */
async function switchTo(page: Page, from: string, to: string) {
  await accountButton(page, from).click();
  await page.getByRole('menuitemradio', { name: to }).click();
  await expect(accountButton(page, to)).toBeVisible();
}

/** The walk is cut in parts that run side by side, each in a worker with its own server. */
const parts = 4;
test.describe.configure({ mode: 'parallel' });

// Every account page of demo's route list, read from the server after login, each page a step.
for (let part = 0; part < parts; part++) {
  test(`every account page shows the new account's data after a switch, and none of the former's (part ${part + 1} of ${parts})`, async ({
    page,
  }) => {
    test.setTimeout(600_000);
    const requests = requestsOf(page);
    await openAs(page, 'demo', '/home/index');
    const pages = await accountPagesOf(page);
    const components = new Set(pages.map((p) => p.kind.split(' ')[0]));
    expect([...components].sort()).toEqual([...accountPages].sort());
    expect(pages.filter((p) => p.kind.startsWith('ReportPage ')).length).toBeGreaterThanOrEqual(20);

    for (const { path } of pages.filter((_, index) => index % parts === part)) {
      await test.step(path, async () => {
        await page.goto(path);
        // The page opens on the account the last step left current; the step switches to the other one, so
        // the walk goes A→B and B→A by turns.
        const current = page.getByRole('banner').getByRole('button', { name: /^Account: \S+$/ });
        await expect(current).toBeVisible();
        const [from, to] = (await current.innerText()).includes(accountB)
          ? [accountB, accountA]
          : [accountA, accountB];
        const shownBefore = await shownText(page, requests);

        await switchTo(page, from, to);
        await expect(page.getByRole('main')).not.toHaveText(shownBefore);
        const shownAfterSwitch = await shownText(page, requests);
        expect(shownAfterSwitch).not.toEqual(shownBefore);

        // A fresh load of the page with the new account current, nothing cached: exactly what the switch
        // showed.
        await page.reload();
        await expect(accountButton(page, to)).toBeVisible();
        await expect.poll(() => shownText(page, requests)).toEqual(shownAfterSwitch);
      });
    }
  });
}
