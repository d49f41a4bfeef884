import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { violations } from '../support/axe';
import { scrollsSideways } from '../support/layout';
import { openAs } from '../support/shell';

// Issue 14, items 1, 2 and 4: customers, companies, provider accounts and the cost report
// (docs/requirements.md#administration).
test.describe.configure({ timeout: 180_000 });

const customer = 'Northwind Trading';
const company = 'Northwind Shanghai';
const accountNo = 'e2e-org-1001';

/** A toast's text among the notifications. */
const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: /^Notifications/ }).getByText(text);

/** Picks an option of a labelled select (a Radix select: a combobox and its listbox). */
async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an admin creates a customer, its company and a provider account; the lists refuse what they must', async ({
  page,
}) => {
  await openAs(page, 'admin', '/customerManage/customer');
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'New customer' }).click();
  const customerForm = page.getByRole('dialog', { name: 'New customer' });
  // A blank name is refused before anything is sent.
  await customerForm.getByRole('button', { name: 'Save' }).click();
  await expect(customerForm.getByRole('textbox', { name: 'Customer name' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await customerForm.getByRole('textbox', { name: 'Customer name' }).fill(customer);
  await customerForm.getByRole('button', { name: 'Save' }).click();
  await expect(customerForm).toBeHidden();
  const customerRow = page.getByRole('row', { name: new RegExp(customer) });
  await expect(customerRow).toContainText('0');

  await page.goto('/customerManage/company');
  await page.getByRole('button', { name: 'New company' }).click();
  const companyForm = page.getByRole('dialog', { name: 'New company' });
  await choose(page, companyForm, 'Customer', customer);
  await companyForm.getByRole('textbox', { name: 'Company name' }).fill(company);
  await companyForm.getByRole('button', { name: 'Save' }).click();
  await expect(companyForm).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(company) })).toContainText(customer);

  await page.goto('/accountManage/providerAccount');
  await expect(page.getByRole('heading', { name: 'Provider accounts', level: 1 })).toBeVisible();
  for (const attempt of ['first', 'duplicate']) {
    await page.getByRole('button', { name: 'New provider account' }).click();
    const accountForm = page.getByRole('dialog', { name: 'New provider account' });
    await accountForm.getByRole('textbox', { name: 'Account number' }).fill(accountNo);
    await choose(page, accountForm, 'Channel', 'Feed ads');
    await choose(page, accountForm, 'Company', `${company} (${customer})`);
    if (attempt === 'first') expect(await violations(page), 'the provider account dialog').toEqual([]);
    await accountForm.getByRole('button', { name: 'Save' }).click();
    if (attempt === 'first') {
      await expect(accountForm).toBeHidden();
    } else {
      // The number is taken (1400): the field says so in the server's words, and the dialog stays.
      await expect(accountForm.getByText('This provider account already exists')).toBeVisible();
      await accountForm.getByRole('button', { name: 'Cancel' }).click();
    }
  }
  const accountRow = page.getByRole('row', { name: new RegExp(accountNo) });
  await expect(accountRow).toContainText('Feed ads');
  await expect(accountRow).toContainText(company);
  await expect(accountRow).toContainText(customer);

  // The company's account count opens the accounts of that company only.
  await page.goto('/customerManage/company');
  await page.getByRole('link', { name: `Provider accounts of ${company}: 1` }).click();
  await expect(page).toHaveURL(/\/customerManage\/account\?companyId=\d+/);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row', { name: new RegExp(accountNo) })).toBeVisible();

  // A customer that still has a company is not deleted: the server says why.
  await page.goto(`/customerManage/customer?name=${encodeURIComponent(customer)}`);
  await page.getByRole('button', { name: `Delete ${customer}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, /This customer still has companies/)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(customer) })).toBeVisible();
});

test('the cost report shows rows and the total of its range, and its export waits in the download centre', async ({
  page,
}) => {
  await openAs(page, 'admin', '/customerManage/costReport?groupBy=account');
  await expect(page.getByRole('heading', { name: 'Cost report', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Cost report' });
  await expect(table.getByRole('row').nth(1).getByRole('cell').last()).toHaveText(/^￥[\d,]+\.\d\d$/);
  await expect(
    page.getByText(/^Total cost from \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d: ￥[\d,]+\.\d\d$/),
  ).toBeVisible();

  // Sorting by cost, highest first: the first row costs no less than the second.
  await table.getByRole('button', { name: 'Cost' }).click();
  await table.getByRole('button', { name: /^Cost.*ascending/ }).click();
  await expect(page).toHaveURL(/sortCol=cost&sortOrder=desc/);
  const costs = async () =>
    (await table.getByRole('row').locator('td:last-child').allTextContents()).map((text) =>
      Number(text.replace(/[￥,]/g, '')),
    );
  // The rows of the new order replace the shown ones once their answer comes: wait for them, not the first read.
  await expect
    .poll(async () => {
      const [first, second] = await costs();
      return second === undefined ? undefined : first! >= second;
    })
    .toBe(true);

  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Export' }).click();
  await expect(toast(page, 'The export has started: find it in the download centre.')).toBeVisible();
  await page.goto('/downloadCenter/index');
  await expect(page.getByRole('row', { name: /Daily cost report by provider account/ })).toBeVisible();
});

test('the customer, company, provider-account and cost-report pages fit 375, 992 and 1920 px in English and Chinese, with no axe violation', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await openAs(page, 'admin', '/customerManage/customer');
  const pages = [
    ['customers', '/customerManage/customer'],
    ['companies', '/customerManage/company'],
    ['provider-accounts', '/accountManage/providerAccount'],
    ['cost-report', '/customerManage/costReport?groupBy=account'],
  ] as const;
  for (const language of ['en', 'cn'] as const) {
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    for (const width of [375, 992, 1920]) {
      await page.setViewportSize({ width, height: 1200 });
      for (const [name, path] of pages) {
        await page.goto(path);
        // A page's code loads when it is first opened, which takes a while on a busy machine.
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({
          timeout: 20_000,
        });
        // The rows are in (not the loading skeleton) before the page is measured.
        await expect(page.getByRole('main').getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
        await page.screenshot({
          path: testInfo.outputPath(`${language}-${width}-${name}.png`),
          fullPage: true,
        });
        expect(await scrollsSideways(page), `${language} ${width} ${name}`).toBe(false);
        if (width === 375) expect(await violations(page), `${language} ${name}`).toEqual([]);
      }
    }
  }
});
