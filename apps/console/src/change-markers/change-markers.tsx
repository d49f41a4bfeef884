import type { ChangeDay } from '@adconsole/api-client/contract';
import { useChangeDays } from '@adconsole/api-client/react';
import {
  addCalendarDays,
  daysInRange,
  maxRangeDays,
  providerToday,
  type DateRange,
} from '@adconsole/date-range-rules';
import { useTranslation } from '@adconsole/i18n';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AxisGeometry } from '../charts/chart-frame';
import { ChartMarkers, type ChartMarker } from '../charts/chart-markers';
import { changeUser, changeValues, dayHistoryPath } from './change-text';
import { emptyStrip } from './lazy-change-markers';

export interface ChangeMarkerStripProps {
  /** The chart's range: its days with changes are asked. */
  range: DateRange;
  /** The chart's labels, days as yyyy-MM-dd. */
  dates: readonly string[];
  /** Where the chart's labels stand. */
  axis: AxisGeometry;
}

/**
 * The markers of a trend chart's days with changes of the current account (docs/requirements.md#change-history),
 * drawn under its axis: each named by its day and count, listing the day's first changes and linking to the
 * day's history; the empty strip while they are asked or when no day has any. A chart that ends yesterday (report
 * data does) also asks today, and today's changes get one more marker after its last day, where today would
 * stand.
 */
export function ChangeMarkerStrip({ range, dates, axis }: ChangeMarkerStripProps) {
  const { t } = useTranslation();
  // Today is fixed when the strip first shows, like the chart's period, so it does not move at midnight.
  const [today] = useState(() => providerToday(Date.now()));
  // A range already as long as the server answers is asked as it is.
  const asksToday =
    range.endDate === addCalendarDays(today, -1) && daysInRange(range.beginDate, today) <= maxRangeDays;
  const days = useChangeDays(asksToday ? { beginDate: range.beginDate, endDate: today } : range);
  const markers = (days.data ?? []).flatMap((day): ChartMarker[] => {
    if (asksToday && day.date === today) {
      return [
        {
          index: dates.length,
          name: t('changeHistory.todayMarker', { count: String(day.count) }),
          content: <DayChanges day={day} />,
          today: true,
        },
      ];
    }
    const index = dates.indexOf(day.date);
    return index < 0
      ? []
      : [
          {
            index,
            name: t('changeHistory.marker', { date: day.date, count: String(day.count) }),
            content: <DayChanges day={day} />,
          },
        ];
  });
  return markers.length > 0 ? (
    <ChartMarkers markers={markers} xOf={(index) => markerX(axis, dates.length, index)} width={axis.width} />
  ) : (
    emptyStrip(axis)
  );
}

/**
 * Where a marker stands: under its label, or today's one label's step after the last, kept inside the strip
 * (its button is 16 px wide).
 */
function markerX({ xOf, width }: AxisGeometry, labels: number, index: number): number {
  if (index < labels) return xOf(index);
  const last = xOf(labels - 1);
  const step = labels > 1 ? last - xOf(labels - 2) : 16;
  return Math.min(width - 8, last + step);
}

/** A day's first changes, how many more there are, and the link to all of them. */
function DayChanges({ day }: { day: ChangeDay }) {
  const { t } = useTranslation();
  const more = day.count - day.changes.length;
  return (
    <div className="flex flex-col gap-1">
      <p className="font-semibold">
        {t('changeHistory.marker', { date: day.date, count: String(day.count) })}
      </p>
      <ul className="flex flex-col gap-1">
        {day.changes.map((change) => (
          <li key={change.id} className="wrap-anywhere">
            <span className="text-muted tabular-nums">{change.time.slice(11, 16)}</span> {change.objectName} ·{' '}
            {change.field}: {changeValues(t, change)}{' '}
            <span className="text-muted">({changeUser(t, change)})</span>
          </li>
        ))}
      </ul>
      {more > 0 && <p className="text-muted">{t('changeHistory.more', { count: String(more) })}</p>}
      <Link to={dayHistoryPath(day.date)} className="text-primary-text underline">
        {t('changeHistory.openDay', { date: day.date })}
      </Link>
    </div>
  );
}
