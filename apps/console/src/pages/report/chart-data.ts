import {
  reportSection,
  type ReportListRequest,
  type CatalogueReport,
  type ReportRow,
  type Section,
} from '@adconsole/api-client/contract';
import { filtersOf, rangeOf, type ChartMetric, type ReportParams } from './report-params';

/** What a report page charts above its table: the daily trend, provinces ranked or the 24-hour curve. */
export type ChartKind = 'trend' | 'provinces' | 'hours';

/**
 * The weekly overview ranks the top 15 regions (docs/requirements.md#report-centre); the chart shows as many.
 */
export const rankedProvinces = 15;

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
  const query = { ...rangeOf(state), timeUnit: kind === 'trend' ? 'day' : 'summary', ...filters } as const;
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
}

const valueOf = (row: ReportRow, metric: ChartMetric) => Number(row[metric] ?? 0);

/** Adds up a metric by a label, keeping the labels' first-seen order. */
function sumBy(rows: readonly ReportRow[], label: (row: ReportRow) => string, metric: ChartMetric) {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(label(row), (sums.get(label(row)) ?? 0) + valueOf(row, metric));
  return sums;
}

const rounded = (value: number) => Math.round(value * 100) / 100;

/** The points of a chart from its source rows: days in order, provinces by the metric, hours 0–23. */
export function chartSeries(kind: ChartKind, rows: readonly ReportRow[], metric: ChartMetric): ChartSeries {
  if (kind === 'trend') {
    const days = [...sumBy(rows, (row) => String(row.reportDates), metric)].sort(([a], [b]) =>
      a.localeCompare(b),
    );
    return { labels: days.map(([day]) => day), values: days.map(([, value]) => rounded(value)) };
  }
  if (kind === 'provinces') {
    const provinces = [...sumBy(rows, (row) => String(row.provinceName ?? ''), metric)]
      .sort(([, a], [, b]) => b - a)
      .slice(0, rankedProvinces);
    return {
      labels: provinces.map(([name]) => name),
      values: provinces.map(([, value]) => rounded(value)),
    };
  }
  const hours = sumBy(rows, (row) => String(row.hour), metric);
  const labels = Array.from({ length: 24 }, (_, hour) => String(hour));
  return { labels, values: labels.map((hour) => rounded(hours.get(hour) ?? 0)) };
}
