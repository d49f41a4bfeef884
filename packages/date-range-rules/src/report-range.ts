import { earlierOf, providerYesterday } from './calendar';
import { checkRange, type DateRange, type RangeCheck, type RangeShape } from './range-checks';

/**
 * The granularities of a report query, the provider's DAY, WEEK, MONTH and SUMMARY
 * (docs/requirements.md#report-catalogue).
 */
export const timeUnits = ['day', 'week', 'month', 'summary'] as const;
export type TimeUnit = (typeof timeUnits)[number];

export interface ReportRangeQuery extends DateRange {
  timeUnit: TimeUnit;
}

const shapes: Record<TimeUnit, RangeShape> = {
  day: 'days',
  summary: 'days',
  week: 'weeks',
  month: 'months',
};

/**
 * Whether a report query's range may be asked for at the instant `now`: real yyyy-MM-dd dates in order, nothing
 * after yesterday in Asia/Shanghai, at most 731 days, whole Monday–Sunday weeks for `week`, whole months for
 * `month` (the running month ends on its last day or on yesterday; docs/requirements.md#range-checks). The
 * server rejects with `messageKey`, an i18n key.
 */
export function validateReportRange(query: ReportRangeQuery, now: Date | number): RangeCheck {
  return checkRange(query, shapes[query.timeUnit], {
    latest: providerYesterday(now),
    latestMessageKey: 'dateRange.notAfterYesterday',
  });
}

/**
 * The days of an accepted range that have report data (docs/requirements.md#range-checks): the end no later
 * than yesterday in Asia/Shanghai. A month range that names the running month's last day reports its days up
 * to yesterday; any other accepted range is unchanged.
 */
export function reportedRange<Range extends DateRange>(range: Range, now: Date | number): Range {
  return { ...range, endDate: earlierOf(range.endDate, providerYesterday(now)) };
}
