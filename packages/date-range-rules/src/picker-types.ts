import {
  addCalendarDays,
  dayOfWeek,
  earlierOf,
  endOfLastWeek,
  endOfMonthOf,
  endOfWeekOf,
  providerToday,
  providerYesterday,
  startOfMonthOf,
  startOfWeekOf,
  type ApiDate,
} from './calendar';
import { firstKeptDate } from './data-kept';
import {
  checkRange,
  type DateRange,
  type RangeCheck,
  type RangeLimit,
  type RangeShape,
} from './range-checks';
import {
  dayShortcuts,
  monthShortcuts,
  monthsBack,
  singleWeekShortcuts,
  weekRangeShortcuts,
  weeksBack,
  type Shortcut,
} from './shortcuts';

/**
 * The five date-range picker types (docs/requirements.md#date-pickers): 1 any days up to yesterday; 2 whole
 * weeks; 3 exactly one week; 4 whole months; 5 any days up to today, never cleared.
 */
export type PickerType = 1 | 2 | 3 | 4 | 5;
export const pickerTypes: readonly PickerType[] = [1, 2, 3, 4, 5];

/** How the picker shows and picks: days of two months, whole weeks, or months of two years. */
export type PickerMode = 'day' | 'week' | 'month';

interface PickerRules {
  mode: PickerMode;
  clearable: boolean;
  shape: RangeShape;
  limit: (now: Date | number) => RangeLimit;
  selectable: (date: ApiDate, now: Date | number) => boolean;
  normalize: (range: DateRange, now: Date | number) => DateRange;
  shortcuts: readonly Shortcut[];
  defaultRange: (now: Date | number) => DateRange;
}

const upToYesterday = (now: Date | number): RangeLimit => ({
  latest: providerYesterday(now),
  latestMessageKey: 'dateRange.notAfterYesterday',
  earliest: firstKeptDate(now),
});

const upToToday = (now: Date | number): RangeLimit => ({
  latest: providerToday(now),
  latestMessageKey: 'dateRange.notAfterToday',
  earliest: firstKeptDate(now),
});

/** Days from the first with report data to `latest` (docs/requirements.md#date-pickers). */
function keptUpTo(latest: (now: Date | number) => ApiDate) {
  return (date: ApiDate, now: Date | number) => firstKeptDate(now) <= date && date <= latest(now);
}

/**
 * Weekly pickers offer only Mondays and Sundays of weeks wholly kept, none after the end of last week
 * (docs/requirements.md#date-pickers).
 */
function weekEdgeSelectable(date: ApiDate, now: Date | number): boolean {
  const day = dayOfWeek(date);
  return (day === 1 || day === 0) && firstKeptDate(now) <= startOfWeekOf(date) && date <= endOfLastWeek(now);
}

function ordered({ beginDate, endDate }: DateRange): DateRange {
  return beginDate <= endDate ? { beginDate, endDate } : { beginDate: endDate, endDate: beginDate };
}

/**
 * From 31 days before today (the default reporting range, docs/requirements.md#date-pickers) to the type's
 * latest day.
 */
function lastThirtyOneDays(limit: (now: Date | number) => RangeLimit) {
  return (now: Date | number): DateRange => ({
    beginDate: addCalendarDays(providerToday(now), -31),
    endDate: limit(now).latest,
  });
}

function normalizeWeeks(range: DateRange, now: Date | number): DateRange {
  const { beginDate, endDate } = ordered(range);
  const end = earlierOf(endOfWeekOf(endDate), endOfLastWeek(now));
  return { beginDate: earlierOf(startOfWeekOf(beginDate), startOfWeekOf(end)), endDate: end };
}

function normalizeWeek(range: DateRange, now: Date | number): DateRange {
  const monday = startOfWeekOf(earlierOf(ordered(range).beginDate, endOfLastWeek(now)));
  return { beginDate: monday, endDate: endOfWeekOf(monday) };
}

/**
 * Type 4 (docs/requirements.md#date-pickers): the end moves to the end of its month, the running month's
 * included (its end is not yet reported; the server reports it up to yesterday), never a later month.
 */
