import { test } from '@playwright/test';
import { openAs } from '../support/shell';
test('pick', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await openAs(page, 'demo', '/keywordSearch/keywordReport');
  await page.getByRole('button', { name: /^Date range/ }).click();
  const picker = page.getByRole('dialog', { name: 'Date range' });
  await picker.getByRole('grid').waitFor();
  await page.waitForTimeout(500);
  console.log(JSON.stringify(await picker.boundingBox()));
  await page.screenshot({ path: '/tmp/pick375.png' });
});
