// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { ErrorEnvelope, type ReportRow } from '@adconsole/api-client/contract';
import { dailyDownloadRowCap } from '@adconsole/date-range-rules';
import { writeFileSync, mkdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadsDir } from '../downloads/download-files';
import { expectSelectTime, fetchReport, testNow, testRanges } from '../reports/testing/report-calls';
import { addUser, loginToken, providerAccountId, startTestApp, userIdOf } from '../testing/test-app';
import {
  createExport,
  downloadFile,
  downloadRecords,
  finishedRecord,
  postExport,
  sheetRows,
} from './testing/export-calls';

const server = await startTestApp({ now: () => testNow, sandboxProfile: 'test' });
const { app } = server;
afterAll(() => server.stop());

let demo: string;
let admin: string;
let sharedId: number;
beforeAll(async () => {
  demo = await loginToken(app, 'demo', 'demo123');
  admin = await loginToken(app, 'admin', 'admin123');
  sharedId = await providerAccountId(app, 'adc-shared-01');
});

const keywordDaily = (extra: object = {}) => ({
  accountId: sharedId,
  page: { number: 1, size: 20, sortCol: 'cost', sortOrder: 'asc' },
  query: { ...testRanges.day, timeUnit: 'day' },
  ...extra,
});

/** Every row of the keyword report page by page in a sort, as the report page would page through it. */
async function allPages(body: ReturnType<typeof keywordDaily>) {
  const first = await fetchReport(app, demo, 'search', 'keyword', {
    ...body,
    page: { ...body.page, size: 50 },
  });
  const list = [...first.data.list];
  for (let number = 2; list.length < first.page.totalCount; number++) {
    const next = await fetchReport(app, demo, 'search', 'keyword', {
      ...body,
      page: { ...body.page, number, size: 50 },
    });
    list.push(...next.data.list);
  }
  expect(list).toHaveLength(first.page.totalCount);
  return { data: { ...first.data, list } };
}

/** The keyword report's default columns, and their titles in English. */
const keywordColumns = [
  ['reportDates', 'Date'],
  ['campaignName', 'Campaign'],
  ['adgroupName', 'Unit'],
  ['keyword', 'Keyword'],
  ['matchType', 'Match type'],
  ['impression', 'Impressions'],
  ['click', 'Clicks'],
  ['ctr', 'CTR'],
  ['cost', 'Cost'],
  ['cpc', 'CPC'],
  ['cpm', 'CPM'],
  ['conversion', 'Conversions'],
  ['landPageExperience', 'Landing page experience'],
  ['businessRelationship', 'Business relevance'],
  ['estimatedClickRate', 'Estimated click rate'],
] as const;
const qualityWords = ['Data accumulating', 'Below average', 'Average', 'Above average'];

/**
 * What a sheet cell holds for a value of the list call: numbers as they are (yuan, counts and the ctr
 * ratio keep their value, the cell's format shows the unit), quality codes as their words, nothing as `--`.
 */
function sheetValue(dataKey: string, value: ReportRow[string]) {
  if (value === null || value === '') return '--';
  if (['landPageExperience', 'businessRelationship', 'estimatedClickRate'].includes(dataKey))
    return qualityWords[value as number];
  return value;
}

/** A user of the shared account whose role may read reports but not export them. */
let viewer: Promise<string> | undefined;
function viewerToken() {
  viewer ??= (async () => {
    await addUser(app, { userName: 'viewer', password: 'viewer123', role: 'viewer', accountIds: [sharedId] });
    return loginToken(app, 'viewer', 'viewer123');
  })();
  return viewer;
}

