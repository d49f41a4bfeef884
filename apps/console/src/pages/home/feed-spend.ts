import type { ReportRow } from '@adconsole/api-client/contract';
import {
  addCalendarDays,
  daysInRange,
  providerToday,
  providerYesterday,
  type DateRange,
} from '@adconsole/date-range-rules';

/** The feed ads' consumption the home page shows: so many days, today left out (docs/requirements.md#home-dashboard). */
export const feedSpendDays = 15;

/** The last 15 days before today in the provider's time zone: today's spend is not final yet. */
export function feedSpendRange(now: Date | number): DateRange {
  return { beginDate: addCalendarDays(providerToday(now), -feedSpendDays), endDate: providerYesterday(now) };
}

export interface DaySpend {
  date: string;
  /** Yuan. */
  cost: number;
}

/** Each day of the range with the cost of the account report's rows of that day; a day without rows spent 0. */
export function dailySpend(rows: readonly ReportRow[], { beginDate, endDate }: DateRange): DaySpend[] {
  const byDate = new Map<string, number>();
  for (const row of rows) {
    const date = String(row.reportDates);
    byDate.set(date, (byDate.get(date) ?? 0) + Number(row.cost ?? 0));
  }
  return Array.from({ length: daysInRange(beginDate, endDate) }, (_, i) => {
    const date = addCalendarDays(beginDate, i);
    return { date, cost: Math.round((byDate.get(date) ?? 0) * 100) / 100 };
  });
}
