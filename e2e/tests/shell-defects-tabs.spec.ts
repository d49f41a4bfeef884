import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectReportRows } from '../support/reports';
import { openAs, tagsBar } from '../support/shell';

const tabs = (page: Page) => tagsBar(page).getByRole('link');
const tab = (page: Page, name: string) => tagsBar(page).getByRole('link', { name, exact: true });

// Issue 20, item 1: a sort, a page or a date change opened another tab of the same report.
test.describe('shell defects: one tab per report, following its URL', () => {
  test.describe.configure({ timeout: 90_000 });

  test('sorting, paging and changing the range keep one tab, which goes back to the state last seen', async ({
    page,
  }) => {
    await openAs(page, 'demo', '/keywordSearch/keywordReport');
    await expectReportRows(page);

    await page
      .getByRole('columnheader', { name: 'Cost', exact: true })
      .getByRole('button', { name: 'Cost', exact: true })
      .click();
    await expect(page).toHaveURL(/sortCol=cost/);
    await expectReportRows(page);
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expectReportRows(page);
    const paged = page.url();
    await page.getByRole('button', { name: /^Date range/ }).click();
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await expect(page).not.toHaveURL(paged);
    await expectReportRows(page);
    const lastSeen = new URL(page.url());

    await expect(tabs(page)).toHaveText(['Home', 'Keyword daily report']);
    await expect(tab(page, 'Keyword daily report')).toHaveAttribute('aria-current', 'page');

    // Another report is another tab; the report's tab brings back the state it was left in.
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Unit weekly report' })
      .click();
    await expect(page.getByRole('heading', { name: 'Unit weekly report' })).toBeVisible();
    await expect(tabs(page)).toHaveText(['Home', 'Keyword daily report', 'Unit weekly report']);
    await tab(page, 'Keyword daily report').click();
    await expect(page).toHaveURL(`${lastSeen.pathname}${lastSeen.search}`);
    await expect(tabs(page)).toHaveText(['Home', 'Keyword daily report', 'Unit weekly report']);
  });

  test('a query that names another message is a tab of its own', async ({ page }) => {
    await openAs(page, 'demo', '/messageCenter/details?id=9001');
    await expect(page.getByRole('heading', { name: 'Message details' })).toBeVisible();
    await page.goto('/messageCenter/details?id=9002');
    await expect(page.getByRole('heading', { name: 'Message details' })).toBeVisible();
    await expect(tabs(page)).toHaveText(['Home', 'Message details', 'Message details']);
    await tabs(page).nth(1).click();
    await expect(page).toHaveURL('/messageCenter/details?id=9001');
    await expect(tabs(page).nth(1)).toHaveAttribute('aria-current', 'page');
  });
});
