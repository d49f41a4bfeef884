/**
 * The fake's account, structure and report methods (docs/architecture.md#baidu-provider), answering from the
 * advertiser of fake-data.ts, and its OAuth token exchange.
 *
 * Knobs for tests (options of `createReportHandlers`, `reportHandlers` uses the defaults):
 * - `slowTaskPolls` (default 2): an asynchronous report task answers SUBMITTED, then RUNNING, until it was
 *   asked that many times; the next `getTaskStatus` answers SUCCESS with a `fileUrl`.
 * - `fileTtlMs` (default 5 minutes): how long a `fileUrl` serves its file.
 * - `expiredFiles` (default 0): the first that many `fileUrl`s handed out are already expired; asking
 *   `getTaskStatus` again gives a fresh URL.
 * `createOAuthRoutes({ tokenTtlMs })` (`oauthRoutes` uses a day): the exchange at `/oauth/refreshToken`
 * takes the app's secret `fakeOAuth.secretKey` and the account's current refresh token (first
 * `fakeOAuth.refreshTokenOf(userName)`), and gives a new access token, which replaces the account's.
 */
import { daysInRange } from '@adconsole/date-range/rules';
import { servicePath, type BaiduChannel } from '../../provider/baidu/protocol';
import { fakeAdvertiser, fakeReportRows, type FakeReportRow } from './fake-data';
import type { BaiduFake, FakeAnswer, FakeCall, FakeHandler } from './fake-server';

/** Failure codes of the report and structure methods. */
export const fakeReportFailureCode = {
  /** More than 500 values in an IN filter or an id list. */
  tooManyValues: 8901,
  /** A date range longer than 731 days, or backwards. */
  badDateRange: 8902,
  /** A taskId the fake does not know (or expired). */
  unknownTask: 8903,
} as const;

const maxInValues = 500;
const maxRangeDays = 731;

const refuse = (code: number, message: string): FakeAnswer => ({ failures: [{ code, message }] });

const numbers = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number) : []);

/** Refuses an id list or IN filter longer than the provider takes. */
function tooMany(values: unknown[]): FakeAnswer | undefined {
  return values.length > maxInValues
    ? refuse(fakeReportFailureCode.tooManyValues, `at most ${maxInValues} values, got ${values.length}`)
    : undefined;
}

interface Filter {
  column: string;
  operator: string;
  values: string[];
}

interface ReportBody {
  reportType: number;
  startDate: string;
  endDate: string;
  timeUnit?: 'DAY' | 'HOUR' | 'SUMMARY';
  columns: string[];
  filters?: Filter[];
  startRow?: number;
  rowCount?: number;
  needSum?: boolean;
}

/** Why the provider refuses a report body, if it does: a range too long, an IN filter too long. */
function refusal(body: ReportBody): FakeAnswer | undefined {
  if (!(body.startDate <= body.endDate) || daysInRange(body.startDate, body.endDate) > maxRangeDays) {
    return refuse(fakeReportFailureCode.badDateRange, `at most ${maxRangeDays} days`);
  }
  return (body.filters ?? [])
    .map((filter) => (filter.operator === 'IN' ? tooMany(filter.values) : undefined))
    .find(Boolean);
}

/** The last reports answered, so the pages of one report are computed once. */
const recentReports = new Map<string, FakeReportRow[]>();

/** The rows a report body asks for, filtered and reduced to its columns (summed over the range for SUMMARY). */
function reportRows(userName: string, body: ReportBody): FakeReportRow[] {
  const { startRow: _startRow, rowCount: _rowCount, ...report } = body;
  const key = JSON.stringify([userName, report]);
  let rows = recentReports.get(key);
  if (!rows) {
    rows = computeRows(userName, body);
    if (recentReports.size >= 4) recentReports.delete(recentReports.keys().next().value!);
    recentReports.set(key, rows);
  }
  return rows;
}

function computeRows(userName: string, body: ReportBody): FakeReportRow[] {
  const unit = body.timeUnit === 'HOUR' ? 'HOUR' : 'DAY';
  const all = fakeReportRows(userName, body.reportType, body.startDate, body.endDate, unit);
  const kept = all.filter((row) =>
    (body.filters ?? []).every((filter) => {
      const value = String(row[filter.column]);
      if (filter.operator === 'IN' || filter.operator === 'EQ') return filter.values.includes(value);
      if (filter.operator === 'NOT_IN' || filter.operator === 'NOT_EQ') return !filter.values.includes(value);
      return true;
    }),
  );
  const rows = kept.map((row) =>
    Object.fromEntries(body.columns.map((column) => [column, row[column] ?? ''])),
  );
  return body.timeUnit === 'SUMMARY' ? summed(rows, `${body.startDate}至${body.endDate}`) : rows;
}

