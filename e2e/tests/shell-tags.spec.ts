import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { mainMenu, openAs, tagsBar } from '../support/shell';

const tabs = (page: Page) => tagsBar(page).getByRole('link');
const tab = (page: Page, name: string) => tagsBar(page).getByRole('link', { name, exact: true });

/** Opens a page from its channel's menu (both channels have pages of the same name). */
async function openFromMenu(page: Page, channel: string, title: string) {
  const group = mainMenu(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: channel, exact: true }) })
    .first();
  const toggle = group.getByRole('button', { name: channel, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await group.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
}

test('tags: open three pages, close others, refresh the browser, close the active one', async ({ page }) => {
  await openAs(page, 'demo');
  await openFromMenu(page, 'Search ads', 'Keyword daily report');
  await openFromMenu(page, 'Search ads', 'Unit weekly report');
  await openFromMenu(page, 'Feed ads', 'Crowd monthly report');
  await expect(tabs(page)).toHaveText([
    'Home',
    'Keyword daily report',
    'Unit weekly report',
    'Crowd monthly report',
  ]);

  // Close others from the context menu of a tab that is not active: it stays with the pinned Home and shows.
  await tab(page, 'Unit weekly report').click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Close others' }).click();
  await expect(tabs(page)).toHaveText(['Home', 'Unit weekly report']);
  await expect(page).toHaveURL('/keywordSearch/unitWeekly');

  await openFromMenu(page, 'Feed ads', 'Region custom period');
  await page.reload();
  await expect(tabs(page)).toHaveText(['Home', 'Unit weekly report', 'Region custom period']);
  await expect(tab(page, 'Region custom period')).toHaveAttribute('aria-current', 'page');

  // Closing the active tab goes to the last remaining one.
  await tagsBar(page).getByRole('button', { name: 'Close Region custom period' }).click();
  await expect(tabs(page)).toHaveText(['Home', 'Unit weekly report']);
  await expect(page).toHaveURL('/keywordSearch/unitWeekly');
  await expect(tab(page, 'Unit weekly report')).toHaveAttribute('aria-current', 'page');

  // The pinned Home tab has no close button and survives "close all", which then shows it.
  await expect(tagsBar(page).getByRole('button', { name: 'Close Home' })).toHaveCount(0);
  await tab(page, 'Unit weekly report').click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Close all' }).click();
  await expect(tabs(page)).toHaveText(['Home']);
  await expect(page).toHaveURL('/home/index');
});

test('tags: a report’s tab follows its query; refresh reloads a tab', async ({ page }) => {
  await openAs(page, 'demo', '/keywordSearch/accountReport?beginDate=2026-11-01&endDate=2026-11-07');
  await expect(tabs(page)).toHaveText(['Home', 'Account daily report']);
  await page.goto('/keywordSearch/accountReport?beginDate=2026-10-01&endDate=2026-10-07');
  await expect(page.getByRole('heading', { name: 'Account daily report' })).toBeVisible();
  await expect(tabs(page)).toHaveText(['Home', 'Account daily report']);
  await expect(tabs(page).nth(1)).toHaveAttribute(
    'href',
    '/keywordSearch/accountReport?beginDate=2026-10-01&endDate=2026-10-07',
  );

  // Refresh from the keyboard: the context-menu key on the focused tab.
  await tabs(page).nth(1).focus();
  await page.keyboard.press('Shift+F10');
  await page.getByRole('menuitem', { name: 'Refresh' }).click();
  await expect(page).toHaveURL('/keywordSearch/accountReport?beginDate=2026-10-01&endDate=2026-10-07');
  await expect(page.getByRole('heading', { name: 'Account daily report' })).toBeVisible();
  await expect(tabs(page)).toHaveCount(2);
});
