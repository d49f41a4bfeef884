import type { DateRange, ShortcutId } from '@adconsole/date-range-rules';

/**
 * What the picker reports on a pick: the normalised range, and the shortcut it came from, or null for a
 * range picked on the calendar or typed. A page that keeps the shortcut can show "last 7 days" again
 * tomorrow, a week later (`presetRange`).
 */
export interface DateRangeChange {
  range: DateRange;
  preset: ShortcutId | null;
}
