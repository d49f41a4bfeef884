import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectReportRows, reportTable } from '../support/reports';
import { openAs } from '../support/shell';

/** The search device report, whose columns no other test changes: its catalogue's columns in order. */
const deviceReport = '/keywordSearch/deviceReport';
const catalogueColumns = [
  'Date',
  'Device',
  'Impressions',
  'Clicks',
  'CTR',
  'Cost',
  'CPC',
  'CPM',
  'Conversions',
];

/** Each report load on a shared 2-core machine: room to finish, not a timing assertion. */
const loaded = { timeout: 15_000 };

const headers = (page: Page) => reportTable(page, 'Device daily report').getByRole('columnheader');
const chooser = (page: Page) => page.getByRole('group', { name: 'Custom columns' });
const customFieldCall = (page: Page, call: 'save' | 'reset') =>
  page.waitForResponse((response) => response.url().includes(`/advertisementReport/customField/${call}`));

async function openChooser(page: Page) {
  await page.getByRole('button', { name: 'Custom columns' }).click();
  await expect(chooser(page)).toBeVisible();
}

/** The chooser's columns in its order, each with whether it is shown. */
async function chooserColumns(page: Page) {
  const boxes = chooser(page).getByRole('checkbox');
  return boxes.evaluateAll((inputs) =>
    inputs.map((input) => [input.parentElement?.textContent ?? '', (input as HTMLInputElement).checked]),
  );
}

test.describe('reports: the column chooser', () => {
  test.describe.configure({ timeout: 90_000 });

  test('removes and moves columns for good, and Reset brings back the catalogue columns in order', async ({
    page,
  }) => {
    await openAs(page, 'demo', deviceReport);
    await expectReportRows(page);
    await expect(headers(page)).toHaveText(catalogueColumns);

    await openChooser(page);
    // The date identifies a row: it cannot be removed.
    await expect(chooser(page).getByRole('checkbox', { name: 'Date', exact: true })).toBeDisabled();
    let saved = customFieldCall(page, 'save');
    await chooser(page).getByRole('checkbox', { name: 'Clicks', exact: true }).uncheck();
    expect((await saved).ok()).toBe(true);
    await expect(headers(page)).toHaveText(
      ['Date', 'Device', 'Impressions', 'CTR', 'Cost', 'CPC', 'CPM', 'Conversions'],
      loaded,
    );
    saved = customFieldCall(page, 'save');
    await chooser(page).getByRole('button', { name: 'Move Cost up', exact: true }).click();
    expect((await saved).ok()).toBe(true);
    const chosen = ['Date', 'Device', 'Impressions', 'Cost', 'CTR', 'CPC', 'CPM', 'Conversions'];
    await expect(headers(page)).toHaveText(chosen, loaded);

    await page.reload();
    await expectReportRows(page);
    await expect(headers(page)).toHaveText(chosen);
    // The removed column is still offered, at its place in the report's order.
    await openChooser(page);
    expect(await chooserColumns(page)).toEqual([
      ['Date', true],
      ['Device', true],
      ['Impressions', true],
      ['Clicks', false],
      ['Cost', true],
      ['CTR', true],
      ['CPC', true],
      ['CPM', true],
      ['Conversions', true],
    ]);

    const reset = customFieldCall(page, 'reset');
    await chooser(page).getByRole('button', { name: 'Reset', exact: true }).click();
    expect((await reset).ok()).toBe(true);
    await expect(headers(page)).toHaveText(catalogueColumns, loaded);
    expect(await chooserColumns(page)).toEqual(catalogueColumns.map((title) => [title, true]));

    await page.reload();
    await expectReportRows(page);
    await expect(headers(page)).toHaveText(catalogueColumns);
  });

  test('a column shown again comes back at its place, not at the end', async ({ page }) => {
    await openAs(page, 'demo', deviceReport);
    await expectReportRows(page);
    await expect(headers(page)).toHaveText(catalogueColumns);

    await openChooser(page);
    let saved = customFieldCall(page, 'save');
    await chooser(page).getByRole('checkbox', { name: 'Clicks', exact: true }).uncheck();
    expect((await saved).ok()).toBe(true);
    await expect(headers(page)).toHaveText(
      ['Date', 'Device', 'Impressions', 'CTR', 'Cost', 'CPC', 'CPM', 'Conversions'],
      loaded,
    );
    saved = customFieldCall(page, 'save');
    await chooser(page).getByRole('checkbox', { name: 'Clicks', exact: true }).check();
    expect((await saved).ok()).toBe(true);
    await expect(headers(page)).toHaveText(catalogueColumns, loaded);

    await page.reload();
    await expectReportRows(page);
    await expect(headers(page)).toHaveText(catalogueColumns);
  });
});
