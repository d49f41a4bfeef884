import { expect, test } from '../support/fixtures';
import { openAs } from '../support/shell';
import { expectReportRows } from '../support/reports';

// A report page's chart (docs/architecture.md#charts), in Chromium.
test.describe('reports: the chart above the table', () => {
  test('its code loads after the table’s first rows; the keyboard reads out its days', async ({ page }) => {
    const loaded: string[] = [];
    page.on('response', (response) => {
      const url = response.url();
      if (url.includes('/seachReport/keyword/list') && response.request().postDataJSON()?.page)
        loaded.push('rows');
      if (/\/assets\/report-chart-[\w-]+\.js$/.test(url)) loaded.push('chart');
    });
    await openAs(page, 'demo', '/keywordSearch/keywordReport');
    await expectReportRows(page);
    const chart = page.getByRole('img', { name: /^Cost by day/ });
    await expect(chart).toBeVisible();
    expect(loaded.indexOf('rows')).toBeGreaterThanOrEqual(0);
    expect(loaded.indexOf('chart')).toBeGreaterThan(loaded.indexOf('rows'));

    // One tab stop: the arrows move from day to day, the tooltip and the live region give the day's cost.
    await chart.focus();
    const days = await chart.locator('svg[data-chart-plot] text').allTextContents();
    const firstDay = days.find((text) => /^\d{4}-\d{2}-\d{2}$/.test(text))!;
    const spoken = page.locator('[aria-live="polite"]', { hasText: /^\d{4}-\d{2}-\d{2}: Cost ￥/ });
    await expect(spoken).toHaveText(new RegExp(`^${firstDay}: Cost ￥[\\d,]+\\.\\d\\d$`));
    await page.keyboard.press('ArrowRight');
    await expect(spoken).not.toHaveText(new RegExp(`^${firstDay}:`));
    await expect(chart.locator('[data-chart-tooltip]')).toContainText('Cost');
    await page.keyboard.press('Escape');
    await expect(chart.locator('[data-chart-tooltip]')).toHaveCount(0);
  });
});
