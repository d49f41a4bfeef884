/**
 * Which of the provider's reports fill which fact table (docs/architecture.md#baidu-provider): one entry per
 * reportType, naming the columns to ask beyond date, device and the metrics, how a row's values become the
 * table's keys, and the names a report brings for a dimension table (search terms, regions, targets).
 * The unit roll-ups (`search_unit_daily`, `feed_unit_daily`) fill themselves from the keyword and creative facts.
 */
import { createHash } from 'node:crypto';
import type { factTables } from '../../stores/fact-migrations';

/** A row of a report, as JSON (numbers) or from a report file (text). */
export type ReportRow = Record<string, string | number>;

export interface ReportFeed {
  reportType: number;
  table: (typeof factTables)[number];
  /** HOUR for the hour tables: the provider's campaign report by hour. */
  timeUnit: 'DAY' | 'HOUR';
  columns: readonly string[];
  /** The table's key columns (beyond account, date and device) from a row. */
  keys(row: ReportRow): Record<string, string | number>;
  /** A dimension table the report names things of: its rows, one per `key`. */
  names?: {
    table: string;
    key(row: ReportRow): string;
    row(row: ReportRow, accountId: number): Record<string, string | number>;
  };
}

/** Columns of every report: the day (and hour) and device the metrics are of. */
export const rowColumns = ['date', 'device'] as const;
export const metricColumns = ['impression', 'click', 'cost', 'conversion'] as const;

const id = (value: string | number | undefined) => Number(value ?? 0);

/**
 * A search term's id: the provider names a term by its text only, so the id is a hash of the keyword and the
 * text (52 bits, exact in a JSON number), the same on every sync.
 */
export function termId(keywordId: number, term: string): number {
  return parseInt(createHash('sha256').update(`${keywordId}\u0000${term}`).digest('hex').slice(0, 13), 16);
}

const unitKeys = (row: ReportRow) => ({ campaign_id: id(row.campaignId), unit_id: id(row.adGroupId) });

const region: Pick<ReportFeed, 'columns' | 'keys' | 'names'> = {
  columns: ['campaignId', 'provinceId', 'provinceName', 'cityId', 'cityName'],
  keys: (row) => ({
    campaign_id: id(row.campaignId),
    province_id: id(row.provinceId),
    city_id: id(row.cityId),
  }),
  names: {
    table: 'regions',
    key: (row) => String(row.cityId),
    row: (row) => ({
      province_id: id(row.provinceId),
      city_id: id(row.cityId),
      province_name: String(row.provinceName),
      city_name: String(row.cityName),
    }),
  },
};

const hour: Pick<ReportFeed, 'timeUnit' | 'columns' | 'keys'> = {
  timeUnit: 'HOUR',
  columns: ['campaignId'],
  // An hour's row is dated `yyyy-MM-dd HH:00`.
  keys: (row) => ({ campaign_id: id(row.campaignId), hour: Number(String(row.date).slice(11, 13)) }),
};

/** A feed targeting report (new interests, intention words, crowds, automatic targeting): a target per unit. */
function audience(reportType: number, kind: string): ReportFeed {
  return {
    reportType,
    table: 'feed_audience_daily',
    timeUnit: 'DAY',
    columns: ['campaignId', 'adGroupId', 'audienceTagId', 'audienceName'],
    keys: (row) => ({ ...unitKeys(row), kind, target_id: id(row.audienceTagId) }),
    names: {
      table: 'feed_audiences',
      key: (row) => String(row.audienceTagId),
      row: (row, accountId) => ({
        account_id: accountId,
        kind,
        target_id: id(row.audienceTagId),
        name: String(row.audienceName),
      }),
    },
  };
}

/** The search reports' ids (provider notes) that the structure sync also reads quality codes from. */
export const searchReportType = { keyword: 2602783, creative: 2665235 } as const;

export const reportFeeds: readonly ReportFeed[] = [
  {
    reportType: searchReportType.keyword,
    table: 'search_keyword_daily',
    timeUnit: 'DAY',
    columns: ['campaignId', 'adGroupId', 'keywordId'],
    keys: (row) => ({ ...unitKeys(row), keyword_id: id(row.keywordId) }),
  },
  {
    reportType: searchReportType.creative,
    table: 'search_creative_daily',
    timeUnit: 'DAY',
    columns: ['campaignId', 'adGroupId', 'ideaId'],
    keys: (row) => ({ ...unitKeys(row), creative_id: id(row.ideaId) }),
  },
  {
    reportType: 2307838,
    table: 'search_term_daily',
    timeUnit: 'DAY',
    columns: ['campaignId', 'adGroupId', 'keywordId', 'queryWord'],
    keys: (row) => ({
      ...unitKeys(row),
      keyword_id: id(row.keywordId),
      term_id: termId(id(row.keywordId), String(row.queryWord)),
    }),
    names: {
      table: 'search_terms',
      key: (row) => `${row.keywordId}:${row.queryWord}`,
      row: (row, accountId) => ({
        account_id: accountId,
        term_id: termId(id(row.keywordId), String(row.queryWord)),
        ...unitKeys(row),
        keyword_id: id(row.keywordId),
        term: String(row.queryWord),
      }),
    },
  },
  { reportType: 2324048, table: 'search_region_daily', timeUnit: 'DAY', ...region },
  { reportType: 2290316, table: 'search_hour_daily', ...hour },
  {
    reportType: 2094816,
    table: 'feed_creative_daily',
    timeUnit: 'DAY',
    columns: ['campaignId', 'adGroupId', 'ideaId'],
    keys: (row) => ({ ...unitKeys(row), creative_id: id(row.ideaId) }),
  },
  {
    reportType: 705,
    table: 'feed_program_creative_daily',
    timeUnit: 'DAY',
    columns: ['campaignId', 'adGroupId', 'programCreativeId', 'programCreativeName'],
    keys: (row) => ({ ...unitKeys(row), program_creative_id: id(row.programCreativeId) }),
    names: {
      table: 'feed_program_creatives',
      key: (row) => String(row.programCreativeId),
      row: (row, accountId) => ({
        account_id: accountId,
        program_creative_id: id(row.programCreativeId),
        ...unitKeys(row),
        title: String(row.programCreativeName),
        material_url: '',
      }),
    },
  },
  { reportType: 706, table: 'feed_region_daily', timeUnit: 'DAY', ...region },
  { reportType: 2276038, table: 'feed_hour_daily', ...hour },
  audience(2521394, 'interest'),
  audience(730, 'intention'),
  audience(9718404, 'crowd'),
  audience(2371731, 'automatic'),
];

/** A fact table's row from a report row: device 0 (computer) / 1 (mobile) becomes ours 1 / 2, yuan becomes fen. */
export function factRow(feed: ReportFeed, row: ReportRow, accountId: number): Record<string, unknown> {
  return {
    account_id: accountId,
    date: String(row.date).slice(0, 10),
    ...feed.keys(row),
    device: Number(row.device) + 1,
    impression: Number(row.impression),
    click: Number(row.click),
    cost_fen: Math.round(Number(row.cost) * 100),
    conversion: Number(row.conversion),
  };
}
