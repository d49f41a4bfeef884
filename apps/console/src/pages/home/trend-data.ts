import { metricKeys, periodChange, reportFields, type AccountSummary } from '@adconsole/api-client/contract';
import { dayShortcuts } from '@adconsole/date-range-rules';
import { formatValue } from '@adconsole/report-table-rules';
import { z } from 'zod';

/**
 * The metrics the trend analysis draws, day by day (docs/requirements.md#home-dashboard): the account summary
 * answers each of them for every day, rates recomputed from the day's sums.
 */
export const trendMetrics = metricKeys;
export type TrendMetric = (typeof trendMetrics)[number];

/** The trend's periods: the date picker's quick ranges of 7, 30 and 90 days, each ending yesterday. */
export const trendPeriods = dayShortcuts;
const periodIds = ['last7Days', 'last30Days', 'last90Days'] as const;
export type TrendPeriod = (typeof periodIds)[number];

/** The trend's choices in the page's URL; a missing or unknown value falls back to the default. */
export const TrendParams = z.object({
  metric: z.enum(trendMetrics).catch('cost'),
  period: z.enum(periodIds).catch('last7Days'),
});
export type TrendParams = z.infer<typeof TrendParams>;

export function parseTrendParams(params: URLSearchParams): TrendParams {
  return TrendParams.parse(Object.fromEntries(params));
}

export function formatMetric(metric: TrendMetric, value: number): string {
  return formatValue(value, reportFields[metric].unit);
}

/**
 * A period's total of a metric against the period before, and the change as a ratio, null when the period
 * before had none (docs/requirements.md#period-comparison).
 */
export function periodTotals(current: AccountSummary, previous: AccountSummary, metric: TrendMetric) {
  return {
    current: current[metric],
    previous: previous[metric],
    change: periodChange(current[metric], previous[metric]),
  };
}

export interface TrendSeries {
  /** The days of the period, oldest first. */
  dates: string[];
  current: number[];
  /** The period before, day by day: its first day beside the period's first day. */
  previous: number[];
}

export function trendSeries(
  current: AccountSummary,
  previous: AccountSummary,
  metric: TrendMetric,
): TrendSeries {
  return {
    dates: current.trend.map((day) => day.date),
    current: current.trend.map((day) => day[metric]),
    previous: previous.trend.map((day) => day[metric]),
  };
}
