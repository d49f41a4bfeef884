import { expect, test } from '../support/fixtures';
import { apiCall } from '../support/api';
import { violations } from '../support/axe';
import {
  chooseOption,
  expectFocusTrappedIn,
  expectFocusVisible,
  pressOn,
  skipToMain,
  tabTo,
  typeInto,
} from '../support/keyboard';
import { expectSaved, stepSection } from '../support/drafts';
import { openAs, toast } from '../support/shell';

// Issue 32, item 10: the main flows from the keyboard alone (docs/requirements.md#layout-and-navigation), every
// stop's focus shown, no trap, and axe on every step and dialog passed.
test.describe('keyboard only', () => {
  test('a new draft through every step of the editor, with a rule broken and fixed, saved to the draft box', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const name = `Keys ${Date.now()}`;
    await openAs(page, 'demo', '/adManage/draftBox', { keyboard: true });
    await expect(page.getByRole('heading', { name: 'Ad-draft box', level: 1 })).toBeVisible();

    await test.step('the draft box: New draft', async () => {
      await skipToMain(page);
      await pressOn(page, page.getByRole('button', { name: 'New draft' }));
      await expect(page).toHaveURL(/\/adManage\/draftNew$/);
    });

    await test.step('base settings: a name, the account chosen from its list', async () => {
      await typeInto(page, page.getByRole('textbox', { name: 'Draft name' }), name);
      await chooseOption(page, page.getByRole('combobox', { name: 'Provider account' }), 'adc-shared-01');
      expect(await violations(page)).toEqual([]);
      await pressOn(page, page.getByRole('button', { name: 'Create draft' }));
      await expect(page).toHaveURL(/\/adManage\/draftEdit\?id=\d+#step=base&campaign=new$/);
      await expect(page.getByRole('heading', { name: `Edit draft: ${name}`, level: 1 })).toBeVisible();
    });

    await test.step('a campaign: a budget under the minimum is marked, then fixed; a region found and chosen, hours chosen on the grid', async () => {
      const form = stepSection(page, 'New campaign');
      await typeInto(page, form.getByRole('textbox', { name: 'Campaign name' }), '键盘推广');
      await typeInto(page, form.getByRole('textbox', { name: 'Promoted business' }), '数据分析软件');
      // The budget's choices are radios: Tab reaches the chosen one, an arrow chooses the next.
      await tabTo(
        page,
        form.getByRole('group', { name: 'Budget' }).getByRole('radio', { name: 'Unlimited' }),
      );
      await page.keyboard.press('ArrowRight');
      await expect(form.getByRole('radio', { name: 'Custom daily budget' })).toBeChecked();
      await expect(form.getByRole('radio', { name: 'Custom daily budget' })).toBeFocused();
      await expectFocusVisible(page);
      const budget = form.getByRole('spinbutton', { name: 'Daily budget (RMB)' });
      await typeInto(page, budget, '49.99');
      await expect(form.getByText('The daily budget must be at least 50 RMB')).toBeVisible();
      await expect(budget).toHaveAttribute('aria-invalid', 'true');
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('100');
      await expect(form.getByText('The daily budget must be at least 50 RMB')).toHaveCount(0);
      await typeInto(page, form.getByRole('searchbox', { name: 'Search provinces and cities' }), '北京');
      await tabTo(page, form.getByRole('checkbox', { name: '北京' }));
      await page.keyboard.press('Space');
      await expect(form.getByRole('checkbox', { name: '北京' })).toBeChecked();
      // The promotion hours: the grid is one Tab stop, the arrows move in it, Space chooses.
      await tabTo(
        page,
        form.getByRole('group', { name: 'Promotion time' }).getByRole('radio', { name: 'Unlimited' }),
      );
      await page.keyboard.press('ArrowRight');
      await expect(form.getByRole('radio', { name: 'Custom', exact: true })).toBeChecked();
      const hours = form.getByRole('grid', { name: 'Promotion hours' });
      const cell = (name: string) => hours.getByRole('gridcell', { name });
      await tabTo(page, cell('Monday 0:00–1:00'));
      await page.keyboard.press('ArrowLeft');
      await expect(hours.getByRole('rowheader', { name: 'Monday' })).toBeFocused();
      await expectFocusVisible(page);
      await page.keyboard.press('Space');
      await expect(form.getByText('Hours a week: 24')).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowDown');
      await expect(cell('Tuesday 0:00–1:00')).toBeFocused();
      await expectFocusVisible(page);
      await page.keyboard.press('Enter');
      await expect(cell('Tuesday 0:00–1:00')).toHaveAttribute('aria-selected', 'true');
      await expect(form.getByText('Hours a week: 25')).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await pressOn(page, form.getByRole('button', { name: 'Save campaign' }));
      await expectSaved(page);
      await expect(page).toHaveURL(/#step=base&campaign=\d+$/);
    });

    await test.step('a unit of the campaign', async () => {
      await pressOn(page, stepSection(page, 'Campaign 键盘推广').getByRole('button', { name: 'Add unit' }));
      const form = stepSection(page, 'New unit');
      await expect(form.getByRole('combobox', { name: 'Campaign' })).toHaveText('键盘推广');
      await typeInto(page, form.getByRole('textbox', { name: 'Unit name' }), '品牌词');
      await typeInto(page, form.getByRole('textbox', { name: 'Computer final URL' }), 'https://example.com/');
      await typeInto(page, form.getByRole('textbox', { name: 'Mobile final URL' }), 'https://m.example.com/');
      expect(await violations(page)).toEqual([]);
      await pressOn(page, form.getByRole('button', { name: 'Save unit' }));
      await expectSaved(page);
      await expect(page).toHaveURL(/#step=base&unit=\d+$/);
    });

    const steps = page.getByRole('navigation', { name: 'Steps' });

    await test.step('keywords: a banned one is marked on its line, then fixed', async () => {
      await pressOn(page, steps.getByRole('link', { name: 'Import keywords' }), { back: true });
      const step = stepSection(page, 'Keywords of unit 品牌词');
      const entry = step.getByRole('textbox', { name: 'Keywords, one per line' });
      await typeInto(page, entry, '数据分析平台\n赌博');
      await expect(step.getByRole('list', { name: 'Lines to fix' }).getByRole('listitem')).toHaveText([
        'Line 2 “赌博”: This keyword is on the banned list',
      ]);
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Backspace');
      await page.keyboard.type('报表工具');
      await expect(step.getByRole('list', { name: 'Lines to fix' }).getByRole('listitem')).toHaveCount(0);
      expect(await violations(page)).toEqual([]);
      await pressOn(page, step.getByRole('button', { name: 'Add keywords' }));
      await expect(toast(page, 'Keywords added: 2')).toBeVisible();
      await expect(
        step.getByRole('table', { name: 'Keywords the unit 品牌词 holds' }).getByRole('rowheader'),
      ).toHaveText(['数据分析平台', '报表工具']);
    });

    await test.step('a creative: a title too short is marked, then fixed', async () => {
      await pressOn(page, steps.getByRole('link', { name: 'Import creatives' }), { back: true });
      const step = stepSection(page, 'Creatives of unit 品牌词');
      const form = step.getByRole('region', { name: 'New creative' });
      const title = form.getByRole('textbox', { name: 'Title' });
      await typeInto(page, title, '数据分析');
      await typeInto(
        page,
        form.getByRole('textbox', { name: 'Description 1' }),
        '一站式数据分析平台，帮助企业快速洞察业务增长机会',
      );
      await pressOn(page, form.getByRole('button', { name: 'Save creative' }));
      // The refused save puts the focus on the field to fix.
      await expect(title).toHaveAttribute('aria-invalid', 'true');
      await expect(title).toBeFocused();
      await expectFocusVisible(page);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('专业数据分析平台免费试用');
      await expect(title).not.toHaveAttribute('aria-invalid');
      expect(await violations(page)).toEqual([]);
      await pressOn(page, form.getByRole('button', { name: 'Save creative' }));
      await expectSaved(page);
      await expect(page).toHaveURL(/#step=creatives&unit=\d+&creative=\d+$/);
    });

    await test.step('the preview: no errors, the draft waits for confirmation', async () => {
      await pressOn(page, steps.getByRole('link', { name: 'Confirm upload' }), { back: true });
      const preview = stepSection(page, 'Preview before upload');
      await expect(preview.getByText('No errors: the draft is ready to upload.')).toBeVisible();
      await expect(page.getByText('Pending confirmation', { exact: true })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    await test.step('the draft box lists the draft', async () => {
      await pressOn(page, page.getByRole('link', { name: 'Back to the draft box' }), { back: true });
      await expect(page).toHaveURL(/\/adManage\/draftBox/);
      await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Pending confirmation');
      expect(await violations(page)).toEqual([]);
    });
  });

  test('an admin publishes a notice in all three languages and finds it in the list', async ({ page }) => {
    test.setTimeout(120_000);
    const text = `Keyboard notice ${Date.now()}`;
    await openAs(page, 'admin', '/messageCenter/publish', { keyboard: true });
    await expect(page.getByRole('heading', { name: 'Publish notices', level: 1 })).toBeVisible();
    await skipToMain(page);
    const opener = page.getByRole('button', { name: 'New notice' });
    const form = page.getByRole('dialog', { name: 'New notice' });

    await test.step('the dialog keeps the focus while open, and Escape gives it back to New notice', async () => {
      await pressOn(page, opener);
      await expect(form).toBeVisible();
      await expectFocusTrappedIn(page, form);
      expect(await violations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(form).toBeHidden();
      await expect(opener).toBeFocused();
      await expectFocusVisible(page);
    });

    await test.step('a text missing is named, then written; Publish', async () => {
      await page.keyboard.press('Enter');
      await expect(form).toBeVisible();
      await typeInto(page, form.getByRole('textbox', { name: 'Text in English' }), text);
      await typeInto(page, form.getByRole('textbox', { name: 'Text in 简体中文' }), `键盘通知 ${text}`);
      await pressOn(page, form.getByRole('button', { name: 'Publish' }));
      await expect(form.getByRole('alert')).toHaveText(
        'Write the notice in every language. Missing: 繁體中文.',
      );
      expect(await violations(page)).toEqual([]);
      await typeInto(page, form.getByRole('textbox', { name: 'Text in 繁體中文' }), `鍵盤通知 ${text}`, {
        back: true,
      });
      await expect(form.getByRole('alert')).toHaveCount(0);
      await pressOn(page, form.getByRole('button', { name: 'Publish' }));
      await expect(form).toBeHidden();
      await expect(opener).toBeFocused();
    });

    await test.step('the list shows it, published to everyone', async () => {
      const row = page.getByRole('row', { name: new RegExp(text) });
      await expect(row).toContainText('Published');
      await expect(row).toContainText('Everyone');
      await tabTo(page, row.getByRole('button', { name: /^Edit notice/ }));
    });

    // Every user got it: withdrawn again, it leaves their messages, which other tests count.
    await test.step('withdrawn after its confirmation, with the keyboard too', async () => {
      const row = page.getByRole('row', { name: new RegExp(text) });
      await pressOn(page, row.getByRole('button', { name: /^Withdraw notice/ }));
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toBeVisible();
      await pressOn(page, confirm.getByRole('button', { name: 'Withdraw' }));
      await expect(row).toContainText('Withdrawn');
    });
  });

  test('an admin creates a user with a password and a provider account, and finds them in the list', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const userName = `keys.${stamp}`;
    const accountNo = `e2e-keys-${stamp}`;
    await openAs(page, 'admin', '/accountManage/platformAccount', { keyboard: true });
    await expect(page.getByRole('heading', { name: 'Platform accounts', level: 1 })).toBeVisible();
    // The provider account to give comes from the API: the customer and provider-account pages have their own test.
    await apiCall(page, '/system/providerAccount/save', { accountNo, channel: 'search', companyId: null });
    await skipToMain(page);
    const opener = page.getByRole('button', { name: 'New user' });
    const form = page.getByRole('dialog', { name: 'New user' });

    await test.step('the dialog keeps the focus while open', async () => {
      await pressOn(page, opener);
      await expect(form).toBeVisible();
      await expectFocusTrappedIn(page, form);
      expect(await violations(page)).toEqual([]);
    });

    await test.step('a name, a password repeated wrong and then right, a provider account found and chosen', async () => {
      await typeInto(page, form.getByRole('textbox', { name: 'User name' }), userName);
      await typeInto(page, form.getByLabel('Initial password'), 'Keys1234');
      await typeInto(page, form.getByLabel('Repeat the password'), 'Keys1235');
      // Enter in a field submits the form: the refused save marks the repeat.
      await page.keyboard.press('Enter');
      await expect(form.getByText('New password does not match')).toBeVisible();
      await expect(form.getByLabel('Repeat the password')).toBeFocused();
      await page.keyboard.press('Backspace');
      await page.keyboard.type('4');
      await expect(form.getByText('New password does not match')).toHaveCount(0);
      await tabTo(page, form.getByRole('checkbox', { name: 'viewer', exact: true }));
      await page.keyboard.press('Space');
      await expect(form.getByRole('checkbox', { name: 'viewer', exact: true })).toBeChecked();
      await typeInto(
        page,
        form.getByRole('searchbox', { name: 'Search provider accounts by number' }),
        accountNo,
      );
      const account = form.getByRole('checkbox', { name: accountNo, exact: true });
      await tabTo(page, account);
      await page.keyboard.press('Space');
      await expect(account).toBeChecked();
      await expect(form.getByRole('list', { name: 'Provider accounts given' })).toContainText(accountNo);
      expect(await violations(page)).toEqual([]);
      await pressOn(page, form.getByRole('button', { name: 'Save' }));
      await expect(form).toBeHidden();
      await expect(opener).toBeFocused();
      await expectFocusVisible(page);
    });

    await test.step('the list finds them by name', async () => {
      await typeInto(page, page.getByRole('searchbox', { name: 'User name' }), userName, { back: true });
      await page.keyboard.press('Enter');
      const row = page.getByRole('row', { name: new RegExp(userName.replace('.', '\\.')) });
      await expect(row).toContainText(accountNo);
      await expect(row).toContainText('viewer');
      await expect(row).toContainText('Active');
    });
  });
});
