import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { openAs } from '../support/shell';

/** Opens every closed group of the menu, nested ones too. */
async function expandAll(menu: Locator) {
  for (;;) {
    const closed = menu.getByRole('button', { expanded: false });
    if ((await closed.count()) === 0) return;
    await closed.first().click();
  }
}

/** Whether a menu link's title shows whole: no line of it cut at the side or the bottom. */
const titleShowsWhole = (link: Locator) =>
  link.evaluate((element) =>
    [...element.querySelectorAll('span')]
      .filter((span) => span.textContent?.trim())
      .every(
        (span) => span.scrollWidth <= span.clientWidth + 1 && span.scrollHeight <= span.clientHeight + 1,
      ),
  );

async function expectEveryTitleReadable(page: Page, menuName: string) {
  const menu = page.getByRole('navigation', { name: menuName });
  // The menu's groups come with the user's routes: wait for them before counting.
  await expect(menu.getByRole('button').first()).toBeVisible();
  await expect(menu.getByRole('button', { expanded: true })).toHaveCount(0);
  await expandAll(menu);
  const links = await menu.getByRole('link').all();
  expect(links.length).toBeGreaterThan(100);
  const cut: string[] = [];
  for (const link of links) {
    if (await titleShowsWhole(link)) continue;
    // A title that does not fit shows whole in a tooltip, on keyboard focus as on hover.
    const title = (await link.getAttribute('aria-label')) ?? (await link.innerText());
    await link.focus();
    const tooltip = page.getByRole('tooltip');
    if (!(await tooltip.isVisible().catch(() => false))) await page.waitForTimeout(600);
    if ((await tooltip.count()) === 0 || !(await tooltip.innerText()).includes(title)) cut.push(title);
  }
  expect(cut, 'menu titles cut with no tooltip').toEqual([]);
}

// Issue 20, item 9: sidebar titles were cut (25 in English, 12 in cn, 8 in tw), some losing the word that tells
// daily, weekly, monthly and custom apart, with no tooltip.
test.describe('shell defects: sidebar titles', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const [lang, menuName] of [
    ['en', 'Main menu'],
    ['cn', '主菜单'],
    ['tw', '主選單'],
  ] as const) {
    test(`every title of the menu is readable in ${lang}`, async ({ page }) => {
      await page.setViewportSize({ width: 1920, height: 1080 });
      await openAs(page, 'admin');
      await page.evaluate((language) => localStorage.setItem('lang', language), lang);
      await page.reload();
      await expectEveryTitleReadable(page, menuName);
    });
  }

  test('the granularity stays in sight: “Search term custom period” and its weekly neighbour', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await openAs(page, 'demo', '/keywordSearch/searchTermCustom');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const title of [
      'Search term custom period',
      'Search term weekly report',
      'Search term monthly report',
    ]) {
      const link = menu.getByRole('link', { name: title, exact: true });
      await expect(link).toBeVisible();
      expect(await titleShowsWhole(link), title).toBe(true);
    }
  });
});
