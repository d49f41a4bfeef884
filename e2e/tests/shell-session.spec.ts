import { expect, test } from '../support/fixtures';
import { expectReportRows } from '../support/reports';
import { mainMenu, openAs } from '../support/shell';

test.describe('shell: session and account', () => {
  test('an expired token mid-session prompts, logs out and goes to login with the redirect', async ({
    page,
  }) => {
    // The chart's change markers ask for their days once the page is idle: that call is made before the token
    // expires, or its 401 would prompt before the click below.
    const markers = page.waitForResponse((r) => r.url().includes('/changeHistory/days'));
    await openAs(page, 'demo', '/keywordSearch/keywordReport');
    await expect(page.getByRole('heading', { name: 'Keyword daily report' })).toBeVisible();
    // The page has settled: its views, fields and rows have been asked for.
    await expectReportRows(page);
    await markers;
    // The server no longer knows the session (as after a day, or a password change elsewhere).
    await page
      .context()
      .addCookies([{ name: 'yunShang-Token', value: 'expired-session', url: new URL(page.url()).origin }]);
    await mainMenu(page).getByRole('link', { name: 'Home' }).click();
    const prompt = page.getByRole('dialog', { name: 'Login expired' });
    await expect(prompt).toContainText('Login expired, please log in again');
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/home/index')}`);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'yunShang-Token')).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('curAccount'))).toBeNull();
    await prompt.getByRole('button', { name: 'Log in again' }).click();
    await expect(prompt).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'User name' })).toBeVisible();
  });

  test('switching account stores it, announces it and refetches the account’s data', async ({ page }) => {
    await openAs(page, 'demo');
    const summary = page.getByRole('heading', { name: /^Trend analysis of / });
    await expect(summary).toHaveText('Trend analysis of adc-shared-01');
    const figures = page.getByRole('region', { name: /^Trend analysis of / }).getByRole('definition');
    await expect(figures).toHaveCount(3);
    const before = await figures.allTextContents();

    await page.getByRole('button', { name: 'Account: adc-shared-01' }).click();
    await page.getByRole('menuitemradio', { name: 'adc-demo-01' }).click();
    const notifications = page.getByRole('region', { name: /^Notifications/ });
    await expect(notifications.getByText('Now working in account adc-demo-01')).toBeVisible();
    await expect(summary).toHaveText('Trend analysis of adc-demo-01');
    await expect(figures).not.toHaveText(before);
    await expect(page.getByRole('row', { name: /adc-demo-01/ })).toHaveAttribute('aria-current', 'true');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('curAccount')))!)).toMatchObject({
      accountNo: 'adc-demo-01',
    });

    // Restored after a reload, and sent with every account-scoped call.
    const sent = page.waitForRequest((r) => r.url().endsWith('/user/account/report/summary'));
    await page.reload();
    expect((await sent).postDataJSON()).toMatchObject({ accountId: expect.any(Number) });
    await expect(summary).toHaveText('Trend analysis of adc-demo-01');
    await expect(page.getByRole('button', { name: 'Account: adc-demo-01' })).toBeVisible();
  });

  test('the new message pops up once; its button opens the message list, the backdrop does not close it', async ({
    browser,
  }) => {
    const page = await browser.newPage();
    await openAs(page, 'admin', '/home/index', { popup: true });
    const popup = page.getByRole('dialog', { name: 'New message' });
    await expect(popup).toContainText('Exports now wait in the download centre');
    await page.mouse.click(5, 5);
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'View messages' }).click();
    await expect(popup).toBeHidden();
    await expect(page).toHaveURL('/messageCenter/list');
    await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
    await page.close();

    // Counted on the server: a fresh browser, with no re-check timer, is not shown it again.
    const again = await browser.newPage();
    await openAs(again, 'admin', '/home/index', { popup: true });
    await expect(again.getByRole('heading', { name: 'Welcome, admin' })).toBeVisible();
    await expect(again.getByRole('dialog', { name: 'New message' })).toHaveCount(0);
    await again.close();
  });

  test('the message bell counts unread messages and lists the newest', async ({ page }) => {
    await openAs(page, 'demo');
    const bell = page.getByRole('button', { name: 'Messages, 2 unread' });
    await bell.click();
    const items = page.getByRole('menuitem');
    await expect(items).toHaveCount(3);
    await expect(items.first()).toContainText('Exports now wait in the download centre');
    await items.first().click();
    await expect(page).toHaveURL(/\/messageCenter\/details\?id=\d+$/);
    await expect(page.getByRole('article')).toContainText('Exports now wait in the download centre');
    // Reading it marked it read: one unread left.
    await page.getByRole('button', { name: 'Messages, 1 unread' }).click();
    await page.getByRole('menuitem', { name: 'View all messages' }).click();
    await expect(page).toHaveURL('/messageCenter/list');
    const rows = page.getByRole('region', { name: 'Messages' }).getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('Read');
    await expect(rows.nth(2)).toContainText('Unread');
    await page.getByRole('button', { name: 'Mark the page read' }).click();
    await expect(page.getByRole('button', { name: 'Messages', exact: true })).toBeVisible();
    await expect(rows.nth(2)).toContainText('Read');
  });
});
