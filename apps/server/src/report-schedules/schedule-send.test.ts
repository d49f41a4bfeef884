// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import {
  endpoints,
  envelope,
  PageResponse,
  ReportSchedule,
  ScheduleRun,
  type SaveReportSchedule,
} from '@adconsole/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sheetRows } from '../exports/testing/export-calls';
import { fetchReport, testNow } from '../reports/testing/report-calls';
import { startMailingApp } from '../testing/mailing-app';
import { addUser, loginToken, providerAccountId, userIdOf } from '../testing/test-app';
import { callEndpoint } from '../http/testing/test-calls';

// Scheduled reports sent (docs/requirements.md#scheduled-reports): received by a real SMTP server, the
// attachment read back and compared with the report list call's answer.
let clock = testNow;
const { app, receiver, stop } = await startMailingApp({ now: () => clock });
afterAll(stop);

let demo: string;
let shared: number;
let demoId: number;
let colleagueId: number;
beforeAll(async () => {
  demo = await loginToken(app, 'demo', 'demo123');
  shared = await providerAccountId(app, 'adc-shared-01');
  demoId = await userIdOf(app, 'demo');
  colleagueId = await addUser(app, {
    userName: 'colleague',
    password: 'right123',
    role: 'edit',
    accountIds: [shared],
  });
  // demo reads Simplified Chinese (1), the colleague English (2).
  await app.entities.db
    .updateTable('users')
    .set({ email: 'demo@example.com', email_confirmed: 1, language: 1 })
    .where('id', '=', demoId)
    .execute();
  await app.entities.db
    .updateTable('users')
    .set({ email: 'colleague@example.com', email_confirmed: 1, language: 2 })
    .where('id', '=', colleagueId)
    .execute();
});

async function send(name: keyof typeof endpoints, body: object) {
  const response = await callEndpoint(app, endpoints[name], demo, body, { 'Accept-Language': 'en' });
  const answer = response.json() as { code: number; data: unknown };
  expect(answer.code, response.body).toBe(200);
  return answer;
}

const accountDaily = { path: '/keywordSearch/accountReport' };

async function saved(extra: Partial<SaveReportSchedule>) {
  const answer = await send('reportScheduleSave', {
    accountId: shared,
    report: accountDaily,
    range: { preset: 'last7Days' },
    frequency: 'daily',
    at: '09:00',
    recipients: { userIds: [demoId, colleagueId], emails: ['boss@example.com'] },
    skipEmpty: true,
    ...extra,
  });
  return (answer.data as { id: number }).id;
}

const History = envelope(z.array(ScheduleRun)).extend({ page: PageResponse });
const history = async (id: number) =>
  History.parse(await send('reportScheduleHistory', { id, page: { number: 1, size: 20 } })).data!;

