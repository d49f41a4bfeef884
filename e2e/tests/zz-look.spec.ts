import { expect, test } from '../support/fixtures';
import { expectReportRows } from '../support/reports';
import { openAs } from '../support/shell';

test.describe.configure({ timeout: 300_000 });
for (const language of ['en', 'cn'] as const) {
  test(`look ${language}`, async ({ page }) => {
    await openAs(page, 'demo', '/keywordSearch/keywordReport');
    if (language !== 'en') {
      await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    }
    for (const width of [375, 992, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/adManage/changeHistory');
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/look/history-${language}-${width}.png`, fullPage: true });
      await page.goto('/keywordSearch/keywordReport');
      await expectReportRows(page, language === 'en' ? 'Total' : '合计');
      const boxes = page.getByRole('main').getByRole('table').getByRole('checkbox');
      for (const i of [1, 2, 3]) await boxes.nth(i).check();
      await page.getByRole('button', { name: language === 'en' ? 'Bulk edit' : '批量修改' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox').first().fill('1.5');
      await dialog.getByRole('button', { name: language === 'en' ? 'Preview' : '预览' }).click();
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/look/bulk-${language}-${width}.png` });
      await page.keyboard.press('Escape');
      await page.goto('/home/index');
      await page.waitForTimeout(3000);
      const marker = page.getByRole('main').getByRole('button', { name: /Changes on|的修改/ }).first();
      await expect(marker).toBeVisible();
      await marker.focus();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/look/home-${language}-${width}.png`, fullPage: true });
      await page.goto('/keywordSearch/searchTermReport');
      await expectReportRows(page, language === 'en' ? 'Total' : '合计');
      await page.getByRole('main').getByRole('table').getByRole('checkbox').nth(2).check();
      await page.getByRole('button', { name: language === 'en' ? 'Add as negative keywords' : '添加为否定关键词' }).click();
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/look/negatives-${language}-${width}.png` });
      await page.keyboard.press('Escape');
    }
  });
}
