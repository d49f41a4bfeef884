import { expect, test } from '../support/fixtures';
import { expectReportRows } from '../support/reports';
import { openAs } from '../support/shell';

// The light / dark / system theme of the settings drawer (docs/architecture.md#themes).
test.describe('the theme', () => {
  test('a user chooses dark: every token turns dark, and a reload paints dark before the console starts', async ({
    page,
  }) => {
    await openAs(page, 'demo', '/keywordSearch/keywordReport');
    await expectReportRows(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: 'Page settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Page settings' });
    await dialog.getByRole('radio', { name: 'Dark' }).check();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    // The canvas, the report table and the chart's line all follow the tokens.
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(20, 22, 28)');
    await expect(page.locator('.rt-body > .rt-row').first()).toHaveCSS('background-color', 'rgb(29, 32, 41)');
    await page.keyboard.press('Escape');

    // With the console's own code held back, the page is already dark: no flash of the light theme.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(20, 22, 28)');
    await page.unroute(/\/assets\/.*\.js$/);
    await page.reload();
    await expectReportRows(page);
    await expect(html).toHaveAttribute('data-theme', 'dark');

    // Back to light, kept as well.
    await page.getByRole('button', { name: 'Page settings' }).click();
    await page.getByRole('dialog', { name: 'Page settings' }).getByRole('radio', { name: 'Light' }).check();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'light');
  });

  test('"follow the system" follows the system as it changes', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openAs(page, 'demo');
    const html = page.locator('html');
    await page.getByRole('button', { name: 'Page settings' }).click();
    await page
      .getByRole('dialog', { name: 'Page settings' })
      .getByRole('radio', { name: 'Follow the system' })
      .check();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });
});
