import { defaultRange, shortcutsOf, takesAnyDays, validateRange, type PickerType } from './picker-types';
import type { DateRange, RangeCheck } from './range-checks';
import { reportedRange } from './report-range';
import { nextRunAfter, type ScheduleCalendar, type ScheduleFrequency } from './schedule-calendar';
import { periods, sendingShortcuts, type Period, type Shortcut } from './shortcuts';

/**
 * The dates a schedule keeps: a shortcut's id, taken again at each sending, or fixed dates; `reportDefault`,
 * the report's default range, only in schedules saved before a schedule chose its dates.
 */
export type SendingRange = { preset: string } | DateRange | { reportDefault: true };

/** The period between two sendings: an hourly schedule sends the same days all day, as a daily one. */
const periodOf: Record<ScheduleFrequency, Period> = {
  hourly: 'day',
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
};

/** The shortcuts a report's schedules may name: its picker's, and for a report of days the sending ones. */
function shortcutsForSending(type: PickerType): Shortcut[] {
  const own = shortcutsOf(type);
  // Only a picker of any days takes a day, a week and a month alike (docs/requirements.md#date-pickers).
  const extra = takesAnyDays(type) ? sendingShortcuts : [];
  return [...extra, ...own.filter((shortcut) => !extra.some((other) => other.id === shortcut.id))];
}

/**
 * Whether a shortcut's dates fit a frequency (docs/requirements.md#scheduled-reports): they move on at least
 * as often as the schedule sends (a daily "last week" would send the same week seven times) and cover at
 * least the time between two sendings (a weekly "yesterday" would leave six days of each week out).
 */
export function fitsFrequency(shortcut: Shortcut, frequency: ScheduleFrequency): boolean {
  const period = periods.indexOf(periodOf[frequency]);
  return periods.indexOf(shortcut.moves) <= period && periods.indexOf(shortcut.spans) >= period;
}

/**
 * The shortcuts a schedule of a report offers at a frequency, in order: for a report of days yesterday, the
 * last 7 days, last week, the month so far and last month, then its picker's own; those that fit only.
 */
export function sendingShortcutsOf(type: PickerType, frequency: ScheduleFrequency): Shortcut[] {
  return shortcutsForSending(type).filter((shortcut) => fitsFrequency(shortcut, frequency));
}

/**
 * The shortcut a new schedule starts from at a frequency: the first whose dates move on at the schedule's
 * pace (yesterday daily, last week weekly, last month monthly), else the first that fits; none when only
 * fixed dates do.
 */
export function firstSendingShortcut(type: PickerType, frequency: ScheduleFrequency): Shortcut | undefined {
  const fitting = sendingShortcutsOf(type, frequency);
  return fitting.find((shortcut) => shortcut.moves === periodOf[frequency]) ?? fitting[0];
}

/**
 * The dates a kept range gives at the instant `now` for a report's picker: a shortcut's (whether or not it
 * fits the schedule's frequency: a schedule saved before keeps sending what it sent), the report's default,
 * or the fixed dates; null for an id that is no shortcut of the report's.
 */
export function sendingRange(type: PickerType, range: SendingRange, now: Date | number): DateRange | null {
  if ('reportDefault' in range) return defaultRange(type, now);
  if ('preset' in range) {
    return (
      shortcutsForSending(type)
        .find((shortcut) => shortcut.id === range.preset)
        ?.range(now) ?? null
    );
  }
  return { beginDate: range.beginDate, endDate: range.endDate };
}

/** Why a schedule may not keep a range: the message key of `scheduledReports.refused`, or of `dateRange`. */
export type SendingRangeCheck = RangeCheck | { ok: false; messageKey: 'scheduledReports.refused.rangeFits' };

/**
 * Whether a schedule may be saved with a range (docs/requirements.md#scheduled-reports): a shortcut offered
 * at its frequency, or fixed dates the report's picker takes at `now`. The report's default is no longer
 * chosen: a schedule changed now names its dates.
 */
export function checkSendingRange(
  type: PickerType,
  range: SendingRange,
  frequency: ScheduleFrequency,
  now: Date | number,
): SendingRangeCheck {
  if ('reportDefault' in range) return { ok: false, messageKey: 'scheduledReports.refused.rangeFits' };
  if ('preset' in range) {
    return sendingShortcutsOf(type, frequency).some((shortcut) => shortcut.id === range.preset)
      ? { ok: true }
      : { ok: false, messageKey: 'scheduledReports.refused.rangeFits' };
  }
  return validateRange(type, range, now);
}

/**
 * The next run of a schedule after `now` and the days it will send (docs/requirements.md#scheduled-reports):
 * its range taken at the run's instant in the provider's calendar, up to the day before it; null when the
 * range gives no dates.
 */
export function nextRunDates(
  calendar: ScheduleCalendar,
  type: PickerType,
  range: SendingRange,
  now: Date | number,
): { due: number; range: DateRange } | null {
  const due = nextRunAfter(calendar, +now);
  const dates = sendingRange(type, range, due);
  return dates && { due, range: reportedRange(dates, due) };
}
