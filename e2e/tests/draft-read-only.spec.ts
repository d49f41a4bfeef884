import { createHash } from 'node:crypto';
import { expect, test, type Browser } from '@playwright/test';
import { apiCall } from '../support/api';
import { logIn } from '../support/login';
import { openAs, skipMessagePopup, startInEnglish } from '../support/shell';

// A user whose role opens the ad management pages without `draft:edit` sees their drafts read-only
// (docs/requirements.md#users-roles-and-permissions).
test.describe.configure({ timeout: 120_000 });

/** A fresh browser context logged in as a user made here, in English. */
async function logInAs(browser: Browser, userName: string, password: string) {
  const page = await (await browser.newContext()).newPage();
  await skipMessagePopup(page);
  await startInEnglish(page);
  await page.goto('/home/index');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await logIn(page, userName, password);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

test('a user without draft:edit sees a draft read-only: its write controls off, no new draft', async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const userName = `reader.${stamp}`;
  const password = 'Read1234';
  const pwd = createHash('sha256').update(password).digest('hex');
  const role = `reader${stamp}`;

  const admin = await browser.newPage();
  await openAs(admin, 'admin', '/home/index');
  const { id: accountId } = await apiCall<{ id: number }>(admin, '/system/providerAccount/save', {
    accountNo: `e2e-reader-${stamp}`,
    channel: 'search',
    companyId: null,
  });
  await apiCall(admin, '/system/role/save', {
    name: role,
    permissions: ['user:self:edit', 'report:list'],
    routes: ['/home', '/adManage'],
  });
  const { id: userId } = await apiCall<{ id: number }>(admin, '/system/user/save', {
    userName,
    pwd,
    roles: ['edit'],
    accountIds: [accountId],
  });

  // While they may edit, they make a draft; then the admin gives them the role without draft:edit.
  const editor = await logInAs(browser, userName, password);
  const { id: draftId } = await apiCall<{ id: number }>(editor, '/adDraft/save', {
    name: `Read only ${stamp}`,
    accountId,
  });
  await editor.context().close();
  await apiCall(admin, '/system/user/save', { id: userId, userName, roles: [role], accountIds: [accountId] });

  const reader = await logInAs(browser, userName, password);
  await reader.goto(`/adManage/draftEdit?id=${draftId}`);
  await expect(reader.getByRole('heading', { level: 1 }).getByText(`Read only ${stamp}`)).toBeVisible();
  await expect(
    reader.getByText(
      'You can look at this draft but not change it: your role does not allow editing drafts.',
    ),
  ).toBeVisible();
  // The navigation has no add button; the settings step's stays, disabled, as every write control.
  await expect(reader.getByRole('navigation', { name: 'Draft contents' }).getByRole('button')).toHaveCount(0);
  await expect(reader.getByRole('button', { name: 'Add campaign' })).toBeDisabled();
  await expect(reader.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await expect(reader.getByRole('textbox', { name: /Draft name/ })).toBeDisabled();

  await reader.goto('/adManage/draftNew');
  await expect(reader.getByText('Your role does not allow creating or copying drafts.')).toBeVisible();
  await expect(reader.getByRole('button', { name: 'Create draft' })).toHaveCount(0);
  await reader.context().close();
  await admin.close();
});
