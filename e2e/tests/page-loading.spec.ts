import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { layoutShifts, recordLayoutShifts } from '../support/layout';
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
const reportColumns = named(/\/advertisementReport\/customField\/get$/);
const reportViews = named(/\/advertisementReport\/view\/list$/);
const unreadMessages = named(/\/user\/message\/unreadCount$/);
const calculatedColumns = named(/\/reportMetric\/list$/);
const firstCalls = [userInfo, routeList, reportColumns, reportViews, calculatedColumns];
const reportLists = named(/\/seachReport\/\w+\/list$/);
/** The report lists asked for (the rows, the filters' campaigns, the chart's days), each with its body. */
const listsAsked = (requests: Request[]) =>
  requests.filter(reportLists).map((request) => `${new URL(request.url()).pathname} ${request.postData()}`);
const firstCallPaths = [
  '/base-api/marketing/api/v1/advertisementReport/customField/get',
  '/base-api/marketing/api/v1/advertisementReport/view/list',
  '/base-api/marketing/api/v1/reportMetric/list',
  '/base-api/marketing/api/v1/user/getRouters',
  '/base-api/marketing/api/v1/user/getUserInfo',
];
const reportPageCode = named(/\/assets\/report-page-[\w-]+\.js$/);
const reportRows = named(/\/seachReport\/keyword\/list$/);
const idleParts = named(/\/assets\/(tooltip-parts|toast-viewport)-[\w-]+\.js$/);

test.describe('a cold report page', () => {
  test('comes with its code, and asks once each, in the reader’s language, for what it waits for before its rows', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'cn'));
    // A slow machine's CPU, where a page's parts mount well after their answers can come.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const requests = requestsOf(page);
    await openAs(page, 'demo', '/keywordSearch/keywordReport', { savedLanguage: true });
    await expect(page.getByRole('heading', { name: '关键词日报' })).toBeVisible();
    await expectReportRows(page, '合计');
    const asked = () => requests.filter((request) => firstCalls.some((call) => call(request)));
    // One each: the console's client took the answers the start-up had asked for, in Chinese. The views wait for
    // an account: on this first visit none was kept, so the page asked for them itself.
    const paths = (list: Request[]) => list.map((request) => new URL(request.url()).pathname).toSorted();
    expect(paths(asked())).toEqual(firstCallPaths);
    for (const request of asked()) expect(await request.headerValue('accept-language')).toBe('zh-CN');
    // The page the server sent with the session linked the report page's code: it was asked for before the
    // start-up ran, and the start-up's calls before the console's top bar asked for its messages.
    expect(requests.findIndex(reportPageCode)).toBeLessThan(requests.findIndex(userInfo));
    for (const call of [userInfo, routeList, reportColumns, calculatedColumns]) {
      expect(requests.findIndex(call)).toBeLessThan(requests.findIndex(unreadMessages));
    }
    // Each list once: a part that mounts after its answer came takes it (docs/architecture.md#early-calls).
    expect(listsAsked(requests).length).toBeGreaterThanOrEqual(2);
    expect(listsAsked(requests)).toEqual([...new Set(listsAsked(requests))]);

    // Again, with the account the first visit kept: the views are asked for early too, once.
    requests.length = 0;
    await page.reload();
    await expectReportRows(page, '合计');
    expect(paths(asked())).toEqual(firstCallPaths);
    // The report's first rows too (the user keeps no default view), and the page took that answer: each list once.
    for (const call of [...firstCalls, reportRows]) {
      expect(requests.findIndex(call)).toBeLessThan(requests.findIndex(unreadMessages));
    }
    expect(listsAsked(requests)).toEqual([...new Set(listsAsked(requests))]);
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

  test('holds its chart’s place, so its table does not move when the chart comes after the rows', async ({
    page,
  }) => {
    // Every layout shift of the report table from the page's start, as the browser records them (Layout
    // Instability API): a click aimed at the table or its column chooser would land elsewhere.
    await recordLayoutShifts(page, '.rt');
    await openAs(page, 'demo', '/keywordSearch/deviceReport');
    await expectReportRows(page);
    // The chart's code loads only after the rows; once it is drawn, with its markers' strip, the page is whole.
    await expect(page.getByRole('main').getByRole('img', { name: /^Cost by day/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Changes on / }).first()).toBeVisible();
    expect(await layoutShifts(page)).toEqual([]);
  });
});
