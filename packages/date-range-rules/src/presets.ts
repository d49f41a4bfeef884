import { shortcutsOf, type PickerType } from './picker-types';
import type { DateRange } from './range-checks';
import type { ShortcutId } from './shortcuts';

/**
 * The range a shortcut gives at the instant `now`, or null when `preset` is not a shortcut of the type. A page
 * that keeps the shortcut rather than its dates (in its URL, say) gets "the last 7 days" of the day it opens.
 */
export function presetRange(type: PickerType, preset: string, now: Date | number): DateRange | null {
  return (
    shortcutsOf(type)
      .find((shortcut) => shortcut.id === preset)
      ?.range(now) ?? null
  );
}

/** The shortcut of the type that gives exactly this range at `now`, if any. */
export function presetOf(type: PickerType, range: DateRange, now: Date | number): ShortcutId | null {
  const shortcut = shortcutsOf(type).find(({ range: rangeAt }) => {
    const { beginDate, endDate } = rangeAt(now);
    return beginDate === range.beginDate && endDate === range.endDate;
  });
  return shortcut?.id ?? null;
}
