/**
 * Which of the provider's reports fill which fact table (docs/baidu-provider.md#baidu-reports): one entry per
 * report the sync reads, naming its reportType (`OpenApiReportService`), the columns asked beyond the date,
 * device and metrics, how a row's values become the table's keys, and the names a report brings for a
 * dimension table (search terms, regions). Only report ids and columns the public sources list are used; the
 * unit roll-ups (`search_unit_daily`, `feed_unit_daily`) fill themselves from the keyword and creative facts.
 */
import { createHash } from 'node:crypto';
import type { ProviderReport } from '@adconsole/api-client/contract';
import type { FinestFactTable } from '../../stores/fact-schema';

/** A row of a report, as JSON or from a report file (text). */
export type ReportRow = Record<string, unknown>;

export interface ReportFeed {
  /** Our name of the report: its sync state's key and its label in the console. */
  report: ProviderReport;
  reportType: number;
  table: FinestFactTable;
  /** HOUR for the hour tables: the campaign report by hour. */
  timeUnit: 'DAY' | 'HOUR';
  columns: readonly string[];
  /** The metric columns of the report's channel. */
  metrics: Metrics;
  /** The table's key columns (beyond account, date and device) from a row. */
  keys(row: ReportRow): Record<string, string | number>;
  /** A dimension table the report names things of: its rows, one per `key`. */
  names?: {
    table: string;
    key(row: ReportRow): string;
    row(row: ReportRow, accountId: number): Record<string, string | number>;
  };
}

/** Columns of every report: the day (or `yyyy-MM-dd HH:00` by hour) and the device. */
export const rowColumns = ['date', 'device'] as const;

/**
 * The metric columns of a channel and which of them is the conversion count. The common metrics are
 * impression, click and cost (bububa/baidu-marketing model/report/stat.go). Feed reports count conversions
 * as `ocpcTargetTrans` (model/report/feedMetric.go); search reports count them per kind
 * (`ocpcConversionsDetail<N>`, model/report/searchMetric.go) with no total, so a search fact's conversion
 * stays 0 and docs/baidu-provider.md#baidu-reports says so.
 */
interface Metrics {
  columns: readonly string[];
  conversion?: string;
}
const searchMetrics: Metrics = { columns: ['impression', 'click', 'cost'] };
const feedMetrics: Metrics = {
  columns: ['impression', 'click', 'cost', 'ocpcTargetTrans'],
  conversion: 'ocpcTargetTrans',
};

/**
 * A number of a report row: JSON numbers, numeric text (report files), and the provider's markers of "no
 * value" (`-`, empty, null, and the 1.79e308 placeholder its FAQ mentions) as 0.
 */
export function reportNumber(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(String(value ?? '').trim() || Number.NaN);
  return Number.isFinite(number) && Math.abs(number) < 1e15 ? number : 0;
}

/** A report's text that is not what the sources say it is: the read stops, naming it. */
export class ReportShapeError extends Error {
  constructor(what: string, value: unknown) {
    super(`the provider's report answered ${what} ${JSON.stringify(value)}, which the adapter does not know`);
    this.name = 'ReportShapeError';
  }
}

/** Reports that failed in one sync, each kept on its report; the first one's words stand for them. */
export class ReportsFailedError extends Error {
  constructor(readonly failures: { feed: ReportFeed; error: unknown }[]) {
    const first = failures[0]!;
    super(first.error instanceof Error ? first.error.message : String(first.error));
    this.name = 'ReportsFailedError';
  }
}

/**
 * The device of a row as our 1 (computer) / 2 (mobile). Reports answer an enumeration's text (计算机, 移动设备)
 * and take its key (0, 1) in filters (bububa/baidu-marketing enum/device.go, model/report/dimension.go); the
 * key is accepted too.
 */
export function deviceOf(value: unknown): 1 | 2 {
  const text = String(value ?? '').trim();
  if (text === '计算机' || text === '0') return 1;
  if (text === '移动设备' || text === '1') return 2;
  throw new ReportShapeError('the device', value);
}

/** A 52-bit id (exact in a JSON number) of some texts the provider names without an id, the same on every sync. */
function textId(...parts: (string | number)[]): number {
  return parseInt(createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 13), 16);
}

/** A search term's id: the provider names a term by its text only (and the keyword it came through). */
export const termId = (keywordId: number, term: string) => textId(keywordId, term);

const id = (value: unknown) => reportNumber(value);
const text = (value: unknown) => String(value ?? '').trim();
const unitKeys = (row: ReportRow) => ({ campaign_id: id(row.campaignId), unit_id: id(row.adGroupId) });

/**
 * Regions come as names, no ids: `provinceName` and `provinceCityName` (havenden/go-baidu-sem
 * baidu-sem/baidu_sem.go asks `provinceCityName` of the account report; bububa's searchMetric.go names both).
 * A city's name may carry its province before it (`广东-深圳`): that part is dropped. Ids are hashes of the
 * names, so the regions of Baidu accounts never take the sandbox's region codes.
 */
