import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { sessionToken } from '../support/api';
import { violations } from '../support/axe';
import { scrollsSideways } from '../support/layout';
import { logInAs, mainMenu, openAs } from '../support/shell';

// Issue 14: console access (docs/requirements.md#users-roles-and-permissions). Three logins and a password
// change: three minutes.
test.describe.configure({ timeout: 180_000 });

const api = '/base-api/marketing/api/v1';

/** A call as the page's user, through the API (the session cookie's token): the whole envelope. */
async function call(page: Page, path: string, body: object) {
  const token = await sessionToken(page);
  const response = await page.request.post(`${api}${path}`, { headers: { token }, data: body });
  return { status: response.status(), answer: (await response.json()) as { code: number; data: unknown } };
}

/** An entry of the main menu by its name: a group (a button) or a page (a link). */
const menuEntry = (page: Page, name: string) =>
  mainMenu(page)
    .getByRole('button', { name, exact: true })
    .or(mainMenu(page).getByRole('link', { name, exact: true }));

test('admin gives a new user a provider account and the viewer role; a role change and a password change follow at the next login', async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const userName = `viewer.${stamp}`;
  const accountNo = `e2e-${stamp}`;

  const admin = await browser.newPage();
  await openAs(admin, 'admin', '/accountManage/platformAccount');
  await expect(admin.getByRole('heading', { name: 'Platform accounts' })).toBeVisible();

  // The provider account comes from the API: the customer and provider-account pages have their own test.
  const saved = await call(admin, '/system/providerAccount/save', {
    accountNo,
    channel: 'search',
    companyId: null,
  });
  expect(saved.answer.code).toBe(200);

  // Create: the password rule and the repeat are checked before anything is sent.
  await admin.getByRole('button', { name: 'New user' }).click();
  const form = admin.getByRole('dialog', { name: 'New user' });
  await form.getByRole('textbox', { name: 'User name' }).fill(userName);
  await form.getByLabel('Initial password').fill('abc');
  await form.getByLabel('Repeat the password').fill('abc');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('The password must be 6 to 20 letters or digits')).toBeVisible();
  // No role is no error: a user saved without one gets edit, and the form says so.
  await expect(form.getByText('No role chosen: the user gets edit.')).toBeVisible();
  await form.getByLabel('Initial password').fill('View1234');
  await form.getByLabel('Repeat the password').fill('View1235');
  await expect(form.getByText('New password does not match')).toBeVisible();
  await form.getByLabel('Repeat the password').fill('View1234');
  await form.getByRole('checkbox', { name: 'viewer', exact: true }).check();
  await form.getByRole('searchbox', { name: 'Search provider accounts by number' }).fill(accountNo);
  await form.getByRole('checkbox', { name: accountNo, exact: true }).check();
  await expect(form.getByRole('list', { name: 'Provider accounts given' })).toContainText(accountNo);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();

  await admin.getByRole('searchbox', { name: 'User name' }).fill(userName);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  const row = admin.getByRole('row', { name: new RegExp(userName.replace('.', '\\.')) });
  await expect(row).toContainText('viewer');
  await expect(row).toContainText(accountNo);
  await expect(row).toContainText('Active');

  // The viewer: reports and the download centre, no export button, and an export by hand is refused.
  const viewer = await logInAs(browser, userName, 'View1234', '/keywordSearch/campaignReport');
  await expect(viewer).toHaveURL(/\/keywordSearch\/campaignReport/);
  await expect(menuEntry(viewer, 'Download centre')).toBeVisible();
  for (const name of ['Ad management', 'Message centre', 'Settings', 'Permissions', 'Account management'])
    await expect(menuEntry(viewer, name)).toHaveCount(0);
  await expect(viewer.getByRole('main').getByRole('table')).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Export', exact: true })).toHaveCount(0);
  const exported = await call(viewer, '/seachReport/campaign/createExport', {
    query: { beginDate: '2026-01-01', endDate: '2026-01-07' },
  });
  expect(exported.answer.code).toBe(403);
  await viewer.context().close();

  // The admin makes them an editor: their menu grows at their next login.
  await row.getByRole('button', { name: `Edit ${userName}` }).click();
  const edit = admin.getByRole('dialog', { name: 'Edit user' });
  await edit.getByRole('checkbox', { name: 'viewer', exact: true }).uncheck();
  await edit.getByRole('checkbox', { name: 'edit', exact: true }).check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('edit');

  const editor = await logInAs(browser, userName, 'View1234', '/systemSet/changePassword');
  await expect(editor).toHaveURL(/\/systemSet\/changePassword/);
  await expect(menuEntry(editor, 'Ad management')).toBeVisible();
  await expect(menuEntry(editor, 'Settings')).toBeVisible();

  // They change their password: a wrong old one answers 910001; then the old password no longer logs in.
  await editor.getByLabel('Old password').fill('Wrong123');
  await editor.getByLabel('New password', { exact: true }).fill('Edit5678');
  await editor.getByLabel('Repeat the new password').fill('Edit5678');
  await editor.getByRole('button', { name: 'Change password', exact: true }).click();
  await expect(editor.getByText('The old password is incorrect').first()).toBeVisible();
  await editor.getByLabel('Old password').fill('View1234');
  await editor.getByRole('button', { name: 'Change password', exact: true }).click();
  await expect(editor.getByText(/The password was changed/).first()).toBeVisible();
  await editor.context().close();

  const again = await logInAs(browser, userName, 'View1234');
  await expect(again).toHaveURL(/\/login/);
  await expect(again.getByRole('alert').first()).toBeVisible();
  await again.context().close();
  const fresh = await logInAs(browser, userName, 'Edit5678');
  await expect(fresh).not.toHaveURL(/\/login/);
  await fresh.context().close();

  // The admin's audit log shows the role change, before and after.
  await admin.goto(`/permission/audit?userName=admin&entity=user`);
  await expect(admin.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  await expect(admin.getByRole('main').getByRole('table')).toContainText('/system/user/save');
  await admin.close();
});

