import { expect, test } from '../support/fixtures';
import { openAs } from '../support/shell';

// Issue 13, item 3: publishing notices (docs/requirements.md#notices). Two users log in: two minutes.
test.describe.configure({ timeout: 120_000 });
test('an admin publishes a notice to demo in every language, demo sees it pop up, the admin withdraws it', async ({
  browser,
}) => {
  const admin = await browser.newPage();
  await openAs(admin, 'admin', '/messageCenter/publish');
  await expect(admin.getByRole('heading', { name: 'Publish notices' })).toBeVisible();
  await admin.getByRole('button', { name: 'New notice' }).click();
  const form = admin.getByRole('dialog', { name: 'New notice' });

  // Every language is required: the form says which ones are missing.
  await form
    .getByRole('textbox', { name: 'Text in English' })
    .fill('The spring campaign review is on Friday.');
  await form.getByRole('textbox', { name: 'Text in 简体中文' }).fill('春季推广复盘会安排在周五。');
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(form.getByRole('alert')).toHaveText('Write the notice in every language. Missing: 繁體中文.');
  await expect(form.getByRole('textbox', { name: 'Text in 繁體中文' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await form.getByRole('textbox', { name: 'Text in 繁體中文' }).fill('春季推廣複盤會安排在週五。');
  await expect(form.getByRole('alert')).toHaveCount(0);

  await form.getByRole('radio', { name: 'Chosen users' }).check();
  await form.getByRole('checkbox', { name: 'demo', exact: true }).check();
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(form).toBeHidden();
  const row = admin.getByRole('row', { name: /The spring campaign review is on Friday\./ });
  await expect(row).toContainText('demo');
  await expect(row).toContainText('Published');

  // Demo's own session: the notice pops up as their newest message.
  const demo = await browser.newPage();
  await openAs(demo, 'demo', '/home/index', { popup: true });
  const popup = demo.getByRole('dialog', { name: 'New message' });
  await expect(popup).toContainText('The spring campaign review is on Friday.');
  await popup.getByRole('button', { name: 'View messages' }).click();
  await expect(demo.getByRole('link', { name: 'The spring campaign review is on Friday.' })).toBeVisible();

  // Withdrawn after a confirmation, it leaves demo's messages.
  await row.getByRole('button', { name: /^Withdraw notice/ }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Withdraw' }).click();
  await expect(row).toContainText('Withdrawn');
  await demo.reload();
  await expect(demo.getByRole('table', { name: 'Messages' })).toBeVisible({ timeout: 15_000 });
  await expect(demo.getByRole('link', { name: 'The spring campaign review is on Friday.' })).toHaveCount(0);
  await admin.close();
  await demo.close();
});
