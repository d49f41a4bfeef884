import type { ChangeDay } from '@adconsole/api-client/contract';
import { useChangeDays } from '@adconsole/api-client/react';
import type { DateRange } from '@adconsole/date-range-rules';
import { useTranslation } from '@adconsole/i18n';
import { Link } from 'react-router';
import type { AxisGeometry } from '../../charts/chart-frame';
import { ChartMarkers, type ChartMarker } from '../../charts/chart-markers';
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
 * day's history; the empty strip while they are asked or when no day has any.
 */
export function ChangeMarkerStrip({ range, dates, axis }: ChangeMarkerStripProps) {
  const { t } = useTranslation();
  const days = useChangeDays(range);
  const markers = (days.data ?? []).flatMap((day): ChartMarker[] => {
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
    <ChartMarkers markers={markers} xOf={axis.xOf} width={axis.width} />
  ) : (
    emptyStrip(axis)
  );
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
