import type { Page } from '@playwright/test';
import { violations } from '../support/axe';
import { firstSheet, listCall, exportReport, type ListAnswer } from '../support/exports';
import { expect, test } from '../support/fixtures';
import { bodyRows, columnTexts, expectReportRows, summaryRow } from '../support/reports';
import { openAs } from '../support/shell';

/**
 * Issue 50 (docs/requirements.md#calculated-columns): an advertiser makes their own metric from a report's
 * column settings, by keyboard, in en and cn. The column shows at once, its total is the formula over the
 * summed inputs (Σcost ÷ Σclicks), it sorts on the server, the export writes it with a money format, and
 * deleting the metric takes the column away. Reports of sections no other test changes the columns of.
 * Issue 67: the formula is typed with the column names the report shows, completed from its list, stored with
 * dataKeys, and shown again in the reader's language.
 */
test.describe.configure({ timeout: 180_000 });

const words = {
  en: {
    path: '/keywordSearch/designDailyReport',
    listPath: '/seachReport/designDaily/list',
    chooser: 'Custom columns',
    new: 'New calculated column',
    name: 'Name',
    formula: 'Formula',
    format: 'Format',
    money: 'Money (￥)',
    save: 'Save',
    total: 'Total',
    delete: (name: string) => `Delete ${name}`,
    confirm: 'Delete',
    // Typed up to `Cli`, whose completion Enter takes.
    typed: 'Cost / Cli',
    formulaShown: 'Cost / Clicks',
    options: (title: string) => `Column options for ${title}`,
    edit: 'Edit calculated column',
    cancel: 'Cancel',
  },
  cn: {
    path: '/keywordSearch/timePeriodReport',
    listPath: '/seachReport/timePeriod/list',
    chooser: '自定义列',
    new: '新建自定义指标',
    name: '名称',
    formula: '公式',
    format: '格式',
    money: '金额（￥）',
    save: '保存',
    total: '合计',
    delete: (name: string) => `删除 ${name}`,
    confirm: '删除',
    // Typed whole: Enter keeps 点击 (not 点击率) and closes the list.
    typed: '消费 / 点击',
    formulaShown: '消费 / 点击',
    options: (title: string) => `${title}列选项`,
    edit: '编辑自定义指标',
    cancel: '取消',
  },
} as const;

