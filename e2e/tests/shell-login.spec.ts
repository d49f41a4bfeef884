import { expect, test } from '../support/fixtures';
import { logIn } from '../support/login';
import { demoUsers, mainMenu, skipMessagePopup, startInEnglish, tagsBar } from '../support/shell';

test.describe('shell: log in and out', () => {
  test.beforeEach(async ({ page }) => {
    await skipMessagePopup(page);
    await startInEnglish(page);
  });

  test('a deep link asks for the login, solved with the captcha, then opens the page with its query', async ({
    page,
  }) => {
    const target = '/keywordSearch/keywordWeekly?beginDate=2026-11-02&endDate=2026-11-08';
    await page.goto(target);
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(target)}`);
    await logIn(page, demoUsers.demo.userName, demoUsers.demo.password);
    await expect(page).toHaveURL(target);
    await expect(page.getByRole('heading', { name: 'Keyword weekly report' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Date range/ })).toContainText('2026-11-02');
    await expect(tagsBar(page).getByRole('link', { name: 'Keyword weekly report' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page).toHaveTitle('Keyword weekly report - adconsole');
  });

  test('with a token the login page leads into the console; logging out comes back to the page', async ({
    page,
  }) => {
    await page.goto('/home/index');
    await logIn(page, demoUsers.demo.userName, demoUsers.demo.password);
    await expect(page.getByRole('heading', { name: 'Welcome, demo' })).toBeVisible();
    await page.goto('/login');
    await expect(page).toHaveURL('/home/index');

    await mainMenu(page).getByRole('button', { name: 'Feed ads' }).click();
    await mainMenu(page).getByRole('link', { name: 'Crowd monthly report' }).click();
    await expect(page).toHaveURL('/feeds/crowdMonth');
    await page.getByRole('button', { name: 'User menu: demo' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/feeds/crowdMonth')}`);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'yunShang-Token')).toBeUndefined();
    expect(
      await page.evaluate(() => [localStorage.getItem('curAccount'), sessionStorage.getItem('tagsView')]),
    ).toEqual([null, null]);

    // The old page is only a login away, and the tabs start afresh.
    await logIn(page, demoUsers.demo.userName, demoUsers.demo.password);
    await expect(page).toHaveURL('/feeds/crowdMonth');
    await expect(tagsBar(page).getByRole('link')).toHaveText(['Home', 'Crowd monthly report']);
  });

  test('the public pages: /auth-redirect opens without a token, anything else asks for the login', async ({
    page,
  }) => {
    await page.goto('/auth-redirect?redirect=%2Fdownloadcenter');
    await expect(page).toHaveURL('/login?redirect=%2Fdownloadcenter');
    await page.goto('/404');
    await expect(page).toHaveURL('/login?redirect=%2F404');
    await page.goto('/');
    await expect(page).toHaveURL('/login?redirect=%2F');
  });
});
