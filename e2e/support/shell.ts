import { expect, type Browser, type Page } from '@playwright/test';
import { logInByApi } from './api';
import { logIn, logInByKeyboard } from './login';

/** The demo users of a fresh data folder (docs/architecture.md#data-folder). */
export const demoUsers = {
  admin: { userName: 'admin', password: 'admin123' },
  demo: { userName: 'demo', password: 'demo123' },
} as const;

/**
 * Keeps the new-message pop-up away (its hourly re-check was just made), so a test about something else is
 * not interrupted by it; the pop-up's own test leaves this out.
 */
export async function skipMessagePopup(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('userMsgCenterPopup')) {
      const now = Date.now();
      localStorage.setItem(
        'userMsgCenterPopup',
        JSON.stringify({ expireTime: 3_600_000, timeStr: new Date(now).toISOString(), timeStamp: now }),
      );
    }
  });
}

/**
 * Starts the browser in English, whatever language a user saved on the server in an earlier test (a browser
 * without `lang` in its localStorage takes the user's saved language).
 */
export async function startInEnglish(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'en');
  });
}

/**
 * Opens a path of the console as a demo user. By default the session starts through the API and the page opens
 * directly, as a returning user's would; `keyboard` goes through the login page instead, from the keyboard: the
 * guard sends them to log in, and back after.
 */
export async function openAs(
  page: Page,
  user: keyof typeof demoUsers,
  path = '/home/index',
  {
    popup = false,
    savedLanguage = false,
    keyboard = false,
  }: { popup?: boolean; savedLanguage?: boolean; keyboard?: boolean } = {},
) {
  if (!popup) await skipMessagePopup(page);
  if (!savedLanguage) await startInEnglish(page);
  const { userName, password } = demoUsers[user];
  if (keyboard) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await logInByKeyboard(page, userName, password);
    await expect(page).not.toHaveURL(/\/login/);
  } else {
    await logInByApi(page, userName, password);
    await page.goto(path);
  }
  // The console's top bar: the user's routes are loaded and the layout is up (a pop-up would hide it from
  // assistive tech, as a modal dialog does).
  if (!popup) await expect(page.getByRole('banner')).toBeVisible();
}

/** The main menu (sidebar) landmark. */
export const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** The tags bar landmark. */
export const tagsBar = (page: Page) => page.getByRole('navigation', { name: 'Open pages' });

/**
 * A fresh browser context where a user made by a test (not one of the demo users) logs in, in English, from the
 * given path; the caller checks where it lands (a refused login stays on the login page).
 */
export async function logInAs(browser: Browser, userName: string, password: string, path = '/home/index') {
  const page = await (await browser.newContext()).newPage();
  await skipMessagePopup(page);
  await startInEnglish(page);
  await page.goto(path);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await logIn(page, userName, password);
  return page;
}

/** A toast's text among the notifications. */
export const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: /^Notifications/ }).getByText(text);
