import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { violations } from '../support/axe';
import { expectReportRows, reportTable } from '../support/reports';
import { openAs } from '../support/shell';

// Report views (docs/requirements.md#report-views) and the picker's presets, typed dates and comparisons
// (docs/requirements.md#date-pickers) on a real report page, in Chromium.
const keywordDaily = '/keywordSearch/keywordReport';
// A report no other spec opens without a link: the default view saved here cannot change what they see.
const searchTermDaily = '/keywordSearch/searchTermReport';
const datePicker = (page: Page) => page.getByRole('button', { name: /^Date range/ });
const viewsMenu = (page: Page) => page.getByRole('button', { name: /^(Views|View: )/ });

async function saveViewAs(page: Page, name: string, { isDefault = false } = {}) {
  await viewsMenu(page).click();
  await page.getByRole('menuitem', { name: 'Save as a new view…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as a new view' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  if (isDefault)
    await dialog.getByRole('checkbox', { name: 'Open this view when I come to the report' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/[?&]view=\d+/);
  return Number(new URL(page.url()).searchParams.get('view'));
}

test.describe('reports: views, presets, typed dates', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a shortcut stays a shortcut in the link, and typed dates replace it', async ({ page }) => {
    await openAs(page, 'demo', keywordDaily);
    await expectReportRows(page);
    await datePicker(page).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Last 30 days' }).click();
    await expect(page).toHaveURL(/range=last30Days/);
    expect(new URL(page.url()).searchParams.has('beginDate')).toBe(false);
    await page.reload();
    await expectReportRows(page);
    await datePicker(page).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Typing both ends: a refused end says why in the field; a good range is searched.
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Start date' }).fill('2026/10/05');
    await dialog.getByRole('textbox', { name: 'End date' }).fill('2099年1月1日');
    await dialog.getByRole('textbox', { name: 'End date' }).press('Enter');
    await expect(dialog.getByRole('textbox', { name: 'End date' })).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('textbox', { name: 'End date' }).fill('2026年10月11日');
    await dialog.getByRole('textbox', { name: 'End date' }).press('Enter');
    await expect(page).toHaveURL(/beginDate=2026-10-05&endDate=2026-10-11/);
    expect(new URL(page.url()).searchParams.has('range')).toBe(false);
    await expectReportRows(page);
  });

  test('a link the page cannot read opens the default with a notice', async ({ page }) => {
    await openAs(page, 'demo', `${keywordDaily}?range=someday&beginDate=2026-13-40&compare=nextYear`);
    const notice = page.getByRole('status').filter({ hasText: 'could not be read' });
    await expect(notice).toContainText('dates, date shortcut, comparison');
    await expectReportRows(page);
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toBeHidden();
  });

  test('a view keeps the page, opens by default and by its link for another user, who cannot change it', async ({
    browser,
    page,
  }) => {
    await openAs(page, 'demo', `${searchTermDaily}?range=last7Days&sortCol=cost&sortOrder=asc&size=50`);
    await expectReportRows(page);
    const table = reportTable(page, 'Search term daily report');
    // Compared with last year, and the cost column made wider with the keyboard.
    await datePicker(page).click();
    await page.getByRole('dialog').getByRole('radio', { name: 'Same period last year', exact: true }).check();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/compare=lastYear/);
    const handle = table.getByRole('separator', { name: 'Resize column Cost', exact: true });
    const before = Number(await handle.getAttribute('aria-valuenow'));
    await handle.focus();
    await page.keyboard.press('Shift+ArrowRight');
    await expect(handle).toHaveAttribute('aria-valuenow', String(before + 40));

    const name = `Cheapest first ${Date.now()}`;
    const id = await saveViewAs(page, name, { isDefault: true });
    await expect(viewsMenu(page)).toHaveText(`View: ${name}`);
    expect(await violations(page)).toEqual([]);

    // Reset returns to the report's own default, and leaves the saved view alone.
    await viewsMenu(page).click();
    await page.getByRole('menuitem', { name: "Reset to the report's default" }).click();
    await expect(page).not.toHaveURL(/view=|compare=|sortCol=/);
    await expect(viewsMenu(page)).toHaveText('Views');

    // Coming to the report without a link opens the default view, presets resolved again.
    const opened = page.waitForResponse(
      (r) => r.url().includes('/seachReport/searchTerm/list') && r.request().postDataJSON().page?.size === 50,
    );
    await page.goto(searchTermDaily);
    await expect(page).toHaveURL(new RegExp(`view=${id}`));
    await expect(page).toHaveURL(/range=last7Days/);
    const request = (await opened).request().postDataJSON();
    expect(request.query.compare).toEqual({ kind: 'lastYear' });
    expect(request.page).toMatchObject({ sortCol: 'cost', sortOrder: 'asc' });
    await expect(table.getByRole('separator', { name: 'Resize column Cost', exact: true })).toHaveAttribute(
      'aria-valuenow',
      String(before + 40),
    );

    // The link opens the view for another user of the account, who may save it as their own only.
    const other = await browser.newPage();
    await openAs(other, 'admin', `${searchTermDaily}?view=${id}`);
    await expect(viewsMenu(other)).toHaveText(`View: ${name} (shared)`);
    await expect(other).toHaveURL(/range=last7Days/);
    await viewsMenu(other).click();
    await expect(other.getByRole('menuitem', { name: /^Rename|^Delete|^Save changes/ })).toHaveCount(0);
    await other.keyboard.press('Escape');

    // Deleted, the link opens the default with a notice.
    await viewsMenu(page).click();
    await page.getByRole('menuitem', { name: `Delete “${name}”…` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page).not.toHaveURL(/view=/);
    await other.goto(`${searchTermDaily}?view=${id}`);
    await expect(other.getByRole('status').filter({ hasText: 'no longer exists' })).toBeVisible();
    await expect(other).not.toHaveURL(/view=/);
    await expectReportRows(other);
    await other.close();
  });
});