describe('createExport', () => {
  it('writes every row of the list call in its order, the summary row and the columns in the user’s language', async () => {
    const id = await createExport(app, demo, 'search', 'keyword', keywordDaily());
    const record = await finishedRecord(app, demo, id);
    expect(record).toMatchObject({
      status: 'ready',
      progress: 100,
      report: '/keywordSearch/keywordReport',
      beginDate: testRanges.day.beginDate,
      endDate: testRanges.day.endDate,
      name: `Keyword daily report ${testRanges.day.beginDate}~${testRanges.day.endDate}.xlsx`,
    });
    const file = await downloadFile(app, demo, id);
    expect(file.statusCode).toBe(200);
    expect(record.sizeBytes).toBe(file.rawPayload.length);

    const sorted = await allPages(keywordDaily());
    const rows = await sheetRows(file.rawPayload);
    const list = sorted.data.list;
    expect(list.length).toBeGreaterThan(20);
    expect(rows[0]).toEqual(keywordColumns.map(([, title]) => title));
    expect(rows.slice(1, list.length + 1)).toEqual(
      list.map((row) => keywordColumns.map(([key]) => sheetValue(key, row[key]!))),
    );
    // The summary row: its title under the dates, the metrics' totals, empty cells under the other columns.
    const { summary } = sorted.data;
    expect(rows[list.length + 1]).toEqual([
      'Total',
      ...Array(4).fill(undefined),
      ...['impression', 'click', 'ctr', 'cost', 'cpc', 'cpm', 'conversion'].map((key) => summary[key]),
    ]);
    expect(rows).toHaveLength(list.length + 2);
  });

  it('writes the sheet and names the file in the caller’s language', async () => {
    const id = await createExport(app, demo, 'feed', 'region', keywordDaily({ page: undefined }), {
      'accept-language': 'zh-CN',
    });
    const record = await finishedRecord(app, demo, id);
    expect(record.name).toBe(`地域日报 ${testRanges.day.beginDate}~${testRanges.day.endDate}.xlsx`);
    const rows = await sheetRows((await downloadFile(app, demo, id)).rawPayload);
    expect(rows[0]).toEqual([
      '日期',
      '省份',
      '城市',
      '展现',
      '点击',
      '点击率',
      '消费',
      '平均点击价格',
      '千次展现消费',
      '转化',
    ]);
    expect(rows.at(-1)![0]).toBe('合计');
  });

  it('names a filtered export after its filters, in the caller’s language and safe for file systems', async () => {
    const range = `${testRanges.day.beginDate}~${testRanges.day.endDate}`;
    const exported = async (query: object, headers: Record<string, string> = {}) => {
      const body = keywordDaily({ page: undefined, query: { ...testRanges.day, timeUnit: 'day', ...query } });
      return (
        await finishedRecord(app, demo, await createExport(app, demo, 'search', 'keyword', body, headers))
      ).name;
    };
    const campaigns = await fetchReport(app, demo, 'search', 'campaign', {
      accountId: sharedId,
      query: { ...testRanges.day, timeUnit: 'summary' },
    });
    const { campaignId, campaignName } = campaigns.data.list[0]!;

    expect(await exported({})).toBe(`Keyword daily report ${range}.xlsx`);
    expect(await exported({ name: 'shoe' })).toBe(`Keyword daily report ${range} (Name contains shoe).xlsx`);
    expect(await exported({ campaignId, device: 2, name: 'shoe' })).toBe(
      `Keyword daily report ${range} (Campaign ${campaignName}, Device Mobile, Name contains shoe).xlsx`,
    );
    // A campaign the account does not have is named by its id.
    expect(await exported({ campaignId: 987654 })).toBe(
      `Keyword daily report ${range} (Campaign 987654).xlsx`,
    );
    expect(await exported({ device: 1, name: 'a/b:c*?"<>|d' }, { 'accept-language': 'zh-CN' })).toBe(
      `关键词日报 ${range}（设备：计算机，名称包含：a_b_c______d）.xlsx`,
    );
    expect(await exported({ name: '跑步鞋'.repeat(20) }, { 'accept-language': 'zh-CN' })).toBe(
      `关键词日报 ${range}（名称包含：${'跑步鞋'.repeat(13)}…）.xlsx`,
    );
  });

  it('caps a daily export at the daily download cap and says so under the summary', async () => {
    // The test profile's whole history (130 days): its region rows pass the cap.
    const body = {
      accountId: sharedId,
      query: { beginDate: '2026-07-14', endDate: '2026-11-20', timeUnit: 'day' },
    };
    const api = await fetchReport(app, demo, 'search', 'region', { ...body, page: { number: 1, size: 10 } });
    expect(api.page.totalCount).toBeGreaterThan(dailyDownloadRowCap);
    const id = await createExport(app, demo, 'search', 'region', body);
    expect((await finishedRecord(app, demo, id)).status).toBe('ready');
    const rows = await sheetRows((await downloadFile(app, demo, id)).rawPayload);
    expect(rows).toHaveLength(1 + dailyDownloadRowCap + 2);
    expect(rows.at(-2)![0]).toBe('Total');
    expect(rows.at(-1)).toEqual([
      `This download holds at most 10000 rows: the first 10000 of ${api.page.totalCount} are here.`,
    ]);
  });

  it('refuses a weekly range that is not Monday to Sunday with the message, and creates no record', async () => {
    const before = (await downloadRecords(app, demo)).page.totalCount;
    const response = await postExport(app, demo, 'search', 'keyword', {
      accountId: sharedId,
      query: { beginDate: '2026-11-03', endDate: '2026-11-09', timeUnit: 'week' },
    });
    expect(response.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(response.json()).data).toEqual([
      { field: 'query', message: 'Please select whole weeks, from a Monday to a Sunday' },
    ]);
    expect((await downloadRecords(app, demo)).page.totalCount).toBe(before);
  });

  it('exports a month range to the running month’s last day with the days up to yesterday', async () => {
    // At testNow yesterday is 20 November 2026.
    const id = await createExport(app, demo, 'search', 'campaign', {
      accountId: sharedId,
      query: { beginDate: '2026-10-01', endDate: '2026-11-30', timeUnit: 'month' },
    });
    const record = await finishedRecord(app, demo, id);
    expect(record).toMatchObject({
      status: 'ready',
      beginDate: '2026-10-01',
      endDate: '2026-11-20',
      name: 'Campaign monthly report 2026-10-01~2026-11-20.xlsx',
    });
    const reported = await fetchReport(app, demo, 'search', 'campaign', {
      accountId: sharedId,
      query: { beginDate: '2026-10-01', endDate: '2026-11-20', timeUnit: 'month' },
    });
    const rows = await sheetRows((await downloadFile(app, demo, id)).rawPayload);
    expect(rows).toHaveLength(1 + reported.data.list.length + 1);
    expect(rows.at(-1)![0]).toBe('Total');
  });

  it.each([
    ['a missing begin date', { beginDate: undefined }, 'query.beginDate'],
    ['an empty end date', { endDate: '' }, 'query.endDate'],
  ])(
    'asks to select a time for %s, in the caller’s language, creating no record',
    async (_case, change, field) => {
      const before = (await downloadRecords(app, demo)).page.totalCount;
      const body = keywordDaily({ query: { ...testRanges.day, timeUnit: 'day', ...change } });
      await expectSelectTime((headers) => postExport(app, demo, 'search', 'keyword', body, headers), [field]);
      expect((await downloadRecords(app, demo)).page.totalCount).toBe(before);
    },
  );

  it('keeps the date format message for a date written otherwise', async () => {
    const body = keywordDaily({ query: { ...testRanges.day, endDate: '2026-11-1', timeUnit: 'day' } });
    const response = await postExport(app, demo, 'search', 'keyword', body);
    expect(response.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(response.json()).data).toEqual([
      { field: 'query.endDate', message: 'Enter a date as yyyy-MM-dd' },
    ]);
  });

  it('answers 403 for another user’s account and 401 without a session', async () => {
    const adminOnly = await app.entities.db
      .selectFrom('user_accounts')
      .select('account_id')
      .where('account_id', 'not in', (eb) =>
        eb
          .selectFrom('user_accounts')
          .innerJoin('users', 'users.id', 'user_accounts.user_id')
          .select('account_id')
          .where('users.user_name', '=', 'demo'),
      )
      .executeTakeFirstOrThrow();
    const body = keywordDaily({ accountId: adminOnly.account_id });
    expect((await postExport(app, demo, 'search', 'keyword', body)).statusCode).toBe(403);
    expect((await postExport(app, '', 'search', 'keyword', keywordDaily())).statusCode).toBe(401);
  });

  it('answers 403 to a role without the report:export permission, and creates no record', async () => {
    const viewer = await viewerToken();
    const refused = await postExport(app, viewer, 'search', 'keyword', keywordDaily());
    expect(refused.statusCode).toBe(403);
    expect(ErrorEnvelope.parse(refused.json()).code).toBe(403);
    expect((await downloadRecords(app, viewer)).records).toEqual([]);
  });

  it('never shows or hands another user’s export to a user', async () => {
    const id = await createExport(app, demo, 'search', 'account', keywordDaily({ page: undefined }));
    expect((await finishedRecord(app, demo, id)).status).toBe('ready');
    const download = await downloadFile(app, admin, id);
    expect(download.statusCode).toBe(404);
    expect(download.headers['content-disposition']).toBeUndefined();
    expect((await downloadRecords(app, admin)).records.map((r) => r.id)).not.toContain(id);
  });

  it('ends a job that cannot write its file as failed, not stuck at processing', async () => {
    const userId = await userIdOf(app, 'demo');
    // A file where the user's export folder goes: the job's real write fails.
    const userDir = path.join(downloadsDir(app.filesDir), String(userId));
    const moved = `${userDir}.moved`;
    mkdirSync(downloadsDir(app.filesDir), { recursive: true });
    if (existsSync(userDir)) await import('node:fs/promises').then((fs) => fs.rename(userDir, moved));
    writeFileSync(userDir, 'not a folder');
    try {
      const id = await createExport(app, demo, 'search', 'campaign', keywordDaily({ page: undefined }));
      const record = await finishedRecord(app, demo, id);
      expect(record.status).toBe('failed');
      expect((await downloadFile(app, demo, id)).statusCode).toBe(404);
    } finally {
      const fs = await import('node:fs/promises');
      await fs.rm(userDir);
      if (existsSync(moved)) await fs.rename(moved, userDir);
    }
  });
});
