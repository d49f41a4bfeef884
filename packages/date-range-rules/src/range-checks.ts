import {
  dayOfWeek,
  daysInRange,
  earlierOf,
  endOfMonthOf,
  isApiDate,
  startOfMonthOf,
  type ApiDate,
} from './calendar';
import { maxRangeDays } from './limits';

/** A range as the API carries it: beginDate and endDate, yyyy-MM-dd (docs/requirements.md#date-ranges). */
export interface DateRange {
  beginDate: ApiDate;
  endDate: ApiDate;
}

/** The keys of the `dateRange` i18n section that name what is wrong with a range. */
export const rangeMessageKeys = [
  'dateRange.selectTime',
  'dateRange.invalidDate',
  'dateRange.notAfterYesterday',
  'dateRange.notAfterToday',
  'dateRange.tooLong',
  'dateRange.weekRange',
  'dateRange.singleWeek',
  'dateRange.monthRange',
  'dateRange.beforeDataKept',
  'dateRange.notADate',
  'dateRange.notAfterLastWeek',
  'dateRange.notMonday',
  'dateRange.notSunday',
  'dateRange.notFirstOfMonth',
  'dateRange.notLastOfMonth',
  'dateRange.comparisonOverlaps',
  'dateRange.endBeforeStart',
] as const;
export type RangeMessageKey = (typeof rangeMessageKeys)[number];

/**
 * What a range with nothing picked says, "please select time" (docs/requirements.md#range-checks): the picker,
 * and the API for a missing or empty date of a picked range.
 */
export const selectTimeKey: RangeMessageKey = 'dateRange.selectTime';

export type RangeCheck = { ok: true } | { ok: false; messageKey: RangeMessageKey };

/**
 * The form a range must take: any days; whole Monday–Sunday weeks; exactly one such week; whole months. The
 * last month may be the running one, the month of the latest day: it ends on its last day, as the month
 * picker sets it, or on the latest day itself (docs/requirements.md#range-checks).
 */
export type RangeShape = 'days' | 'weeks' | 'week' | 'months';

export interface RangeLimit {
  latest: ApiDate;
  latestMessageKey: RangeMessageKey;
  /** The first day with report data, where the picker stops (docs/requirements.md#date-pickers). */
  earliest?: ApiDate;
}

const monday = 1;
const sunday = 0;

/** Whether a range is whole Monday–Sunday weeks, the shape of a weekly range (docs/requirements.md#range-checks). */
export function isWholeWeeks({ beginDate, endDate }: DateRange): boolean {
  return dayOfWeek(beginDate) === monday && dayOfWeek(endDate) === sunday;
}

/** Whether a range is exactly one Monday–Sunday week (docs/requirements.md#range-checks). */
export function isSingleWeek({ beginDate, endDate }: DateRange): boolean {
  return dayOfWeek(beginDate) === monday && daysInRange(beginDate, endDate) === 7;
}

function fitsShape({ beginDate, endDate }: DateRange, shape: RangeShape, latest: ApiDate): boolean {
  switch (shape) {
    case 'days':
      return true;
    case 'weeks':
      return isWholeWeeks({ beginDate, endDate });
    case 'week':
      return isSingleWeek({ beginDate, endDate });
    case 'months':
      return (
        beginDate === startOfMonthOf(beginDate) && (endDate === endOfMonthOf(endDate) || endDate === latest)
      );
  }
}

const shapeMessageKeys: Record<RangeShape, RangeMessageKey | undefined> = {
  days: undefined,
  weeks: 'dateRange.weekRange',
  week: 'dateRange.singleWeek',
  months: 'dateRange.monthRange',
};

function fail(messageKey: RangeMessageKey): RangeCheck {
  return { ok: false, messageKey };
}

/**
 * The last day a range of a shape may name: the latest day, or for months the end of the latest day's month
 * (docs/requirements.md#range-checks). Only the days up to the latest are reported, see `reportedRange`.
 */
function lastNamedDay(shape: RangeShape, latest: ApiDate): ApiDate {
  return shape === 'months' ? endOfMonthOf(latest) : latest;
}

/**
 * Every check a range goes through, in the order a user fixes them: something picked, real dates in order,
 * nothing after the latest day (the running month's last day for months), nothing before the earliest when
 * there is one, not more days up to the latest
 * than the provider reports, then the shape.
 */
export function checkRange(
  range: Partial<DateRange> | null | undefined,
  shape: RangeShape,
  { latest, latestMessageKey, earliest }: RangeLimit,
): RangeCheck {
  const { beginDate, endDate } = range ?? {};
  if (!beginDate || !endDate) return fail(selectTimeKey);
  if (!isApiDate(beginDate) || !isApiDate(endDate) || endDate < beginDate) {
    return fail('dateRange.invalidDate');
  }
  if (endDate > lastNamedDay(shape, latest)) return fail(latestMessageKey);
  if (earliest && beginDate < earliest) return fail('dateRange.beforeDataKept');
  if (daysInRange(beginDate, earlierOf(endDate, latest)) > maxRangeDays) return fail('dateRange.tooLong');
  const shapeMessageKey = shapeMessageKeys[shape];
  if (shapeMessageKey && !fitsShape({ beginDate, endDate }, shape, latest)) return fail(shapeMessageKey);
  return { ok: true };
}
