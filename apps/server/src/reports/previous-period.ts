import type { Comparison, Granularity } from '@adconsole/api-client/contract';
import {
  addCalendarDays,
  addCalendarMonths,
  daysInRange,
  endOfMonthOf,
  previousDays,
  type DateRange,
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

/**
 * The period a report compares with for a comparison of the picker (docs/requirements.md#period-comparison):
 * the previous period as above; a year earlier (the same dates, the same 52 weeks earlier for weekly reports
 * so Mondays stay Mondays, the same months for monthly ones); or a period of the range's length that starts
 * on the chosen day. Its `shift` moves its dates onto the range's.
 */
export function comparedPeriod(
  timeUnit: Granularity,
  range: DateRange,
  comparison: Comparison,
): PreviousPeriod {
  const { beginDate, endDate } = range;
  switch (comparison.kind) {
    case 'previous':
      return previousPeriod(timeUnit, range);
    case 'lastYear':
      if (timeUnit === 'week') {
        return {
          beginDate: addCalendarDays(beginDate, -364),
          endDate: addCalendarDays(endDate, -364),
          shift: { days: 364 },
        };
      }
      return {
        beginDate: addCalendarMonths(beginDate, -12),
        endDate:
          timeUnit === 'month' && endDate === endOfMonthOf(endDate)
            ? endOfMonthOf(addCalendarMonths(endDate, -12))
            : addCalendarMonths(endDate, -12),
        shift: { months: 12 },
      };
    case 'custom': {
      const start = comparison.beginDate;
      if (timeUnit === 'month') {
        const months = monthsBetween(start, beginDate);
        const end = addCalendarMonths(endDate, -months);
        return {
          beginDate: start,
          endDate: endDate === endOfMonthOf(endDate) ? endOfMonthOf(end) : end,
          shift: { months },
        };
      }
      const days = daysInRange(start, beginDate) - 1;
      return { beginDate: start, endDate: addCalendarDays(endDate, -days), shift: { days } };
    }
  }
}
