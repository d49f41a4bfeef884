import { expect, test } from '../support/fixtures';
import { mainMenu, openAs } from '../support/shell';

test.describe('shell: server-driven routes', () => {
  test('an edit user typing an admin-only URL lands on 404, where the admin finds the page', async ({
    browser,
  }) => {
    const demo = await browser.newPage();
    await openAs(demo, 'demo');
    await expect(mainMenu(demo).getByRole('button', { name: 'Customer management' })).toHaveCount(0);
    await demo.goto('/customerManage/customer');
    await expect(demo).toHaveURL('/404');
    await expect(demo.getByText('Page not found')).toBeVisible();
    await demo.goto('/permission/role');
    await expect(demo).toHaveURL('/404');
    await demo.close();

    const admin = await browser.newPage();
    await openAs(admin, 'admin', '/customerManage/customer');
    await expect(admin).toHaveURL('/customerManage/customer');
    await expect(admin.getByRole('heading', { name: 'Customers' })).toBeVisible();
    await expect(mainMenu(admin).getByRole('button', { name: 'Customer management' })).toBeVisible();
    await admin.close();
  });

  test('a hidden page is left out of the menu but opens by its URL; menus redirect to their first page', async ({
    page,
  }) => {
    await openAs(page, 'demo', '/keywordSearch');
    await expect(page).toHaveURL('/keywordSearch/accountReport');
    await expect(page.getByRole('heading', { name: 'Account daily report' })).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Message details' })).toHaveCount(0);
    await page.goto('/messageCenter/details');
    await expect(page.getByRole('heading', { name: 'Message details' })).toBeVisible();
    // Its menu is the message list's, which the sidebar highlights.
    await expect(mainMenu(page).getByRole('link', { name: 'Messages' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.goto('/');
    await expect(page).toHaveURL('/home/index');
    await page.goto('/no/such/page');
    await expect(page).toHaveURL('/404');
  });

  test('the route search finds a report page by its translated title, from the keyboard', async ({
    page,
  }) => {
    await openAs(page, 'demo');
    await expect(page.getByRole('heading', { name: 'Welcome, demo' })).toBeVisible();
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Page name or path' });
    await expect(input).toBeFocused();
    await input.fill('search term monthly');
    const first = page.getByRole('option').first();
    await expect(first).toContainText('Search term monthly report');
    await expect(first).toContainText('Search ads');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/keywordSearch/searchTermMonth');
    await expect(page.getByRole('heading', { name: 'Search term monthly report' })).toBeVisible();

    // In Chinese it searches the Chinese titles, and hidden pages are never offered.
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: '简体中文' }).click();
    await page.getByRole('button', { name: '搜索页面' }).click();
    await page.getByRole('combobox', { name: '页面名称或路径' }).fill('人群周报');
    await page
      .getByRole('option', { name: /人群周报/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/feeds\/crowdWeekly|\/reportCenter\/feeds\/crowdWeekly/);
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: '页面名称或路径' }).fill('消息详情');
    await expect(page.getByRole('option', { name: /消息详情/ })).toHaveCount(0);
  });

  test('/redirect/{path} re-enters the old full path', async ({ page }) => {
    await openAs(page, 'demo');
    await page.goto('/redirect/feeds/regionReport?beginDate=2026-11-01&endDate=2026-11-07');
    await expect(page).toHaveURL('/feeds/regionReport?beginDate=2026-11-01&endDate=2026-11-07');
    await expect(page.getByRole('heading', { name: 'Region daily report' })).toBeVisible();
  });
});
