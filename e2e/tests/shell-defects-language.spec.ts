import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { openAs } from '../support/shell';

async function chooseLanguage(page: Page, menu: string, language: string) {
  await page.getByRole('button', { name: menu, exact: true }).click();
  await page.getByRole('menuitemradio', { name: language }).click();
}

// Issue 20, item 4: in a new browser the first switch did nothing visible, and <html lang> stayed "en" after
// a reload in cn or tw.
test('the first language switch in a new browser changes the screen, is kept, and <html lang> follows', async ({
  browser,
}) => {
  // A new browser profile: nothing in its localStorage, the user's saved language is English.
  const context = await browser.newContext();
  const page = await context.newPage();
  await openAs(page, 'demo', '/home/index', { savedLanguage: true });
  await expect(page.getByRole('heading', { name: 'Welcome, demo' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBeNull();

  await chooseLanguage(page, 'Language', '简体中文');
  await expect(page.getByRole('heading', { name: '欢迎，demo' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('cn');

  await page.reload();
  await expect(page.getByRole('heading', { name: '欢迎，demo' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  // The switch loads the language's texts before it keeps the choice: reload once the screen has changed.
  await chooseLanguage(page, '语言', '繁體中文');
  await expect(page.getByRole('heading', { name: '歡迎，demo' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: '歡迎，demo' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');

  // Back to English for the other tests of this server (the choice is saved for the user too).
  await chooseLanguage(page, '語言', 'English');
  await expect(page.getByRole('heading', { name: 'Welcome, demo' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});
