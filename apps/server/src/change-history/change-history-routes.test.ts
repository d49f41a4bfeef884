// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import {
  ChangeDay,
  ChangeRecord,
  CreatedExport,
  endpoints,
  envelope,
  ErrorEnvelope,
  PageResponse,
} from '@adconsole/api-client/contract';
import { providerDayStart } from '@adconsole/date-range-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { downloadFile, downloadRecords, finishedRecord, sheetRows } from '../exports/testing/export-calls';
import { addUser, loginToken, providerAccountId, startTestApp, userIdOf } from '../testing/test-app';
import { call, callEndpoint } from '../http/testing/test-calls';
import { recordChanges, type ChangeInput } from '../stores/record-changes';

const clock = Date.parse('2026-11-21T08:00:00Z');
const server = await startTestApp({ now: () => clock });
const { app } = server;
afterAll(() => server.stop());

const hour = 60 * 60 * 1000;
/** An instant of a day in the provider's calendar (Asia/Shanghai). */
const at = (date: string, hours: number) => providerDayStart(date) + hours * hour;

let demo: string;
let account: number;
let demoId: number;
beforeAll(async () => {
  demo = await loginToken(app, 'demo', 'demo123');
  account = await providerAccountId(app, 'adc-demo-01');
  demoId = await userIdOf(app, 'demo');
  const console = (change: Partial<ChangeInput>): ChangeInput => ({
    accountId: account,
    time: 0,
    kind: 'edit',
    source: 'console',
    userId: demoId,
    jobId: null,
    level: 'keyword',
    objectId: null,
    objectName: '',
    field: 'bid',
    oldValue: null,
    newValue: null,
    ...change,
  });
  await recordChanges(app.entities.db, [
    console({
      time: at('2026-11-03', 10),
      jobId: 7,
      objectId: '501',
      objectName: '鲜花速递',
      oldValue: '120',
      newValue: '144',
    }),
    console({
      time: at('2026-11-03', 11),
      jobId: 7,
      level: 'unit',
      objectId: '301',
      objectName: '鲜花单元',
      field: 'status',
      oldValue: 'enabled',
      newValue: 'paused',
    }),
    {
      accountId: account,
      time: at('2026-11-04', 15),
      kind: 'provider',
      source: 'provider',
      userId: null,
      jobId: null,
      level: 'campaign',
      objectId: '101',
      objectName: '春季计划',
      field: '计划预算',
      oldValue: '300.00',
      newValue: '350.00',
      providerKey: 'test:2026-11-04:101',
    },
    console({
      time: at('2026-11-05', 9.5),
      kind: 'negative',
      jobId: 8,
      level: 'unit',
      objectId: '301',
      objectName: '鲜花单元',
      field: 'negativeExact',
      newValue: '免费鲜花',
    }),
    console({
      time: at('2026-11-05', 9.5),
      kind: 'undo',
      jobId: 9,
      level: 'campaign',
      objectId: '101',
      objectName: '春季计划',
      field: 'budget',
      oldValue: '6000',
      newValue: '5000',
    }),
    // The last moment of the 5th in Shanghai (15:59:59.999 UTC): still the 5th.
    console({
      time: providerDayStart('2026-11-06') - 1,
      kind: 'upload',
      level: 'creative',
      objectId: '901',
      objectName: '春季创意',
      field: 'created',
    }),
    // Another account's change is not in this one's history.
    console({
      accountId: await providerAccountId(app, 'adc-shared-01'),
      time: at('2026-11-03', 12),
      objectName: '别的账户',
    }),
    // A record whose words a spreadsheet would run, on the 12th.
    {
      accountId: account,
      time: at('2026-11-12', 9),
      kind: 'provider',
      source: 'provider',
      userId: null,
      jobId: null,
      level: 'account',
      objectId: null,
      objectName: '=HYPERLINK("http://example.invalid","x")',
      field: '+1+1',
      oldValue: '-2+3',
      newValue: null,
      providerKey: 'test:2026-11-12:hostile',
    },
    // Twelve records of the provider on the 8th, for paging.
    ...Array.from({ length: 12 }, (_, i): ChangeInput => ({
      accountId: account,
      time: at('2026-11-08', 8) + i * 60_000,
      kind: 'provider',
      source: 'provider',
      userId: null,
      jobId: null,
      level: 'unit',
      objectId: '301',
      objectName: `单元 ${i + 1}`,
      field: '单元出价',
      oldValue: '1.00',
      newValue: `${i + 2}.00`,
      providerKey: `test:2026-11-08:${i}`,
    })),
  ]);
});

