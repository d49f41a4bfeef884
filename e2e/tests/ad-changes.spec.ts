import type { Locator, Page } from '@playwright/test';
import { violations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { expectReportRows } from '../support/reports';
import { requestsInFlight } from '../support/requests';
import { apiCall } from '../support/api';
import { openAs } from '../support/shell';

/**
 * Issue 49 (docs/requirements.md#ad-changes, docs/requirements.md#change-history): from the reports to the
 * provider, by keyboard, in en and cn. A search term becomes an exact negative keyword of its unit and its row
 * says so; three keywords' bids go up 20 % with a maximum, and the edit is undone; the change history lists
 * the negative, the three edits and their undo, the trend charts' markers count them today, and a marked day of
 * the home page's chart lists its changes.
 */
test.describe.configure({ timeout: 240_000 });

const words = {
  en: {
    total: 'Total',
    select: (name: string) => `Select ${name}`,
    addNegatives: 'Add as negative keywords',
    negativesDialog: 'Add as negative keywords',
    add: /^Add negative keywords \(\d+\)$/,
    confirmConverted: /although it converted$/,
    added: 'Added',
    negativesResult: 'Negative keywords added',
    negated: 'Negated',
    close: 'Close',
    bulkEdit: 'Bulk edit',
    bulkDialog: 'Bulk edit keywords',
    how: 'How',
    raise: 'Raise by',
    by: 'By',
    percent: 'Percentage (%)',
    max: 'Maximum (￥)',
    preview: 'Preview',
    apply: 'Apply',
    results: 'Bulk edit results',
    done: 'Done: every row changed.',
    undo: 'Undo',
    undoDialog: 'Undo bulk edit',
    undoResults: 'Undo results',
    historyTitle: 'Change history',
    kind: { negative: 'Negative keywords', edit: 'Bulk edit', undo: 'Undo' },
    marker: /^Changes on \d{4}-\d{2}-\d{2}: \d+$/,
    openDay: /^All changes of /,
  },
  cn: {
    total: '合计',
    select: (name: string) => `选择${name}`,
    addNegatives: '添加为否定关键词',
    negativesDialog: '添加为否定关键词',
    add: /^添加 \d+ 个否定关键词$/,
    confirmConverted: /有转化，仍然添加$/,
    added: '已添加',
    negativesResult: '否定关键词添加结果',
    negated: '已否定',
    close: '关闭',
    bulkEdit: '批量修改',
    bulkDialog: '批量修改关键词',
    how: '方式',
    raise: '提高',
    by: '按',
    percent: '百分比（%）',
    max: '最大值（￥）',
    preview: '预览',
    apply: '应用',
    results: '批量修改结果',
    done: '已完成：所有行均已修改。',
    undo: '撤销',
    undoDialog: '撤销批量修改',
    undoResults: '撤销结果',
    historyTitle: '修改历史',
    kind: { negative: '否定关键词', edit: '批量修改', undo: '撤销' },
    marker: /^\d{4}-\d{2}-\d{2} 的修改：\d+ 项$/,
    openDay: /的全部修改$/,
  },
} as const;

type Words = (typeof words)[keyof typeof words];

/** Opens a console path as demo in the language. */
async function open(page: Page, language: 'en' | 'cn', path: string) {
  await openAs(page, 'demo', path);
  if (language !== 'en') {
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    await page.reload();
  }
}

/** Presses a control from the keyboard: focus, then Enter (a checkbox: Space). */
async function press(control: Locator, key = 'Enter') {
  await control.focus();
  await control.press(key);
}

/** Chooses an option of a select (a combobox and its list) from the keyboard. */
async function choose(page: Page, combobox: Locator, option: string) {
  await press(combobox);
  await page.getByRole('option', { name: option, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(combobox).toHaveText(option);
}

/** The selection checkboxes of the report's body rows (the header's is the first of the table's). */
const rowCheckboxes = (page: Page) =>
  page.getByRole('main').getByRole('table').getByRole('row').getByRole('checkbox');

for (const language of ['en', 'cn'] as const) {
  const w: Words = words[language];

  test(`a search term negated, three bids raised 20 % and undone, all in the history and on the chart (${language})`, async ({
    page,
  }) => {
    // 1. A search term as an exact negative keyword of its unit.
    // The negated tags come from the units' negative lists, read after the rows: the row is chosen once every
    // list asked has answered, or a term the other language's run negated could look fresh.
    const lists = requestsInFlight(page, (request) => request.url().includes('/negativeWord/list'));
    await open(page, language, '/keywordSearch/searchTermReport');
    await expectReportRows(page, w.total);
    await expect.poll(() => lists.ended > 0 && lists.inFlight === 0).toBe(true);
    // The first row whose term is not negated yet (the other language's run may have negated one).
    const fresh = page
      .getByRole('main')
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('checkbox') })
      .filter({ hasNotText: w.negated })
      .filter({ hasNotText: w.total })
      .nth(1);
    const box = fresh.getByRole('checkbox');
    await press(box, 'Space');
    await expect(box).toBeChecked();
    const term = ((await box.getAttribute('aria-label')) ?? '').replace(w.select(''), '');
    await press(page.getByRole('button', { name: w.addNegatives }));
    const negatives = page.getByRole('dialog', { name: w.negativesDialog });
    const add = negatives.getByRole('button', { name: w.add });
    await expect(add).toBeVisible();
    // A term that converted is sent only once confirmed.
    const confirm = negatives.getByRole('checkbox', { name: w.confirmConverted });
    if (await confirm.isVisible()) await press(confirm, 'Space');
    expect(await violations(page), 'the negatives dialog').toEqual([]);
    await press(add);
    const added = page.getByRole('dialog', { name: w.negativesResult });
    await expect(added.getByRole('cell', { name: w.added, exact: true })).toBeVisible();
    await press(added.getByRole('button', { name: w.close, exact: true }).last());
    await expect(added).toBeHidden();
    const termRow = page
      .getByRole('main')
      .getByRole('table')
      .getByRole('row', { name: new RegExp(term) });
    await expect(termRow.first()).toContainText(w.negated);

    // 2. Three keywords' bids raised by 20 %, at most ￥5, previewed, applied, then undone.
    await open(page, language, '/keywordSearch/keywordReport');
    await expectReportRows(page, w.total);
    for (const row of [1, 2, 3]) await press(rowCheckboxes(page).nth(row), 'Space');
    await press(page.getByRole('button', { name: w.bulkEdit }));
    const bulk = page.getByRole('dialog', { name: w.bulkDialog });
    await choose(page, bulk.getByRole('combobox', { name: w.how }), w.raise);
    await choose(page, bulk.getByRole('combobox', { name: w.by }), w.percent);
    await bulk.getByRole('textbox', { name: w.percent }).fill('20');
    await bulk.getByRole('textbox', { name: w.max }).fill('5');
    const previewed = page.waitForResponse((r) => r.url().includes('/bulkEdit/preview'));
    await press(bulk.getByRole('button', { name: w.preview }));
    const previewAnswer = await previewed;
    const { accountId } = previewAnswer.request().postDataJSON() as { accountId: number };
    const preview = (await previewAnswer.json()) as {
      data: { rows: { name: string; oldValue: string; newValue: string; clipped?: string }[] };
    };
    expect(preview.data.rows).toHaveLength(3);
    for (const row of preview.data.rows) {
      const expected = Math.min(Math.round(Number(row.oldValue) * 120) / 100, 5);
      expect(Number(row.newValue)).toBeCloseTo(expected, 2);
      if (Number(row.oldValue) * 1.2 > 5) expect(row.clipped).toBe('max');
    }
    expect(await violations(page), 'the preview').toEqual([]);
    const applied = page.waitForResponse((r) => r.url().includes('/bulkEdit/apply'));
    await press(bulk.getByRole('button', { name: w.apply }));
    const editJob = ((await (await applied).json()) as { data: { jobId: number } }).data.jobId;
    const results = page.getByRole('dialog', { name: w.results });
    await expect(results.getByText(w.done)).toBeVisible();
    await press(results.getByRole('button', { name: w.undo, exact: true }));
    const undo = page.getByRole('dialog', { name: w.undoDialog });
    // Its button is enabled once its preview has come: a press before it does nothing.
    await expect(undo.getByRole('button', { name: w.undo, exact: true })).toBeEnabled();
    const undone = page.waitForResponse((r) => r.url().includes('/bulkEdit/undo'));
    await press(undo.getByRole('button', { name: w.undo, exact: true }));
    const undoJob = ((await (await undone).json()) as { data: { jobId: number } }).data.jobId;
    await expect(page.getByRole('dialog', { name: w.undoResults }).getByText(w.done)).toBeVisible();
    await page.keyboard.press('Escape');

    // 3. The history lists the negative, the three edits and their three undos, each by the user.
    await open(page, language, '/adManage/changeHistory');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: w.historyTitle, level: 1 })).toBeVisible();
    const table = main.getByRole('table');
    await expect(
      table.getByRole('row').filter({ hasText: w.kind.negative }).filter({ hasText: term }),
    ).toHaveCount(1);
    // Each edited keyword has its edit and its undo on the page; the API says which jobs made them.
    for (const { name } of preview.data.rows) {
      const ofKeyword = table.getByRole('row').filter({ hasText: name });
      await expect(ofKeyword.filter({ hasText: w.kind.edit }).first()).toBeVisible();
      await expect(ofKeyword.filter({ hasText: w.kind.undo }).first()).toBeVisible();
    }
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
    const listed = await apiCall<{ jobId: number | null; kind: string }[]>(page, '/changeHistory/list', {
      accountId,
      query: { beginDate: today, endDate: today },
      page: { number: 1, size: 50 },
    });
    expect(listed.filter((change) => change.jobId === editJob && change.kind === 'edit')).toHaveLength(3);
    expect(listed.filter((change) => change.jobId === undoJob && change.kind === 'undo')).toHaveLength(3);
    expect(await violations(page), 'the history').toEqual([]);

    // 4. The trend charts' markers: today's changes are counted for today (a chart of report data ends
    // yesterday, so they are marked from tomorrow on), and a marked day of the home page's trend chart lists its
    // changes when its marker is focused.
    const days = await apiCall<{ date: string; count: number; changes: { objectName: string }[] }[]>(
      page,
      '/changeHistory/days',
      { accountId, beginDate: today, endDate: today },
    );
    expect(days).toHaveLength(1);
    expect(days[0]!.count).toBeGreaterThanOrEqual(7);
    await open(page, language, '/home/index');
    const marker = main.getByRole('button', { name: w.marker }).last();
    await marker.focus();
    await expect(main.getByRole('link', { name: w.openDay })).toBeVisible();
  });
}
