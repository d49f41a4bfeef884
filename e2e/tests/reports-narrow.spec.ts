import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectReportRows } from '../support/reports';
import { openAs } from '../support/shell';

// Issue 54, items 7 and 8: the report page on a phone (docs/requirements.md#layout-and-navigation,
// docs/requirements.md#report-table) and the console's favicon (docs/architecture.md#compression-and-caching).
test.describe.configure({ timeout: 120_000 });

/** Starts the browser in a language (the console reads localStorage `lang` first). */
async function startIn(page: Page, language: 'en' | 'cn') {
  await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
}

/** Whether the table's frame shows its shade on a side: `::before` at the left, `::after` at the right. */
const shadeShown = (page: Page, side: '::before' | '::after') =>
  page
    .getByRole('main')
    .locator('.rt-frame')
    .evaluate((frame, pseudo) => getComputedStyle(frame, pseudo).opacity === '1', side);

const words = {
  en: { filters: 'Filters', campaign: 'Campaign', unit: 'Unit', device: 'Device', name: 'Name contains' },
  cn: { filters: '筛选', campaign: '推广计划', unit: '推广单元', device: '设备', name: '名称包含' },
};

for (const language of ['en', 'cn'] as const) {
  test(`${language}: at 375 px the report page shows its title whole, its filters two a row and a cue that the table scrolls sideways`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await startIn(page, language);
    await openAs(page, 'demo', '/keywordSearch/keywordReport', { savedLanguage: true });
    const main = page.getByRole('main');
    const heading = (await main.getByRole('heading', { level: 1 }).textContent())!;
    // The summary row says Total in English only: here the rows and an idle table will do.
    await expect(main.getByRole('table').getByRole('row').nth(2)).toBeVisible();
    await expect(main.getByRole('table')).not.toHaveAttribute('aria-busy', 'true');

    // The breadcrumb is the current page alone, whole: not cut short, inside the navbar.
    const breadcrumb = page.getByRole('banner').getByRole('navigation').first();
    const current = breadcrumb.locator('[aria-current="page"]');
    await expect(breadcrumb.getByRole('listitem')).toHaveCount(1);
    await expect(current).toHaveText(heading);
    expect(await current.evaluate((crumb) => crumb.scrollHeight <= crumb.clientHeight)).toBe(true);
    expect(await current.evaluate((crumb) => crumb.scrollWidth <= crumb.clientWidth)).toBe(true);
    await expect(current).toBeInViewport({ ratio: 1 });

    // The filters: two a row, each half the width; Search on a row of its own after four.
    const form = main.getByRole('form', { name: words[language].filters });
    const box = async (name: string) =>
      (await form.getByText(name, { exact: true }).locator('..').boundingBox())!;
    const [campaign, unit, device, name] = await Promise.all(
      [words[language].campaign, words[language].unit, words[language].device, words[language].name].map(box),
    );
    expect(unit.y).toBe(campaign.y);
    expect(name.y).toBe(device.y);
    expect(device.y).toBeGreaterThan(campaign.y);
    for (const field of [unit, device, name])
      expect(Math.round(field.width)).toBe(Math.round(campaign.width));
    expect(device.x).toBe(campaign.x);
    expect(name.x).toBe(unit.x);

    // The table scrolls sideways inside its frame: a shade at its right edge says so, and the date column
    // stays where it is while the others scroll under it.
    const table = main.getByRole('table');
    await table.scrollIntoViewIfNeeded();
    expect(await shadeShown(page, '::after')).toBe(true);
    expect(await shadeShown(page, '::before')).toBe(false);
    const dateHeader = table.getByRole('columnheader').first();
    const dateLeft = (await dateHeader.boundingBox())!.x;
    await table.evaluate((scroll) => (scroll.scrollLeft = scroll.scrollWidth));
    await expect.poll(() => shadeShown(page, '::after')).toBe(false);
    expect(await shadeShown(page, '::before')).toBe(true);
    expect((await dateHeader.boundingBox())!.x).toBe(dateLeft);
  });
}

test('the console has a favicon: a first load asks for no file that is not there', async ({ page }) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
  const icon = await page.request.get('/favicon.svg');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  expect(icon.headers()['cache-control']).toBe('public, max-age=600, must-revalidate');
  expect(await icon.text()).toMatch(/^<svg /);

  await openAs(page, 'demo', '/keywordSearch/keywordReport');
  await expectReportRows(page);
  expect(missing).toEqual([]);
});
