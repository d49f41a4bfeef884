import type { Locator, Page } from '@playwright/test';
import { apiCall, newUser } from '../support/api';
import { expect, test } from '../support/fixtures';
import { violations } from '../support/axe';
import { scrollsSideways } from '../support/layout';
import { openAs, type demoUsers } from '../support/shell';

// Issue 17: no page scrolls sideways at a phone's, a tablet's or the widest mobile width, and on mobile the
// navbar folds its menus into one (docs/requirements.md#layout-and-navigation).
test.describe.configure({ timeout: 180_000 });
// With mail on (through a mailbox nobody listens at: nothing here is sent), a scheduled report can be saved for
// the lists at 375 px.
test.use({ mailbox: true });

const widths = [375, 768, 991] as const;

/** Every top-level page a user opens from the sidebar, with the heading it shows once it is up. */
const pages: Record<keyof typeof demoUsers, readonly (readonly [path: string, heading: string])[]> = {
  demo: [
    ['/home/index', 'Welcome, demo'],
    ['/keywordSearch/keywordReport', 'Keyword daily report'],
    ['/feeds/crowdWeekly', 'Crowd weekly report'],
    ['/reportCenter/keywordSearch/summary', 'Summary overview'],
    ['/reportCenter/feeds/feedsWeekly', 'Feed ads weekly report'],
    ['/downloadCenter/index', 'Download centre'],
    ['/messageCenter/list', 'Messages'],
    ['/adManage/draftBox', 'Ad-draft box'],
    ['/adManage/pictures', 'Creative pictures'],
    ['/adManage/adReport', 'Ad reports'],
    ['/systemSet/changePassword', 'Change password'],
    ['/systemSet/languageSet', 'Language'],
    ['/systemSet/customField', 'Custom fields'],
  ],
  admin: [
    ['/messageCenter/publish', 'Publish notices'],
    ['/customerManage/customer', 'Customers'],
    ['/customerManage/company', 'Companies'],
    ['/customerManage/account', 'Accounts'],
    ['/customerManage/costReport', 'Cost report'],
    ['/accountManage/platformAccount', 'Platform accounts'],
    ['/accountManage/providerAccount', 'Provider accounts'],
    ['/permission/page', 'Page permissions'],
    ['/permission/directive', 'Directive permissions'],
    ['/permission/role', 'Role permissions'],
    ['/permission/audit', 'Audit log'],
  ],
};

/**
 * Waits until the page's heading is up and nothing in the main landmark is still loading (a page's code comes
 * on its first visit: on a busy machine that takes more than the default 5 s).
 */
async function pageIsUp(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('main').getByRole('heading', { name: heading, level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Resizes the window and waits two frames, so the console has followed the width (mobile or desktop). */
async function resize(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(undefined)))),
  );
}

for (const user of ['demo', 'admin'] as const) {
  test(`${user}: no page scrolls sideways at ${widths.join(', ')} px`, async ({ page }) => {
    await openAs(page, user);
    for (const [path, heading] of pages[user]) {
      await resize(page, 1280);
      await page.goto(path);
      await pageIsUp(page, heading);
      for (const width of widths) {
        await resize(page, width);
        expect.soft(await scrollsSideways(page), `${path} at ${width} px`).toBe(false);
      }
    }
  });
}

