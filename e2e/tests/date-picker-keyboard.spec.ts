import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectReportRows } from '../support/reports';
import { openAs } from '../support/shell';

// The date picker as an optimizer works it all day (docs/requirements.md#date-pickers): typed dates picked
// once, when the range is whole and valid; Tab and Shift+Tab out of the open picker; the report centre's
// week shortcuts.
const keywordDaily = '/keywordSearch/keywordReport';
const accountWeekly = '/reportCenter/keywordSearch/searchWeekly';
const datePicker = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(`^${label}`) });

/** The report calls (POST with a date range in the body) the page sends from now on. */
function reportCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const body = request.method() === 'POST' ? (request.postData() ?? '') : '';
    const range = /"beginDate":"([\d-]+)","endDate":"([\d-]+)"/.exec(body);
    const path = new URL(request.url()).pathname;
    // The reports' own calls: not the chart markers' days with changes, which load when the page is idle.
    if (range && /\/(seachReport|infoReport)\//.test(path)) calls.push(`${path} ${range[1]}~${range[2]}`);
  });
  return calls;
}

/** Monday to Sunday of the week `weeksBack` weeks before this one, in the provider's calendar (Shanghai). */
function weekBefore(weeksBack: number): string {
  const today = new Date(new Date().toLocaleString('en-US', { timeZone: 'Asia/Shanghai' }));
  const monday = new Date(today);
  monday.setDate(today.getDate() - ((today.getDay() + 6) % 7) - 7 * weeksBack);
  const sunday = new Date(monday);
  sunday.setDate(monday.getDate() + 6);
  const day = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  return `${day(monday)} to ${day(sunday)}`;
}

async function inChinese(page: Page) {
  await page.addInitScript(() => localStorage.setItem('lang', 'cn'));
}

test.describe('the date picker by keyboard', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a typed range is searched once, when it is whole and valid; an end before the start says so', async ({
    page,
  }) => {
    await openAs(page, 'demo', `${keywordDaily}?beginDate=2026-11-01&endDate=2026-11-10`);
    await expectReportRows(page);
    const calls = reportCalls(page);
    await datePicker(page, 'Date range').click();
    const dialog = page.getByRole('dialog', { name: 'Date range' });
    const begin = dialog.getByRole('textbox', { name: 'Start date' });
    const end = dialog.getByRole('textbox', { name: 'End date' });

    await begin.fill('2026-11-10');
    await begin.press('Tab');
    await expect(end).toBeFocused();
    await end.fill('2026-11-01');
    await end.press('Enter');
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(end).toHaveAccessibleDescription('The end date is before the start date');
    await expect(page).toHaveURL(/beginDate=2026-11-01&endDate=2026-11-10/);

    await end.fill('2026-11-12');
    await end.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/beginDate=2026-11-10&endDate=2026-11-12/);
    await expectReportRows(page);
    // Each of the page's report calls asked once, and nothing for the half-typed range.
    expect(calls.toSorted()).toEqual([
      '/base-api/marketing/api/v1/seachReport/account/list 2026-11-10~2026-11-12',
      '/base-api/marketing/api/v1/seachReport/campaign/list 2026-11-10~2026-11-12',
      '/base-api/marketing/api/v1/seachReport/keyword/list 2026-11-10~2026-11-12',
    ]);
  });

  test('Tab past the open picker goes on to the control after the field, in Chinese', async ({ page }) => {
    await inChinese(page);
    await openAs(page, 'demo', `${keywordDaily}?beginDate=2026-11-01&endDate=2026-11-10`);
    await datePicker(page, '日期范围').click();
    const dialog = page.getByRole('dialog', { name: '日期范围' });
    await expect(dialog.locator('[data-date="2026-11-10"]')).toBeFocused();
    for (let presses = 0; presses < 12 && (await dialog.isVisible()); presses++)
      await page.keyboard.press('Tab');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: '清空时间' })).toBeFocused();
  });

  test('the report centre’s week offers last week and the week before; Shift+Tab goes back to the field', async ({
    page,
  }) => {
    await openAs(page, 'demo', accountWeekly);
    const field = datePicker(page, 'Date range');
    await field.click();
    const dialog = page.getByRole('dialog', { name: 'Date range' });
    const shortcuts = dialog.getByRole('list', { name: 'Quick ranges' }).getByRole('button');
    await expect(shortcuts).toHaveText(['Last week', 'The week before last']);
    await shortcuts.first().focus();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog).toBeHidden();
    await expect(field).toBeFocused();

    await field.click();
    await dialog.getByRole('button', { name: 'The week before last' }).click();
    await expect(dialog).toBeHidden();
    await expect(field).toHaveAccessibleName(`Date range ${weekBefore(2)}`);
    await field.click();
    await expect(dialog.getByRole('button', { name: 'The week before last' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
