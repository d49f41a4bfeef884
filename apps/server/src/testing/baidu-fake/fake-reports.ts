/**
 * The fake's account, structure and report methods (docs/baidu-provider.md), answering from the
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
import { daysInRange } from '@adconsole/date-range-rules';
import { servicePath, type BaiduChannel } from '../../provider/baidu/protocol';
import { idCaps } from '../../provider/baidu/structure';
import { fakeAdvertiser, fakeReportRows, type FakeReportRow } from './fake-data';
import type { BaiduFake, FakeAnswer, FakeCall, FakeHandler } from './fake-server';

/**
 * Failure codes of the fake's refusals of report and structure calls. No public source gives the codes of
 * these refusals (only that a refused call answers `status` 2 with `failures[{code, message}]`): the numbers
 * are the fake's own and the adapter never reads them, only the refusal and its words.
 */
export const fakeReportFailureCode = {
  /** More ids in a list, or values in an IN filter, than the method takes. */
  tooManyValues: 8901,
  /** A date range longer than 731 days, or backwards. */
  badDateRange: 8902,
  /** A taskId the fake does not know (or expired). */
  unknownTask: 8903,
  /** A reportType no source names, a column the report does not have, or a required field missing. */
  badRequest: 8904,
} as const;

/** IN filters take at most 500 values (a copy of Baidu's report documentation; no SDK states it). */
const maxInValues = 500;
/** The longest report range (the same copy; unverified). */
const maxRangeDays = 731;

const refuse = (code: number, message: string, position?: string): FakeAnswer => ({
  failures: [{ code, message, ...(position ? { position } : {}) }],
});

const numbers = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number) : []);

/** Refuses an id list or IN filter longer than `max`. */
function tooMany(values: unknown[], max = maxInValues, position?: string): FakeAnswer | undefined {
  return values.length > max
    ? refuse(fakeReportFailureCode.tooManyValues, `at most ${max} values, got ${values.length}`, position)
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
  timeUnit: 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'SUMMARY';
  columns: string[];
  sorts?: { column: string; sortRule: string }[];
  filters?: Filter[];
  startRow?: number;
  rowCount?: number;
  needSum?: boolean;
}

/**
 * The columns each report takes, from bububa/baidu-marketing (enum/reportType.go for the ids;
 * model/report/dimension.go, stat.go, feedMetric.go for the columns) and havenden/go-baidu-sem (region columns
 * on the account report). A column of another report is refused, as the provider refuses what its report
 * documentation does not list.
 */
const common = ['date', 'userId', 'userName', 'device', 'impression', 'click', 'cost', 'ctr', 'cpc', 'cpm'];
const campaignColumns = ['campaignId', 'campaignName', 'campaignNameStatus', 'campaignStatus'];
const unitColumns = [...campaignColumns, 'adGroupId', 'adGroupName', 'adGroupNameStatus', 'adGroupStatus'];
/** Region names; "not by hour" (model/report/dimension.go). */
const regionColumns = ['provinceName', 'provinceCityName'];
const qualityColumns = ['estimateClickRate', 'businessRelationship', 'landPageExperience'];
const feedMetrics = ['ocpcTargetTrans', 'ocpcTargetTransCPC', 'ocpcTargetTransRatio'];
const reportColumns: Record<number, readonly string[]> = {
  // Search: overall, account, campaign, unit, keyword, creative, term, product, crowd, landing page, visitor.
  170026: common,
  2208157: [...common, ...regionColumns],
  2290316: [...common, ...campaignColumns, ...regionColumns],
  2284618: [...common, ...unitColumns, ...regionColumns],
  2602783: [
    ...common,
    ...unitColumns,
    ...regionColumns,
    'wInfoId',
    'wInfoNameStatus',
    'mixWmatchEnum',
    ...qualityColumns,
  ],
  2665235: [...common, ...unitColumns, 'ideaId', 'ideaInfo', ...qualityColumns],
  2307838: [...common, ...unitColumns, 'wInfoId', 'queryWord', 'queryStatusName'],
  248654: common,
  9718404: [...common, ...unitColumns, 'audienceTagId', 'audienceName'],
  5381679: common,
  4017932: common,
  // Feed: overall, account, campaign, unit, product, creative, video, image, landing page, visitor.
  2172649: [...common, ...feedMetrics],
  2149145: [...common, ...feedMetrics],
  2276038: [...common, ...campaignColumns, ...feedMetrics],
  2330652: [...common, ...unitColumns, ...feedMetrics],
  2094829: [...common, ...feedMetrics],
  2094816: [...common, ...unitColumns, 'ideaId', ...feedMetrics],
  114718: [...common, ...feedMetrics],
  2094817: [...common, ...feedMetrics],
  6098145: [...common, ...feedMetrics],
  6759418: [...common, ...feedMetrics],
};
/** Reports a copy of Baidu's search report documentation says take no HOUR (overall, product, crowd, landing page). */
const noHours: ReadonlySet<number> = new Set([170026, 248654, 9718404, 5381679]);
const timeUnits = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'SUMMARY'];
const filterOperators = ['GT', 'GTE', 'LT', 'LTE', 'EQ', 'NOT_EQ', 'IN', 'NOT_IN'];
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Why the provider refuses a report body, if it does: a missing field, an unknown report or column, region by
 * hour, more than 2 sorts or a sort of a column not asked (model/report/getReportData.go), an unknown filter
 * operator (enum/operator.go), an IN filter too long, a range too long.
 */
