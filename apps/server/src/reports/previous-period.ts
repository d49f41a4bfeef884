import type { Granularity } from '@adconsole/api-client/contract';
import {
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
