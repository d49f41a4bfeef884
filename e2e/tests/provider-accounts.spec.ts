import { createHash } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { apiCall } from '../support/api';
import { violations } from '../support/axe';
import { scrollsSideways } from '../support/layout';
import { logInAs, openAs } from '../support/shell';

// Issue 18: an administrator connects a Baidu Marketing account, tests its connection and syncs it
// (docs/requirements.md#customers-companies-and-provider-accounts). The e2e server's BAIDU_API_BASE is a
// closed local port (playwright.config.ts): every Baidu call fails as an unreachable provider.
test.describe.configure({ timeout: 180_000 });

const baiduAccountNo = 'e2e-baidu-3001';
const sandboxAccountNo = 'e2e-sandbox-3002';
const baiduUserName = 'e2e-sem-user';
const accessToken = 'e2e-access-token-6b1f93';

/** The notifications region: the toasts. */
const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

/** Opens the new provider account dialog and fills the account number. */
async function newAccount(page: Page, accountNo: string) {
  await page.getByRole('button', { name: 'New provider account' }).click();
  const form = page.getByRole('dialog', { name: 'New provider account' });
  await form.getByRole('textbox', { name: 'Account number' }).fill(accountNo);
  return form;
}

/** A password input of the dialog, by its label (password inputs have no textbox role). */
const secret = (form: Locator, label: string) => form.getByLabel(label, { exact: true });

