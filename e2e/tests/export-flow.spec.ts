import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { sessionToken } from '../support/api';
import ExcelJS from 'exceljs';
import { openAs } from '../support/shell';
import { expectReportRows } from '../support/reports';

type Row = Record<string, string | number | null>;
interface ListAnswer {
  code: number;
  data: { titleInfos: { titleName: string; dataKey: string }[]; list: Row[]; summary: Row };
  page: { totalCount: number };
}

/** The report list call as the page's user, through the API (the session cookie's token). */
async function listCall(page: Page, path: string, body: object): Promise<ListAnswer> {
  const token = await sessionToken(page);
  const response = await page.request.post(`/base-api/marketing/api/v1${path}`, {
    headers: { token },
    data: body,
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ListAnswer;
}

/** The first sheet's rows as arrays of cell values. */
async function sheetRows(file: string): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(file)) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

test.describe('export: report to download centre', () => {
  test('confirm, wait for ready in the download centre, download and find the API’s rows and totals', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openAs(page, 'demo', '/keywordSearch/campaignReport');
    await expectReportRows(page);
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const prompt = page.getByRole('alertdialog');
    // The page's default range, as the prompt names it.
    const [, beginDate, endDate] = (await prompt.innerText()).match(
      /(\d{4}-\d\d-\d\d) to (\d{4}-\d\d-\d\d)/,
    )!;
    const range = { beginDate, endDate };
    const created = page.waitForResponse((r) => r.url().includes('/seachReport/campaign/createExport'));
    await prompt.getByRole('button', { name: 'Export' }).click();
    expect((await created).ok()).toBe(true);

    await page.goto('/downloadCenter/index');
    const name = `Campaign daily report ${range.beginDate}~${range.endDate}.xlsx`;
    const records = page.getByRole('table', { name: 'Your exports' });
    const row = records.getByRole('row').filter({ hasText: name }).first();
    // The centre refreshes itself until the job is done.
    await expect(row).toContainText('Ready', { timeout: 60_000 });
    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: `Download ${name}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(name);
    const rows = await sheetRows(await download.path());

    const api = await listCall(page, '/seachReport/campaign/list', {
      query: { ...range, timeUnit: 'day' },
    });
    const { titleInfos, list, summary } = api.data;
    expect(list.length).toBe(api.page.totalCount);
    expect(rows[0]).toEqual(titleInfos.map((info) => info.titleName));
    expect(rows).toHaveLength(1 + list.length + 1);
    const at = (key: string) => titleInfos.findIndex((info) => info.dataKey === key);
    list.forEach((apiRow, i) => {
      for (const key of ['reportDates', 'campaignName', 'impression', 'click', 'cost']) {
        expect(rows[i + 1]![at(key)], `row ${i + 1} ${key}`).toBe(apiRow[key]);
      }
    });
    const totals = rows.at(-1)!;
    expect(totals[0]).toBe('Total');
    for (const key of ['impression', 'click', 'cost', 'ctr', 'cpc']) {
      expect(totals[at(key)], `total ${key}`).toBe(summary[key]);
    }

    // Deleting asks first, then the record leaves the centre.
    const rowsBefore = await records.getByRole('row').filter({ hasText: name }).count();
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(records.getByRole('row').filter({ hasText: name })).toHaveCount(rowsBefore - 1);
  });
});
