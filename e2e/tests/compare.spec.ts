import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import ExcelJS from 'exceljs';
import { openAs } from '../support/shell';
import { columnTexts, expectReportRows, reportTable, summaryRow } from '../support/reports';

/** A change as the table shows it: signed with one decimal, an arrow beside it, or — without a previous value. */
const changeText = /^(▲\+\d[\d,]*\.\d%|▼−\d[\d,]*\.\d%|0\.0%|—)$/;

/** The first sheet's header row. */
async function headerRow(file: string): Promise<unknown[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(file)) as unknown as ArrayBuffer);
  return (workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
}

/**
 * The answer of the report table's list call (a page of rows, comparing or not): a compared report on a
 * busy machine takes a while, so the checks of its rows wait for it first.
 */
function tableAnswer(page: Page, path: string, compare: boolean) {
  return page.waitForResponse(
    (response) => {
      if (!response.url().includes(path)) return false;
      const body = response.request().postDataJSON() as { page?: object; query: { compare?: unknown } };
      return body.page !== undefined && Boolean(body.query.compare) === compare;
    },
    { timeout: 60_000 },
  );
}

/** Chooses what the report compares with in the date picker's popover, then closes it. */
async function compareWith(page: Page, choice: 'None' | 'Previous period' | 'Same period last year') {
  await page.getByRole('button', { name: /^Date range/ }).click();
  await page.getByRole('dialog').getByRole('radio', { name: choice, exact: true }).check();
  await page.keyboard.press('Escape');
}

// Period comparison (docs/requirements.md#period-comparison) on a keyword report, in Chromium.
test.describe('reports: compare with the previous period', () => {
  test.describe.configure({ timeout: 120_000 });

  test('comparing adds each metric’s previous value and Δ% to the table, the summary and the chart', async ({
    page,
  }) => {
    const listed = tableAnswer(page, '/seachReport/keyword/list', false);
    await openAs(page, 'demo', '/keywordSearch/keywordReport');
    await listed;
    await expectReportRows(page);
    const table = reportTable(page, 'Keyword daily report');
    await expect(table.getByRole('columnheader', { name: 'Cost Δ%' })).toHaveCount(0);

    const compared = page.waitForResponse(
      (r) =>
        r.url().includes('/seachReport/keyword/list') && r.request().postDataJSON().query.compare === true,
    );
    await compareWith(page, 'Previous period');
    expect((await compared).ok()).toBe(true);
    await expect(page).toHaveURL(/compare=previous/);
    await expect(page.getByText(/^Compared with \d{4}-\d\d-\d\d – \d{4}-\d\d-\d\d$/)).toBeVisible();
    await expectReportRows(page);
    for (const title of ['Cost (previous period)', 'Cost Δ%', 'Clicks Δ%', 'CTR Δ%']) {
      await expect(table.getByRole('columnheader', { name: title, exact: true })).toBeVisible();
    }
    const changes = await columnTexts(page, 'Cost Δ%');
    expect(changes.length).toBeGreaterThan(0);
    for (const text of changes) expect(text).toMatch(changeText);
    // The change column sits right after its metric's previous value.
    const headers = (await table.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
    expect(headers.slice(headers.indexOf('Cost'), headers.indexOf('Cost') + 3)).toEqual([
      'Cost',
      'Cost (previous period)',
      'Cost Δ%',
    ]);
    // The summary row compares the totals too.
    const totals = await summaryRow(page).getByRole('cell').allTextContents();
    expect(totals[headers.indexOf('Cost Δ%')]).toMatch(changeText);

    // The chart draws the previous period beside the current one, dashed.
    const chart = page.getByRole('img', { name: /Cost by day/ });
    await expect(chart).toContainText('Cost, previous period');
    await expect(chart.locator('path[stroke-dasharray]').first()).toBeAttached();

    // The change column sorts like the others, in the URL.
    const sorted = tableAnswer(page, '/seachReport/keyword/list', true);
    await table
      .getByRole('columnheader', { name: 'Cost Δ%' })
      .getByRole('button', { name: 'Cost Δ%', exact: true })
      .click();
    await expect(page).toHaveURL(/sortCol=costChange&sortOrder=asc/);
    expect((await sorted).request().postDataJSON().page).toMatchObject({
      sortCol: 'costChange',
      sortOrder: 'asc',
    });
    await expectReportRows(page);

    // A reload keeps the comparison; switching it off drops its columns and its sort.
    const reloaded = tableAnswer(page, '/seachReport/keyword/list', true);
    await page.reload();
    await reloaded;
    await expectReportRows(page);
    await expect(page.getByText(/^Compared with /)).toBeVisible();
    const plain = tableAnswer(page, '/seachReport/keyword/list', false);
    await compareWith(page, 'None');
    await expect(page).not.toHaveURL(/compare=|sortCol=costChange/);
    await plain;
    await expectReportRows(page);
    await expect(table.getByRole('columnheader', { name: 'Cost Δ%' })).toHaveCount(0);
  });

  test('the export of a compared report carries the comparison columns', async ({ page }) => {
    const listed = tableAnswer(page, '/seachReport/campaign/list', true);
    await openAs(page, 'demo', '/keywordSearch/campaignReport?compare=true');
    await listed;
    await expectReportRows(page);
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const prompt = page.getByRole('alertdialog');
    const [, beginDate, endDate] = (await prompt.innerText()).match(
      /(\d{4}-\d\d-\d\d) to (\d{4}-\d\d-\d\d)/,
    )!;
    const created = page.waitForResponse((r) => r.url().includes('/seachReport/campaign/createExport'));
    await prompt.getByRole('button', { name: 'Export' }).click();
    const request = (await created).request().postDataJSON() as { query: { compare?: boolean } };
    expect(request.query.compare).toBe(true);

    await page.goto('/downloadCenter/index');
    const name = `Campaign daily report ${beginDate}~${endDate}.xlsx`;
    const row = page
      .getByRole('table', { name: 'Your exports' })
      .getByRole('row')
      .filter({ hasText: name })
      .first();
    await expect(row).toContainText('Ready', { timeout: 60_000 });
    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: `Download ${name}` }).click();
    const header = await headerRow(await (await downloading).path());
    expect(header).toEqual(
      expect.arrayContaining(['Cost', 'Cost (previous period)', 'Cost Δ%', 'Clicks Δ%']),
    );
    expect(header.indexOf('Cost Δ%')).toBe(header.indexOf('Cost') + 2);
  });
});
