import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Page } from '@playwright/test';
import { violations } from '../support/axe';
import { expect, mailboxPort, test as base } from '../support/fixtures';
import { expectReportRows } from '../support/reports';
import { openAs, toast } from '../support/shell';

/**
 * Issue 48 (docs/requirements.md#scheduled-reports, docs/requirements.md#alerts): a report scheduled from its
 * page and sent now arrives by mail at a real SMTP server in this process, with the report as xlsx; an alert
 * rule's "check now" reaches the message centre; the pages are axe clean at three widths in en, cn and tw.
 */
const test = base.extend<object, { mails: ParsedMail[] }>({
  mails: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none here.
    async ({}, use, workerInfo) => {
      const received: ParsedMail[] = [];
      const server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        onData(stream, _session, done) {
          simpleParser(stream).then(
            (mail) => {
              received.push(mail);
              done();
            },
            (error: Error) => done(error),
          );
        },
      });
      await new Promise<void>((resolve) =>
        server.listen(mailboxPort(workerInfo.parallelIndex), '127.0.0.1', resolve),
      );
      expect((server.server.address() as AddressInfo).port).toBe(mailboxPort(workerInfo.parallelIndex));
      await use(received);
      await new Promise<void>((resolve) => server.close(resolve));
    },
    { scope: 'worker' },
  ],
});
test.use({ mailbox: true });
// The tests build on nothing of each other's, and a worker reading mail is one of its own (its server sends
// through the mailbox): side by side, the file no longer ends the suite on one worker while the other idles
// (docs/testing.md#end-to-end-runs).
test.describe.configure({ timeout: 120_000, mode: 'parallel' });

const reportPath = '/keywordSearch/campaignReport';

test('a report scheduled from its page and sent now arrives by mail with its rows', async ({
  page,
  mails,
}) => {
  await openAs(page, 'demo', reportPath);
  await expectReportRows(page);
  await page.getByRole('button', { name: 'Schedule this report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule this report' });
  await expect(dialog.getByText('Search ads · Campaign daily report')).toBeVisible();
  // The page at its default dates: a daily schedule of yesterday.
  await expect(dialog.getByRole('combobox', { name: 'Dates' })).toHaveText('Yesterday');
  const name = dialog.getByLabel('Name');
  await name.fill('Campaigns for the boss');
  await dialog.getByRole('checkbox', { name: /^Me / }).uncheck();
  await dialog.getByLabel('Other e-mail addresses').fill('boss@example.com');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Saved')).toBeVisible();

  await page.goto('/notification/reportSchedules');
  const row = page.getByRole('row').filter({ hasText: 'Campaigns for the boss' });
  await expect(row.getByText('Every day at 09:00 (Asia/Shanghai)')).toBeVisible();
  await row.getByRole('button', { name: 'Send now: Campaigns for the boss' }).click();
  // The run as the server queued it, with the dates it sends. Not anchored: the toast's text begins with the
  // kind said to assistive tech ("Success: "), so /^Queued/ would never match it.
  await expect(toast(page, /Queued: it sends \d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2} shortly\./)).toBeVisible();
  await expect(row.getByRole('cell', { name: /^(Queued|Sent) \d{4}-/ })).toBeVisible();

  await expect
    .poll(() => mails.filter((received) => JSON.stringify(received.to).includes('boss@example.com')).length, {
      timeout: 60_000,
    })
    .toBeGreaterThan(0);
  const mail = mails.find((received) => JSON.stringify(received.to).includes('boss@example.com'))!;
  expect(mail.from?.text).toContain('adconsole@example.com');
  const attachment = mail.attachments.find((file) => file.filename?.endsWith('.xlsx'));
  expect(attachment).toBeDefined();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(attachment!.content as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  // A header, the campaigns' rows and the summary.
  expect(sheet.rowCount).toBeGreaterThan(2);

  await row.getByRole('button', { name: 'History of Campaigns for the boss' }).click();
  const history = page.getByRole('dialog', { name: 'Sendings of Campaigns for the boss' });
  await expect(history.getByText('Sent')).toBeVisible({ timeout: 30_000 });
});

