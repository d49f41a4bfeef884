import { violations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { scrollsSideways } from '../support/layout';
import { openAs, toast } from '../support/shell';

/**
 * Issue 50 (docs/requirements.md#calculated-columns): an administrator defines a calculated column on its
 * Settings page, the formula checked as it is typed and its columns put in by their buttons, and shares it; the
 * page is axe clean and does not scroll sideways at a phone's, a laptop's and a wide screen's width; another
 * user sees the shared metric but cannot change it; its owner deletes it after a question.
 */
test.describe.configure({ timeout: 120_000 });

const path = '/systemSet/reportMetrics';

test('a calculated column defined, shared, seen by another user and deleted', async ({ page, browser }) => {
  await openAs(page, 'admin', path);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Calculated columns', level: 1 })).toBeVisible();

  await main.getByRole('button', { name: 'New calculated column' }).click();
  const dialog = page.getByRole('dialog', { name: 'New calculated column' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Cost per lead (e2e)');
  const formula = dialog.getByRole('combobox', { name: 'Formula' });
  await formula.fill('cost / leads');
  await expect(formula).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Unknown column “leads” at position 8')).toBeVisible();
  await formula.fill('cost / ');
  await dialog
    .getByRole('group', { name: 'Insert a column at the cursor' })
    .getByRole('button', { name: 'Conversions' })
    .click();
  await expect(formula).toHaveValue('cost / Conversions');
  await expect(formula).not.toHaveAttribute('aria-invalid');
  await dialog.getByRole('combobox', { name: 'Format' }).click();
  await page.getByRole('option', { name: 'Money (￥)' }).click();
  await dialog.getByRole('checkbox', { name: 'Share with everyone' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(dialog).toBeHidden();
  const row = main.getByRole('row', { name: /Cost per lead \(e2e\)/ });
  await expect(row).toContainText('Cost / Conversions');
  await expect(row).toContainText('Money (￥), decimals: 2');
  await expect(row).toContainText('Me, shared with everyone');

  for (const width of [375, 992, 1920]) {
    await page.setViewportSize({ width, height: 800 });
    expect.soft(await scrollsSideways(page), `${width} px`).toBe(false);
    await expect(row.getByRole('button', { name: 'Edit Cost per lead (e2e)' })).toBeVisible();
    expect.soft(await violations(page), `${width} px`).toEqual([]);
  }

  const demo = await (await browser.newContext()).newPage();
  await openAs(demo, 'demo', path);
  const shared = demo.getByRole('main').getByRole('row', { name: /Cost per lead \(e2e\)/ });
  await expect(shared).toContainText('Shared with everyone');
  await expect(shared.getByRole('button')).toHaveCount(0);
  await demo.close();

  await row.getByRole('button', { name: 'Delete Cost per lead (e2e)' }).click();
  const question = page.getByRole('alertdialog', { name: 'Delete calculated column' });
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Deleted')).toBeVisible();
  await expect(row).toBeHidden();
});
