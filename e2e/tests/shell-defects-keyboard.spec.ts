import type { Locator } from '@playwright/test';
import { violations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { expectReportRows } from '../support/reports';
import { openAs, skipMessagePopup, startInEnglish } from '../support/shell';

/** The focus indicator of a focused control: a solid outline at least 2 px wide (WCAG 2.4.7, 2.4.11). */
const focusOutline = (control: Locator) =>
  control.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });

// Issue 20, item 10 (less the column panel's Escape, which the report page's tests cover).
test.describe('shell defects: keyboard and focus', () => {
  test.describe.configure({ timeout: 60_000 });

  test('the first Tab reaches a skip link that takes the focus to the main content', async ({ page }) => {
    await openAs(page, 'demo', '/keywordSearch/keywordReport');
    await expectReportRows(page);
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(() =>
      document.querySelector('main')!.contains(document.activeElement),
    );
    expect(inMain).toBe(true);
    await expect(page.getByRole('button', { name: /^Date range/ })).toBeFocused();
  });

  test('after the export prompt closes, the focus is back on the Export button', async ({ page }) => {
    await openAs(page, 'demo', '/keywordSearch/keywordReport');
    await expectReportRows(page);
    const exportButton = page.getByRole('button', { name: 'Export', exact: true });
    await exportButton.focus();
    await page.keyboard.press('Enter');
    const prompt = page.getByRole('alertdialog');
    await expect(prompt).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(prompt).toBeHidden();
    await expect(exportButton).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(prompt).toBeVisible();
    const created = page.waitForResponse((r) => r.url().includes('/seachReport/keyword/createExport'));
    await prompt.getByRole('button', { name: 'Export' }).press('Enter');
    await expect(prompt).toBeHidden();
    await expect(exportButton).toBeFocused();
    expect((await created).ok()).toBe(true);
    await expect(exportButton).toBeFocused();
  });

  test('inputs, selects and the date field show a clear 2 px focus outline', async ({ page }) => {
    await openAs(page, 'demo', '/keywordSearch/keywordReport');
    await expectReportRows(page);
    for (const control of [
      page.getByRole('textbox', { name: 'Name contains' }),
      page.getByRole('combobox', { name: 'Campaign' }),
      page.getByRole('button', { name: /^Date range/ }),
    ]) {
      // Reached from the keyboard: back one Tab stop and forward again.
      await control.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(control).toBeFocused();
      const outline = await focusOutline(control);
      expect(outline.style, await control.innerText()).toBe('solid');
      expect(outline.width).toBeGreaterThanOrEqual(2);
    }
  });

  test('the login page starts with the focus in the user name', async ({ page }) => {
    await skipMessagePopup(page);
    await startInEnglish(page);
    await page.goto('/login');
    await expect(page.getByRole('textbox', { name: 'User name' })).toBeFocused();
    const outline = await focusOutline(page.getByRole('textbox', { name: 'User name' }));
    expect(outline).toEqual({ style: 'solid', width: 2 });
  });

  test('axe: the logo link’s name holds its visible text, and the route search list is well formed', async ({
    page,
  }) => {
    await openAs(page, 'demo');
    await expect(page.getByRole('heading', { name: 'Welcome, demo' })).toBeVisible();
    expect(await violations(page, { only: ['label-content-name-mismatch'] })).toEqual([]);

    // The search opens with an empty query: a list with no results yet must still be valid.
    await page.getByRole('button', { name: 'Search pages' }).click();
    const search = page.getByRole('dialog', { name: 'Search pages' });
    await expect(search.getByRole('combobox', { name: 'Page name or path' })).toBeFocused();
    expect(await violations(page, { within: '[role="dialog"]' })).toEqual([]);
    await search.getByRole('combobox').fill('zzzz');
    await expect(search.getByText('No page matches')).toBeVisible();
    expect(await violations(page, { within: '[role="dialog"]' })).toEqual([]);
  });
});