/**
 * What a weekly schedule on Monday at 09:00 in Asia/Shanghai sends next: the Monday it runs on and the week
 * before it, counted here on Shanghai's clock (UTC+8, no daylight saving).
 */
function nextMondayRun(now = Date.now()) {
  const clock = new Date(now + 8 * 3_600_000);
  const sinceMonday = (clock.getUTCDay() + 6) % 7;
  const later = sinceMonday === 0 && clock.getUTCHours() < 9 ? 0 : 7 - sinceMonday;
  const day = (offset: number) =>
    new Date(Date.UTC(clock.getUTCFullYear(), clock.getUTCMonth(), clock.getUTCDate() + later + offset))
      .toISOString()
      .slice(0, 10);
  return { run: `${day(0)} 09:00`, beginDate: day(-7), endDate: day(-1) };
}

for (const [language, words] of [
  [
    'en',
    {
      total: 'Total',
      schedule: 'Schedule this report',
      name: 'Name',
      frequency: 'How often',
      weekly: 'Weekly',
      dates: 'Dates',
      yesterday: 'Yesterday',
      lastWeek: 'Last week',
      save: 'Save',
      me: /^Me /,
      emails: 'Other e-mail addresses',
      next: (run: string, begin: string, end: string) => `The next run, ${run}, sends ${begin} – ${end}.`,
      listed: 'Last week, taken again at each sending',
    },
  ],
  [
    'cn',
    {
      total: '合计',
      schedule: '定时发送此报告',
      name: '名称',
      frequency: '频率',
      weekly: '每周',
      dates: '时间段',
      yesterday: '昨天',
      lastWeek: '最近一周',
      save: '保存',
      me: /^我/,
      emails: '其他邮箱地址',
      next: (run: string, begin: string, end: string) => `下次发送（${run}）发送 ${begin} 至 ${end} 的数据。`,
      listed: '最近一周，每次发送时重新计算',
    },
  ],
] as const) {
  test(`a weekly schedule of a daily report sends last week, as its dialog says, in ${language}`, async ({
    page,
  }, testInfo) => {
    await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
    await openAs(page, 'demo', reportPath);
    await expectReportRows(page, words.total);
    await page.getByRole('button', { name: words.schedule }).click();
    const dialog = page.getByRole('dialog', { name: words.schedule });
    await dialog.getByLabel(words.name).fill(`Weekly campaigns ${language}`);
    const dates = dialog.getByRole('combobox', { name: words.dates });
    await expect(dates).toHaveText(words.yesterday);
    await dialog.getByRole('combobox', { name: words.frequency }).click();
    await page.getByRole('option', { name: words.weekly }).click();
    // Yesterday does not fit a weekly schedule: last week does, Monday to Sunday before the run.
    await expect(dates).toHaveText(words.lastWeek);
    const { run, beginDate, endDate } = nextMondayRun();
    await expect(dialog.getByText(words.next(run, beginDate, endDate))).toBeVisible();
    // For a look at a desktop's width and a phone's.
    for (const width of [1920, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`schedule-range-${language}-${width}.png`) });
    }
    await dates.click();
    await expect(page.getByRole('option', { name: words.yesterday })).toHaveCount(0);
    await page.getByRole('option', { name: words.lastWeek }).click();
    // The demo user has no address of their own.
    await dialog.getByRole('checkbox', { name: words.me }).uncheck();
    await dialog.getByLabel(words.emails).fill('boss@example.com');
    await dialog.getByRole('button', { name: words.save }).click();
    await expect(dialog).toBeHidden();

    await page.goto('/notification/reportSchedules');
    const row = page.getByRole('row').filter({ hasText: `Weekly campaigns ${language}` });
    await expect(row.getByText(words.listed)).toBeVisible();
  });
}

