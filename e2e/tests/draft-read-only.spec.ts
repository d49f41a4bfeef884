import { expect, test } from '../support/fixtures';
import { apiCall, newUser } from '../support/api';
import { logInAs, openAs } from '../support/shell';

// A user whose role opens the ad management pages without `draft:edit` sees their drafts read-only
// (docs/requirements.md#users-roles-and-permissions).
test.describe.configure({ timeout: 120_000 });

test('a user without draft:edit sees a draft read-only: its write controls off, no new draft', async ({
  browser,
}) => {
  const admin = await browser.newPage();
  await openAs(admin, 'admin', '/home/index');
  const { userName, password, accountId, userId, stamp } = await newUser(admin, 'reader');
  const role = `reader${stamp}`;
  await apiCall(admin, '/system/role/save', {
    name: role,
    permissions: ['user:self:edit', 'report:list'],
    routes: ['/home', '/adManage'],
  });

  // While they may edit, they make a draft; then the admin gives them the role without draft:edit.
  const editor = await logInAs(browser, userName, password);
  await expect(editor.getByRole('banner')).toBeVisible();
  const { id: draftId } = await apiCall<{ id: number }>(editor, '/adDraft/save', {
    name: `Read only ${stamp}`,
    accountId,
  });
  await editor.context().close();
  await apiCall(admin, '/system/user/save', { id: userId, userName, roles: [role], accountIds: [accountId] });

  const reader = await logInAs(browser, userName, password);
  await expect(reader.getByRole('banner')).toBeVisible();
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