function refusal(body: ReportBody): FakeAnswer | undefined {
  const bad = (message: string, position?: string) =>
    refuse(fakeReportFailureCode.badRequest, message, position);
  const columns = reportColumns[body.reportType];
  if (!columns) return bad(`unknown reportType ${String(body.reportType)}`, 'reportType');
  if (!isoDate.test(String(body.startDate))) return bad('startDate is required (yyyy-MM-dd)', 'startDate');
  if (!isoDate.test(String(body.endDate))) return bad('endDate is required (yyyy-MM-dd)', 'endDate');
  if (!timeUnits.includes(body.timeUnit)) return bad('timeUnit is required', 'timeUnit');
  if (!Array.isArray(body.columns) || body.columns.length === 0)
    return bad('columns are required', 'columns');
  const unknown = body.columns.findIndex((column) => !columns.includes(column));
  if (unknown >= 0)
    return bad(`report ${body.reportType} has no column ${body.columns[unknown]}`, `columns[${unknown}]`);
  if (body.timeUnit === 'HOUR') {
    if (noHours.has(body.reportType)) return bad(`report ${body.reportType} has no HOUR`, 'timeUnit');
    if (body.columns.some((column) => regionColumns.includes(column)))
      return bad('region columns have no HOUR', 'timeUnit');
  }
  if ((body.sorts ?? []).length > 2) return bad('at most 2 sorts', 'sorts');
  if ((body.sorts ?? []).some((sort) => !body.columns.includes(sort.column)))
    return bad('a sort column must be asked', 'sorts');
  if (!(body.startDate <= body.endDate) || daysInRange(body.startDate, body.endDate) > maxRangeDays) {
    return refuse(fakeReportFailureCode.badDateRange, `at most ${maxRangeDays} days`);
  }
  for (const [i, filter] of (body.filters ?? []).entries()) {
    if (!filterOperators.includes(filter.operator))
      return bad(`no operator ${filter.operator}`, `filters[${i}]`);
    if (!columns.includes(filter.column)) return bad(`no column ${filter.column}`, `filters[${i}]`);
    const refused =
      filter.operator === 'IN' || filter.operator === 'NOT_IN'
        ? tooMany(filter.values, maxInValues, `filters[${i}]`)
        : undefined;
    if (refused) return refused;
  }
  return undefined;
}

/** The last reports answered, so the pages of one report are computed once. */
const recentReports = new Map<string, FakeReportRow[]>();

/**
 * The rows the fake answers for a report body: its finest rows, filtered (filters take an enumeration's key:
 * a device filter "0" / "1"), reduced to the columns asked and summed over what was not asked — as a report
 * of campaigns without region columns sums the regions, and SUMMARY sums the days into one row dated with
 * the range (`2021-03-01至2021-03-31`, model/report/dimension.go).
 */
