import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { openAs } from '../support/shell';

// A named view's dates (docs/requirements.md#report-views): a view belongs to its report, keeps only dates
// another report's picker can show, and keeps the report's default as the default, in en and cn.
const keywordDaily = '/keywordSearch/keywordReport';
const keywordWeekly = '/keywordSearch/keywordWeekly';
const keywordCustom = '/keywordSearch/keywordCustom';

const words = {
  en: {
    views: /^(Views|View: )/,
    saveAs: 'Save as a new view…',
    dialog: 'Save as a new view',
    name: 'Name',
    save: 'Save',
    lastSevenDays: 'Last 7 days',
    rolls: /^Dates: “Last 7 days”, \d{4}-\d\d-\d\d – \d{4}-\d\d-\d\d today\. They roll forward/,
    reportDefault:
      /^Dates: the report's default, \d{4}-\d\d-\d\d – \d{4}-\d\d-\d\d today\. They roll forward: the view opens with the report's default of that day\.$/,
    notKept: (name: string) =>
      `The view “${name}” keeps dates this report cannot show (Last 7 days), so the report's default dates are shown.`,
    delete: (name: string) => `Delete “${name}”…`,
    confirm: 'Confirm',
  },
  cn: {
    views: /^视图/,
    saveAs: '另存为新视图…',
    dialog: '另存为新视图',
    name: '名称',
    save: '保存',
    lastSevenDays: '最近7天',
    rolls: /^日期：“最近7天”，今天为 \d{4}-\d\d-\d\d – \d{4}-\d\d-\d\d。日期随之滚动/,
    reportDefault:
      /^日期：报告的默认日期，今天为 \d{4}-\d\d-\d\d – \d{4}-\d\d-\d\d。日期随之滚动：打开视图时使用当天的报告默认日期。$/,
    notKept: (name: string) => `视图“${name}”保存的日期（最近7天）无法用于此报告，已改用报告的默认日期。`,
    delete: (name: string) => `删除“${name}”…`,
    confirm: '确定',
  },
} as const;
type Language = keyof typeof words;

/** Opens a report page as demo in a language, and waits for its table. */
async function openIn(page: Page, language: Language, path: string) {
  await openAs(page, 'demo', path);
  if (language !== 'en') {
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    await page.reload();
  }
  await expect(page.getByRole('main').getByRole('table')).toBeVisible();
}

/** Saves the page as a new view after checking what the dialog says of its dates; answers the saved state. */
async function saveViewAs(page: Page, language: Language, name: string, datesText: RegExp) {
  const w = words[language];
  await page.getByRole('button', { name: w.views }).click();
  await page.getByRole('menuitem', { name: w.saveAs }).click();
  const dialog = page.getByRole('dialog', { name: w.dialog });
  await expect(dialog.getByText(datesText)).toBeVisible();
  await dialog.getByRole('textbox', { name: w.name }).fill(name);
  const saved = page.waitForResponse((r) => r.url().includes('/advertisementReport/view/save'));
  await dialog.getByRole('button', { name: w.save }).click();
  const body = (await saved).request().postDataJSON();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/[?&]view=\d+/);
  return { id: Number(new URL(page.url()).searchParams.get('view')), state: body.state };
}

async function deleteView(page: Page, language: Language, name: string) {
  const w = words[language];
  await page.getByRole('button', { name: w.views }).click();
  await page.getByRole('menuitem', { name: w.delete(name) }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: w.confirm }).click();
  await expect(page).not.toHaveURL(/view=/);
}

test.describe('reports: a view’s dates', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const language of ['en', 'cn'] as const) {
    const w = words[language];

    test(`a view belongs to its report, and elsewhere keeps only dates the picker can show (${language})`, async ({
      page,
    }) => {
      await openIn(page, language, `${keywordDaily}?range=last7Days`);
      const name = `Daily 7 days ${language} ${Date.now()}`;
      const { id, state } = await saveViewAs(page, language, name, w.rolls);
      expect(state.range).toEqual({ preset: 'last7Days' });

      // The weekly report of the section does not list it.
      await page.goto(keywordWeekly);
      await expect(page.getByRole('main').getByRole('table')).toBeVisible();
      await page.getByRole('button', { name: w.views }).click();
      await expect(page.getByRole('menuitemradio', { name })).toHaveCount(0);
      await page.keyboard.press('Escape');

      // Its link there: the weekly default, and the page says the view's dates could not be kept.
      await page.goto(`${keywordWeekly}?view=${id}`);
      await expect(page.getByRole('status').filter({ hasText: w.notKept(name) })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`view=${id}`));
      expect(new URL(page.url()).searchParams.has('range')).toBe(false);
      expect(new URL(page.url()).searchParams.has('beginDate')).toBe(false);

      // The custom report has the daily picker: "last 7 days" is kept, and nothing is said.
      await page.goto(`${keywordCustom}?view=${id}`);
      await expect(page).toHaveURL(/range=last7Days/);
      await expect(page.getByRole('main').getByRole('table')).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: w.notKept(name) })).toHaveCount(0);

      await page.goto(`${keywordDaily}?view=${id}`);
      await expect(page).toHaveURL(/range=last7Days/);
      await deleteView(page, language, name);
    });

    test(`a view saved from the report's default keeps the default, and the dialog says it rolls forward (${language})`, async ({
      page,
    }) => {
      // Sorted, the page still shows the default range: the link keeps no dates.
      await openIn(page, language, `${keywordDaily}?sortCol=cost&sortOrder=asc`);
      const name = `Default dates ${language} ${Date.now()}`;
      const { state } = await saveViewAs(page, language, name, w.reportDefault);
      expect(state.range).toEqual({ reportDefault: true });
      expect(new URL(page.url()).searchParams.has('beginDate')).toBe(false);
      await deleteView(page, language, name);
    });
  }
});
