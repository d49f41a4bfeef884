import {
  addCalendarDays,
  addCalendarMonths,
  endOfLastWeek,
  endOfMonthOf,
  providerToday,
  providerYesterday,
  startOfMonthOf,
} from './calendar';
import type { DateRange } from './range-checks';

/**
 * The shortcuts' ids, also the keys of their labels in the `dateRange.shortcut` i18n section. A page may keep
 * one in its URL, so a shared link still means "last 7 days" tomorrow.
 */
export const shortcutIds = [
  'last7Days',
  'last30Days',
  'last90Days',
  'lastWeek',
  'lastTwoWeeks',
  'lastThreeWeeks',
  'lastMonth',
  'lastThreeMonths',
  'weekBeforeLast',
  'thisMonth',
  'previousMonth',
  'lastSixMonths',
  'lastTwelveMonths',
  'thisYear',
] as const;
export type ShortcutId = (typeof shortcutIds)[number];

/** Whether a value (a URL parameter, a stored setting) is a shortcut's id. */
export function isShortcutId(value: unknown): value is ShortcutId {
  return (shortcutIds as readonly unknown[]).includes(value);
}

export interface Shortcut {
  id: ShortcutId;
  range: (now: Date | number) => DateRange;
}

/** The `days` days before today, ending yesterday. */
function daysBack(days: number) {
  return (now: Date | number): DateRange => ({
    beginDate: addCalendarDays(providerToday(now), -days),
    endDate: providerYesterday(now),
  });
}

/** The last `weeks` whole Monday–Sunday weeks, ending with last week. */
export function weeksBack(weeks: number) {
  return (now: Date | number): DateRange => {
    const endDate = endOfLastWeek(now);
    return { beginDate: addCalendarDays(endDate, 1 - 7 * weeks), endDate };
  };
}

/** The week before last week, Monday to Sunday. */
function weekBeforeLast(now: Date | number): DateRange {
  const endDate = addCalendarDays(endOfLastWeek(now), -7);
  return { beginDate: addCalendarDays(endDate, -6), endDate };
}

/** The last `months` whole months before the month of today, ending with last month. */
export function monthsBack(months: number) {
  return (now: Date | number): DateRange => {
    const endDate = addCalendarDays(startOfMonthOf(providerToday(now)), -1);
    return { beginDate: addCalendarMonths(startOfMonthOf(endDate), 1 - months), endDate };
  };
}

/**
 * The running month (the month yesterday is in, docs/requirements.md#range-checks) to its last day, as the
 * month picker picks it; from January of its year with `fromJanuary`.
 */
function runningMonth(fromJanuary: boolean) {
  return (now: Date | number): DateRange => {
    const yesterday = providerYesterday(now);
    return {
      beginDate: fromJanuary ? `${yesterday.slice(0, 4)}-01-01` : startOfMonthOf(yesterday),
      endDate: endOfMonthOf(yesterday),
    };
  };
}

/** Type 1 (docs/requirements.md#date-pickers): 7, 30 and 90 days back. */
export const dayShortcuts: readonly Shortcut[] = [
  { id: 'last7Days', range: daysBack(7) },
  { id: 'last30Days', range: daysBack(30) },
  { id: 'last90Days', range: daysBack(90) },
];

/**
 * Type 2 (docs/requirements.md#date-pickers): last week, two weeks, three weeks, month, three months. Its
 * ranges are whole weeks, so "a month" is the last 4 weeks and "three months" the last 13.
 */
export const weekRangeShortcuts: readonly Shortcut[] = [
  { id: 'lastWeek', range: weeksBack(1) },
  { id: 'lastTwoWeeks', range: weeksBack(2) },
  { id: 'lastThreeWeeks', range: weeksBack(3) },
  { id: 'lastMonth', range: weeksBack(4) },
  { id: 'lastThreeMonths', range: weeksBack(13) },
];

/** Type 3 (docs/requirements.md#date-pickers): one whole week, last week or the week before. */
export const singleWeekShortcuts: readonly Shortcut[] = [
  { id: 'lastWeek', range: weeksBack(1) },
  { id: 'weekBeforeLast', range: weekBeforeLast },
];

/**
 * Type 4 (docs/requirements.md#date-pickers): this month (the running one), last month, the last 3, 6 and 12
 * whole months before this one, and this year up to the running month
 * (docs/decisions.md#the-providers-calendar).
 */
export const monthShortcuts: readonly Shortcut[] = [
  { id: 'thisMonth', range: runningMonth(false) },
  { id: 'previousMonth', range: monthsBack(1) },
  { id: 'lastThreeMonths', range: monthsBack(3) },
  { id: 'lastSixMonths', range: monthsBack(6) },
  { id: 'lastTwelveMonths', range: monthsBack(12) },
  { id: 'thisYear', range: runningMonth(true) },
];
