import { useDateRangeText } from './date-range-text';
import { format, type Locale } from 'date-fns';
import { useId } from 'react';
import { addCalendarDays, startOfWeekOf, type ApiDate } from '@adconsole/date-range-rules';
import { dayAsDate } from './day-as-date';
import { monthWeeks } from './calendar-grid';
import { RangeCell } from './range-cell';
import type { RangeSelection } from './use-range-selection';

export interface DayGridProps {
  /** Any day of the month shown. */
  month: ApiDate;
  today: ApiDate;
  locale: Locale;
  selection: RangeSelection;
}

/** One month as a grid of day buttons, weeks from Monday. */
export function DayGrid({ month, today, locale, selection }: DayGridProps) {
  const { t } = useDateRangeText();
  const captionId = useId();
  const monday = startOfWeekOf(month);
  const weekdays = Array.from({ length: 7 }, (_, i) => dayAsDate(addCalendarDays(monday, i)));
  return (
    <div className="flex flex-col gap-1">
      <div id={captionId} className="text-center font-medium">
        {format(dayAsDate(month), t('dateRange.formats.monthCaption'), { locale })}
      </div>
      <table role="grid" aria-labelledby={captionId} className="border-collapse">
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th
                key={weekday.getDay()}
                scope="col"
                abbr={format(weekday, 'EEEE', { locale })}
                className="p-0.5 text-xs font-normal text-muted"
              >
                {format(weekday, 'EEEEEE', { locale })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, i) =>
                date ? (
                  <RangeCell
                    key={date}
                    date={date}
                    text={String(Number(date.slice(8)))}
                    label={format(dayAsDate(date), t('dateRange.formats.day'), { locale })}
                    isCurrent={date === today}
                    selection={selection}
                    className="w-[calc(var(--adc-control-height)*0.8)]"
                  />
                ) : (
                  <td key={i} role="gridcell" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