const Page = envelope(z.array(ChangeRecord)).extend({ page: PageResponse });
async function history(query: object, options: { page?: object; token?: string; language?: string } = {}) {
  const response = await callEndpoint(
    app,
    endpoints.changeHistoryList,
    options.token ?? demo,
    { accountId: account, query, page: options.page ?? { number: 1, size: 10 } },
    options.language ? { 'accept-language': options.language } : {},
  );
  expect(response.statusCode, response.body).toBe(200);
  return Page.parse(response.json());
}
const objects = (records: ChangeRecord[]) => records.map((record) => record.objectName);

describe('the change history of an account', () => {
  it('lists the changes of the days newest first, fields translated and money in yuan, with who and which job', async () => {
    const { data, page } = await history({ beginDate: '2026-11-01', endDate: '2026-11-06' });
    expect(page).toMatchObject({ number: 1, size: 10, totalCount: 6 });
    const ids = data!.map((record) => record.id);
    // The two changes of the same moment: the one recorded later first.
    expect(ids[1]! > ids[2]!).toBe(true);
    expect(data!.map(({ id: _, ...record }) => record)).toEqual([
      {
        time: '2026-11-05 23:59:59',
        kind: 'upload',
        userName: 'demo',
        level: 'creative',
        objectId: '901',
        objectName: '春季创意',
        field: 'Created',
        oldValue: null,
        newValue: null,
        jobId: null,
      },
      {
        time: '2026-11-05 09:30:00',
        kind: 'undo',
        userName: 'demo',
        level: 'campaign',
        objectId: '101',
        objectName: '春季计划',
        field: 'Daily budget',
        oldValue: '60.00',
        newValue: '50.00',
        jobId: 9,
      },
      {
        time: '2026-11-05 09:30:00',
        kind: 'negative',
        userName: 'demo',
        level: 'unit',
        objectId: '301',
        objectName: '鲜花单元',
        field: 'Exact negative keywords',
        oldValue: null,
        newValue: '免费鲜花',
        jobId: 8,
      },
      {
        time: '2026-11-04 15:00:00',
        kind: 'provider',
        userName: null,
        level: 'campaign',
        objectId: '101',
        objectName: '春季计划',
        field: 'Daily budget',
        oldValue: '300.00',
        newValue: '350.00',
        jobId: null,
      },
      {
        time: '2026-11-03 11:00:00',
        kind: 'edit',
        userName: 'demo',
        level: 'unit',
        objectId: '301',
        objectName: '鲜花单元',
        field: 'Status',
        oldValue: 'enabled',
        newValue: 'paused',
        jobId: 7,
      },
      {
        time: '2026-11-03 10:00:00',
        kind: 'edit',
        userName: 'demo',
        level: 'keyword',
        objectId: '501',
        objectName: '鲜花速递',
        field: 'Bid',
        oldValue: '1.20',
        newValue: '1.44',
        jobId: 7,
      },
    ]);
  });

  it('translates the console’s and the provider’s known fields for a Chinese caller', async () => {
    const { data } = await history({ beginDate: '2026-11-03', endDate: '2026-11-05' }, { language: 'zh-CN' });
    expect(data!.map((record) => record.field)).toEqual([
      '新建',
      '日预算',
      '精确否定关键词',
      '日预算',
      '状态',
      '出价',
    ]);
  });

  it('filters by the days of Asia/Shanghai, by level and by kind', async () => {
    const days = (beginDate: string, endDate: string, more = {}) =>
      history({ beginDate, endDate, ...more }).then(({ data }) => objects(data!));
    expect(await days('2026-11-05', '2026-11-05')).toEqual(['春季创意', '春季计划', '鲜花单元']);
    expect(await days('2026-11-06', '2026-11-07')).toEqual([]);
    expect(await days('2026-11-01', '2026-11-06', { level: 'unit' })).toEqual(['鲜花单元', '鲜花单元']);
    expect(await days('2026-11-01', '2026-11-06', { kind: 'edit' })).toEqual(['鲜花单元', '鲜花速递']);
    expect(await days('2026-11-01', '2026-11-06', { kind: 'provider', level: 'campaign' })).toEqual([
      '春季计划',
    ]);
  });

  it('pages without repeating or skipping a change', async () => {
    const query = { beginDate: '2026-11-08', endDate: '2026-11-08' };
    const first = await history(query);
    const second = await history(query, { page: { number: 2, size: 10 } });
    expect(first.page).toMatchObject({ number: 1, size: 10, totalCount: 12 });
    expect(objects(first.data!)).toEqual(Array.from({ length: 10 }, (_, i) => `单元 ${12 - i}`));
    expect(second.page).toMatchObject({ number: 2, size: 10, totalCount: 12 });
    expect(objects(second.data!)).toEqual(['单元 2', '单元 1']);
  });

  it('answers the days with changes, each with its count and its five newest, for the chart markers', async () => {
    const response = await callEndpoint(app, endpoints.changeHistoryDays, demo, {
      accountId: account,
      beginDate: '2026-11-01',
      endDate: '2026-11-10',
    });
    expect(response.statusCode, response.body).toBe(200);
    const days = envelope(z.array(ChangeDay)).parse(response.json()).data!;
    expect(days.map(({ date, count, changes }) => ({ date, count, objects: objects(changes) }))).toEqual([
      { date: '2026-11-03', count: 2, objects: ['鲜花单元', '鲜花速递'] },
      { date: '2026-11-04', count: 1, objects: ['春季计划'] },
      { date: '2026-11-05', count: 3, objects: ['春季创意', '春季计划', '鲜花单元'] },
      { date: '2026-11-08', count: 12, objects: ['单元 12', '单元 11', '单元 10', '单元 9', '单元 8'] },
    ]);
    expect(days[0]!.changes[1]).toMatchObject({ field: 'Bid', oldValue: '1.20', newValue: '1.44' });
  });

  it('exports the query to the download centre as an .xlsx in the caller’s language', async () => {
    const query = { beginDate: '2026-11-03', endDate: '2026-11-05', kind: 'edit' };
    const response = await callEndpoint(
      app,
      endpoints.changeHistoryExport,
      demo,
      { accountId: account, query },
      { 'accept-language': 'zh-CN' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const { id } = envelope(CreatedExport).parse(response.json()).data!;
    const record = await finishedRecord(app, demo, id);
    expect(record).toMatchObject({
      status: 'ready',
      report: '/adManage/changeHistory',
      beginDate: '2026-11-03',
      endDate: '2026-11-05',
      name: '修改历史 2026-11-03~2026-11-05.xlsx',
    });
    const sheet = await sheetRows((await downloadFile(app, demo, id)).rawPayload);
    expect(sheet).toEqual([
      ['时间', '类型', '操作人', '层级', '对象', '字段', '原值 → 新值'],
      ['2026-11-03 11:00:00', '批量修改', 'demo', '推广单元', '鲜花单元', '状态', 'enabled → paused'],
      ['2026-11-03 10:00:00', '批量修改', 'demo', '关键词', '鲜花速递', '出价', '1.20 → 1.44'],
    ]);

    const english = await callEndpoint(app, endpoints.changeHistoryExport, demo, {
      accountId: account,
      query: { beginDate: '2026-11-04', endDate: '2026-11-05' },
    });
    const englishId = envelope(CreatedExport).parse(english.json()).data!.id;
    expect((await finishedRecord(app, demo, englishId)).name).toBe(
      'Change history 2026-11-04~2026-11-05.xlsx',
    );
    const englishSheet = await sheetRows((await downloadFile(app, demo, englishId)).rawPayload);
    expect(englishSheet[0]).toEqual(['Time', 'Kind', 'User', 'Level', 'Object', 'Field', 'Old → new']);
    expect(englishSheet.slice(1).map((row) => row.slice(1, 7))).toEqual([
      ['Console upload', 'demo', 'Creative', '春季创意', 'Created', '— → —'],
      ['Undo', 'demo', 'Campaign', '春季计划', 'Daily budget', '60.00 → 50.00'],
      ['Negative keywords', 'demo', 'Unit', '鲜花单元', 'Exact negative keywords', '— → 免费鲜花'],
      ['Made elsewhere', 'Elsewhere', 'Campaign', '春季计划', 'Daily budget', '300.00 → 350.00'],
    ]);
  });
});

describe('an exported change history', () => {
  it('keeps the provider’s words text, with a leading quote where a spreadsheet would run them', async () => {
    const response = await callEndpoint(app, endpoints.changeHistoryExport, demo, {
      accountId: account,
      query: { beginDate: '2026-11-12', endDate: '2026-11-12' },
    });
    const { id } = envelope(CreatedExport).parse(response.json()).data!;
    await finishedRecord(app, demo, id);
    const sheet = await sheetRows((await downloadFile(app, demo, id)).rawPayload);
    expect(sheet.slice(1)).toEqual([
      [
        '2026-11-12 09:00:00',
        'Made elsewhere',
        'Elsewhere',
        'Account',
        '\'=HYPERLINK("http://example.invalid","x")',
        "'+1+1",
        "'-2+3 → —",
      ],
    ]);
  });
});

describe('who reads an account’s change history', () => {
  const body = () => ({ accountId: account, query: { beginDate: '2026-11-01', endDate: '2026-11-06' } });

  it('lets a viewer of the account read it but not export it', async () => {
    await addUser(app, {
      userName: 'history-viewer',
      password: 'viewer123',
      role: 'viewer',
      accountIds: [account],
    });
    const viewer = await loginToken(app, 'history-viewer', 'viewer123');
    expect((await history(body().query, { token: viewer })).page!.totalCount).toBe(6);
    const days = await callEndpoint(app, endpoints.changeHistoryDays, viewer, {
      accountId: account,
      beginDate: '2026-11-01',
      endDate: '2026-11-06',
    });
    expect(days.statusCode).toBe(200);
    const before = (await downloadRecords(app, viewer)).page.totalCount;
    expect((await callEndpoint(app, endpoints.changeHistoryExport, viewer, body())).statusCode).toBe(403);
    expect((await downloadRecords(app, viewer)).page.totalCount).toBe(before);
  });

  it('refuses a user of other accounts (403) and a call without a session (401)', async () => {
    await addUser(app, {
      userName: 'history-other',
      password: 'other123',
      role: 'edit',
      accountIds: [await providerAccountId(app, 'adc-admin-01')],
    });
    const other = await loginToken(app, 'history-other', 'other123');
    for (const endpoint of [endpoints.changeHistoryList, endpoints.changeHistoryExport]) {
      expect((await callEndpoint(app, endpoint, other, body())).statusCode).toBe(403);
    }
    const days = { accountId: account, beginDate: '2026-11-01', endDate: '2026-11-06' };
    expect((await callEndpoint(app, endpoints.changeHistoryDays, other, days)).statusCode).toBe(403);
    const anonymous = await call(app, 'POST', '/changeHistory/list', { payload: body() });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a range past today and an unknown level, saying why', async () => {
    const past = await callEndpoint(app, endpoints.changeHistoryList, demo, {
      accountId: account,
      query: { beginDate: '2026-11-20', endDate: '2026-11-22' },
    });
    expect(past.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(past.json()).msg).toMatch(/today/i);
    const level = await callEndpoint(app, endpoints.changeHistoryList, demo, {
      accountId: account,
      query: { beginDate: '2026-11-01', endDate: '2026-11-06', level: 'adgroup' },
    });
    expect(level.statusCode).toBe(400);
  });
});
