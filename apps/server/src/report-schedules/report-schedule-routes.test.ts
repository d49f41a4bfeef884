// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { endpoints, envelope, ReportSchedule, type SaveReportSchedule } from '@adconsole/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testNow } from '../reports/testing/report-calls';
import { startMailingApp } from '../testing/mailing-app';
import { addUser, loginToken, providerAccountId, userIdOf } from '../testing/test-app';
import { callEndpoint } from '../http/testing/test-calls';

// Scheduled reports (docs/requirements.md#scheduled-reports): saved, listed, refused and deleted per user.
const { app, stop } = await startMailingApp({ now: () => testNow });
afterAll(stop);

let demo: string;
let admin: string;
let shared: number;
let adminOwn: number;
let demoId: number;
let narrow: string;
beforeAll(async () => {
  demo = await loginToken(app, 'demo', 'demo123');
  admin = await loginToken(app, 'admin', 'admin123');
  shared = await providerAccountId(app, 'adc-shared-01');
  adminOwn = await providerAccountId(app, 'adc-admin-01');
  demoId = await userIdOf(app, 'demo');
  await app.entities.db
    .updateTable('users')
    .set({ email: 'demo@example.com', email_confirmed: 1 })
    .where('id', '=', demoId)
    .execute();
  // A role that sees the keyword daily report only.
  await app.entities.db
    .insertInto('roles')
    .values({ name: 'keywords', permissions: '["report:list","user:self:edit"]', created_time: testNow })
    .execute();
  await app.entities.db
    .insertInto('role_routes')
    .values([
      { role: 'keywords', path: '/home' },
      { role: 'keywords', path: '/keywordSearch/keywordReport' },
    ])
    .execute();
  await addUser(app, {
    userName: 'keywords-only',
    password: 'right123',
    role: 'keywords',
    accountIds: [shared],
  });
  narrow = await loginToken(app, 'keywords-only', 'right123');
});

async function send(token: string, name: keyof typeof endpoints, body: object, language = 'en') {
  const response = await callEndpoint(app, endpoints[name], token, body, { 'Accept-Language': language });
  return {
    status: response.statusCode,
    body: response.json() as { code: number; msg: string; data: unknown },
  };
}

const keywordDaily = {
  path: '/keywordSearch/keywordReport',
  query: { sortCol: 'cost', sortOrder: 'desc', name: 'shoe', page: '2', size: '50' },
};

const schedule = (extra: Partial<SaveReportSchedule> = {}): SaveReportSchedule => ({
  accountId: shared,
  name: 'Weekly keywords',
  report: keywordDaily,
  range: { preset: 'lastWeek' },
  frequency: 'weekly',
  at: '09:00',
  weekday: 1,
  recipients: { userIds: [demoId], emails: ['boss@example.com'] },
  skipEmpty: true,
  ...extra,
});

const listOf = (body: unknown) => envelope(z.array(ReportSchedule)).parse(body).data!;

async function saved(token: string, body: SaveReportSchedule) {
  const answer = await send(token, 'reportScheduleSave', body);
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.data as { id: number }).id;
}

/** The fields a refused save names, with their messages. */
async function refused(body: object, language = 'en', token = demo) {
  const answer = await send(token, 'reportScheduleSave', body, language);
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  return answer.body.data as { field: string; message: string }[];
}

