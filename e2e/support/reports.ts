import { expect, type Page } from '@playwright/test';

/** The report table of a page: named after the report's title. */
export const reportTable = (page: Page, title: string | RegExp) => page.getByRole('table', { name: title });

/** The one table of a report page's main landmark, whatever its report. */
const theReportTable = (page: Page) => page.getByRole('main').getByRole('table');

/**
 * The summary row's first cell, which says Total (the report's first column has no total of its own), or
 * `total`: the word in the page's language.
 */
const totalCell = (page: Page, total = 'Total') => page.getByRole('cell', { name: total, exact: true });

/** The rows of the table's body: rows of cells (the header has column headers), less the summary row. */
export const bodyRows = (page: Page, total?: string) =>
  theReportTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .filter({ hasNot: totalCell(page, total) });

/** The summary row pinned under the rows. */
export const summaryRow = (page: Page, total?: string) =>
  theReportTable(page)
    .getByRole('row')
    .filter({ has: totalCell(page, total) });

/** Waits until the report shows rows, its summary row, and no request is on the way. */
export async function expectReportRows(page: Page, total?: string) {
  await expect(bodyRows(page, total).first()).toBeVisible();
  await expect(summaryRow(page, total)).toBeVisible();
  await expect(theReportTable(page)).not.toHaveAttribute('aria-busy', 'true');
}

/** The texts of one column's cells in the rows shown, by the column's position in the header. */
export async function columnTexts(page: Page, title: string, total?: string): Promise<string[]> {
  const headers = await theReportTable(page).getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((text) => text.trim() === title);
  expect(index, `column ${title}`).toBeGreaterThanOrEqual(0);
  const rows = await bodyRows(page, total).all();
  return Promise.all(rows.map(async (row) => (await row.getByRole('cell').nth(index).textContent()) ?? ''));
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
