import { expect, test } from '../support/fixtures';
import { exportReport, listCall, sheetRows } from '../support/exports';
import { openAs } from '../support/shell';
import { expectReportRows } from '../support/reports';

test.describe('export: report to download centre', () => {
  test('confirm, wait for ready in the download centre, download and find the API’s rows and totals', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openAs(page, 'demo', '/keywordSearch/campaignReport');
    await expectReportRows(page);
    const { name, range, file, records, row } = await exportReport(page, 'Campaign daily report');
    const rows = await sheetRows(file);

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