/** A run's history once its mails are delivered (or it ended without any). */
async function ended(id: number) {
  await app.reportScheduleRuns.idle();
  for (;;) {
    const runs = await history(id);
    if (runs.every((run) => run.status !== 'pending')) return runs;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('sending a scheduled report', () => {
  it('mails the export of the report’s state to each recipient in their language', async () => {
    const id = await saved({ name: 'Daily account' });
    const queued = ScheduleRun.parse((await send('reportScheduleSendNow', { id })).data);
    // Saturday 21 November 2026, 16:00 in Shanghai: the last 7 days end yesterday.
    expect(queued).toMatchObject({
      status: 'pending',
      dueTime: '2026-11-21 16:00:00',
      beginDate: '2026-11-14',
      endDate: '2026-11-20',
    });

    const toDemo = await receiver.mailWhere((mail) => mail.subject?.startsWith('Daily account：') === true);
    const toColleague = await receiver.mailWhere(
      (mail) => mail.subject?.startsWith('Daily account:') === true,
    );
    expect(toDemo.subject).toBe('Daily account：账户日报，2026-11-14 至 2026-11-20');
    expect(toColleague.subject).toBe('Daily account: Account daily report, 2026-11-14 to 2026-11-20');
    expect(toColleague.html).toContain('compared with 2026-11-07 to 2026-11-13');
    // The summary: totals against the previous period, then the top rows by cost.
    expect(toColleague.text).toContain(
      [
        'Totals:',
        '- Impressions: 24,007 (+4.2%)',
        '- Clicks: 972 (+11.1%)',
        '- CTR: 4.05% (+6.6%)',
        '- Cost: ￥3,294.37 (+1.1%)',
        '- CPC: ￥3.39 (−8.9%)',
        '- CPM: ￥137.23 (−3.0%)',
        '',
        // Summed over the range per account: the account once, not once a day.
        'Top rows by cost, 2026-11-14 to 2026-11-20:',
        '- Account: adc-shared-01 | Cost: ￥3,294.37 | Impressions: 24,007 | Clicks: 972',
        '',
        '7 rows in all. The attached spreadsheet holds the whole report.',
      ].join('\n'),
    );
    expect(toColleague.html).toContain(
      '<td style="padding:4px 8px;border-bottom:1px solid #e5e6eb;text-align:left">￥3,294.37</td>',
    );
    expect(toDemo.text).toContain('- 消费：￥3,294.37 (+1.1%)');
    expect(toDemo.html).toContain('对比 2026-11-07 至 2026-11-13');

    // The attachment holds what the export of the same state holds: the list call's rows and summary.
    const [attachment] = toColleague.attachments;
    expect(attachment!.filename).toMatch(/ 2026-11-14~2026-11-20\.xlsx$/);
    const listed = await fetchReport(app, demo, 'search', 'account', {
      accountId: shared,
      query: { beginDate: '2026-11-14', endDate: '2026-11-20', timeUnit: 'day' },
    });
    const rows = await sheetRows(attachment!.content);
    const { titleInfos, list, summary } = listed.data;
    expect(list).toHaveLength(7);
    expect(rows[0]).toEqual(titleInfos.map((info) => info.titleName));
    const cell = (value: unknown) => (value === null || value === '' ? '--' : value);
    expect(rows.slice(1, 8)).toEqual(list.map((row) => titleInfos.map((info) => cell(row[info.dataKey]))));
    // One attachment for all, in the owner's language.
    expect(rows[8]![0]).toBe('合计');
    for (const [i, info] of titleInfos.entries()) {
      if (info.dataKey in summary) expect(rows[8]![i], info.dataKey).toBe(summary[info.dataKey]);
    }
    expect(rows).toHaveLength(9);
    const [run] = await ended(id);
    expect(run).toMatchObject({
      id: queued.id,
      status: 'sent',
      rows: 7,
      recipients: 3,
      recipientAddresses: ['demo@example.com', 'colleague@example.com', 'boss@example.com'],
    });
    const schedules = envelope(z.array(ReportSchedule)).parse(await send('reportScheduleList', {})).data!;
    expect(schedules.find((s) => s.id === id)!.lastRun).toMatchObject({ status: 'sent' });
    // The outside address got it too.
    await receiver.mailWhere(
      (mail) =>
        mail.subject?.startsWith('Daily account') === true &&
        [mail.to ?? []].flat().some((to) => to.text === 'boss@example.com'),
    );
  });

  it('skips a report without rows when asked to, and says so in the history', async () => {
    const id = await saved({
      name: 'Nothing here',
      report: {
        ...accountDaily,
        path: '/keywordSearch/keywordReport',
        query: { name: 'no-such-keyword-zz' },
      },
    });
    await send('reportScheduleSendNow', { id });
    const [run] = await ended(id);
    expect(run).toMatchObject({ status: 'skipped', reason: 'The report had no rows', rows: 0 });
    expect(receiver.mails.some((mail) => mail.subject?.startsWith('Nothing here'))).toBe(false);
  });

  it('counts a user whose address is not confirmed as no recipient', async () => {
    const confirmed = (flag: number) =>
      app.entities.db
        .updateTable('users')
        .set({ email_confirmed: flag })
        .where('id', '=', colleagueId)
        .execute();
    await confirmed(0);
    try {
      const id = await saved({
        name: 'Unconfirmed only',
        recipients: { userIds: [colleagueId], emails: [] },
      });
      await send('reportScheduleSendNow', { id });
      const [run] = await ended(id);
      expect(run).toMatchObject({
        status: 'failed',
        reason: 'None of the recipients can receive it any more',
      });
      expect(receiver.mails.some((mail) => mail.subject?.startsWith('Unconfirmed only'))).toBe(false);
    } finally {
      await confirmed(1);
    }
  });

  it('sends the latest missed run once after a downtime, and moves on to the next', async () => {
    const id = await saved({ name: 'After downtime' });
    // Down from Saturday afternoon to Wednesday noon: Sunday's, Monday's, Tuesday's and Wednesday's runs missed.
    clock = Date.parse('2026-11-25T04:00:00Z');
    try {
      await app.reportScheduleRuns.runDue();
      await app.reportScheduleRuns.runDue();
    } finally {
      // Back to the session's days: the run keeps the range of its due time.
      clock = testNow;
    }
    const runs = await ended(id);
    expect(runs.map((run) => [run.dueTime, run.beginDate, run.endDate, run.status])).toEqual([
      ['2026-11-25 09:00:00', '2026-11-18', '2026-11-24', 'sent'],
    ]);
    const schedules = envelope(z.array(ReportSchedule)).parse(await send('reportScheduleList', {})).data!;
    expect(schedules.find((s) => s.id === id)!.nextRun).toBe('2026-11-26 09:00');
  });

  it('sends a weekly schedule of a daily report last week, Monday to Sunday', async () => {
    const id = await saved({
      name: 'Last week',
      range: { preset: 'lastWeek' },
      frequency: 'weekly',
      weekday: 1,
      recipients: { userIds: [colleagueId], emails: [] },
    });
    // Monday 23 November 2026, 09:00:30 in Shanghai: Monday's run is due.
    clock = Date.parse('2026-11-23T01:00:30Z');
    try {
      await app.reportScheduleRuns.runDue();
    } finally {
      clock = testNow;
    }
    const runs = await ended(id);
    expect(runs.map((run) => [run.dueTime, run.beginDate, run.endDate])).toEqual([
      ['2026-11-23 09:00:00', '2026-11-16', '2026-11-22'],
    ]);
    const mail = await receiver.mailWhere((sent) => sent.subject?.startsWith('Last week:') === true);
    expect(mail.subject).toBe('Last week: Account daily report, 2026-11-16 to 2026-11-22');
  });

  it('sends a daily schedule yesterday, and fixed dates as they are', async () => {
    const yesterday = await saved({ name: 'Yesterday', range: { preset: 'yesterday' } });
    // Saturday 21 November 2026 in Shanghai: yesterday is Friday the 20th.
    expect(ScheduleRun.parse((await send('reportScheduleSendNow', { id: yesterday })).data)).toMatchObject({
      beginDate: '2026-11-20',
      endDate: '2026-11-20',
    });
    const fixed = await saved({
      name: 'Fixed dates',
      range: { beginDate: '2026-11-02', endDate: '2026-11-08' },
      frequency: 'weekly',
      weekday: 1,
    });
    expect(ScheduleRun.parse((await send('reportScheduleSendNow', { id: fixed })).data)).toMatchObject({
      beginDate: '2026-11-02',
      endDate: '2026-11-08',
    });
    const mail = await receiver.mailWhere((sent) => sent.subject?.startsWith('Fixed dates:') === true);
    expect(mail.subject).toBe('Fixed dates: Account daily report, 2026-11-02 to 2026-11-08');
    await ended(yesterday);
    await ended(fixed);
  });

  it('takes over a run whose process died in the middle of it', async () => {
    const id = await saved({ name: 'Taken over' });
    const { id: runId } = await app.entities.db
      .insertInto('report_schedule_runs')
      .values({
        schedule_id: id,
        due_time: testNow,
        begin_date: '2026-11-14',
        end_date: '2026-11-20',
        created_time: testNow,
        lease_owner: 'a-process-killed-while-sending',
        lease_until: Date.now() - 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await receiver.mailWhere((mail) => mail.subject?.startsWith('Taken over:') === true);
    const [run] = await ended(id);
    expect(run).toMatchObject({ id: runId, status: 'sent', rows: 7 });
  });
});
