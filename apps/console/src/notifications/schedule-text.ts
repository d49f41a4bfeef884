import {
  catalogueReportByPath,
  type ReportSchedule,
  type ScheduledReport,
  type ViewRange,
} from '@adconsole/api-client/contract';
import { isShortcutId } from '@adconsole/date-range';
import type { TFunction } from '@adconsole/i18n';
import { routeTitle } from '../routes/route-title';

/** A schedule's dates in words: a shortcut's label (taken again at each sending) or fixed dates. */
export function scheduleRangeText(t: TFunction, range: ViewRange): string {
  if ('reportDefault' in range)
    return t('notifications.schedules.rangeRolls', { range: t('notifications.schedules.reportDefault') });
  if ('preset' in range) {
    const name = isShortcutId(range.preset) ? t(`dateRange.shortcut.${range.preset}`) : range.preset;
    return t('notifications.schedules.rangeRolls', { range: name });
  }
  return `${range.beginDate} – ${range.endDate}`;
}

/** The report a schedule sends, by its channel and title ("Search ads · Keyword daily report"). */
export function scheduledReportTitle(t: TFunction, report: ScheduledReport): string {
  const catalogued = catalogueReportByPath(report.path);
  if (!catalogued) return report.path;
  const title = routeTitle(t, { title: catalogued.i18nKey, ...catalogued });
  return `${t(`reports.channel.${catalogued.channel}`)} · ${title}`;
}

/** What a schedule sends: its report and dates, or its named view. */
export function scheduleReportText(t: TFunction, schedule: Pick<ReportSchedule, 'report' | 'viewId'>) {
  if (schedule.report)
    return t('notifications.schedules.reportRange', {
      report: scheduledReportTitle(t, schedule.report),
      range: scheduleRangeText(t, schedule.report.range),
    });
  return t('notifications.schedules.viewNumber', { id: schedule.viewId });
}

/** When a schedule sends, in words ("Every Monday at 09:00"). */
export function scheduleWhenText(
  t: TFunction,
  schedule: Pick<ReportSchedule, 'frequency' | 'at' | 'weekday' | 'monthDay' | 'timeZone'>,
): string {
  const { frequency, at } = schedule;
  const when =
    frequency === 'hourly'
      ? t('notifications.schedules.when.hourly', { minute: at.slice(3) })
      : frequency === 'weekly'
        ? t('notifications.schedules.when.weekly', {
            at,
            weekday: t(`notifications.schedules.weekdays.${schedule.weekday ?? 1}`),
          })
        : frequency === 'monthly'
          ? schedule.monthDay === 'last'
            ? t('notifications.schedules.when.monthlyLast', { at })
            : t('notifications.schedules.when.monthly', { at, day: schedule.monthDay ?? 1 })
          : t('notifications.schedules.when.daily', { at });
  return `${when} (${schedule.timeZone})`;
}