test('an admin adds a Baidu account whose secrets never come back, and is told the provider is unreachable', async ({
  page,
}) => {
  await openAs(page, 'admin', '/accountManage/providerAccount');
  await expect(page.getByRole('heading', { name: 'Provider accounts', level: 1 })).toBeVisible();

  const form = await newAccount(page, baiduAccountNo);
  await expect(form.getByRole('radio', { name: 'Sandbox' })).toBeChecked();
  // A sandbox account has no credentials to enter.
  await expect(form.getByRole('textbox', { name: 'Baidu user name' })).toHaveCount(0);
  await form.getByRole('radio', { name: 'Baidu Marketing' }).check();
  await expect(form.getByRole('radio', { name: 'User name and access token' })).toBeChecked();
  const token = secret(form, 'Access token');
  await expect(token).toHaveAttribute('type', 'password');
  await expect(token).toHaveAttribute('autocomplete', 'off');

  // The OAuth sign-in asks for its own set, each secret a password input, and says where each value comes
  // from; the user id is the numeric id of the user who authorised the app (docs/connect-baidu.md).
  await form.getByRole('radio', { name: 'OAuth (user ID, app ID, secret key, refresh token)' }).check();
  await expect(form.getByRole('textbox', { name: 'App ID' })).toBeVisible();
  const userId = form.getByRole('textbox', { name: 'Baidu user ID (a number)' });
  await expect(userId).toHaveAttribute('inputmode', 'numeric');
  await expect(userId).toHaveAccessibleDescription(/numeric ID of the user who authorised your app/);
  await expect(secret(form, 'Refresh token')).toHaveAccessibleDescription(/renews it at each exchange/);
  await expect(secret(form, 'Secret key')).toHaveAttribute('type', 'password');
  await expect(secret(form, 'Refresh token')).toHaveAttribute('type', 'password');
  await expect(secret(form, 'Access token')).toHaveCount(0);
  await form.getByRole('radio', { name: 'User name and access token' }).check();

  // Nothing entered: each missing credential is named on its field, and nothing is sent.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('textbox', { name: 'Baidu user name' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(secret(form, 'Access token')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('This field is required')).toHaveCount(2);

  await form.getByRole('textbox', { name: 'Baidu user name' }).fill(baiduUserName);
  await secret(form, 'Access token').fill(accessToken);
  expect(await violations(page), 'the provider account dialog with Baidu chosen').toEqual([]);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();

  const row = page.getByRole('row', { name: new RegExp(baiduAccountNo) });
  await expect(row).toContainText('Baidu Marketing');
  await expect(row).toContainText('Not yet');
  expect(await page.content()).not.toContain(accessToken);

  // Editing: the credentials are stored, never shown; empty fields keep them, and the provider stays.
  await page.getByRole('button', { name: `Edit ${baiduAccountNo}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit provider account' });
  await expect(edit.getByText('Stored; leave empty to keep them')).toBeVisible();
  await expect(edit.getByRole('textbox', { name: 'Baidu user name' })).toHaveValue('');
  await expect(secret(edit, 'Access token')).toHaveValue('');
  await expect(edit.getByRole('radio', { name: 'Sandbox' })).toBeDisabled();
  expect(await page.content()).not.toContain(accessToken);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();

  // The connection test says why it failed, once, in the server's words (a toast starts with its kind,
  // "Error:", for assistive tech).
  await row.getByRole('button', { name: `Test connection: ${baiduAccountNo}` }).click();
  const unreachable = toasts(page).getByText(/Baidu could not be reached/);
  await expect(unreachable).toBeVisible({ timeout: 30_000 });
  await expect(unreachable).toHaveCount(1);
  await expect(unreachable).toHaveCount(0, { timeout: 15_000 });

  // Syncing is busy while the server tries the provider, then says why it failed; the row was not synced.
  await row.getByRole('button', { name: `Sync now: ${baiduAccountNo}` }).click();
  const busy = row.getByRole('button', { name: `Synchronizing…: ${baiduAccountNo}` });
  await expect(busy).toHaveAttribute('aria-busy', 'true');
  await expect(row.getByRole('button', { name: `Sync now: ${baiduAccountNo}` })).toBeVisible({
    timeout: 30_000,
  });
  await expect(unreachable).toHaveCount(1);
  // The row keeps why the last sync failed until one runs.
  await expect(row).toContainText('Not yet');
  await expect(row.getByText(/^Baidu could not be reached/)).toBeVisible();
  // Each report of the account, none synchronized yet.
  await row.getByText('Reports (7)').click();
  const reports = row.getByRole('list', { name: `Report synchronization of ${baiduAccountNo}` });
  await expect(reports.getByRole('listitem')).toHaveCount(7);
  await expect(reports.getByRole('listitem').first()).toHaveText('Search keywords Not yet');
  expect(await page.content()).not.toContain(accessToken);
});

test('a report page Baidu has no report for says so to a user of a Baidu account, in their language', async ({
  page,
  browser,
}) => {
  await openAs(page, 'admin', '/accountManage/providerAccount');
  const stamp = Date.now().toString(36);
  const { id: accountId } = await apiCall<{ id: number }>(page, '/system/providerAccount/save', {
    accountNo: `e2e-baidu-feed-${stamp}`,
    channel: 'feed',
    companyId: null,
    provider: 'baidu',
    credentials: { userName: baiduUserName, accessToken },
  });
  const userName = `baidu.${stamp}`;
  await apiCall(page, '/system/user/save', {
    userName,
    pwd: createHash('sha256').update('Test1234').digest('hex'),
    roles: ['edit'],
    accountIds: [accountId],
  });
  const user = await logInAs(browser, userName, 'Test1234', '/feeds/regionReport');
  const notice = user
    .getByRole('status')
    .filter({ hasText: 'Baidu Marketing offers no report for this section' });
  await expect(notice).toContainText(`e2e-baidu-feed-${stamp}`);
  await expect(user.getByRole('table')).toHaveCount(0);
  expect(await violations(user), 'the notice of a section Baidu does not offer').toEqual([]);
  await user.setViewportSize({ width: 375, height: 740 });
  expect(await scrollsSideways(user), 'the notice at 375 px').toBe(false);
  // In Simplified Chinese, the provider named in the glossary's words.
  await user.evaluate(() => localStorage.setItem('lang', 'cn'));
  await user.reload();
  await expect(user.getByRole('status').filter({ hasText: '百度营销不提供此类报告' })).toBeVisible();
  await user.evaluate(() => localStorage.setItem('lang', 'en'));
  await user.reload();
  // A section Baidu offers shows its (empty) table as usual.
  await user.goto('/feeds/designDailyReport');
  await expect(user.getByRole('table').first()).toBeVisible();
  await expect(user.getByText(/offers no report for this section/)).toHaveCount(0);
  await user.close();
});

test('a sandbox account connects at once, and a sync says how far its facts reach', async ({ page }) => {
  await openAs(page, 'admin', '/accountManage/providerAccount');
  const form = await newAccount(page, sandboxAccountNo);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(sandboxAccountNo) });
  await expect(row).toContainText('Sandbox');

  await row.getByRole('button', { name: `Test connection: ${sandboxAccountNo}` }).click();
  await expect(
    toasts(page).getByText(new RegExp(`Connected as ${sandboxAccountNo}, balance ￥[\\d,]+\\.\\d\\d$`)),
  ).toBeVisible();

  await row.getByRole('button', { name: `Sync now: ${sandboxAccountNo}` }).click();
  const synced = toasts(page).getByText(/Synchronized through \d{4}-\d\d-\d\d$/);
  await expect(synced).toBeVisible({ timeout: 60_000 });
  const through = /\d{4}-\d\d-\d\d/.exec((await synced.textContent())!)![0];
  await expect(row.getByRole('cell', { name: through, exact: true })).toBeVisible();

  expect(await violations(page), 'the provider account list').toEqual([]);
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(row).toBeVisible();
  expect(await scrollsSideways(page), 'the list at 375 px').toBe(false);
  await page.getByRole('button', { name: 'New provider account' }).click();
  await page
    .getByRole('dialog', { name: 'New provider account' })
    .getByRole('radio', { name: 'Baidu Marketing' })
    .check();
  expect(await scrollsSideways(page), 'the dialog with Baidu chosen at 375 px').toBe(false);
});
