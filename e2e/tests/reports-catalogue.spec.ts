import { expect, test } from '../support/fixtures';
import { catalogueReports } from '../../packages/api-client/src/contract/reports/catalogue';
import { openAs } from '../support/shell';
import { collectConsoleErrors, expectReportRows, navigateInApp } from '../support/reports';

test.describe('reports: the catalogue', () => {
  test('every search and feed report route opens with rows and a summary row, without console errors', async ({
    page,
  }) => {
    // 80 pages in one session: a generous bound for a shared 2-core machine, not a timing assertion.
    test.setTimeout(10 * 60_000);
    expect(catalogueReports).toHaveLength(80);
    const errors = collectConsoleErrors(page);
    await openAs(page, 'demo', catalogueReports[0]!.path);
    for (const report of catalogueReports) {
      await test.step(report.path, async () => {
        await navigateInApp(page, report.path);
        await expect(page).toHaveURL(report.path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectReportRows(page);
        expect(errors, report.path).toEqual([]);
      });
    }
  });

  test('/keywordSearch and /feeds redirect to their account reports', async ({ page }) => {
    await openAs(page, 'demo', '/keywordSearch');
    await expect(page).toHaveURL('/keywordSearch/accountReport');
    await navigateInApp(page, '/feeds');
    await expect(page).toHaveURL('/feeds/accountReport');
  });
});
