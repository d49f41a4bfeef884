import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectReportRows } from '../support/reports';
import { openAs } from '../support/shell';

// How a cold visit of a report page loads (docs/architecture.md#early-calls, docs/architecture.md#idle-work).

/** Every request the page makes from now on, in the order they were sent. */
function requestsOf(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

const named = (pattern: RegExp) => (request: Request) => pattern.test(new URL(request.url()).pathname);
const userInfo = named(/\/user\/getUserInfo$/);
const routeList = named(/\/user\/getRouters$/);
const reportPageCode = named(/\/assets\/report-page-[\w-]+\.js$/);
const reportRows = named(/\/seachReport\/keyword\/list$/);
const idleParts = named(/\/assets\/(tooltip-parts|toast-viewport)-[\w-]+\.js$/);

test.describe('a cold report page', () => {
  test('asks for the user’s details and route list once each, in the reader’s language, before the page’s code', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'cn'));
    const requests = requestsOf(page);
    await openAs(page, 'demo', '/keywordSearch/keywordReport', { savedLanguage: true });
    await expect(page.getByRole('heading', { name: '关键词日报' })).toBeVisible();
    await expectReportRows(page, '合计');
    const asked = requests.filter((request) => userInfo(request) || routeList(request));
    // One each: the console's client took the answers the start-up had asked for, in Chinese.
    expect(asked.map((request) => new URL(request.url()).pathname).toSorted()).toEqual([
      '/base-api/marketing/api/v1/user/getRouters',
      '/base-api/marketing/api/v1/user/getUserInfo',
    ]);
    for (const request of asked) expect(await request.headerValue('accept-language')).toBe('zh-CN');
    // Sent while the console's code was still on its way: before the console asked for the page's.
    expect(requests.findIndex(userInfo)).toBeLessThan(requests.findIndex(reportPageCode));
    expect(requests.findIndex(routeList)).toBeLessThan(requests.findIndex(reportPageCode));
  });

  test('fetches the kit’s parts for later gestures only once its rows have come', async ({ page }) => {
    // The page's requests and answers, in the order they happened.
    const events: { request: Request; answered: boolean }[] = [];
    page.on('request', (request) => events.push({ request, answered: false }));
    page.on('response', (response) => events.push({ request: response.request(), answered: true }));
    await openAs(page, 'demo', '/keywordSearch/keywordReport');
    await expectReportRows(page);
    const partsAsked = () => events.filter((event) => !event.answered && idleParts(event.request));
    await expect.poll(() => partsAsked().length).toBe(2);
    // Each part was asked for after the rows had answered: the page's own code and calls went first.
    const rowsAnswered = events.findIndex((event) => event.answered && reportRows(event.request));
    expect(rowsAnswered).toBeGreaterThanOrEqual(0);
    for (const part of partsAsked()) expect(events.indexOf(part)).toBeGreaterThan(rowsAnswered);
  });
});
