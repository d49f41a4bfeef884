import { expect, type Page } from '@playwright/test';

/** The captcha answer of the e2e server (CAPTCHA_TEST_CODE in playwright.config.ts): tests only. */
export const captchaTestCode = 'E2e7';

/** Fills the login form and submits it, answering the picture captcha with the test code. */
export async function logIn(page: Page, userName: string, password: string, code = captchaTestCode) {
  await expect(page.getByRole('img', { name: 'Verification code picture' })).toBeVisible();
  await page.getByRole('textbox', { name: 'User name' }).fill(userName);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('button', { name: 'Log in' }).click();
}