function regionOf(row: ReportRow) {
  const province = text(row.provinceName);
  const whole = text(row.provinceCityName);
  const city = whole.startsWith(province) ? whole.slice(province.length).replace(/^[-–—\s·]+/, '') : whole;
  const province_id = textId('province', province);
  return { province, city: city || province, province_id, city_id: textId('city', province, city) };
}

export const reportFeeds: readonly ReportFeed[] = [
  {
    // 搜索关键词报告 (bububa/baidu-marketing enum/reportType.go): the keyword's id is `wInfoId`
    // (model/report/dimension.go), not `keywordId`.
    report: 'searchKeyword',
    reportType: 2602783,
    table: 'search_keyword_daily',
    timeUnit: 'DAY',
    columns: ['campaignId', 'adGroupId', 'wInfoId'],
    metrics: searchMetrics,
    keys: (row) => ({ ...unitKeys(row), keyword_id: id(row.wInfoId) }),
  },
  {
    // 搜索创意报告: the creative's id is `ideaId` (model/report/dimension.go).
    report: 'searchCreative',
    reportType: 2665235,
    table: 'search_creative_daily',
    timeUnit: 'DAY',
    columns: ['campaignId', 'adGroupId', 'ideaId'],
    metrics: searchMetrics,
    keys: (row) => ({ ...unitKeys(row), creative_id: id(row.ideaId) }),
  },
  {
    // 搜索查询词报告 (enum/reportType.go; api/report/search/queryWord.go): the term is `queryWord`.
    report: 'searchTerm',
    reportType: 2307838,
    table: 'search_term_daily',
    timeUnit: 'DAY',
    columns: ['campaignId', 'adGroupId', 'wInfoId', 'queryWord'],
    metrics: searchMetrics,
    keys: (row) => ({
      ...unitKeys(row),
      keyword_id: id(row.wInfoId),
      term_id: termId(id(row.wInfoId), text(row.queryWord)),
    }),
    names: {
      table: 'search_terms',
      key: (row) => `${id(row.wInfoId)}:${text(row.queryWord)}`,
      row: (row, accountId) => ({
        account_id: accountId,
        term_id: termId(id(row.wInfoId), text(row.queryWord)),
        ...unitKeys(row),
        keyword_id: id(row.wInfoId),
        term: text(row.queryWord),
      }),
    },
  },
  {
    // No source names a search region report: region is a column of the campaign report (搜索计划推广报告).
    report: 'searchRegion',
    reportType: 2290316,
    table: 'search_region_daily',
    timeUnit: 'DAY',
    columns: ['campaignId', 'provinceName', 'provinceCityName'],
    metrics: searchMetrics,
    keys: (row) => {
      const region = regionOf(row);
      return { campaign_id: id(row.campaignId), province_id: region.province_id, city_id: region.city_id };
    },
    names: {
      table: 'regions',
      key: (row) => String(regionOf(row).city_id),
      row: (row) => {
        const region = regionOf(row);
        return {
          province_id: region.province_id,
          city_id: region.city_id,
          province_name: region.province,
          city_name: region.city,
        };
      },
    },
  },
  {
    // Hours are a `timeUnit` of the campaign report, not a report of their own; a row is dated
    // `yyyy-MM-dd HH:00` (model/report/dimension.go).
    report: 'searchHour',
    reportType: 2290316,
    table: 'search_hour_daily',
    timeUnit: 'HOUR',
    columns: ['campaignId'],
    metrics: searchMetrics,
    keys: (row) => ({ campaign_id: id(row.campaignId), hour: Number(String(row.date).slice(11, 13)) }),
  },
  {
    // 信息流创意报告 (enum/reportType.go).
    report: 'feedCreative',
    reportType: 2094816,
    table: 'feed_creative_daily',
    timeUnit: 'DAY',
    columns: ['campaignId', 'adGroupId', 'ideaId'],
    metrics: feedMetrics,
    keys: (row) => ({ ...unitKeys(row), creative_id: id(row.ideaId) }),
  },
  {
    // 信息流计划推广报告 by hour.
    report: 'feedHour',
    reportType: 2276038,
    table: 'feed_hour_daily',
    timeUnit: 'HOUR',
    columns: ['campaignId'],
    metrics: feedMetrics,
    keys: (row) => ({ campaign_id: id(row.campaignId), hour: Number(String(row.date).slice(11, 13)) }),
  },
];

/** The columns a feed asks of its report. */
export const feedColumns = (feed: ReportFeed) => [...rowColumns, ...feed.columns, ...feed.metrics.columns];

/** A fact table's row from a report row: the device's text becomes ours 1 / 2, yuan becomes fen. */
export function factRow(feed: ReportFeed, row: ReportRow, accountId: number): Record<string, unknown> {
  const { conversion } = feed.metrics;
  return {
    account_id: accountId,
    date: String(row.date).slice(0, 10),
    ...feed.keys(row),
    device: deviceOf(row.device),
    impression: reportNumber(row.impression),
    click: reportNumber(row.click),
    cost_fen: Math.round(reportNumber(row.cost) * 100),
    conversion: conversion ? reportNumber(row[conversion]) : 0,
  };
}
