import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { openAs } from '../support/shell';
import { bodyRows, columnTexts, expectReportRows, reportTable, summaryRow } from '../support/reports';

const money = (text: string) => Number(text.replace(/[￥,]/g, ''));

/**
 * Opens the column chooser and answers its Clicks checkbox. The page moves while its chart loads above the
 * table (the chart after the first rows), so a click can land where the button was: in full runs the list once
 * never showed. The chooser is opened until its list shows, and Clicks must be in it.
 */
async function openChooser(page: Page) {
  const panel = page.getByRole('group', { name: 'Custom columns' });
  await expect(async () => {
    if (!(await panel.isVisible())) await page.getByRole('button', { name: 'Custom columns' }).click();
    await expect(panel.getByRole('checkbox', { name: 'Clicks' })).toBeVisible({ timeout: 5_000 });
  }).toPass();
  return panel.getByRole('checkbox', { name: 'Clicks' });
}

test.describe('reports: a report page', () => {
  // Several report loads per test on a shared 2-core machine: room to finish, not a timing assertion.
  test.describe.configure({ timeout: 90_000 });

  test('the sort cycle goes ascending, descending, then back to the default, in the URL', async ({
    page,
  }) => {
    await openAs(page, 'demo', '/keywordSearch/campaignReport');
    await expectReportRows(page);
    const cost = page.getByRole('columnheader', { name: 'Cost', exact: true });

    await cost.getByRole('button', { name: 'Cost', exact: true }).click();
    await expect(page).toHaveURL(/sortCol=cost&sortOrder=asc/);
    await expect(cost).toHaveAttribute('aria-sort', 'ascending');
    await expectReportRows(page);
    const ascending = (await columnTexts(page, 'Cost')).map(money);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    await cost.getByRole('button', { name: 'Cost', exact: true }).click();
    await expect(page).toHaveURL(/sortCol=cost&sortOrder=desc/);
    await expect(cost).toHaveAttribute('aria-sort', 'descending');
    await expectReportRows(page);
    const descending = (await columnTexts(page, 'Cost')).map(money);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));

    await cost.getByRole('button', { name: 'Cost', exact: true }).click();
    await expect(page).not.toHaveURL(/sortCol/);
    await expect(cost).toHaveAttribute('aria-sort', 'none');
  });

  test('a weekly range that is not Monday to Sunday is refused with the message and not searched', async ({
    page,
  }) => {
    const listCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/seachReport/keyword/list')) listCalls.push(request.url());
    });
    // Tuesday 3 November to Monday 9 November 2026.
    await openAs(page, 'demo', '/keywordSearch/keywordWeekly?beginDate=2026-11-03&endDate=2026-11-09');
    await expect(
      page.getByRole('alert').filter({ hasText: 'from a Monday to a Sunday' }).first(),
    ).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(0);
    expect(listCalls).toEqual([]);
  });

  test('paging moves through the rows and keeps the page in the URL', async ({ page }) => {
    await openAs(page, 'demo', '/keywordSearch/keywordReport');
    await expectReportRows(page);
    const firstPage = await columnTexts(page, 'Keyword');
    const totals = await summaryRow(page).innerText();
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expectReportRows(page);
    await expect.poll(() => columnTexts(page, 'Keyword')).not.toEqual(firstPage);
    // The summary row totals the whole query, whatever the page.
    expect(await summaryRow(page).innerText()).toBe(totals);
  });

  test('a column removed in the chooser stays removed after a reload', async ({ page }) => {
    await openAs(page, 'demo', '/feeds/unitReport');
    await expectReportRows(page);
    const table = reportTable(page, 'Unit daily report');
    await expect(table.getByRole('columnheader', { name: 'Clicks' })).toBeVisible();
    const clicks = await openChooser(page);
    const saved = page.waitForResponse((r) => r.url().includes('/advertisementReport/customField/save'));
    await clicks.uncheck();
    expect((await saved).ok()).toBe(true);
    await expect(table.getByRole('columnheader', { name: 'Clicks' })).toHaveCount(0);

    await page.reload();
    await expectReportRows(page);
    await expect(table.getByRole('columnheader', { name: 'Impressions' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Clicks' })).toHaveCount(0);

    // Back as it was, through the same chooser.
    await (await openChooser(page)).check();
    await expect(table.getByRole('columnheader', { name: 'Clicks' })).toBeVisible();
  });

  test('a copied URL reopens the same range, campaign filter, sort and page', async ({ page, context }) => {
    await openAs(page, 'demo', '/keywordSearch/keywordReport');
    await expectReportRows(page);
    await page.getByRole('combobox', { name: 'Campaign' }).click();
    // An option of the list the combobox opened, not of another select on the page.
    const campaign = page.getByRole('listbox').getByRole('option').nth(1);
    const campaignName = await campaign.innerText();
    await campaign.click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/campaignId=\d+/);
    await expectReportRows(page);
    await page
      .getByRole('columnheader', { name: 'Clicks' })
      .getByRole('button', { name: 'Clicks', exact: true })
      .click();
    await expect(page).toHaveURL(/sortCol=click/);
    await expectReportRows(page);
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expectReportRows(page);
    const url = page.url();
    const keywords = await columnTexts(page, 'Keyword');
    const totals = await summaryRow(page).innerText();

    const copy = await context.newPage();
    await copy.goto(url);
    await expect(copy).toHaveURL(url);
    await expectReportRows(copy);
    await expect(copy.getByRole('combobox', { name: 'Campaign' })).toContainText(campaignName);
    expect(new Set(await columnTexts(copy, 'Campaign'))).toEqual(new Set([campaignName]));
    await expect(copy.getByRole('columnheader', { name: 'Clicks' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(await columnTexts(copy, 'Keyword')).toEqual(keywords);
    expect(await summaryRow(copy).innerText()).toBe(totals);
  });
});
