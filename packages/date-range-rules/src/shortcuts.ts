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
  'yesterday',
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
  'monthSoFar',
] as const;
export type ShortcutId = (typeof shortcutIds)[number];

/** Whether a value (a URL parameter, a stored setting) is a shortcut's id. */
export function isShortcutId(value: unknown): value is ShortcutId {
  return (shortcutIds as readonly unknown[]).includes(value);
}

/** A length of the calendar, shortest first: a day, a week, a month. */
export const periods = ['day', 'week', 'month'] as const;
export type Period = (typeof periods)[number];

export interface Shortcut {
  id: ShortcutId;
  range: (now: Date | number) => DateRange;
  /** How often its dates move on: every day ("last 7 days"), every week ("last week"), every month. */
  moves: Period;
  /** The longest period it covers whole at least, every time: "yesterday" a day, "last 7 days" a week. */
  spans: Period;
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

/** The month of yesterday, from its 1st to yesterday: the days of the running month reported so far. */
function monthSoFar(now: Date | number): DateRange {
  const yesterday = providerYesterday(now);
  return { beginDate: startOfMonthOf(yesterday), endDate: yesterday };
}

const last7Days: Shortcut = { id: 'last7Days', range: daysBack(7), moves: 'day', spans: 'week' };
const lastWeek: Shortcut = { id: 'lastWeek', range: weeksBack(1), moves: 'week', spans: 'week' };
const previousMonth: Shortcut = { id: 'previousMonth', range: monthsBack(1), moves: 'month', spans: 'month' };

/** Type 1 (docs/requirements.md#date-pickers): 7, 30 and 90 days back. */
export const dayShortcuts: readonly Shortcut[] = [
  last7Days,
  { id: 'last30Days', range: daysBack(30), moves: 'day', spans: 'month' },
  { id: 'last90Days', range: daysBack(90), moves: 'day', spans: 'month' },
];

/**
 * What a schedule of a report of days may send besides its picker's shortcuts
 * (docs/requirements.md#scheduled-reports): yesterday, the last 7 days, last week, the month so far, last
 * month.
 */
export const sendingShortcuts: readonly Shortcut[] = [
  { id: 'yesterday', range: daysBack(1), moves: 'day', spans: 'day' },
  last7Days,
  lastWeek,
  { id: 'monthSoFar', range: monthSoFar, moves: 'day', spans: 'month' },
  previousMonth,
];

/**
 * Type 2 (docs/requirements.md#date-pickers): last week, two weeks, three weeks, month, three months. Its
 * ranges are whole weeks, so "a month" is the last 4 weeks and "three months" the last 13.
 */
export const weekRangeShortcuts: readonly Shortcut[] = [
  lastWeek,
  { id: 'lastTwoWeeks', range: weeksBack(2), moves: 'week', spans: 'week' },
  { id: 'lastThreeWeeks', range: weeksBack(3), moves: 'week', spans: 'week' },
  { id: 'lastMonth', range: weeksBack(4), moves: 'week', spans: 'month' },
  { id: 'lastThreeMonths', range: weeksBack(13), moves: 'week', spans: 'month' },
];

/** Type 3 (docs/requirements.md#date-pickers): one whole week, last week or the week before. */
export const singleWeekShortcuts: readonly Shortcut[] = [
  lastWeek,
  { id: 'weekBeforeLast', range: weekBeforeLast, moves: 'week', spans: 'week' },
];

/**
 * Type 4 (docs/requirements.md#date-pickers): this month (the running one), last month, the last 3, 6 and 12
 * whole months before this one, and this year up to the running month
 * (docs/decisions.md#the-providers-calendar).
 */
export const monthShortcuts: readonly Shortcut[] = [
  { id: 'thisMonth', range: runningMonth(false), moves: 'day', spans: 'month' },
  previousMonth,
  { id: 'lastThreeMonths', range: monthsBack(3), moves: 'month', spans: 'month' },
  { id: 'lastSixMonths', range: monthsBack(6), moves: 'month', spans: 'month' },
  { id: 'lastTwelveMonths', range: monthsBack(12), moves: 'month', spans: 'month' },
  { id: 'thisYear', range: runningMonth(true), moves: 'day', spans: 'month' },
];
