import { test } from '@playwright/test';
import { openAs } from '../support/shell';

test.describe.configure({ timeout: 180_000 });
const widths = [1920, 992, 375];

for (const lang of ['en', 'cn', 'tw']) {
  test(`shots ${lang}`, async ({ browser }) => {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1100 } });
    await openAs(page, 'demo');
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    await page.reload();
    for (const width of widths) {
      await page.setViewportSize({ width, height: 1100 });
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/h6-shots/home-${lang}-${width}.png`, fullPage: true });
    }
    const admin = await browser.newPage({ viewport: { width: 1920, height: 1100 } });
    await openAs(admin, 'admin', '/messageCenter/publish');
    await admin.evaluate((l) => localStorage.setItem('lang', l), lang);
    await admin.reload();
    await admin.waitForTimeout(1500);
    for (const width of widths) {
      await admin.setViewportSize({ width, height: 900 });
      await admin.waitForTimeout(800);
      await admin.screenshot({ path: `/tmp/h6-shots/publish-${lang}-${width}.png`, fullPage: true });
    }
    await admin.locator('main').getByRole('button').last().click();
    await admin.waitForTimeout(500);
    await admin.getByRole('dialog').locator('textarea').first().fill('春季推广复盘会安排在周五。');
    await admin.getByRole('dialog').locator('input[type=radio]').last().check();
    await admin.getByRole('dialog').locator('button[type=submit]').click();
    for (const width of widths) {
      await admin.setViewportSize({ width, height: 900 });
      await admin.waitForTimeout(800);
      await admin.screenshot({ path: `/tmp/h6-shots/publish-form-${lang}-${width}.png` });
    }
  });
}
