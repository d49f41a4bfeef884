// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { endpoints, envelope, ReportView, type ReportViewState } from '@adconsole/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addUser, loginToken, providerAccountId, startTestApp } from '../testing/test-app';
import { callEndpoint } from '../http/testing/test-calls';

// Named views of a report (docs/requirements.md#report-views), kept per user, account and report.
const server = await startTestApp();
const { app } = server;
afterAll(() => server.stop());

const keyword = { channel: 'search', section: 'keyword' } as const;
const state: ReportViewState = {
  version: 1,
  columns: { order: ['cost', 'keyword'], hidden: ['cpm'], widths: { cost: 140 } },
  sort: { sortCol: 'cost', sortOrder: 'desc' },
  size: 50,
  range: { preset: 'last7Days' },
  comparison: { kind: 'lastYear' },
  filters: { campaignId: 3, name: 'shoes' },
};

let demo: string;
let admin: string;
let stranger: string;
let shared: number;
let demoOwn: number;
beforeAll(async () => {
  demo = await loginToken(app, 'demo', 'demo123');
  admin = await loginToken(app, 'admin', 'admin123');
  shared = await providerAccountId(app, 'adc-shared-01');
  demoOwn = await providerAccountId(app, 'adc-demo-01');
  const elsewhere = await providerAccountId(app, 'adc-admin-01');
  await addUser(app, {
    userName: 'viewer-stranger',
    password: 'right123',
    role: 'edit',
    accountIds: [elsewhere],
  });
  stranger = await loginToken(app, 'viewer-stranger', 'right123');
});

async function send(token: string, name: keyof typeof endpoints, body: object) {
  const response = await callEndpoint(app, endpoints[name], token, body, { 'Accept-Language': 'en' });
  return {
    status: response.statusCode,
    body: response.json() as { code: number; msg: string; data: unknown },
  };
}

const viewOf = (body: unknown) => envelope(ReportView).parse(body).data!;
const viewsOf = (body: unknown) => envelope(z.array(ReportView)).parse(body).data!;

async function save(token: string, body: object) {
  const answer = await send(token, 'saveReportView', { report: keyword, granularity: 'day', state, ...body });
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
  return viewOf(answer.body);
}

