import { expect, test } from '../support/fixtures';
import { logIn } from '../support/login';
import { skipMessagePopup } from '../support/shell';

test.describe('login', () => {
  // The new-message pop-up shows once per message: leave it to the shell-session test that checks it.
  test.beforeEach(async ({ page }) => {
    await skipMessagePopup(page);
  });

  test('the demo user solves the captcha, logs in and lands on the home page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login\?redirect=%2F$/);
    await logIn(page, 'demo', 'demo123');
    await expect(page).toHaveURL(/\/home\/index$/);
    await expect(page.getByRole('heading', { name: 'Log in to adconsole' })).toBeHidden();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'yunShang-Token')?.value).toBeTruthy();
  });

  test('the redirect query is honoured after login', async ({ page }) => {
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto('/login?redirect=/downloadCenter/index');
    await logIn(page, 'demo', 'demo123');
    await expect(page).toHaveURL(/\/downloadCenter\/index$/);
    // The login went to the redirect target, not by way of the home page.
    expect(visited).not.toContain('/home/index');
  });

  test('a redirect to a page with a query lands there with its query', async ({ page }) => {
    await page.goto(`/login?redirect=${encodeURIComponent('/home/index?from=mail')}`);
    await logIn(page, 'admin', 'admin123');
    await expect(page).toHaveURL(/\/home\/index\?from=mail$/);
  });

  test('a wrong password shows the 910002 message, clears the code and brings a new picture', async ({
    page,
  }) => {
    await page.goto('/login');
    const picture = page.getByRole('img', { name: 'Verification code picture' });
    await expect(picture).toBeVisible();
    const before = await picture.getAttribute('src');
    await logIn(page, 'demo', 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Please enter the correct account and password');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('textbox', { name: 'Verification code' })).toHaveValue('');
    await expect(picture).not.toHaveAttribute('src', before!);
  });

  test('a wrong verification code shows the 910006 message', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, 'demo', 'demo123', 'nope');
    await expect(page.getByRole('alert')).toHaveText('The verification code is wrong');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('clicking the picture fetches a new one', async ({ page }) => {
    await page.goto('/login');
    const picture = page.getByRole('img', { name: 'Verification code picture' });
    await expect(picture).toBeVisible();
    const before = await picture.getAttribute('src');
    await page.getByRole('button', { name: 'Refresh the verification code' }).click();
    await expect(picture).not.toHaveAttribute('src', before!);
  });

  test('empty fields are named before anything is sent', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Please enter your user name')).toBeVisible();
    await expect(page.getByText('Please enter your password')).toBeVisible();
    await expect(page.getByText('Please enter the verification code')).toBeVisible();
  });

  test('unknown paths answer the console and land on 404', async ({ page }) => {
    await page.goto('/home/index');
    await logIn(page, 'admin', 'admin123');
    await expect(page).toHaveURL(/\/home\/index$/);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('Page not found')).toBeVisible();
  });
});