test('at 375 px the navbar folds account, language, size and full screen into a More menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openAs(page, 'demo');
  const banner = page.getByRole('banner');
  for (const name of ['Size', 'Language', 'Full screen', /^Account:/]) {
    await expect(banner.getByRole('button', { name }), String(name)).toHaveCount(0);
  }
  const more = banner.getByRole('button', { name: 'More', exact: true });
  await expect(more).toBeInViewport({ ratio: 1 });
  expect(await scrollsSideways(page)).toBe(false);

  // Tab reaches it; Enter opens it on its first item.
  for (let step = 0; step < 12 && !(await more.evaluate((el) => el === document.activeElement)); step++) {
    await page.keyboard.press('Tab');
  }
  await expect(more).toBeFocused();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'More' });
  await expect(menu).toBeVisible();
  const account = menu.getByRole('group', { name: 'Switch account' });
  await expect(account.getByRole('menuitemradio', { name: 'adc-shared-01' })).toBeFocused();
  await expect(account.getByRole('menuitemradio', { name: 'adc-shared-01' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(account.getByRole('menuitemradio')).toHaveText(['adc-shared-01', 'adc-demo-01']);
  await expect(menu.getByRole('group', { name: 'Language' }).getByRole('menuitemradio')).toHaveText([
    '简体中文',
    'English',
    '繁體中文',
  ]);
  await expect(menu.getByRole('group', { name: 'Size' }).getByRole('menuitemradio')).toHaveText([
    'Default',
    'Medium',
    'Small',
    'Mini',
  ]);
  await expect(menu.getByRole('menuitem', { name: 'Full screen' })).toBeVisible();
  for (const item of await menu.getByRole('menuitemradio').all()) await expect(item).toBeInViewport();
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('en-375-more-menu.png') });

  // Arrow keys move through the items; Enter picks the other account, which the console switches to.
  await page.keyboard.press('ArrowDown');
  await expect(account.getByRole('menuitemradio', { name: 'adc-demo-01' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  await expect(
    page.getByRole('region', { name: /^Notifications/ }).getByText('Now working in account adc-demo-01'),
  ).toBeVisible();

  // Then Simplified Chinese, through the same menu: the page changes language.
  await more.click();
  await menu.getByRole('menuitemradio', { name: '简体中文' }).click();
  await expect(page.getByRole('heading', { name: '欢迎，demo', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(await scrollsSideways(page)).toBe(false);
  await banner.getByRole('button', { name: '更多', exact: true }).click();
  const menuInChinese = page.getByRole('menu', { name: '更多' });
  await expect(
    menuInChinese
      .getByRole('group', { name: '切换账户' })
      .getByRole('menuitemradio', { name: 'adc-demo-01' }),
  ).toHaveAttribute('aria-checked', 'true');

  // Back to English for the other tests of this server (the choice is saved for the user too).
  await menuInChinese
    .getByRole('group', { name: '语言' })
    .getByRole('menuitemradio', { name: 'English' })
    .click();
  await expect(page.getByRole('heading', { name: 'Welcome, demo', level: 1 })).toBeVisible();
});

test('at 992 px and wider the navbar keeps its separate menus', async ({ page }) => {
  await page.setViewportSize({ width: 992, height: 800 });
  await openAs(page, 'demo');
  const banner = page.getByRole('banner');
  for (const name of ['Size', 'Language', 'Full screen', 'Account: adc-shared-01']) {
    await expect(banner.getByRole('button', { name, exact: true }), name).toBeVisible();
  }
  await expect(banner.getByRole('button', { name: 'More', exact: true })).toHaveCount(0);
});

// Screenshots for a person to look at (test-results/…): the home page and a report page, in English and
// Simplified Chinese, at each width and at 1920 px, which looks as it did before the fold.
for (const language of ['en', 'cn'] as const) {
  test(`screenshots in ${language}`, async ({ page }) => {
    await openAs(page, 'demo');
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    for (const [path, name] of [
      ['/home/index', 'home'],
      ['/keywordSearch/keywordReport', 'report'],
    ] as const) {
      await page.goto(path);
      await pageIsUp(page, /./);
      for (const width of [...widths, 1920]) {
        await resize(page, width);
        await page.screenshot({ path: test.info().outputPath(`${language}-${width}-${name}.png`) });
        expect(await scrollsSideways(page), `${language} ${path} at ${width} px`).toBe(false);
      }
    }
  });
}

/** Whether a box scrolls sideways inside itself (a table's frame in its card). */
const scrollsInside = (box: Locator) => box.evaluate((element) => element.scrollWidth > element.clientWidth);

/** Whether two boxes overlap. */
function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

// Issue 67 (docs/requirements.md#layout-and-navigation): at 375 px the lists of alert rules, scheduled reports,
// channels and the change history show each row as a card of "column value" lines, every column there, with
// nothing scrolling sideways in the card; a toast after a save leaves the next dialog's buttons free; the
// audit log's calls read on one or two lines, not a letter a line.
for (const language of ['en', 'cn'] as const) {
  const words = {
    en: {
      newRule: 'New alert rule',
      name: 'Name',
      days: 'Days of balance left below',
      save: 'Save',
      cancel: 'Cancel',
      saved: 'Saved',
      newChannel: 'New channel',
    },
    cn: {
      newRule: '新建预警规则',
      name: '名称',
      days: '余额可用天数低于',
      save: '保存',
      cancel: '取消',
      saved: '已保存',
      newChannel: '新建通知渠道',
    },
  }[language];

  test(`at 375 px the new lists are cards and a toast leaves a dialog's buttons free, in ${language}`, async ({
    page,
  }) => {
    await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
    await openAs(page, 'demo', '/home/index', { savedLanguage: true });
    // A schedule to list, saved through the API.
    const info = await apiCall<{ accounts: { accountId: number }[] }>(page, '/user/getUserInfo');
    await apiCall(page, '/reportSchedule/save', {
      accountId: info.accounts[0]!.accountId,
      name: `Narrow campaigns ${language}`,
      report: { path: '/keywordSearch/campaignReport' },
      range: { preset: 'yesterday' },
      frequency: 'daily',
      at: '09:00',
      recipients: { userIds: [], emails: ['boss@example.com'] },
      skipEmpty: true,
    });

    // A phone's height too (what an iPhone SE's browser leaves of its screen): there the dialog reaches down to
    // where toasts used to be.
    await page.setViewportSize({ width: 375, height: 548 });
    await page.goto('/notification/alerts');
    await page.getByRole('button', { name: words.newRule }).click();
    let dialog = page.getByRole('dialog', { name: words.newRule });
    await dialog.getByLabel(words.name).fill(`Narrow rule ${language}`);
    await dialog.getByLabel(words.days).fill('365');
    await dialog.getByRole('button', { name: words.save }).click();
    await expect(dialog).toBeHidden();
    // The toast's whole box, its close button included; found by CSS, as the open dialog hides the rest of the
    // page from assistive tech.
    const saved = page.locator('ol > li').filter({ hasText: words.saved });
    await expect(saved).toBeVisible();
    // The next dialog opens while the toast is up: its Save and Cancel are not under it.
    await page.getByRole('button', { name: words.newRule }).click();
    dialog = page.getByRole('dialog', { name: words.newRule });
    await expect(dialog.getByRole('button', { name: words.save })).toBeVisible();
    await expect(saved).toBeVisible();
    const toastBox = (await saved.boundingBox())!;
    for (const name of [words.save, words.cancel]) {
      const button = (await dialog.getByRole('button', { name, exact: true }).boundingBox())!;
      expect(overlap(toastBox, button), `the toast over ${name}`).toBe(false);
    }
    await page.screenshot({ path: test.info().outputPath(`${language}-375-toast-dialog.png`) });
    await page.keyboard.press('Escape');
    await resize(page, 375);

    for (const [path, row] of [
      ['/notification/alerts', `Narrow rule ${language}`],
      ['/notification/reportSchedules', `Narrow campaigns ${language}`],
      ['/adManage/changeHistory', undefined],
    ] as const) {
      await page.goto(path);
      await pageIsUp(page, /./);
      const table = page.getByRole('main').getByRole('table').first();
      const cells = row ? table.getByRole('row').filter({ hasText: row }) : table.getByRole('row').nth(1);
      await expect(cells).toBeVisible();
      await expect.poll(() => scrollsInside(table.locator('..')), `${path} scrolls in its card`).toBe(false);
      // Every column is on the card: each labelled cell shows its label beside its value, inside the card.
      const frame = (await table.locator('..').boundingBox())!;
      for (const cell of await cells.locator('[data-label]').all()) {
        const box = (await cell.boundingBox())!;
        expect(box.x + box.width, `${path}: ${await cell.getAttribute('data-label')}`).toBeLessThanOrEqual(
          frame.x + frame.width,
        );
      }
      expect(await cells.locator('[data-label]').count(), path).toBeGreaterThanOrEqual(2);
      await page.screenshot({
        path: test.info().outputPath(`${language}-375-${path.split('/').pop()}.png`),
        fullPage: true,
      });
      await resize(page, 1920);
      expect(await scrollsInside(table.locator('..')), `${path} at 1920 px`).toBe(false);
      await expect(cells.locator('[data-label]').first()).toHaveCSS('display', 'table-cell');
      await page.screenshot({
        path: test.info().outputPath(`${language}-1920-${path.split('/').pop()}.png`),
      });
      await resize(page, 375);
    }
    await page.goto('/notification/channels');
    await pageIsUp(page, /./);
    await expect(page.getByRole('button', { name: words.newChannel })).toBeVisible();
    expect(await scrollsInside(page.getByRole('main').getByRole('table').locator('..'))).toBe(false);
  });
}

test('at 375 px an audit log call reads on one or two lines, and a badge on one', async ({ page }) => {
  await openAs(page, 'admin');
  await newUser(page, 'narrow');
  await resize(page, 375);
  await page.goto('/permission/audit?userName=admin&entity=user');
  await pageIsUp(page, 'Audit log');
  const call = page
    .getByRole('main')
    .getByRole('cell', { name: '/system/user/save' })
    .first()
    .locator('span');
  const lines = await call.evaluate((span) => span.getClientRects().length);
  expect(lines).toBeLessThanOrEqual(2);
  await page.screenshot({ path: test.info().outputPath('en-375-audit.png') });

  await page.goto('/messageCenter/list');
  await pageIsUp(page, 'Messages');
  const badge = page
    .getByRole('main')
    .getByRole('table')
    .getByText(/^(Read|Unread)$/)
    .first();
  const { height, line } = await badge.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      height: element.getBoundingClientRect().height,
      line: parseFloat(style.lineHeight) + parseFloat(style.paddingTop) + parseFloat(style.paddingBottom),
    };
  });
  expect(height).toBeCloseTo(line, 0);
});
