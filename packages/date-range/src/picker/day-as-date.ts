import { TZDate } from '@date-fns/tz';
import { toDay, type ApiDate } from '@adconsole/date-range-rules';

/**
 * The day as a `Date` for formatting with a locale; its calendar fields are the day's. Apart from the rules so
 * that only the picker's grids carry the time-zone date (docs/architecture.md#bundle-budgets).
 */
export function dayAsDate(date: ApiDate): Date {
  const day = toDay(date);
  return new TZDate(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 'UTC');
}
