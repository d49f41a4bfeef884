import { test } from '@playwright/test';
import { openAs } from '../support/shell';

for (const lang of ['en', 'cn', 'tw']) {
  test(`home shots ${lang}`, async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1100 });
    await openAs(page, 'demo');
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    await page.reload();
    for (const width of [1920, 992, 375]) {
      await page.setViewportSize({ width, height: 1100 });
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/h6-shots/home-${lang}-${width}.png`, fullPage: true });
    }
  });
}
