import { providerYesterday } from './calendar';
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
 * `month` (the running month may stop at yesterday). The server rejects with `messageKey`, an i18n key.
 */
export function validateReportRange(query: ReportRangeQuery, now: Date | number): RangeCheck {
  return checkRange(query, shapes[query.timeUnit], {
    latest: providerYesterday(now),
    latestMessageKey: 'dateRange.notAfterYesterday',
  });
}