const accessPages = [
  ['/accountManage/platformAccount', 'Platform accounts'],
  ['/permission/role', 'Role permissions'],
  ['/permission/page', 'Page permissions'],
  ['/permission/directive', 'Directive permissions'],
  ['/permission/audit', 'Audit log'],
  ['/systemSet/changePassword', 'Change password'],
  ['/systemSet/languageSet', 'Language'],
  ['/systemSet/customField', 'Custom fields'],
] as const;

test('the access pages pass axe and do not scroll sideways at 375 px', async ({ page }) => {
  await openAs(page, 'admin', accessPages[0][0]);
  for (const [path, heading] of accessPages) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await violations(page), path).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await scrollsSideways(page), path).toBe(false);
  }
});

test('a role opens as a tree of its menu routes with checkboxes; admin is shown, not changed', async ({
  page,
}) => {
  await openAs(page, 'admin', '/permission/role');
  await page.getByRole('button', { name: 'Edit viewer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit role' });
  // Viewer has the download centre whole, and no drafts.
  await expect(dialog.getByRole('checkbox', { name: 'Download centre' }).first()).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Ad management' })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Pages of Ad management' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Ad-draft box' })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'report:export' })).not.toBeChecked();
  expect(await violations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'View admin' }).click();
  const adminRole = page.getByRole('dialog', { name: 'admin' });
  await expect(adminRole.getByRole('checkbox', { name: 'report:export' })).toBeDisabled();
  await expect(adminRole.getByRole('checkbox', { name: 'report:export' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Delete admin' })).toHaveCount(0);
});

test('the custom fields page lists the reports with columns of their own; a change there and a reset', async ({
  page,
}) => {
  await openAs(page, 'demo', '/systemSet/customField');
  const own = page.getByRole('table', { name: 'Reports with columns of your own' });
  await expect(own).toContainText('Every report shows its default columns');
  await page.getByRole('button', { name: 'Custom columns' }).click();
  const chooser = page.getByRole('group', { name: 'Custom columns' });
  await chooser.getByRole('checkbox', { name: 'Impressions' }).uncheck();
  await expect(own.getByRole('row', { name: /Search ads · Account/ })).toBeVisible();
  await expect(page.getByText('Your own columns')).toBeVisible();
  await chooser.getByRole('button', { name: 'Reset' }).click();
  await expect(own).toContainText('Every report shows its default columns');
  expect(await violations(page)).toEqual([]);
});