/** Rows of equal dimensions summed into one, dated with the whole range. */
function summed(rows: FakeReportRow[], range: string): FakeReportRow[] {
  const groups = new Map<string, FakeReportRow[]>();
  for (const row of rows) {
    const key = JSON.stringify(Object.entries(row).filter(([c]) => c !== 'date' && !metricNames.includes(c)));
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()].map((group) => ({
    ...group[0]!,
    ...('date' in group[0]! ? { date: range } : {}),
    ...summaryOf(group, Object.keys(group[0]!)),
  }));
}

const metricNames = ['impression', 'click', 'cost', 'conversion'];

function summaryOf(rows: FakeReportRow[], columns: string[]): FakeReportRow {
  const summary: FakeReportRow = {};
  for (const metric of metricNames.filter((m) => columns.includes(m))) {
    const total = rows.reduce((sum, row) => sum + Number(row[metric]), 0);
    summary[metric] = metric === 'cost' ? Math.round(total * 100) / 100 : total;
  }
  return summary;
}

const csvField = (value: string | number) => {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The file of a finished task: a header line, then one line per row. */
function csvOf(rows: FakeReportRow[], columns: string[]): string {
  const lines = [columns, ...rows.map((row) => columns.map((column) => row[column] ?? ''))];
  return lines.map((line) => line.map(csvField).join(',')).join('\n') + '\n';
}

export interface ReportHandlerOptions {
  slowTaskPolls?: number;
  fileTtlMs?: number;
  expiredFiles?: number;
}

interface Task {
  userName: string;
  body: ReportBody;
  polls: number;
}

export function createReportHandlers(options: ReportHandlerOptions = {}): Record<string, FakeHandler> {
  const slowTaskPolls = options.slowTaskPolls ?? 2;
  const fileTtlMs = options.fileTtlMs ?? 5 * 60_000;
  let expiredFiles = options.expiredFiles ?? 0;
  const tasks = new Map<string, Task>();
  const path = (channel: BaiduChannel, service: string, method: string) =>
    servicePath(channel, service, method);
  const advertiser = (call: { header: { userName: string } }) => fakeAdvertiser(call.header.userName);

  /** A get by an id list (≤ 500 ids): the items whose `idType` id is among them, mapped to the answer. */
  function byIds<T>(
    call: FakeCall,
    items: T[],
    idOf: Record<number, (item: T) => number>,
    answer: (item: T) => object = (item) => item as object,
  ): FakeAnswer {
    const list = numbers(call.body.ids);
    const refused = tooMany(list);
    if (refused) return refused;
    const id = idOf[Number(call.body.idType)];
    const wanted = new Set(list);
    return { data: id ? items.filter((item) => wanted.has(id(item))).map(answer) : [] };
  }

  return {
    [path('search', 'AccountService', 'getAccountInfo')]: (call) => {
      const { userId, userName, balance } = advertiser(call);
      return { data: [{ userId, userName, balance, balancePackage: 0 }] };
    },
    [path('search', 'CampaignService', 'getCampaign')]: (call) => {
      const { campaigns } = advertiser(call).search;
      const ids = numbers(call.body.campaignIds);
      const refused = tooMany(ids);
      if (refused) return refused;
      return { data: ids.length ? campaigns.filter((c) => ids.includes(c.campaignId)) : campaigns };
    },
    // idType 3: campaign ids, 5: unit ids.
    [path('search', 'AdgroupService', 'getAdgroup')]: (call) =>
      byIds(call, advertiser(call).search.units, { 3: (u) => u.campaignId, 5: (u) => u.adgroupId }),
    // idType 5: unit ids, 11: keyword ids.
    [path('search', 'KeywordService', 'getWord')]: (call) =>
      byIds(call, advertiser(call).search.keywords, { 5: (k) => k.adgroupId, 11: (k) => k.keywordId }),
    // idType 5: unit ids, 7: creative ids.
    [path('search', 'CreativeService', 'getCreative')]: (call) =>
      byIds(call, advertiser(call).search.creatives, { 5: (c) => c.adgroupId, 7: (c) => c.creativeId }),
    [path('feed', 'CampaignFeedService', 'getCampaignFeed')]: (call) => ({
      data: advertiser(call).feed.campaigns.map((c) => ({
        campaignFeedId: c.campaignId,
        campaignFeedName: c.campaignName,
        pause: c.pause,
      })),
    }),
    // idType 1: campaign ids.
    [path('feed', 'AdgroupFeedService', 'getAdgroupFeed')]: (call) =>
      byIds(call, advertiser(call).feed.units, { 1: (u) => u.campaignId }, (u) => ({
        adgroupFeedId: u.adgroupId,
        campaignFeedId: u.campaignId,
        adgroupFeedName: u.adgroupName,
        pause: u.pause,
      })),
    // idType 2: unit ids.
    [path('feed', 'CreativeFeedService', 'getCreativeFeed')]: (call) =>
      byIds(call, advertiser(call).feed.creatives, { 2: (c) => c.adgroupFeedId }),

    [path('search', 'OpenApiReportService', 'getReportData')]: (call) => {
      const body = call.body as unknown as ReportBody;
      const refused = refusal(body);
      if (refused) return refused;
      const rows = reportRows(call.header.userName, body);
      const startRow = body.startRow ?? 0;
      const page = rows.slice(startRow, startRow + (body.rowCount ?? 10_000));
      return {
        data: [
          {
            rowCount: page.length,
            totalRowCount: rows.length,
            rows: page,
            ...(body.needSum ? { summary: summaryOf(rows, body.columns) } : {}),
          },
        ],
      };
    },
    [path('search', 'OpenApiReportService', 'createReportTask')]: (call) => {
      const body = call.body as unknown as ReportBody;
      const refused = refusal(body);
      if (refused) return refused;
      const taskId = `task-${tasks.size + 1}`;
      tasks.set(taskId, { userName: call.header.userName, body, polls: 0 });
      return { data: [{ taskId }] };
    },
    [path('search', 'OpenApiReportService', 'getTaskStatus')]: (call, fake: BaiduFake) => {
      const taskId = String(call.body.taskId);
      const task = tasks.get(taskId);
      if (!task || task.userName !== call.header.userName) {
        return refuse(fakeReportFailureCode.unknownTask, `no task ${taskId}`);
      }
      task.polls += 1;
      if (task.polls <= slowTaskPolls) {
        return { data: [{ taskId, taskStatus: task.polls === 1 ? 'SUBMITTED' : 'RUNNING' }] };
      }
      const rows = reportRows(task.userName, task.body);
      const expired = expiredFiles > 0;
      if (expired) expiredFiles -= 1;
      const fileUrl = fake.serveFile(csvOf(rows, task.body.columns), expired ? -1 : fileTtlMs);
      return {
        data: [{ taskId, taskStatus: 'SUCCESS', fileUrl, dataStartRow: 2, tableHeader: task.body.columns }],
      };
    },
  };
}

export const reportHandlers = createReportHandlers();

/** The fake's OAuth app: its secret and the refresh token each account starts with. */
export const fakeOAuth = {
  appId: 'fake-app',
  secretKey: 'fake-app-secret',
  refreshTokenOf: (userName: string) => `refresh-${userName}`,
};

export function createOAuthRoutes(options: { tokenTtlMs?: number } = {}) {
  const tokenTtlMs = options.tokenTtlMs ?? 24 * 3_600_000;
  // Per fake: each test's fake starts its accounts from their first refresh token.
  const refreshTokens = new WeakMap<BaiduFake, Map<string, string>>();
  let issued = 0;
  return {
    '/oauth/refreshToken': (body: Record<string, unknown>, fake: BaiduFake) => {
      const userName = String(body.userId);
      const account = fake.accounts.get(userName);
      const tokens = refreshTokens.get(fake) ?? new Map<string, string>();
      refreshTokens.set(fake, tokens);
      const current = tokens.get(userName) ?? fakeOAuth.refreshTokenOf(userName);
      if (
        !account ||
        body.appId !== fakeOAuth.appId ||
        body.secretKey !== fakeOAuth.secretKey ||
        body.refreshToken !== current
      ) {
        return { code: 8206, message: 'refresh token refused' };
      }
      issued += 1;
      account.accessToken = `oauth-access-${issued}`;
      tokens.set(userName, `oauth-refresh-${issued}`);
      return {
        code: 0,
        data: {
          accessToken: account.accessToken,
          refreshToken: `oauth-refresh-${issued}`,
          expiresTime: new Date(Date.now() + tokenTtlMs).toISOString(),
        },
      };
    },
  };
}

export const oauthRoutes = createOAuthRoutes();
