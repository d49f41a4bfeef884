import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { mainMenu, openAs, tagsBar } from '../support/shell';

/** The desktop sidebar around the main menu: the console's one complementary landmark (an aside). */
const sidebar = (page: Page) => page.getByRole('complementary');

test.describe('shell: layout', () => {
  test('a collapsed sidebar stays collapsed after a reload', async ({ page }) => {
    await openAs(page, 'demo');
    await expect(sidebar(page)).toHaveCSS('width', '240px');
    await page.getByRole('button', { name: 'Collapse the menu' }).click();
    await expect(sidebar(page)).toHaveCSS('width', '54px');
    await expect(mainMenu(page).getByRole('link', { name: 'Home' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Expand the menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(sidebar(page)).toHaveCSS('width', '54px');
    // A collapsed menu opens its pages beside the bar.
    await mainMenu(page).getByRole('button', { name: 'Feed ads' }).click();
    await page.getByRole('menuitem', { name: 'Unit weekly report' }).click();
    await expect(page).toHaveURL('/feeds/unitWeekly');
    await page.getByRole('button', { name: 'Expand the menu' }).click();
    await expect(sidebar(page)).toHaveCSS('width', '240px');
  });

  test('the sidebar is 160 px wide in Chinese', async ({ page }) => {
    await openAs(page, 'demo');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: '简体中文' }).click();
    await expect(sidebar(page)).toHaveCSS('width', '160px');
  });

  test('at 375 px the sidebar is a drawer that starts closed and closes after a choice', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openAs(page, 'demo');
    await expect(sidebar(page)).toHaveCount(0);
    await expect(mainMenu(page)).toHaveCount(0);
    const hamburger = page.getByRole('button', { name: 'Open the menu' });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await hamburger.click();
    const drawer = page.getByRole('dialog', { name: 'Main menu' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Report centre' }).click();
    const reportCentre = drawer.getByRole('listitem').filter({
      has: page.getByRole('button', { name: 'Report centre' }),
    });
    await reportCentre.getByRole('button', { name: 'Feed ads' }).click();
    await drawer.getByRole('link', { name: 'Feed ads weekly report' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL('/reportCenter/feeds/feedsWeekly');
    // Growing past 992 px brings the desktop sidebar back.
    await page.setViewportSize({ width: 1200, height: 740 });
    await expect(sidebar(page)).toBeVisible();
  });

  test('the settings drawer changes the theme colour and hides the tags view, both kept after a reload', async ({
    page,
  }) => {
    await openAs(page, 'demo');
    const primary = () =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--adc-primary').trim(),
      );
    expect(await primary()).toBe('#5b5bd6');
    await expect(tagsBar(page)).toBeVisible();

    await page.getByRole('button', { name: 'Page settings' }).click();
    const drawer = page.getByRole('dialog', { name: 'Page settings' });
    await drawer.getByRole('radio', { name: 'Theme colour #13c2c2' }).click();
    await expect(drawer.getByRole('radio', { name: 'Theme colour #13c2c2' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await drawer.getByRole('switch', { name: 'Tags view' }).click();
    await expect(drawer.getByRole('switch', { name: 'Tags view' })).toHaveAttribute('aria-checked', 'false');
    expect(await primary()).toBe('#13c2c2');
    await expect(tagsBar(page)).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome, demo' })).toBeVisible();
    expect(await primary()).toBe('#13c2c2');
    await expect(tagsBar(page)).toHaveCount(0);
  });

  test('the size selector changes the size of every control', async ({ page }) => {
    await openAs(page, 'demo');
    const hamburger = page.getByRole('button', { name: 'Collapse the menu' });
    await expect(hamburger).toHaveCSS('height', '36px');
    await page.getByRole('button', { name: 'Size' }).click();
    await page.getByRole('menuitemradio', { name: 'Mini' }).click();
    await expect(hamburger).toHaveCSS('height', '28px');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Collapse the menu' })).toHaveCSS('height', '28px');
  });
});
