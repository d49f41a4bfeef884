import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectReportRows } from '../support/reports';
import { openAs, skipMessagePopup, startInEnglish } from '../support/shell';

/**
 * axe-core over a page as it stands, with its default rules (WCAG 2 A and AA, best practices) and
 * label-content-name-mismatch (WCAG 2.5.3, off by default as experimental). The violations are listed by rule,
 * with the elements they name, so a failure says what to fix.
 */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

test.describe('accessibility: axe-core finds no violation', () => {
  test.describe.configure({ timeout: 60_000 });

  test('the login page', async ({ page }) => {
    await skipMessagePopup(page);
    await startInEnglish(page);
    await page.goto('/login');
    await expect(page.getByRole('img', { name: 'Verification code picture' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the home page', async ({ page }) => {
    await openAs(page, 'demo');
    await expect(page.getByRole('heading', { name: /^Account .+, last 31 days$/ })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Your accounts' })).not.toHaveAttribute('aria-busy', 'true');
    expect(await violations(page)).toEqual([]);
  });

  test('a report page', async ({ page }) => {
    await openAs(page, 'demo', '/keywordSearch/keywordReport');
    await expectReportRows(page);
    expect(await violations(page)).toEqual([]);
  });

  test('the download centre', async ({ page }) => {
    await openAs(page, 'demo', '/downloadCenter/index');
    await expect(page.getByRole('table', { name: 'Your exports' })).not.toHaveAttribute('aria-busy', 'true');
    expect(await violations(page)).toEqual([]);
  });

  test('the message list', async ({ page }) => {
    await openAs(page, 'demo', '/messageCenter/list');
    await expect(page.getByRole('table', { name: 'Messages' })).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('link', { name: /Exports now wait/ })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the draft box', async ({ page }) => {
    await openAs(page, 'demo', '/adManage/draftBox');
    await expect(page.getByRole('heading', { name: 'Ad-draft box' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
