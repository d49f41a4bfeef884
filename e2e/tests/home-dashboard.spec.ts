import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { layoutShifts, recordLayoutShifts, scrollsSideways } from '../support/layout';
import { openAs } from '../support/shell';

const accountsTable = (page: Page) => page.getByRole('table', { name: 'Your accounts' });
const accountRows = (page: Page) =>
  accountsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });

// Issue 13, item 2: the home dashboard (docs/requirements.md#home-dashboard). Each test logs in and reloads
// the page, and the machine may be busy: a minute each, and time for a (re)loaded list to arrive.
test.describe.configure({ timeout: 60_000 });
const listArrives = { timeout: 15_000 };
test('a followed account is kept on the server and listed first after a reload', async ({ page }) => {
  await openAs(page, 'demo');
  await expect(accountRows(page).getByRole('rowheader')).toHaveText(
    ['adc-shared-01', 'adc-demo-01'],
    listArrives,
  );
  await expect(page.getByText('Balances arrive about 3 hours late.')).toBeVisible();

  const follow = page.getByRole('switch', { name: 'Follow adc-demo-01' });
  await expect(follow).not.toBeChecked();
  await follow.click();
  // At once, and the row stays where the pointer is.
  await expect(follow).toBeChecked();
  await expect(accountRows(page).getByRole('rowheader')).toHaveText(['adc-shared-01', 'adc-demo-01']);
  await page.waitForLoadState('networkidle');

  await page.reload();
  await expect(accountRows(page).getByRole('rowheader')).toHaveText(
    ['adc-demo-01', 'adc-shared-01'],
    listArrives,
  );
  await expect(page.getByRole('switch', { name: 'Follow adc-demo-01' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Follow adc-shared-01' })).not.toBeChecked();

  // Demo follows nothing again, as the other tests expect.
  await page.getByRole('switch', { name: 'Follow adc-demo-01' }).press('Space');
  await expect(page.getByRole('switch', { name: 'Follow adc-demo-01' })).not.toBeChecked();
  await page.waitForLoadState('networkidle');
  await page.reload();
  await expect(accountRows(page).getByRole('rowheader')).toHaveText(
    ['adc-shared-01', 'adc-demo-01'],
    listArrives,
  );
});

test('the home page shows yesterday’s cost, the trend against the period before and the feeds’ last 15 days', async ({
  page,
}) => {
  await openAs(page, 'demo');
  const costs = accountsTable(page)
    .getByRole('cell')
    .filter({ hasText: /^￥[\d,]+\.\d\d$/ });
  // Balance and yesterday's cost of each of the two accounts.
  await expect(costs).toHaveCount(4);

  const trend = page.getByRole('region', { name: /^Trend analysis of adc-shared-01/ });
  await expect(
    trend.getByRole('img', { name: /^Cost by day from \d{4}-\d\d-\d\d to .*the 7 days before$/ }),
  ).toBeVisible();
  await expect(trend.getByRole('term')).toHaveText(['Last 7 days', 'The 7 days before', 'Change']);
  await expect(trend.getByRole('definition').last()).toHaveText(/^([+\u2212]\d+\.\d%|0\.0%|—)$/);
  await trend.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Last 30 days' }).click();
  await trend.getByRole('combobox', { name: 'Metric' }).click();
  await page.getByRole('option', { name: 'Clicks' }).click();
  await expect(trend.getByRole('img', { name: /^Clicks by day from .*the 30 days before$/ })).toBeVisible();
  await expect(page).toHaveURL(/metric=click/);
  await expect(page).toHaveURL(/period=last30Days/);
  // ECharts drew both periods, the period before dashed.
  await expect(trend.locator('svg path[stroke-dasharray]').first()).toBeAttached();

  const feeds = page.getByRole('table', { name: 'Feed ads, last 15 days' });
  await expect(feeds.getByRole('rowheader')).toHaveCount(15);

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(trend.getByRole('img', { name: /^Clicks by day/ })).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
});

for (const width of [375, 992, 1920]) {
  test(`at ${width} px nothing on the home page moves from its first paint: the accounts replace their skeleton in place, today’s alerts fill the place held for them`, async ({
    page,
  }) => {
    // Every layout shift in the page's main area from the first paint on, as the browser records them (Layout
    // Instability API), but those inside today's alerts' own box, which fills in place
    // (docs/requirements.md#home-dashboard).
    await page.setViewportSize({ width, height: 900 });
    await recordLayoutShifts(page, 'main', '[data-testid="today-alerts-place"]');
    await openAs(page, 'demo');
    await expect(accountRows(page)).toHaveCount(2, listArrives);
    await expect(page.getByRole('heading', { name: 'Today’s alerts' })).toBeVisible(listArrives);
    await expect(page.getByRole('main').getByRole('img', { name: /^Cost by day/ })).toBeVisible(listArrives);
    await page.waitForLoadState('networkidle');
    expect(await layoutShifts(page)).toEqual([]);
  });
}
