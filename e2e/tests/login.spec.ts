import { expect, test } from '@playwright/test';

test.describe('login', () => {
  test('the demo user logs in and the home page greets them by name', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login\?redirect=%2F$/);
    await page.getByLabel('User name').fill('demo');
    await page.getByLabel('Password').fill('demo123');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/home\/index$/);
    await expect(page.getByRole('heading', { name: 'Welcome, demo' })).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'yunShang-Token')?.value).toBeTruthy();
  });

  test('a wrong password shows the 910002 message and stays on login', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('User name').fill('demo');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter the correct account and password');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('empty fields are named before anything is sent', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Please enter your user name')).toBeVisible();
    await expect(page.getByText('Please enter your password')).toBeVisible();
  });

  test('unknown paths answer the console and land on 404', async ({ page }) => {
    await page.goto('/home/index');
    await page.getByLabel('User name').fill('admin');
    await page.getByLabel('Password').fill('admin123');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, admin' })).toBeVisible();
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('Page not found')).toBeVisible();
  });
});
