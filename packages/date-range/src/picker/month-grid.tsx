import { useDateRangeText } from './date-range-text';
import { format, type Locale } from 'date-fns';
import { useId } from 'react';
import { startOfMonthOf, type ApiDate } from '@adconsole/date-range-rules';
import { dayAsDate } from './day-as-date';
import { yearMonths } from './calendar-grid';
import { RangeCell } from './range-cell';
import type { RangeSelection } from './use-range-selection';

export interface MonthGridProps {
  /** Any day of the year shown. */
  year: ApiDate;
  today: ApiDate;
  locale: Locale;
  selection: RangeSelection;
}

/** One year as a grid of month buttons, three to a row (month mode, type 4). */
export function MonthGrid({ year, today, locale, selection }: MonthGridProps) {
  const { t } = useDateRangeText();
  const captionId = useId();
  const thisMonth = startOfMonthOf(today);
  return (
    <div className="flex flex-col gap-1">
      <div id={captionId} className="text-center font-medium">
        {format(dayAsDate(year), t('dateRange.formats.yearCaption'), { locale })}
      </div>
      <table role="grid" aria-labelledby={captionId} className="border-collapse">
        <tbody>
          {yearMonths(year).map((row) => (
            <tr key={row[0]}>
              {row.map((month) => (
                <RangeCell
                  key={month}
                  date={month}
                  text={format(dayAsDate(month), 'LLL', { locale })}
                  label={format(dayAsDate(month), t('dateRange.formats.monthButton'), { locale })}
                  isCurrent={month === thisMonth}
                  selection={selection}
                  className="w-[calc(var(--adc-control-height)*1.6)]"
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
