import { expect, type Page } from '@playwright/test';

/** The report table of a page: named after the report's title. */
export const reportTable = (page: Page, title: string | RegExp) => page.getByRole('table', { name: title });

/** The rows of the table's body (the header and the summary row are apart). */
export const bodyRows = (page: Page) => page.locator('.rt-body [role="row"]');

/** The summary row pinned under the rows. */
export const summaryRow = (page: Page) => page.locator('.rt-foot [role="row"]');

/** Waits until the report shows rows, its summary row, and no request is on the way. */
export async function expectReportRows(page: Page) {
  await expect(bodyRows(page).first()).toBeVisible();
  await expect(summaryRow(page)).toContainText('Total');
  await expect(page.locator('[role="table"][aria-busy="true"]')).toHaveCount(0);
}

/** The texts of one column's cells in the rows shown, by the column's position in the header. */
export async function columnTexts(page: Page, title: string): Promise<string[]> {
  const headers = await page.getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((text) => text.trim() === title);
  expect(index, `column ${title}`).toBeGreaterThanOrEqual(0);
  return bodyRows(page).evaluateAll(
    (rows, i) => rows.map((row) => row.querySelectorAll('[role="cell"]')[i]?.textContent ?? ''),
    index,
  );
}

/** Goes to a console path inside the running app (no reload): the router follows the history change. */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Errors the page logs or throws, collected from now on. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
