import type { Page, Response } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { sessionToken } from '../support/api';
import { violations } from '../support/axe';
import { bodyRows, columnTexts, expectReportRows, reportTable, summaryRow } from '../support/reports';
import { openAs } from '../support/shell';

/** Issue 20, the report pages: each defect an advertiser met, walked through again. */

const keywordReport = '/keywordSearch/keywordReport';

/** A number, an amount, a percentage or a total as a report cell shows it. */
const numberText = /^-?￥?[\d,]+(\.\d+)?%?$/;

/** The list calls of a section from now on, with the body each sent. */
function listCalls(page: Page, section: string) {
  const calls: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/seachReport/${section}/list`)) calls.push(request.postDataJSON());
  });
  return calls;
}

/** The date range field's button, named by its label and what it shows. */
const rangeField = (page: Page) => page.getByRole('button', { name: /^Date range/ });

/** The range the date range field shows. */
async function shownRange(page: Page) {
  const [, beginDate, endDate] = (await rangeField(page).innerText()).match(
    /(\d{4}-\d\d-\d\d) to (\d{4}-\d\d-\d\d)/,
  )!;
  return { beginDate: beginDate!, endDate: endDate! };
}

/** The headers and numeric cells (values and totals) of the report table whose text does not fit. */
function cutTexts(page: Page) {
  return page
    .getByRole('main')
    .getByRole('table')
    .evaluate((table, numberSource) => {
      const number = new RegExp(numberSource);
      const cut: string[] = [];
      for (const cell of table.querySelectorAll('[role=columnheader], [role=cell]')) {
        const text = cell.textContent?.trim() ?? '';
        if (cell.getAttribute('role') === 'cell' && !number.test(text)) continue;
        for (const element of [cell, ...cell.querySelectorAll('*')]) {
          if (element.scrollWidth > element.clientWidth) cut.push(text);
        }
      }
      return cut;
    }, numberText.source);
}

test.describe('reports: issue 20', () => {
  // Several report loads per test on a shared 2-core machine: room to finish, not a timing assertion.
  test.describe.configure({ timeout: 90_000 });

  for (const { width, language } of [
    { width: 1920, language: 'en' },
    { width: 992, language: 'en' },
    { width: 992, language: 'cn' },
  ]) {
    test(`numbers, totals and headers are never cut, and the table is at least 500 px high (${width} px, ${language})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 1000 });
      await openAs(page, 'demo', keywordReport);
      await expectReportRows(page);
      if (language === 'cn') {
        await page.evaluate(() => localStorage.setItem('lang', 'cn'));
        await page.reload();
        await expect(page.getByRole('cell', { name: '合计', exact: true })).toBeVisible();
        await expect(page.getByRole('main').getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
      }
      expect(await cutTexts(page)).toEqual([]);
      // Every column of the first rows, scrolled into view: the numbers at the far right too.
      const table = page.getByRole('main').getByRole('table');
      await table.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
      expect(await cutTexts(page)).toEqual([]);
      const box = await table.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(500);
    });
  }

  test('quality codes show as their labels', async ({ page }) => {
    await openAs(page, 'demo', keywordReport);
    await expectReportRows(page);
    const labels = ['Data accumulating', 'Below average', 'Average', 'Above average'];
    for (const column of ['Landing page experience', 'Business relevance', 'Estimated click rate']) {
      const texts = await columnTexts(page, column);
      expect(texts.length).toBeGreaterThan(0);
      for (const text of texts) expect(labels, `${column}: ${text}`).toContain(text);
    }
  });

  test('a cleared range is empty: Search and Export ask to select a time and send nothing', async ({
    page,
  }) => {
    await openAs(page, 'demo', keywordReport);
    await expectReportRows(page);
    const oldRange = await shownRange(page);
    const lists = listCalls(page, 'keyword');
    const exports: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/createExport')) exports.push(request.url());
    });

    await page.getByRole('button', { name: 'Clear time' }).click();
    await expect(rangeField(page)).toHaveAccessibleName('Date range Select dates');
    await expect(rangeField(page)).not.toContainText(oldRange.beginDate);
    await expect(rangeField(page)).toBeFocused();

    // Each says so in a toast, besides the message under the field.
    const told = page.getByRole('region', { name: /^Notifications/ }).getByText('Please select time');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(told).toHaveCount(1);
    await expect(page).not.toHaveURL(/page=/);

    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await expect(told).toHaveCount(2);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    // The table shows no rows of the old range.
    await expect(bodyRows(page)).toHaveCount(0);
    expect(lists).toEqual([]);
    expect(exports).toEqual([]);
  });

  test('the chart follows the filters: it draws the rows the table shows', async ({ page }) => {
    await openAs(page, 'demo', keywordReport);
    await expectReportRows(page);
    const chart = page.getByRole('img', { name: /^Cost by day/ });
    await expect(chart).toBeVisible();

    // A name no keyword contains: no rows in the table, nothing in the chart.
    await page.getByRole('textbox', { name: 'Name contains' }).fill('no keyword has this name');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('No data', { exact: true })).toBeVisible();
    await expect(page.getByText('No data to chart in this range.')).toBeVisible();
    await expect(chart).toHaveCount(0);

    // One keyword: the chart's days add up to the table's total cost.
    await page.getByRole('textbox', { name: 'Name contains' }).fill('');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expectReportRows(page);
    const [keyword] = await columnTexts(page, 'Keyword');
    const chartAnswer = page.waitForResponse(
      (response: Response) =>
        response.url().includes('/list') &&
        response.request().postDataJSON()?.page === undefined &&
        response.request().postDataJSON()?.query?.timeUnit === 'day',
    );
    await page.getByRole('textbox', { name: 'Name contains' }).fill(keyword!);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const { data } = (await (await chartAnswer).json()) as { data: { list: { cost: number }[] } };
    await expectReportRows(page);
    await expect(chart).toBeVisible();
    const totalCost = (await columnTextsOfTotal(page, 'Cost')).replace(/[￥,]/g, '');
    const chartCost = data.list.reduce((sum, row) => sum + row.cost, 0);
    expect(chartCost).toBeCloseTo(Number(totalCost), 2);
  });

  test('Escape closes the column chooser and gives the focus back to its button', async ({ page }) => {
    await openAs(page, 'demo', keywordReport);
    await expectReportRows(page);
    const button = page.getByRole('button', { name: 'Custom columns' });
    const chooser = page.getByRole('group', { name: 'Custom columns' });

    await button.click();
    await expect(chooser).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(chooser).toHaveCount(0);
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.press('Enter');
    await chooser.getByRole('button', { name: 'Move Cost up' }).focus();
    await page.keyboard.press('Escape');
    await expect(chooser).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test('the region chart names every province it draws', async ({ page }) => {
    await openAs(page, 'demo', '/keywordSearch/regionReport');
    await expectReportRows(page);
    const range = await shownRange(page);
    const token = await sessionToken(page);
    const answer = await page.request.post('/base-api/marketing/api/v1/seachReport/region/list', {
      headers: { token },
      data: { query: { ...range, timeUnit: 'summary' } },
    });
    const { data } = (await answer.json()) as { data: { list: { provinceName: string; cost: number }[] } };
    const costs = new Map<string, number>();
    for (const row of data.list) costs.set(row.provinceName, (costs.get(row.provinceName) ?? 0) + row.cost);
    // The chart ranks the top 15 provinces by cost.
    const ranked = [...costs].sort(([, a], [, b]) => b - a).slice(0, 15);
    expect(ranked.length).toBeGreaterThan(8);

    const chart = page.getByRole('img', { name: /^Regions ranked by Cost/ });
    await expect(chart).toBeVisible();
    const labels = chart.locator('svg text');
    for (const [province] of ranked) await expect(labels.filter({ hasText: province })).toHaveCount(1);
  });

  test('the monthly report starts from whole months ending on a month end', async ({ page }) => {
    await openAs(page, 'demo', '/keywordSearch/keywordMonth');
    await expectReportRows(page);
    const { beginDate, endDate } = await shownRange(page);
    expect(beginDate.endsWith('-01')).toBe(true);
    const [year, month, day] = endDate.split('-').map(Number);
    // Day 0 of the next month is the last day of this one.
    const lastDay = new Date(Date.UTC(year!, month!, 0)).getUTCDate();
    expect(day).toBe(lastDay);
  });

  test('a filtered export is named after its filter, apart from the unfiltered one', async ({ page }) => {
    await openAs(page, 'demo', keywordReport);
    await expectReportRows(page);
    const { beginDate, endDate } = await shownRange(page);
    const [keyword] = await columnTexts(page, 'Keyword');

    async function exportReport() {
      const created = page.waitForResponse((r) => r.url().includes('/seachReport/keyword/createExport'));
      await page.getByRole('button', { name: 'Export', exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Export' }).click();
      expect((await created).ok()).toBe(true);
    }
    await exportReport();
    await page.getByRole('textbox', { name: 'Name contains' }).fill(keyword!);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expectReportRows(page);
    await exportReport();

    await page.goto('/downloadCenter/index');
    const records = page.getByRole('table', { name: 'Your exports' });
    const name = `Keyword daily report ${beginDate}~${endDate}`;
    await expect(
      records
        .getByRole('row')
        .filter({ hasText: `${name}.xlsx` })
        .first(),
    ).toBeVisible();
    await expect(
      records.getByRole('row').filter({ hasText: `${name} (Name contains ${keyword}).xlsx` }),
    ).toHaveCount(1);
  });

  test('the report page has no axe violations, sorted, on page 2 and with the column chooser open', async ({
    page,
  }) => {
    await openAs(page, 'demo', keywordReport);
    await expectReportRows(page);
    await reportTable(page, 'Keyword daily report')
      .getByRole('columnheader', { name: 'Clicks' })
      .getByRole('button', { name: 'Clicks', exact: true })
      .click();
    await expect(page).toHaveURL(/sortCol=click/);
    await expectReportRows(page);
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expectReportRows(page);
    await page.getByRole('button', { name: 'Custom columns' }).click();
    await expect(page.getByRole('group', { name: 'Custom columns' })).toBeVisible();
    expect(await violations(page, { within: 'main' })).toEqual([]);
  });
});

/** The summary row's text in a column, by the column's position in the header. */
async function columnTextsOfTotal(page: Page, title: string): Promise<string> {
  const headers = await page.getByRole('main').getByRole('table').getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((text) => text.trim() === title);
  return (await summaryRow(page).getByRole('cell').nth(index).textContent()) ?? '';
}
