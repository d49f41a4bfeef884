import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { sessionToken } from '../support/api';
import ExcelJS from 'exceljs';
import { violations } from '../support/axe';
import { openAs } from '../support/shell';

interface Week {
  beginDate: string;
  endDate: string;
}
interface Metrics {
  cost: number;
  impression: number;
  click: number;
}
interface Overview {
  current: Metrics;
  previous: Metrics;
  days: (Metrics & { date: string })[];
}

/** A statistics call of the report centre as the page's user, through the API (the session cookie's token). */
async function weeklyCall<T>(page: Page, path: string, week: Week, channel: 'search' | 'feed'): Promise<T> {
  const token = await sessionToken(page);
  const response = await page.request.post(`/base-api/marketing/api/v1${path}`, {
    headers: { token },
    data: { query: { ...week, channel } },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** The top date bar's picker: its name ends with the week it shows. */
const weekField = (page: Page) =>
  page.getByRole('search', { name: 'Date search' }).getByRole('button', { name: /^Date range/ });

async function shownWeek(page: Page): Promise<Week> {
  await expect(weekField(page)).toContainText(/\d{4}-\d\d-\d\d to \d{4}/);
  const [, beginDate, endDate] = /(\d{4}-\d\d-\d\d) to (\d{4}-\d\d-\d\d)/.exec(
    await weekField(page).innerText(),
  )!;
  return { beginDate: beginDate!, endDate: endDate! };
}

const shiftDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A day as the picker's calendar names it: "Monday, November 9, 2026". */
const dayName = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

const money = (value: number) =>
  `￥${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const kpis = (page: Page) => page.getByRole('region', { name: 'The week against the week before' });

/** The card of one metric: its name, then the week's figure. */
const kpiCard = (page: Page, metric: string) =>
  kpis(page)
    .locator('div')
    .filter({ has: page.getByRole('term').filter({ hasText: metric }) })
    .last();

async function expectOverview(page: Page, week: Week, channel: 'search' | 'feed') {
  const path = channel === 'search' ? '/weeklyOverview/search/statistics' : '/weeklyOverview/info/statistics';
  const overview = await weeklyCall<Overview>(page, path, week, channel);
  await expect(kpiCard(page, 'Cost')).toContainText(money(overview.current.cost));
  await expect(kpiCard(page, 'Cost')).toContainText(`Week before: ${money(overview.previous.cost)}`);
  await expect(kpiCard(page, 'Clicks')).toContainText(overview.current.click.toLocaleString('en-US'));
  return overview;
}

/** A chart has drawn when its named picture holds an SVG path. */
async function expectChart(page: Page, name: string) {
  const chart = page.getByRole('img', { name });
  await expect(chart).toBeVisible();
  await expect(chart.locator('svg path').first()).toBeAttached();
}

/** The rows of a table's body (rows with a row header). */
const tableRows = (page: Page, name: string) =>
  page
    .getByRole('table', { name })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });

test.describe('report centre: the summary overview', () => {
  // Several statistics calls and an export on a shared 2-core machine: room to finish.
  test.describe.configure({ timeout: 120_000 });

  test('the feeds’ overview adds the targeting', async ({ page }) => {
    await openAs(page, 'demo', '/reportCenter/feeds/summary');
    const week = await shownWeek(page);
    await expectOverview(page, week, 'feed');
    const targeting = page.getByRole('region', { name: 'Targeting' });
    await expect(targeting.getByRole('table').first()).toBeVisible();
    await expect(targeting.getByRole('table', { name: 'Crowds' })).toBeVisible();
    // Feeds buy no keywords: their top 15 are intention words.
    await expect(page.getByRole('table', { name: 'Top 15 intention words by cost' })).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'Cost by day of the week' }).locator('svg path').first(),
    ).toBeAttached();
    expect(await violations(page)).toEqual([]);
  });

  test('a week that is not Monday to Sunday is refused on the page and not asked for', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/statistics')) calls.push(request.url());
    });
    // Tuesday 3 November to Monday 9 November 2026.
    await openAs(page, 'demo', '/reportCenter/keywordSearch/summary?beginDate=2026-11-03&endDate=2026-11-09');
    await expect(page.getByRole('main').getByRole('alert')).toContainText(/Monday to (a )?Sunday/);
    await expect(kpis(page)).toHaveCount(0);
    expect(calls).toEqual([]);
  });

  test('last week’s overview with its charts and tables; another week; its export opened', async ({
    page,
  }) => {
    await openAs(page, 'demo', '/reportCenter/keywordSearch/summary');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const lastWeek = await shownWeek(page);
    // Last week: a Monday to the Sunday after it.
    expect(new Date(`${lastWeek.beginDate}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(lastWeek.endDate).toBe(shiftDays(lastWeek.beginDate, 6));

    await expectOverview(page, lastWeek, 'search');
    await expect(kpis(page).getByRole('term')).toHaveText([
      'Cost',
      'Impressions',
      'Clicks',
      'CTR',
      'CPC',
      'CPM',
      'Conversions',
    ]);
    await expectChart(page, 'Cost by day of the week');
    await expectChart(page, 'Cost by hour of the day');
    await expect(tableRows(page, 'Top 15 regions by cost')).toHaveCount(15);
    await expect(tableRows(page, 'Top 15 keywords by cost')).toHaveCount(15);
    await expect(tableRows(page, 'Devices')).toHaveCount(2);
    // The regions come as the call ranks them, by cost.
    const regions = await weeklyCall<{ provinceName: string }[]>(
      page,
      '/weeklyRegion/statistics',
      lastWeek,
      'search',
    );
    await expect(tableRows(page, 'Top 15 regions by cost').getByRole('rowheader')).toHaveText(
      regions.map((r) => r.provinceName),
    );

    // The charts' metric is kept in the URL.
    await page.getByRole('combobox', { name: 'Metric' }).click();
    await page.getByRole('option', { name: 'Clicks' }).click();
    await expect(page).toHaveURL(/metric=click/);
    await expectChart(page, 'Clicks by day of the week');

    // The week before, picked in the top date bar.
    const weekBefore = {
      beginDate: shiftDays(lastWeek.beginDate, -7),
      endDate: shiftDays(lastWeek.endDate, -7),
    };
    await weekField(page).click();
    const picker = page.getByRole('dialog', { name: 'Date range' });
    // A type-3 picker takes the whole week of the day picked.
    await picker.getByRole('button', { name: dayName(weekBefore.beginDate) }).click();
    await expect(picker).toBeHidden();
    await expect(weekField(page)).toContainText(`${weekBefore.beginDate} to ${weekBefore.endDate}`);
    const asked = page.waitForRequest((r) => r.url().includes('/weeklyOverview/search/statistics'));
    await page.getByRole('search', { name: 'Date search' }).getByRole('button', { name: 'Search' }).click();
    expect((await asked).postDataJSON()).toMatchObject({ query: weekBefore });
    await expect(page).toHaveURL(
      new RegExp(`beginDate=${weekBefore.beginDate}&endDate=${weekBefore.endDate}`),
    );
    const overview = await expectOverview(page, weekBefore, 'search');

    // The week's weekly pages keep the week: the sub-menu's links carry it.
    await page
      .getByRole('navigation', { name: 'Search ads' })
      .getByRole('link', { name: 'Campaign weekly report' })
      .click();
    await expect(page).toHaveURL(
      new RegExp(`/reportCenter/keywordSearch/campaignWeekly\\?beginDate=${weekBefore.beginDate}`),
    );
    // The report page's code loads when it is first opened: room for a busy machine.
    await expect(page.getByRole('table', { name: 'Campaign weekly report' })).toBeVisible({
      timeout: 20_000,
    });
    await page
      .getByRole('navigation', { name: 'Search ads' })
      .getByRole('link', { name: 'Summary overview' })
      .click();
    await expectOverview(page, weekBefore, 'search');
    // The main menu's link has no week: the bar and the page show last week again; back brings the other.
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Summary overview' })
      .first()
      .click();
    await expect(weekField(page)).toContainText(`${lastWeek.beginDate} to ${lastWeek.endDate}`);
    await expectOverview(page, lastWeek, 'search');
    await page.goBack();
    await expect(weekField(page)).toContainText(`${weekBefore.beginDate} to ${weekBefore.endDate}`);

    // The export of the overview: confirmed, then a file of several sheets in the download centre.
    await page
      .getByRole('search', { name: 'Date search' })
      .getByRole('button', { name: 'Export overview' })
      .click();
    const prompt = page.getByRole('alertdialog');
    await expect(prompt).toContainText(`${weekBefore.beginDate} to ${weekBefore.endDate}`);
    const created = page.waitForResponse((r) =>
      r.url().includes('/seachReport/account/overview/createExport'),
    );
    await prompt.getByRole('button', { name: 'Confirm' }).click();
    expect((await created).ok()).toBe(true);

    await page.goto('/downloadCenter/index');
    const records = page.getByRole('table', { name: 'Your exports' });
    const row = records
      .getByRole('row')
      .filter({ hasText: `Search ads summary overview ${weekBefore.beginDate}~${weekBefore.endDate}` })
      .first();
    await expect(row).toContainText('Ready', { timeout: 60_000 });
    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: /^Download/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
    const sheets = workbook.worksheets.map((sheet) => sheet.name);
    expect(sheets).toEqual(expect.arrayContaining(['Overview', 'Days', 'Region', 'Device', 'Time period']));
    // The overview sheet: each metric's week, the week before and the change; cost as the API answers it.
    const costRow = workbook
      .getWorksheet('Overview')!
      .getSheetValues()
      .find((values) => Array.isArray(values) && values[1] === 'Cost') as unknown[];
    expect(costRow[2]).toBeCloseTo(overview.current.cost, 2);
    expect(costRow[3]).toBeCloseTo(overview.previous.cost, 2);
    expect(workbook.getWorksheet('Days')!.rowCount).toBeGreaterThanOrEqual(1 + 7);
  });
});
