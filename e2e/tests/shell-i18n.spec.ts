import { expect, test } from '../support/fixtures';
import { mainMenu, openAs, tagsBar } from '../support/shell';

test('switching the language changes the menu, breadcrumb, tabs and page title, and is kept', async ({
  page,
}) => {
  await openAs(page, 'demo', '/keywordSearch/keywordReport');
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb).toHaveText(/Search ads\s*\/\s*Keyword daily report/);
  await expect(tagsBar(page).getByRole('link')).toHaveText(['Home', 'Keyword daily report']);
  await expect(page).toHaveTitle('Keyword daily report - adconsole');

  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitemradio', { name: '繁體中文' }).click();

  await expect(page).toHaveTitle('關鍵詞日報 - adconsole');
  await expect(page.getByRole('heading', { name: '關鍵詞日報' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: '主選單' });
  await expect(menu.getByRole('button', { name: '搜尋推廣' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '首頁' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '麵包屑導覽' })).toHaveText(/搜尋推廣\s*\/\s*關鍵詞日報/);
  await expect(page.getByRole('navigation', { name: '已開啟的頁面' }).getByRole('link')).toHaveText([
    '首頁',
    '關鍵詞日報',
  ]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');

  // Kept in localStorage `lang` (and the user's setting): a reload stays in Traditional Chinese.
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('tw');
  await page.reload();
  await expect(page).toHaveTitle('關鍵詞日報 - adconsole');

  await page.getByRole('button', { name: '語言' }).click();
  await page.getByRole('menuitemradio', { name: '简体中文' }).click();
  await expect(
    page.getByRole('navigation', { name: '主菜单' }).getByRole('button', { name: '搜索推广' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('关键词日报 - adconsole');
  await expect(mainMenu(page)).toHaveCount(0);
});

test('the user’s saved language applies in a browser that has not chosen one', async ({ browser }) => {
  const first = await browser.newPage();
  await openAs(first, 'admin');
  await first.getByRole('button', { name: 'Language' }).click();
  await first.getByRole('menuitemradio', { name: '简体中文' }).click();
  await expect(first.getByRole('heading', { name: '欢迎，admin' })).toBeVisible();
  await first.close();

  // A new browser profile: no `lang` in its localStorage, so the setting saved on the server wins.
  const context = await browser.newContext();
  const second = await context.newPage();
  await openAs(second, 'admin', '/home/index', { savedLanguage: true });
  await expect(second.getByRole('heading', { name: '欢迎，admin' })).toBeVisible();
  // Put it back for the other tests of this server.
  await second.getByRole('button', { name: '语言' }).click();
  await second.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(second.getByRole('heading', { name: 'Welcome, admin' })).toBeVisible();
  await context.close();
});
