import {
  addCalendarDays,
  addCalendarMonths,
  dayOfWeek,
  daysInRange,
  endOfMonthOf,
  isApiDate,
  startOfMonthOf,
  type ApiDate,
} from './calendar';
import { firstKeptDate } from './data-kept';
import type { PickerType } from './picker-types';
import type { DateRange, RangeMessageKey } from './range-checks';
import { reportedRange } from './report-range';

/**
 * What a range is compared with (docs/requirements.md#period-comparison): the period right before it, the
 * same period a year earlier, or a period of the same length from a chosen start.
 */
export type Comparison = { kind: 'previous' } | { kind: 'lastYear' } | { kind: 'custom'; beginDate: ApiDate };

/** Whether a value (a URL parameter, a stored setting) is a comparison; a custom one needs a real date. */
export function isComparison(value: unknown): value is Comparison {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, beginDate } = value as { kind?: unknown; beginDate?: unknown };
  return kind === 'previous' || kind === 'lastYear' || (kind === 'custom' && isApiDate(beginDate));
}

/** How a type's ranges are counted: days (types 1 and 5), whole weeks (2 and 3) or whole months (4). */
const units: Record<PickerType, 'days' | 'weeks' | 'months'> = {
  1: 'days',
  2: 'weeks',
  3: 'weeks',
  4: 'months',
  5: 'days',
};

const monthIndex = (date: ApiDate) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));

/**
 * A range moved by whole months; an end on a month's last day stays on its month's last day, any other end
 * (a running month that stops at yesterday) keeps its day of the month.
 */
function shiftMonths({ beginDate, endDate }: DateRange, months: number): DateRange {
  const end = addCalendarMonths(endDate, months);
  return {
    beginDate: addCalendarMonths(beginDate, months),
    endDate: endDate === endOfMonthOf(endDate) ? endOfMonthOf(end) : end,
  };
}

function shiftDays({ beginDate, endDate }: DateRange, days: number): DateRange {
  return { beginDate: addCalendarDays(beginDate, days), endDate: addCalendarDays(endDate, days) };
}

/**
 * The range a comparison stands for (docs/requirements.md#period-comparison), counted in the type's unit:
 * - previous: as many days (weeks, months) as the range, right before it;
 * - lastYear: the same dates a year earlier (29 February becomes 28 February); 52 weeks (364 days) earlier for
 *   the week types, so Mondays stay Mondays; the same months a year earlier for months;
 * - custom: as many days (whole weeks, whole months) as the range, from `beginDate`.
 * A month range that names the running month's last day compares as `reportedRange` reports it: pass that
 * range, or use `checkComparison`, which does.
 */
export function comparisonRange(type: PickerType, range: DateRange, comparison: Comparison): DateRange {
  const unit = units[type];
  const days = daysInRange(range.beginDate, range.endDate);
  const weeks = Math.ceil(days / 7);
  const months = monthIndex(range.endDate) - monthIndex(range.beginDate) + 1;
  switch (comparison.kind) {
    case 'previous':
      if (unit === 'months') return shiftMonths(range, -months);
      return shiftDays(range, unit === 'weeks' ? -7 * weeks : -days);
    case 'lastYear':
      if (unit === 'weeks') return shiftDays(range, -364);
      if (unit === 'months') return shiftMonths(range, -12);
      return {
        beginDate: addCalendarMonths(range.beginDate, -12),
        endDate: addCalendarMonths(range.endDate, -12),
      };
    case 'custom': {
      const { beginDate } = comparison;
      if (unit === 'months') {
        const shifted = shiftMonths(range, monthIndex(beginDate) - monthIndex(range.beginDate));
        return { beginDate, endDate: shifted.endDate };
      }
      const length = unit === 'weeks' ? 7 * weeks : days;
      return { beginDate, endDate: addCalendarDays(beginDate, length - 1) };
    }
  }
}

export type ComparisonCheck = { ok: true; range: DateRange } | { ok: false; messageKey: RangeMessageKey };

/** What refuses a custom comparison's start before its range is worked out. */
function customStartMessage(type: PickerType, beginDate: ApiDate): RangeMessageKey | undefined {
  if (!isApiDate(beginDate)) return 'dateRange.notADate';
  if (units[type] === 'weeks' && dayOfWeek(beginDate) !== 1) return 'dateRange.notMonday';
  if (units[type] === 'months' && beginDate !== startOfMonthOf(beginDate)) return 'dateRange.notFirstOfMonth';
  return undefined;
}

/**
 * Whether a range (a valid one of its type) may be compared so at `now`, and with which range: a custom start
 * on a Monday for the week types and on the 1st for months; the compared range ends before the range begins
 * and begins no earlier than the first day with report data (docs/requirements.md#date-pickers).
 */
export function checkComparison(
  type: PickerType,
  range: DateRange,
  comparison: Comparison,
  now: Date | number,
): ComparisonCheck {
  const startMessage = comparison.kind === 'custom' && customStartMessage(type, comparison.beginDate);
  if (startMessage) return { ok: false, messageKey: startMessage };
  const compared = comparisonRange(
    type,
    units[type] === 'months' ? reportedRange(range, now) : range,
    comparison,
  );
  if (compared.endDate >= range.beginDate) return { ok: false, messageKey: 'dateRange.comparisonOverlaps' };
  if (compared.beginDate < firstKeptDate(now)) return { ok: false, messageKey: 'dateRange.beforeDataKept' };
  return { ok: true, range: compared };
}