describe('report views', () => {
  it('keeps a view as saved and lists it for its user, account and report only', async () => {
    const view = await save(demo, { accountId: shared, name: 'Weekly shoes' });
    expect(view).toMatchObject({
      name: 'Weekly shoes',
      isDefault: false,
      own: true,
      state,
      ...keyword,
      granularity: 'day',
    });

    const listed = await send(demo, 'reportViews', { accountId: shared, report: keyword });
    expect(viewsOf(listed.body).map((v) => v.id)).toContain(view.id);
    // Another account, another report, another user: not theirs.
    const otherAccount = await send(demo, 'reportViews', { accountId: demoOwn, report: keyword });
    expect(viewsOf(otherAccount.body).map((v) => v.id)).not.toContain(view.id);
    const otherReport = await send(demo, 'reportViews', {
      accountId: shared,
      report: { channel: 'search', section: 'unit' },
    });
    expect(viewsOf(otherReport.body)).toEqual([]);
    const adminList = await send(admin, 'reportViews', { accountId: shared, report: keyword });
    expect(viewsOf(adminList.body).map((v) => v.id)).not.toContain(view.id);
    // No report named: the user's views of every report of the account, and no one else's.
    const unit = { channel: 'search', section: 'unit' };
    const unitView = await send(demo, 'saveReportView', {
      accountId: shared,
      report: unit,
      granularity: 'day',
      name: 'Units',
      state,
    });
    const everyReport = viewsOf((await send(demo, 'reportViews', { accountId: shared })).body);
    expect(everyReport.map((v) => [v.id, v.channel, v.section])).toEqual(
      expect.arrayContaining([
        [view.id, keyword.channel, keyword.section],
        [viewOf(unitView.body).id, unit.channel, unit.section],
      ]),
    );
    expect(
      viewsOf((await send(demo, 'reportViews', { accountId: demoOwn })).body).map((v) => v.id),
    ).not.toContain(view.id);
    expect(viewsOf((await send(admin, 'reportViews', { accountId: shared })).body)).toEqual([]);
  });

  it('opens for another user of the account by its id, who cannot change or delete it', async () => {
    const view = await save(demo, { accountId: shared, name: 'Shared link' });
    const opened = await send(admin, 'reportView', { accountId: shared, id: view.id });
    expect(viewOf(opened.body)).toMatchObject({ id: view.id, own: false, state });

    const renamed = await send(admin, 'saveReportView', {
      accountId: shared,
      id: view.id,
      report: keyword,
      granularity: 'day',
      name: 'Taken over',
      state,
    });
    expect(renamed.body.code).toBe(404);
    const deleted = await send(admin, 'deleteReportView', { accountId: shared, id: view.id });
    expect(deleted.body.code).toBe(404);
    const still = await send(demo, 'reportView', { accountId: shared, id: view.id });
    expect(viewOf(still.body).name).toBe('Shared link');
  });

  it('is not found for a user without its account, and refuses an account that is not theirs', async () => {
    const view = await save(demo, { accountId: demoOwn, name: 'Own account' });
    const byStranger = await send(stranger, 'reportView', { id: view.id });
    expect(byStranger.body.code).toBe(404);
    const byAdmin = await send(admin, 'reportView', { accountId: shared, id: view.id });
    expect(byAdmin.body.code).toBe(404);
    const claimed = await send(admin, 'reportViews', { accountId: demoOwn, report: keyword });
    expect(claimed.status).toBe(403);
  });

  it('renames, marks one default at a time, and deletes', async () => {
    const first = await save(demo, { accountId: shared, name: 'First', isDefault: true });
    const second = await save(demo, { accountId: shared, name: 'Second' });
    const renamed = await save(demo, {
      accountId: shared,
      id: second.id,
      name: 'Second, renamed',
      isDefault: true,
    });
    expect(renamed).toMatchObject({ id: second.id, name: 'Second, renamed', isDefault: true });

    const listed = viewsOf((await send(demo, 'reportViews', { accountId: shared, report: keyword })).body);
    expect(listed.filter((v) => v.isDefault).map((v) => v.id)).toEqual([second.id]);
    expect(listed.find((v) => v.id === first.id)?.isDefault).toBe(false);

    expect((await send(demo, 'deleteReportView', { accountId: shared, id: first.id })).body.code).toBe(200);
    expect((await send(demo, 'reportView', { accountId: shared, id: first.id })).body.code).toBe(404);
    expect((await send(demo, 'deleteReportView', { accountId: shared, id: first.id })).body.code).toBe(404);
  });

  it('refuses a name the user already gave a view of the report, in their language', async () => {
    await save(demo, { accountId: shared, name: 'Twice' });
    const again = await send(demo, 'saveReportView', {
      accountId: shared,
      report: keyword,
      granularity: 'day',
      name: 'Twice',
      state,
    });
    expect(again.body).toMatchObject({
      code: 400,
      data: [{ field: 'name', message: 'You already have a view with this name for this report' }],
    });
    const inChinese = await callEndpoint(
      app,
      endpoints.saveReportView,
      demo,
      { accountId: shared, report: keyword, granularity: 'day', name: 'Twice', state },
      { 'Accept-Language': 'zh-CN' },
    );
    expect(inChinese.json().data[0].message).toBe('此报告已有同名视图');
  });

  it.each([
    ['an unknown version', { ...state, version: 2 }],
    ['a width under the least', { ...state, columns: { order: [], hidden: [], widths: { cost: 10 } } }],
    ['a filter the reports have not', { ...state, filters: { keywordId: 7 } }],
    ['a malformed preset', { ...state, range: { preset: 'last 7 days; drop' } }],
    ['an impossible date', { ...state, range: { beginDate: '2026-02-30', endDate: '2026-03-01' } }],
    ['an unknown comparison', { ...state, comparison: { kind: 'nextYear' } }],
  ])('refuses a state with %s and keeps nothing', async (_, bad) => {
    const before = viewsOf((await send(demo, 'reportViews', { accountId: shared, report: keyword })).body);
    const answer = await send(demo, 'saveReportView', {
      accountId: shared,
      report: keyword,
      granularity: 'day',
      name: 'Bad state',
      state: bad,
    });
    expect(answer.body.code).toBe(400);
    const after = viewsOf((await send(demo, 'reportViews', { accountId: shared, report: keyword })).body);
    expect(after).toEqual(before);
  });

  it('refuses an empty name and a section the channel has not', async () => {
    const blank = await send(demo, 'saveReportView', {
      accountId: shared,
      report: keyword,
      granularity: 'day',
      name: '  ',
      state,
    });
    expect(blank.body.code).toBe(400);
    const section = await send(demo, 'saveReportView', {
      accountId: shared,
      report: { channel: 'feed', section: 'keyword' },
      granularity: 'day',
      name: 'Nowhere',
      state,
    });
    expect(section.body.code).toBe(400);
  });
  it('belongs to the report it was saved on: names and the default are per report', async () => {
    const daily = await save(demo, { accountId: shared, name: 'Per report', isDefault: true });
    const weekly = await save(demo, {
      accountId: shared,
      granularity: 'week',
      name: 'Per report',
      isDefault: true,
      state: { ...state, range: { preset: 'lastWeek' } },
    });
    expect(weekly).toMatchObject({ granularity: 'week', isDefault: true });
    const opened = viewOf((await send(demo, 'reportView', { accountId: shared, id: daily.id })).body);
    expect(opened).toMatchObject({ granularity: 'day', isDefault: true });
    // Rewritten on its report, a view keeps it.
    const rewritten = await save(demo, {
      accountId: shared,
      id: weekly.id,
      granularity: 'week',
      name: 'Weekly',
    });
    expect(rewritten.granularity).toBe('week');
    const refused = await send(demo, 'saveReportView', {
      accountId: shared,
      report: keyword,
      name: 'No report',
      state,
    });
    expect(refused.body.code).toBe(400);
  });

  it('keeps the report default as a range that rolls forward, and reads views saved before either', async () => {
    const rolling = await save(demo, {
      accountId: shared,
      name: 'Rolling default',
      state: { ...state, range: { reportDefault: true } },
    });
    expect(rolling.state.range).toEqual({ reportDefault: true });
    // A view of the section saved before views belonged to a report, its default dates kept as fixed dates.
    const { id } = await app.entities.db
      .insertInto('report_views')
      .values({
        user_id: (
          await app.entities.db
            .selectFrom('users')
            .select('id')
            .where('user_name', '=', 'demo')
            .executeTakeFirstOrThrow()
        ).id,
        account_id: shared,
        channel: 'search',
        section: 'keyword',
        name: 'Before reports',
        is_default: 0,
        state: JSON.stringify({ ...state, range: { beginDate: '2026-10-25', endDate: '2026-11-24' } }),
        created_time: 0,
        updated_time: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const listed = viewsOf((await send(demo, 'reportViews', { accountId: shared, report: keyword })).body);
    expect(listed.find((view) => view.id === id)).toMatchObject({
      granularity: null,
      state: { range: { beginDate: '2026-10-25', endDate: '2026-11-24' } },
    });
    // It is among the views of every report of its section: a weekly view may not take its name.
    const taken = await send(demo, 'saveReportView', {
      accountId: shared,
      report: keyword,
      granularity: 'week',
      name: 'Before reports',
      state,
    });
    expect(taken.body.code).toBe(400);
  });
});