/** Yuan as the table writes money: ￥, thousands separators, two decimals. */
const yuan = (value: number) =>
  `￥${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The report's list answers from now on, the last one kept. */
function lastAnswer(page: Page, listPath: string) {
  const seen: { answer?: ListAnswer } = {};
  page.on('response', async (response) => {
    if (response.url().endsWith(listPath) && response.ok()) {
      seen.answer = (await response.json()) as ListAnswer;
    }
  });
  return seen;
}

for (const language of ['en', 'cn'] as const) {
  const w = words[language];

  test(`a calculated column made by keyboard from the column settings, totalled over sums, sorted and deleted (${language})`, async ({
    page,
  }) => {
    await openAs(page, 'demo', w.path);
    if (language !== 'en') {
      await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
      await page.reload();
    }
    await expectReportRows(page, w.total);
    const answers = lastAnswer(page, w.listPath);
    const title = `CPC ${language} ${Date.now()}`;

    // Column settings → New calculated column, by keyboard.
    await page.getByRole('button', { name: w.chooser }).focus();
    await page.keyboard.press('Enter');
    const newButton = page.getByRole('group', { name: w.chooser }).getByRole('button', { name: w.new });
    await newButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: w.new });
    // The focus starts on the dialog's first control, its close button; the name comes next.
    await expect(dialog.getByRole('button').first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('textbox', { name: w.name })).toBeFocused();
    await page.keyboard.type(title);
    const formula = dialog.getByRole('combobox', { name: w.formula });
    await formula.focus();
    await page.keyboard.type(w.typed);
    await expect(dialog.getByRole('listbox')).toBeVisible();
    await expect(formula).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(formula).toHaveValue(w.formulaShown);
    await expect(dialog.getByRole('listbox')).toBeHidden();
    await expect(formula).not.toHaveAttribute('aria-invalid');
    await dialog.getByRole('combobox', { name: w.format }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: w.money }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('combobox', { name: w.format })).toHaveText(w.money);
    expect(await violations(page), 'the dialog').toEqual([]);
    const saved = page.waitForResponse((r) => r.url().includes('/reportMetric/save'));
    await dialog.getByRole('button', { name: w.save }).focus();
    await page.keyboard.press('Enter');
    const answer = await saved;
    expect(answer.ok()).toBe(true);
    const metric = ((await answer.json()) as { data: { id: number; formula: string } }).data;
    // Stored in no language: the columns' dataKeys.
    expect(metric.formula).toBe('cost / click');
    await expect(dialog).toBeHidden();
    // The focus is back in the column settings, which Escape closes.
    await expect(newButton).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(newButton).toBeHidden();
    const key = `calc_${metric.id}`;

    // The column is shown, and its total is Σcost ÷ Σclicks of the whole query, not an average of rows.
    const table = page.getByRole('main').getByRole('table');
    await expect(table.getByRole('columnheader', { name: title })).toBeVisible();
    await expectReportRows(page, w.total);
    await expect.poll(() => answers.answer?.data.titleInfos.some((info) => info.dataKey === key)).toBe(true);
    const { summary, list } = answers.answer!.data;
    const total = Number(summary.cost) / Number(summary.click);
    expect(summary[key]).toBeCloseTo(total, 2);
    const headers = await table.getByRole('columnheader').allInnerTexts();
    const at = headers.findIndex((text) => text.trim() === title);
    await expect(summaryRow(page, w.total).getByRole('cell').nth(at)).toHaveText(yuan(Number(summary[key])));
    const rowValues = list.map((row) => Number(row[key])).filter((value) => Number.isFinite(value));
    const average = rowValues.reduce((sum, value) => sum + value, 0) / rowValues.length;
    expect(Math.abs(average - total), 'the rows differ from the total').toBeGreaterThan(0.001);

    // Sorting by it is the server's: the URL names it and the rows come in its order.
    await table
      .getByRole('columnheader', { name: title })
      .getByRole('button', { name: title, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`sortCol=${key}`));
    await expectReportRows(page, w.total);
    const shown = (await columnTexts(page, title, w.total)).map((text) => Number(text.replace(/[￥,]/g, '')));
    const numbers = shown.filter((value) => Number.isFinite(value));
    expect(numbers.length).toBeGreaterThan(1);
    const descending = [...numbers].sort((a, b) => b - a);
    const ascending = [...numbers].sort((a, b) => a - b);
    expect([descending, ascending]).toContainEqual(numbers);
    const sortOrder = numbers[0]! <= numbers.at(-1)! ? 'asc' : 'desc';

    // Opened again from its column's menu, the formula reads in the reader's language.
    await page.getByRole('button', { name: w.options(title) }).click();
    await page.getByRole('menuitem', { name: w.edit }).click();
    const editing = page.getByRole('dialog', { name: w.edit });
    await expect(editing.getByRole('combobox', { name: w.formula })).toHaveValue(w.formulaShown);
    await editing.getByRole('button', { name: w.cancel }).click();
    await expect(editing).toBeHidden();
    if (language === 'en') {
      // Made in English, it reads in Chinese for a reader of Chinese.
      await page.evaluate(() => localStorage.setItem('lang', 'cn'));
      await page.reload();
      await expectReportRows(page, words.cn.total);
      await page.getByRole('button', { name: words.cn.options(title) }).click();
      await page.getByRole('menuitem', { name: words.cn.edit }).click();
      const chinese = page.getByRole('dialog', { name: words.cn.edit });
      await expect(chinese.getByRole('combobox', { name: words.cn.formula })).toHaveValue('消费 / 点击');
      await chinese.getByRole('button', { name: words.cn.cancel }).click();
      await page.evaluate(() => localStorage.setItem('lang', 'en'));
      await page.reload();
      await expectReportRows(page, w.total);
    }

    if (language === 'en') {
      // The export writes the column with its title and a money format over the same values as the API.
      const { range, file } = await exportReport(page, 'Creative daily report');
      const sheet = await firstSheet(file);
      const titles = (sheet.getRow(1).values as unknown[]).slice(1);
      const column = titles.indexOf(title) + 1;
      expect(column).toBeGreaterThan(0);
      // The export keeps the page's sort: the API's rows in the same order, and the total over sums.
      const api = await listCall(page, w.listPath, {
        query: { ...range, timeUnit: 'day' },
        page: {
          number: 1,
          size: 50,
          sortCol: key,
          sortOrder,
        },
      });
      const cells = api.data.list.map((_, i) => sheet.getRow(i + 2).getCell(column));
      expect(cells.map((cell) => cell.value)).toEqual(api.data.list.map((row) => row[key] ?? '--'));
      expect(cells[0]!.numFmt).toContain('￥');
      expect(sheet.getRow(api.page.totalCount + 2).getCell(column).value).toBe(api.data.summary[key]);
      await page.goto(w.path);
      await expectReportRows(page, w.total);
    }

    // Deleting the metric on its Settings page takes the column away from the report.
    await page.goto('/systemSet/reportMetrics');
    const row = page.getByRole('main').getByRole('row', { name: new RegExp(title) });
    await row.getByRole('button', { name: w.delete(title) }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: w.confirm, exact: true }).click();
    await expect(row).toBeHidden();
    await page.goto(w.path);
    await expectReportRows(page, w.total);
    await expect(bodyRows(page, w.total).first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('columnheader', { name: title })).toHaveCount(0);
  });
}