describe('scheduled reports', () => {
  it('keeps a schedule as saved and lists it with its next run in its time zone', async () => {
    const id = await saved(demo, schedule());
    const mine = listOf((await send(demo, 'reportScheduleList', {})).body);
    expect(mine.find((s) => s.id === id)).toEqual({
      id,
      accountId: shared,
      name: 'Weekly keywords',
      report: keywordDaily,
      range: { preset: 'lastWeek' },
      reportPath: '/keywordSearch/keywordReport',
      frequency: 'weekly',
      at: '09:00',
      weekday: 1,
      // Saturday 21 November 2026 16:00 in Shanghai: the next Monday.
      timeZone: 'Asia/Shanghai',
      nextRun: '2026-11-23 09:00',
      recipients: { userIds: [demoId], emails: ['boss@example.com'] },
      skipEmpty: true,
      enabled: true,
      lastRun: null,
      createdTime: '2026-11-21 16:00:00',
    });
    // Not another user's.
    const others = listOf((await send(admin, 'reportScheduleList', {})).body);
    expect(others.map((s) => s.id)).not.toContain(id);
  });

  it('keeps a schedule of the user’s own view, monthly on the last day in another zone', async () => {
    const view = await send(demo, 'saveReportView', {
      accountId: shared,
      report: { channel: 'search', section: 'campaign' },
      granularity: 'month',
      name: 'Campaign months',
      state: { version: 1, columns: { order: [], hidden: [] }, range: { preset: 'previousMonth' } },
    });
    const viewId = (view.body.data as { id: number }).id;
    const id = await saved(
      demo,
      schedule({
        report: undefined,
        viewId,
        range: { preset: 'previousMonth' },
        frequency: 'monthly',
        monthDay: 'last',
        at: '23:30',
        timeZone: 'America/New_York',
      }),
    );
    const listed = listOf((await send(demo, 'reportScheduleList', {})).body).find((s) => s.id === id)!;
    expect(listed).toMatchObject({
      viewId,
      reportPath: '/keywordSearch/campaignMonth',
      monthDay: 'last',
      nextRun: '2026-11-30 23:30',
    });
    expect(listed).not.toHaveProperty('report');
    // Another user may not send it, although they hold the account.
    await addUser(app, { userName: 'colleague', password: 'right123', role: 'edit', accountIds: [shared] });
    const colleague = await loginToken(app, 'colleague', 'right123');
    expect(await refused({ ...schedule({ report: undefined, viewId }) }, 'en', colleague)).toEqual([
      { field: 'viewId', message: 'This view is not one of yours on this account' },
    ]);
    // The view stays while the schedule sends it; once the schedule is gone, it may go.
    const kept = await send(demo, 'deleteReportView', { accountId: shared, id: viewId }, 'zh-CN');
    expect(kept.status).toBe(400);
    expect(kept.body.msg).toBe('以下定时报告正在发送此视图：“Weekly keywords”。请先修改或删除它们');
    expect((await send(demo, 'reportScheduleDelete', { id })).status).toBe(200);
    expect((await send(demo, 'deleteReportView', { accountId: shared, id: viewId })).status).toBe(200);
  });

  it('refuses beside its field what could never be sent', async () => {
    expect(
      await refused(
        schedule({
          report: { path: '/keywordSearch/keywordMonth' },
          range: { preset: 'previousMonth' },
          frequency: 'hourly',
          at: '00:15',
        }),
      ),
    ).toEqual([{ field: 'frequency', message: 'A weekly or monthly report cannot be sent every hour' }]);
    // "Last week" every day would send the same week seven times; "yesterday" every month, one day of it.
    const unfitting = 'These dates do not fit how often it is sent: choose one of the ranges offered';
    expect(await refused(schedule({ frequency: 'daily', range: { preset: 'lastWeek' } }))).toEqual([
      { field: 'range', message: unfitting },
    ]);
    expect(
      await refused(schedule({ frequency: 'monthly', monthDay: 1, range: { preset: 'yesterday' } })),
    ).toEqual([{ field: 'range', message: unfitting }]);
    // A shortcut of another picker: the daily report has no "week before last".
    expect(await refused(schedule({ range: { preset: 'weekBeforeLast' } }))).toEqual([
      { field: 'range', message: unfitting },
    ]);
    // Fixed dates the report's picker cannot give: not whole weeks of a weekly report, nor after yesterday.
    expect(
      await refused(
        schedule({
          report: { path: '/keywordSearch/keywordWeekly' },
          range: { beginDate: '2026-11-03', endDate: '2026-11-08' },
        }),
      ),
    ).toEqual([{ field: 'range', message: "This report's date picker cannot give this range" }]);
    expect(await refused(schedule({ range: { beginDate: '2026-11-20', endDate: '2026-11-21' } }))).toEqual([
      { field: 'range', message: "This report's date picker cannot give this range" },
    ]);
    expect(await refused(schedule({ report: { ...keywordDaily, path: '/keywordSearch/nothing' } }))).toEqual([
      { field: 'report.path', message: 'This report is not one you can see for this account' },
    ]);
    expect(await refused(schedule({ report: { ...keywordDaily, query: { sortCol: 'nothing' } } }))).toEqual([
      { field: 'report.query', message: expect.any(String) },
    ]);
    const stranger = await addUser(app, {
      userName: 'stranger',
      password: 'right123',
      role: 'edit',
      accountIds: [adminOwn],
    });
    expect(
      await refused(
        schedule({ recipients: { userIds: [demoId, stranger], emails: ['friend@elsewhere.org'] } }),
      ),
    ).toEqual([
      { field: 'recipients.userIds.1', message: 'This user does not hold the account' },
      {
        field: 'recipients.emails.0',
        message:
          'Mail may go to the addresses of the console’s users, or to addresses of these domains: example.com.',
      },
    ]);
    const zone = await refused(schedule({ timeZone: 'Mars/Olympus' }));
    expect(zone.map((error) => error.field)).toEqual(['timeZone']);
    // In the caller's language.
    expect(await refused(schedule({ frequency: 'daily', range: { preset: 'lastWeek' } }), 'zh-CN')).toEqual([
      { field: 'range', message: '此时间段与发送频率不符，请从提供的时间段中选择' },
    ]);
  });

  it('refuses a report the user’s routes do not show', async () => {
    await saved(narrow, schedule({ recipients: { userIds: [], emails: ['boss@example.com'] } }));
    const unitReport = { ...keywordDaily, path: '/keywordSearch/unitReport', query: {} };
    expect(
      await refused(
        schedule({ report: unitReport, recipients: { userIds: [], emails: ['boss@example.com'] } }),
        'en',
        narrow,
      ),
    ).toEqual([{ field: 'report.path', message: 'This report is not one you can see for this account' }]);
  });

  it('answers 401 without a session and 403 for an account not the user’s', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: `/base-api${endpoints.reportScheduleList.path}`,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    const elsewhere = await send(demo, 'reportScheduleSave', schedule({ accountId: adminOwn }));
    expect(elsewhere.status).toBe(403);
  });

  it('changes and deletes only the user’s own schedules', async () => {
    const id = await saved(demo, schedule({ name: 'To change' }));
    // Another's is not found, and stays.
    expect((await send(admin, 'reportScheduleDelete', { id })).status).toBe(404);
    expect((await send(admin, 'reportScheduleSendNow', { id })).status).toBe(404);
    expect((await send(admin, 'reportScheduleHistory', { id })).status).toBe(404);
    const change = await send(
      admin,
      'reportScheduleSave',
      schedule({ id, accountId: shared, name: 'Taken' }),
    );
    expect(change.status).toBe(404);

    await saved(
      demo,
      schedule({ id, name: 'Changed', frequency: 'daily', range: { preset: 'yesterday' }, enabled: false }),
    );
    let listed = listOf((await send(demo, 'reportScheduleList', {})).body).find((s) => s.id === id)!;
    expect(listed).toMatchObject({
      name: 'Changed',
      frequency: 'daily',
      range: { preset: 'yesterday' },
      enabled: false,
      nextRun: null,
    });
    expect(listed).not.toHaveProperty('weekday');

    expect((await send(demo, 'reportScheduleDelete', { id })).body.code).toBe(200);
    listed = listOf((await send(demo, 'reportScheduleList', {})).body).find((s) => s.id === id)!;
    expect(listed).toBeUndefined();
  });
});
