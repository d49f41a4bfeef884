import {
  comparisonKey,
  reportSection,
  type ReportListRequest,
  type CatalogueReport,
  type ReportRow,
  type Section,
} from '@adconsole/api-client/contract';
import { rankHeight } from '../../charts/rank-height';
import {
  filtersOf,
  rangeOf,
  requestComparison,
  type ChartMetric,
  type ReportParams,
} from '../../lib/report-params';

/** What a report page charts above its table: the daily trend, provinces ranked or the 24-hour curve. */
export type ChartKind = 'trend' | 'provinces' | 'hours';

/**
 * The weekly overview ranks the top 15 regions (docs/requirements.md#report-centre); the chart shows as many.
 */
export const rankedProvinces = 15;

/** A line chart's height. */
const chartHeight = 256;

/**
 * A report chart's drawing height: a ranked one grows to give each province a row, so every one is named
 * (until its rows come, room for as many as it ranks). The page holds it while the chart loads.
 */
export function reportChartHeight(kind: ChartKind, labels = rankedProvinces): number {
  return kind === 'provinces' ? rankHeight(labels, chartHeight) : chartHeight;
}

export function chartKind(report: CatalogueReport): ChartKind | undefined {
  if (report.section === 'region') return 'provinces';
  if (report.section === 'timePeriod') return 'hours';
  return report.granularity === 'day' ? 'trend' : undefined;
}

/**
 * The section whose days make a trend: the filtered unit or campaign when the report filters by one, else the
 * account; the days of its rows add up to one point a day whatever the report's section.
 */
function trendSection(filters: Pick<ReportParams, 'campaignId' | 'adgroupId'>): Section {
  if (filters.adgroupId !== undefined) return 'unit';
  return filters.campaignId !== undefined ? 'campaign' : 'account';
}

/**
 * The report a chart draws from, with every filter of the table, so the chart shows what the table shows: a
 * trend from the days of its trend section (a few rows a day), or of the report's own rows when that section
 * cannot filter as the table does — "name contains" names the report's own entity (a keyword, a
 * creative…); the report's own region or time-period section over the whole range for the others.
 */
export function chartSource(
  report: CatalogueReport,
  kind: ChartKind,
  state: ReportParams,
): { section: Section; body: ReportListRequest } {
  const filters = filtersOf(report, state);
  const query = {
    ...rangeOf(state),
    timeUnit: kind === 'trend' ? 'day' : 'summary',
    ...filters,
    ...requestComparison(state),
  } as const;
  if (kind !== 'trend') return { section: report.section, body: { query } };
  const trend = trendSection(filters);
  const takes: readonly string[] = reportSection(report.channel, trend).filters;
  const ownRows =
    filters.name !== undefined || Object.keys(filters).some((filter) => !takes.includes(filter));
  return { section: ownRows ? report.section : trend, body: { query } };
}

export interface ChartSeries {
  labels: string[];
  values: number[];
  /**
   * The previous period's values at the same labels, when the report compares with it
   * (docs/requirements.md#period-comparison): a comparing row carries them under `{metric}Previous`.
   */
  previous?: number[];
}

/** Adds up a column by a label, keeping the labels' first-seen order. */
function sumBy(rows: readonly ReportRow[], label: (row: ReportRow) => string, column: string) {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(label(row), (sums.get(label(row)) ?? 0) + Number(row[column] ?? 0));
  return sums;
}

const rounded = (value: number) => Math.round(value * 100) / 100;

/** The labels of a chart in order: days in order, provinces by the metric, hours 0–23. */
function chartLabels(
  kind: ChartKind,
  rows: readonly ReportRow[],
  metric: ChartMetric,
  label: (row: ReportRow) => string,
) {
  if (kind === 'trend') return [...new Set(rows.map(label))].sort((a, b) => a.localeCompare(b));
  if (kind === 'provinces') {
    return [...sumBy(rows, label, metric)]
      .sort(([, a], [, b]) => b - a)
      .slice(0, rankedProvinces)
      .map(([name]) => name);
  }
  return Array.from({ length: 24 }, (_, hour) => String(hour));
}

const labelOf: Record<ChartKind, (row: ReportRow) => string> = {
  trend: (row) => String(row.reportDates),
  provinces: (row) => String(row.provinceName ?? ''),
  hours: (row) => String(row.hour),
};

/**
 * The points of a chart from its source rows: days in order, provinces by the metric, hours 0–23; when
 * comparing, the previous period's at the same labels.
 */
export function chartSeries(
  kind: ChartKind,
  rows: readonly ReportRow[],
  metric: ChartMetric,
  compare = false,
): ChartSeries {
  const label = labelOf[kind];
  const labels = chartLabels(kind, rows, metric, label);
  const valuesOf = (column: string) => {
    const sums = sumBy(rows, label, column);
    return labels.map((at) => rounded(sums.get(at) ?? 0));
  };
  return {
    labels,
    values: valuesOf(metric),
    ...(compare ? { previous: valuesOf(comparisonKey(metric, 'Previous')) } : {}),
  };
}
