import { expect, test } from '../support/fixtures';
import { violations } from '../support/axe';
import { expectReportRows } from '../support/reports';
import { openAs, skipMessagePopup, startInEnglish } from '../support/shell';

/**
 * Every page below is checked in both themes (docs/architecture.md#themes): the dark one is the user's saved
 * choice, read before the first paint.
 */
for (const appearance of ['light', 'dark'] as const) {
  test.describe(`accessibility in the ${appearance} theme: axe-core finds no violation`, () => {
    test.describe.configure({ timeout: 60_000 });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((chosen) => {
        const saved = JSON.parse(localStorage.getItem('appSettings') ?? '{}') as Record<string, unknown>;
        localStorage.setItem('appSettings', JSON.stringify({ ...saved, appearance: chosen }));
      }, appearance);
    });
    test.afterEach(async ({ page }) => {
      await expect(page.locator('html')).toHaveAttribute('data-theme', appearance);
    });

    test('the login page', async ({ page }) => {
      await skipMessagePopup(page);
      await startInEnglish(page);
      await page.goto('/login');
      await expect(page.getByRole('img', { name: 'Verification code picture' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('the home page', async ({ page }) => {
      await openAs(page, 'demo');
      // The trend's two summaries and the chart's lazy code load after the page: the first page of a fresh server.
      await expect(page.getByRole('img', { name: /^Cost by day from / })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('table', { name: 'Your accounts' })).not.toHaveAttribute(
        'aria-busy',
        'true',
      );
      await expect(page.getByRole('table', { name: 'Feed ads, last 15 days' })).not.toHaveAttribute(
        'aria-busy',
        'true',
      );
      expect(await violations(page)).toEqual([]);
    });

    test('a report page', async ({ page }) => {
      await openAs(page, 'demo', '/keywordSearch/keywordReport');
      await expectReportRows(page);
      expect(await violations(page)).toEqual([]);
    });

    test('the download centre', async ({ page }) => {
      await openAs(page, 'demo', '/downloadCenter/index');
      await expect(page.getByRole('table', { name: 'Your exports' })).not.toHaveAttribute(
        'aria-busy',
        'true',
      );
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
}

test('the check finds what it is for: an image without a text alternative, a button without a name', async ({
  page,
}) => {
  await startInEnglish(page);
  await page.goto('/login');
  await expect(page.getByRole('img', { name: 'Verification code picture' })).toBeVisible();
  await page.evaluate(() =>
    document.body.insertAdjacentHTML(
      'beforeend',
      '<main id="flawed"><img id="no-alt" src="/favicon.svg"><button id="no-name"></button></main>',
    ),
  );
  const found = await violations(page, { within: '#flawed' });
  expect(found).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ rule: 'image-alt', targets: ['#no-alt'] }),
      expect.objectContaining({ rule: 'button-name', targets: ['#no-name'] }),
    ]),
  );
  expect(await violations(page, { within: '#flawed', only: ['image-alt'] })).toEqual([
    { rule: 'image-alt', impact: 'critical', targets: ['#no-alt'] },
  ]);
});
