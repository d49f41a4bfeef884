import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { sessionToken } from './api';

export type ReportRow = Record<string, string | number | null>;
export interface ListAnswer {
  code: number;
  data: { titleInfos: { titleName: string; dataKey: string }[]; list: ReportRow[]; summary: ReportRow };
  page: { totalCount: number };
}

/** A report list call as the page's user, through the API (the session cookie's token). */
export async function listCall(page: Page, path: string, body: object): Promise<ListAnswer> {
  const token = await sessionToken(page);
  const response = await page.request.post(`/base-api/marketing/api/v1${path}`, {
    headers: { token },
    data: body,
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ListAnswer;
}

/** The first sheet of a downloaded workbook. */
export async function firstSheet(file: string): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(file)) as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

/** The first sheet's rows as arrays of cell values. */
export async function sheetRows(file: string): Promise<unknown[][]> {
  const rows: unknown[][] = [];
  (await firstSheet(file)).eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/**
 * Exports the report page's rows (the Export button and its prompt), waits in the download centre until the
 * file is ready and downloads it: its name, the prompt's dates and the downloaded file's path.
 */
export async function exportReport(page: Page, fileTitle: string) {
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const prompt = page.getByRole('alertdialog');
  // The page's range, as the prompt names it.
  const [, beginDate, endDate] = (await prompt.innerText()).match(/(\d{4}-\d\d-\d\d) to (\d{4}-\d\d-\d\d)/)!;
  const created = page.waitForResponse((r) => r.url().includes('/createExport'));
  await prompt.getByRole('button', { name: 'Export' }).click();
  expect((await created).ok()).toBe(true);

  await page.goto('/downloadCenter/index');
  const name = `${fileTitle} ${beginDate}~${endDate}.xlsx`;
  const records = page.getByRole('table', { name: 'Your exports' });
  const row = records.getByRole('row').filter({ hasText: name }).first();
  // The centre refreshes itself until the job is done.
  await expect(row).toContainText('Ready', { timeout: 60_000 });
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download ${name}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(name);
  return {
    name,
    range: { beginDate: beginDate!, endDate: endDate! },
    file: await download.path(),
    records,
    row,
  };
}