function normalizeMonths(range: DateRange, now: Date | number): DateRange {
  const { beginDate, endDate } = ordered(range);
  const end = endOfMonthOf(earlierOf(endDate, providerYesterday(now)));
  return { beginDate: earlierOf(startOfMonthOf(beginDate), startOfMonthOf(end)), endDate: end };
}

const rules: Record<PickerType, PickerRules> = {
  1: {
    mode: 'day',
    clearable: true,
    shape: 'days',
    limit: upToYesterday,
    selectable: keptUpTo(providerYesterday),
    normalize: ordered,
    shortcuts: dayShortcuts,
    defaultRange: lastThirtyOneDays(upToYesterday),
  },
  2: {
    mode: 'day',
    clearable: true,
    shape: 'weeks',
    limit: upToYesterday,
    selectable: weekEdgeSelectable,
    normalize: normalizeWeeks,
    shortcuts: weekRangeShortcuts,
    defaultRange: weeksBack(1),
  },
  3: {
    mode: 'week',
    clearable: true,
    shape: 'week',
    limit: upToYesterday,
    selectable: weekEdgeSelectable,
    normalize: normalizeWeek,
    shortcuts: singleWeekShortcuts,
    defaultRange: weeksBack(1),
  },
  4: {
    mode: 'month',
    clearable: true,
    shape: 'months',
    limit: upToYesterday,
    selectable: (date, now) =>
      firstKeptDate(now) <= startOfMonthOf(date) && startOfMonthOf(date) <= providerYesterday(now),
    normalize: normalizeMonths,
    shortcuts: monthShortcuts,
    // The last whole month, every day of it reported (the running month is reported only up to yesterday).
    defaultRange: monthsBack(1),
  },
  5: {
    mode: 'day',
    clearable: false,
    shape: 'days',
    limit: upToToday,
    selectable: keptUpTo(providerToday),
    normalize: ordered,
    shortcuts: [],
    defaultRange: lastThirtyOneDays(upToToday),
  },
};

export function pickerMode(type: PickerType): PickerMode {
  return rules[type].mode;
}

/** Whether the picker offers to clear its value (every type but 5). */
export function isClearable(type: PickerType): boolean {
  return rules[type].clearable;
}

/**
 * Whether a day may be picked: none before the first day with report data (for weeks and months, none of a
 * week or month that begins before it) or after the type's latest; in month mode (type 4) the day stands for
 * its month.
 */
export function isSelectableDate(type: PickerType, date: ApiDate, now: Date | number): boolean {
  return rules[type].selectable(date, now);
}

/** The latest day a range of this type reaches at `now`; a type 4 range may name the rest of its month. */
export function latestDate(type: PickerType, now: Date | number): ApiDate {
  return rules[type].limit(now).latest;
}

/**
 * The range a pick stands for: ends in order; whole weeks for type 2; the week of the begin date for
 * type 3; whole months for type 4, the running month at the latest.
 */
export function normalizeRange(type: PickerType, range: DateRange, now: Date | number): DateRange {
  return rules[type].normalize(range, now);
}

/** Whether the picker takes any days (types 1 and 5), not only whole weeks or months. */
export function takesAnyDays(type: PickerType): boolean {
  return rules[type].shape === 'days';
}

export function shortcutsOf(type: PickerType): readonly Shortcut[] {
  return rules[type].shortcuts;
}

/**
 * The range a page starts from (docs/requirements.md#date-pickers): last week for types 2 and 3, last month
 * for type 4; otherwise from 31 days before today to yesterday (type 1) or to today (type 5).
 */
export const defaultRanges: Record<PickerType, (now: Date | number) => DateRange> = {
  1: rules[1].defaultRange,
  2: rules[2].defaultRange,
  3: rules[3].defaultRange,
  4: rules[4].defaultRange,
  5: rules[5].defaultRange,
};

export function defaultRange(type: PickerType, now: Date | number): DateRange {
  return rules[type].defaultRange(now);
}

/** Checks a picked value before a search or an export; an empty value asks to select a time. */
export function validateRange(
  type: PickerType,
  value: Partial<DateRange> | null | undefined,
  now: Date | number,
): RangeCheck {
  return checkRange(value, rules[type].shape, rules[type].limit(now));
}
