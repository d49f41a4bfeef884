import { expect, type Page } from '@playwright/test';
import { tabTo } from './keyboard';

/** The captcha answer of the e2e server (CAPTCHA_TEST_CODE in support/fixtures.ts): tests only. */
export const captchaTestCode = 'E2e7';

/** Fills the login form and submits it, answering the picture captcha with the test code. */
export async function logIn(page: Page, userName: string, password: string, code = captchaTestCode) {
  await expect(page.getByRole('img', { name: 'Verification code picture' })).toBeVisible();
  await page.getByRole('textbox', { name: 'User name' }).fill(userName);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * The login form from the keyboard alone: the page starts with the focus in the user name, Tab moves on to the
 * password and the code, and Enter in the code submits.
 */
export async function logInByKeyboard(page: Page, userName: string, password: string) {
  await expect(page.getByRole('img', { name: 'Verification code picture' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'User name' })).toBeFocused();
  await page.keyboard.type(userName);
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type(password);
  await tabTo(page, page.getByRole('textbox', { name: 'Verification code' }));
  await page.keyboard.type(captchaTestCode);
  await page.keyboard.press('Enter');
}
