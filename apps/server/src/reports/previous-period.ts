import type { Comparison, Granularity } from '@adconsole/api-client/contract';
import {
  addCalendarMonths,
  comparisonRange,
  daysInRange,
  endOfMonthOf,
  previousDays,
  type DateRange,
  type PickerType,
} from '@adconsole/date-range-rules';

/**
 * The period a report compares with and how far back it lies (docs/requirements.md#period-comparison): the
 * same number of days right before the range; for weekly reports the same number of weeks, for monthly
 * ones the same number of months (a running month that stops at yesterday compares with the same days of
 * its month). `shift` moves a previous period's date onto the current period it is compared with.
 */
export interface PreviousPeriod extends DateRange {
  shift: { days: number } | { months: number };
}

export function previousPeriod(timeUnit: Granularity, range: DateRange): PreviousPeriod {
  const { beginDate, endDate } = range;
  if (timeUnit !== 'month')
    return { ...previousDays(range), shift: { days: daysInRange(beginDate, endDate) } };
  const months =
    (Number(endDate.slice(0, 4)) - Number(beginDate.slice(0, 4))) * 12 +
    Number(endDate.slice(5, 7)) -
    Number(beginDate.slice(5, 7)) +
    1;
  const end = addCalendarMonths(endDate, -months);
  return {
    beginDate: addCalendarMonths(beginDate, -months),
    endDate: endDate === endOfMonthOf(endDate) ? endOfMonthOf(end) : end,
    shift: { months },
  };
}

/** Whole months from the month of `from` to the month of `to`. */
const monthsBetween = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  Number(to.slice(5, 7)) -
  Number(from.slice(5, 7));

/** The picker type whose ranges a granularity's reports take, for the comparison rules. */
const pickerTypeOf: Record<Granularity, PickerType> = { day: 1, week: 2, month: 4, summary: 1 };

/**
 * The period a report compares with for a comparison of the picker (docs/requirements.md#period-comparison):
 * the previous period as above, or the range the date rules give a year earlier or from a chosen start
 * (`comparisonRange`, the picker's own). Its `shift` moves its dates onto the range's: by months for monthly
 * reports and for the same dates a year earlier (so 29 February meets the 28th), by days otherwise.
 */
export function comparedPeriod(
  timeUnit: Granularity,
  range: DateRange,
  comparison: Comparison,
): PreviousPeriod {
  if (comparison.kind === 'previous') return previousPeriod(timeUnit, range);
  const compared = comparisonRange(pickerTypeOf[timeUnit], range, comparison);
  const byMonths = timeUnit === 'month' || (comparison.kind === 'lastYear' && timeUnit !== 'week');
  return {
    ...compared,
    shift: byMonths
      ? { months: monthsBetween(compared.beginDate, range.beginDate) }
      : { days: daysInRange(compared.beginDate, range.beginDate) - 1 },
  };
}
