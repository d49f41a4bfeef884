import { expect, test } from '../support/fixtures';
import { collectConsoleErrors, expectReportRows } from '../support/reports';
import { openAs } from '../support/shell';

// Issue 20, item 11 (the shell's part: logging out, and the server's answer for a missing file).
test.describe('shell defects: logging out and missing files', () => {
  test('logging out from a report sends no call that answers 401 and logs no error', async ({ page }) => {
    await openAs(page, 'demo', '/keywordSearch/keywordReport');
    await expectReportRows(page);
    const unauthorized: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) unauthorized.push(response.url());
    });
    const errors = collectConsoleErrors(page);

    await page.getByRole('button', { name: 'User menu: demo' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByRole('textbox', { name: 'User name' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(unauthorized).toEqual([]);
    expect(errors).toEqual([]);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Login expired' })).toHaveCount(0);
  });

  test('a missing static file answers 404; a page path without an extension answers the console', async ({
    request,
  }) => {
    for (const path of ['/assets/no-such-file.js', '/favicon.png', '/assets/no-such-style.css']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type'], path).not.toContain('text/html');
    }
    for (const path of [
      '/keywordSearch/keywordReport',
      '/login',
      '/no/such/page',
      '/reportCenter/feeds/summary',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toContain('text/html');
    }
    // The API keeps its own 404 in the envelope.
    const api = await request.get('/base-api/no-such-call');
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ code: expect.any(Number) });
  });
});