test('an alert rule checked now fires into the message centre', async ({ page }) => {
  await openAs(page, 'demo', '/notification/alerts');
  await page.getByRole('button', { name: 'New alert rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'New alert rule' });
  await dialog.getByLabel('Name').fill('Balance for a year');
  // Every account has fewer than 365 days of balance left.
  await dialog.getByLabel('Days of balance left below').fill('365');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Check now: Balance for a year' }).click();
  const found = page.getByRole('dialog', { name: 'What the check of Balance for a year found' });
  await expect(found.getByText('Fired and sent').first()).toBeVisible();
  // Days of balance with one decimal against whole days, as the reports write numbers.
  await expect(found.getByRole('cell', { name: '365', exact: true }).first()).toBeVisible();
  await expect(found.getByRole('cell', { name: /^[\d,]+\.\d$/ }).first()).toBeVisible();
  await found.getByRole('button', { name: 'Close' }).first().click();
  await expect(
    page.getByRole('table', { name: 'Firings' }).getByText('Balance for a year').first(),
  ).toBeVisible();

  await page.goto('/messageCenter/list');
  // One message for the check's firings, in the reader's language, money as the reports write it.
  await expect(
    page.getByRole('link', {
      name: /The balance of adc-demo-01, ￥[\d,]+\.\d\d, lasts [\d,.]+ days at the average daily cost of the last 7 days: fewer than 365\./,
    }),
  ).toBeVisible();
});

/** The three pages with a dialog of each open, checked by axe at each width and language. */
async function checkPages(
  page: Page,
  names: { channels: string; rules: string; schedules: string; newRule: string },
) {
  for (const [path, title] of [
    ['/notification/channels', names.channels],
    ['/notification/alerts', names.rules],
    ['/notification/reportSchedules', names.schedules],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('table', { name: title })).not.toHaveAttribute('aria-busy', 'true');
    expect(await violations(page)).toEqual([]);
  }
  await page.goto('/notification/alerts');
  await page.getByRole('button', { name: names.newRule }).click();
  await expect(page.getByRole('dialog', { name: names.newRule })).toBeVisible();
  expect(await violations(page)).toEqual([]);
}

for (const [language, names] of [
  [
    'en',
    {
      channels: 'Notification channels',
      rules: 'Alert rules',
      schedules: 'Scheduled reports',
      newRule: 'New alert rule',
    },
  ],
  ['cn', { channels: '通知渠道', rules: '预警规则', schedules: '定时报告', newRule: '新建预警规则' }],
  ['tw', { channels: '通知管道', rules: '預警規則', schedules: '定時報告', newRule: '新增預警規則' }],
] as const) {
  for (const width of [375, 992, 1920]) {
    test(`the alert, schedule and channel pages are axe clean at ${width} px in ${language}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
      await openAs(page, 'demo', '/notification/channels');
      await checkPages(page, names);
    });
  }
}

test('the pages in light and dark, for a look', async ({ page }, testInfo) => {
  for (const appearance of ['light', 'dark'] as const) {
    await page.addInitScript((chosen) => {
      const saved = JSON.parse(localStorage.getItem('appSettings') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('appSettings', JSON.stringify({ ...saved, appearance: chosen }));
    }, appearance);
    await openAs(page, 'demo', '/notification/alerts');
    await expect(page.locator('html')).toHaveAttribute('data-theme', appearance);
    await expect(page.getByRole('table', { name: 'Alert rules' })).not.toHaveAttribute('aria-busy', 'true');
    await page.screenshot({ path: testInfo.outputPath(`alerts-${appearance}.png`), fullPage: true });
    await page.goto('/home/index');
    await expect(page.getByRole('heading', { name: 'Today’s alerts' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`home-${appearance}.png`), fullPage: true });
    await page.goto(reportPath);
    await expectReportRows(page);
    await page.getByRole('button', { name: 'Schedule this report' }).click();
    await expect(page.getByRole('dialog', { name: 'Schedule this report' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`schedule-${appearance}.png`) });
    expect(await violations(page)).toEqual([]);
  }
});
