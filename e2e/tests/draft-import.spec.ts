import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import ExcelJS from 'exceljs';
import { draftSave, draftWithCampaign, unitUrls } from '../support/api';
import { violations } from '../support/axe';
import { openAs } from '../support/shell';

/** The template the step links to, downloaded without the session, with rows added under its example row. */
async function filledTemplate(page: Page, href: string, rows: string[][]): Promise<Buffer> {
  const response = await page.request.get(href, { headers: { token: '' } });
  expect(response.status()).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await response.body()) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('import keywords from the template: the failure dialog names the bad row, only the good rows are kept (docs/requirements.md#template-import)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openAs(page, 'demo', '/adManage/draftBox');
  const { draftId, campaignId } = await draftWithCampaign(page, `Import ${Date.now()}`);
  const unitId = await draftSave(page, '/unit/save', {
    draftId,
    campaignId,
    adgroupName: '品牌词',
    ...unitUrls,
  });
  await page.goto(`/adManage/draftEdit?id=${draftId}#step=keywords&unit=${unitId}`);
  const step = page.getByRole('region', { name: 'Keywords of unit 品牌词' });
  const template = step.getByRole('link', { name: 'Download the template' });
  await expect(template).toHaveAttribute(
    'href',
    /^\/base-api\/templates\/keyword-template\.xlsx\?t=\d+&lang=en$/,
  );
  await expect(step.getByText('at most 10000 rows', { exact: false })).toBeVisible();
  const href = (await template.getAttribute('href'))!;

  await test.step('a template with one banned keyword on row 4', async () => {
    const file = await filledTemplate(page, href, [
      ['BI tool', 'Precise'],
      ['赌博', 'Phrase'],
    ]);
    const chooser = page.waitForEvent('filechooser');
    await step.getByRole('button', { name: 'Import keywords' }).click();
    await (
      await chooser
    ).setFiles({ name: 'keywords.xlsx', mimeType: 'application/octet-stream', buffer: file });
    const dialog = page.getByRole('dialog', { name: 'Import failure reason' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Only the rows without problems were kept: 2 imported.');
    const failures = dialog.getByRole('table', { name: 'Import failure reason' });
    await expect(failures.getByRole('row')).toHaveCount(2);
    await expect(failures.getByRole('row').nth(1)).toHaveText(
      ['4', 'This keyword is on the banned list', '赌博', 'Phrase'].join(''),
    );
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('the list refreshes with the good rows', async () => {
    const stored = step.getByRole('table', { name: 'Keywords the unit 品牌词 holds' });
    await expect(stored.getByRole('rowheader', { name: '数据分析平台', exact: true })).toBeVisible();
    await expect(stored.getByRole('rowheader', { name: 'BI tool', exact: true })).toBeVisible();
    await expect(stored.getByRole('rowheader', { name: '赌博' })).toHaveCount(0);
  });

  await test.step('all rows good: the import-success toast', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('keywords');
    sheet.addRows([
      ['Keyword', 'Match type'],
      ['报表软件', 'phrase'],
    ]);
    const chooser = page.waitForEvent('filechooser');
    await step.getByRole('button', { name: 'Import keywords' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'keywords.xlsx',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
    });
    await expect(
      page.getByRole('region', { name: /^Notifications/ }).getByText('Import succeeded, rows imported: 1'),
    ).toBeVisible();
  });

  await test.step('a text file renamed .xlsx is refused with a message', async () => {
    const chooser = page.waitForEvent('filechooser');
    await step.getByRole('button', { name: 'Import keywords' }).click();
    await (
      await chooser
    ).setFiles({ name: 'keywords.xlsx', mimeType: 'text/plain', buffer: Buffer.from('BI tool\n') });
    await expect(
      page
        .getByRole('region', { name: /^Notifications/ })
        .getByText('This file is not a spreadsheet: only .xlsx, .xls, .et and .sheet files can be imported'),
    ).toBeVisible();
  });
});
