import { addCalendarDays, daysInRange } from './calendar';
import type { DateRange } from './range-checks';

/**
 * The period a range is compared with (docs/requirements.md#period-comparison): as many days as the range,
 * ending the day before it starts.
 */
export function previousDays({ beginDate, endDate }: DateRange): DateRange {
  const days = daysInRange(beginDate, endDate);
  return { beginDate: addCalendarDays(beginDate, -days), endDate: addCalendarDays(beginDate, -1) };
}