export function fakeReport(userName: string, body: ReportBody): FakeReportRow[] {
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

const deviceKeys: Record<string, string> = { 计算机: '0', 移动设备: '1' };
const filterValue = (row: FakeReportRow, column: string) =>
  column === 'device' ? deviceKeys[String(row.device)]! : String(row[column]);

function computeRows(userName: string, body: ReportBody): FakeReportRow[] {
  const unit = body.timeUnit === 'HOUR' ? 'HOUR' : 'DAY';
  const all = fakeReportRows(userName, body.reportType, body.startDate, body.endDate, unit);
  const kept = all.filter((row) =>
    (body.filters ?? []).every((filter) => {
      const value = filterValue(row, filter.column);
      if (filter.operator === 'IN' || filter.operator === 'EQ') return filter.values.includes(value);
      if (filter.operator === 'NOT_IN' || filter.operator === 'NOT_EQ') return !filter.values.includes(value);
      return true;
    }),
  );
  const dated =
    body.timeUnit === 'SUMMARY'
      ? kept.map((row) => ({ ...row, date: `${body.startDate}至${body.endDate}` }))
      : kept;
  return grouped(dated, body.columns);
}

const metricNames = ['impression', 'click', 'cost', 'ocpcTargetTrans'];

/** Rows reduced to `columns`, those equal in every asked column that is not a metric summed into one. */
function grouped(rows: FakeReportRow[], columns: string[]): FakeReportRow[] {
  const dimensions = columns.filter(
    (column) => !metricNames.includes(column) && !derivedMetrics.includes(column),
  );
  const groups = new Map<string, FakeReportRow[]>();
  for (const row of rows) {
    const key = JSON.stringify(dimensions.map((column) => row[column] ?? ''));
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()].map((group) => {
    const sums = summaryOf(group);
    return Object.fromEntries(
      columns.map((column) => [column, column in sums ? sums[column]! : (group[0]![column] ?? '')]),
    );
  });
}

/** Ratios the provider computes from the sums (model/report/stat.go). */
const derivedMetrics = ['ctr', 'cpc', 'cpm'];

function summaryOf(rows: FakeReportRow[]): FakeReportRow {
  const summary: FakeReportRow = {};
  for (const metric of metricNames) {
    if (!rows.some((row) => metric in row)) continue;
    const total = rows.reduce((sum, row) => sum + Number(row[metric] ?? 0), 0);
    summary[metric] = metric === 'cost' ? Math.round(total * 100) / 100 : total;
  }
  const { impression = 0, click = 0, cost = 0 } = summary as Record<string, number>;
  summary.ctr = impression ? click / impression : 0;
  summary.cpc = click ? cost / click : 0;
  summary.cpm = impression ? (cost / impression) * 1000 : 0;
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

  /**
   * A get by an id list: the items whose `idType` id is among them, mapped to the answer. A list longer than
   * the method takes for that idType (`idCaps` of the adapter, from the sources it cites) is refused, as is
   * an idType the method does not know.
   */
  function byIds<T>(
    call: FakeCall,
    items: T[],
    idOf: Record<number, { id: (item: T) => number; max: number }>,
    answer: (item: T) => object = (item) => item as object,
  ): FakeAnswer {
    const list = numbers(call.body.ids);
    const kind = idOf[Number(call.body.idType)];
    if (!kind)
      return refuse(fakeReportFailureCode.badRequest, `no idType ${String(call.body.idType)}`, 'idType');
    const refused = tooMany(list, kind.max, 'ids');
    if (refused) return refused;
    const wanted = new Set(list);
    return { data: items.filter((item) => wanted.has(kind.id(item))).map(answer) };
  }

  /**
   * The account's fields asked, of those `AccountService/getAccountInfo` has (baidu/baiduads-sdk
   * `ApiAccountType` model: `userId`, `balance`, `budget`, `budgetType`, `userStat`, `budgetOfflineTime`… and
   * no user name); a field it does not have is not answered.
   */
  function accountFields(call: FakeCall) {
    const { userId, balance, status } = advertiser(call);
    const known: Record<string, unknown> = { userId, balance, ...status };
    const asked = Array.isArray(call.body.accountFields) ? (call.body.accountFields as string[]) : [];
    return Object.fromEntries(asked.filter((field) => field in known).map((field) => [field, known[field]]));
  }

  return {
    [path('search', 'AccountService', 'getAccountInfo')]: (call) => ({ data: [accountFields(call)] }),
    [path('search', 'CampaignService', 'getCampaign')]: (call) => {
      const { campaigns } = advertiser(call).search;
      const ids = numbers(call.body.campaignIds);
      const refused = tooMany(ids, idCaps.getCampaign, 'campaignIds');
      if (refused) return refused;
      const listed = ids.length ? campaigns.filter((c) => ids.includes(c.campaignId)) : campaigns;
      // Only the fields asked (`campaignFields`, bububa model/search/campaign/getCampaign.go), as the account's.
      const asked = Array.isArray(call.body.campaignFields)
        ? (call.body.campaignFields as string[])
        : undefined;
      if (!asked) return { data: listed };
      return {
        data: listed.map((campaign) =>
          Object.fromEntries(Object.entries(campaign).filter(([field]) => asked.includes(field))),
        ),
      };
    },
    // idType 3: campaign ids, 5: unit ids.
    [path('search', 'AdgroupService', 'getAdgroup')]: (call) =>
      byIds(call, advertiser(call).search.units, {
        3: { id: (u) => u.campaignId, max: idCaps.getAdgroup[3] },
        5: { id: (u) => u.adgroupId, max: idCaps.getAdgroup[5] },
      }),
    // idType 5: unit ids, 11: keyword ids.
    [path('search', 'KeywordService', 'getWord')]: (call) =>
      byIds(call, advertiser(call).search.keywords, {
        5: { id: (k) => k.adgroupId, max: idCaps.getWord[5] },
        11: { id: (k) => k.keywordId, max: idCaps.getWord[11] },
      }),
    // idType 5: unit ids, 7: creative ids.
    [path('search', 'CreativeService', 'getCreative')]: (call) =>
      byIds(call, advertiser(call).search.creatives, {
        5: { id: (c) => c.adgroupId, max: idCaps.getCreative[5] },
        7: { id: (c) => c.creativeId, max: idCaps.getCreative[7] },
      }),
    [path('feed', 'CampaignFeedService', 'getCampaignFeed')]: (call) => ({
      data: advertiser(call).feed.campaigns.map((c) => ({
        campaignFeedId: c.campaignId,
        campaignFeedName: c.campaignName,
        pause: c.pause,
      })),
    }),
    // idType 1: campaign ids.
    [path('feed', 'AdgroupFeedService', 'getAdgroupFeed')]: (call) =>
      byIds(
        call,
        advertiser(call).feed.units,
        { 1: { id: (u) => u.campaignId, max: idCaps.getAdgroupFeed } },
        (u) => ({
          adgroupFeedId: u.adgroupId,
          campaignFeedId: u.campaignId,
          adgroupFeedName: u.adgroupName,
          pause: u.pause,
        }),
      ),
    // idType 2: unit ids.
    [path('feed', 'CreativeFeedService', 'getCreativeFeed')]: (call) =>
      byIds(
        call,
        advertiser(call).feed.creatives,
        {
          1: { id: (c) => c.campaignFeedId, max: idCaps.getCreativeFeed },
          2: { id: (c) => c.adgroupFeedId, max: idCaps.getCreativeFeed },
          3: { id: (c) => c.creativeFeedId, max: idCaps.getCreativeFeed },
        },
        // As model/feed/creative/creative.go has it: a name, and the material as JSON in a string.
        (c) => ({
          creativeFeedId: c.creativeFeedId,
          adgroupFeedId: c.adgroupFeedId,
          creativeFeedName: `${c.title.slice(0, 12)}-${c.creativeFeedId}`,
          material: JSON.stringify({ title: c.title, pictures: [{ url: c.materialUrl }] }),
          ideaType: 0,
          pause: c.pause,
        }),
      ),

    [path('search', 'OpenApiReportService', 'getReportData')]: (call) => {
      const body = call.body as unknown as ReportBody;
      const refused = refusal(body);
      if (refused) return refused;
      const rows = fakeReport(call.header.userName, body);
      const startRow = body.startRow ?? 0;
      const page = rows.slice(startRow, startRow + (body.rowCount ?? 10_000));
      return {
        data: [
          {
            rowCount: page.length,
            totalRowCount: rows.length,
            rows: page,
            ...(body.needSum ? { summary: summaryOf(rows) } : {}),
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
      const rows = fakeReport(task.userName, task.body);
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
