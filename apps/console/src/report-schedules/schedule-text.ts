import {
  catalogueReportByPath,
  isTimeZone,
  type ReportSchedule,
  type ScheduledReport,
  type ViewRange,
} from '@adconsole/api-client/contract';
import { isShortcutId } from '@adconsole/date-range';
import { isApiDate, nextRunDates, zoneDateTime } from '@adconsole/date-range-rules';
import type { TFunction } from '@adconsole/i18n';
import { routeTitle } from '../route-info/route-title';
import type { ScheduleFormValues } from './schedule-form';

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

/** What a schedule sends: its report or named view, and its dates. */
export function scheduleReportText(
  t: TFunction,
  schedule: Pick<ReportSchedule, 'report' | 'viewId'> & { range: ViewRange },
) {
  return t('notifications.schedules.reportRange', {
    report: schedule.report
      ? scheduledReportTitle(t, schedule.report)
      : t('notifications.schedules.viewNumber', { id: schedule.viewId }),
    range: scheduleRangeText(t, schedule.range),
  });
}

/** The report a schedule sends, without its dates (the dialog asks for them apart). */
export function scheduleSourceText(t: TFunction, schedule: Pick<ReportSchedule, 'report' | 'viewId'>) {
  return schedule.report
    ? scheduledReportTitle(t, schedule.report)
    : t('notifications.schedules.viewNumber', { id: schedule.viewId });
}

/**
 * What the next run of a schedule as edited sends (docs/requirements.md#scheduled-reports): its time in the
 * schedule's zone and its dates in the provider's calendar; nothing while the form cannot tell (a time zone
 * or dates being typed, a report unknown).
 */
export function nextRunText(t: TFunction, values: ScheduleFormValues, now: number): string | undefined {
  const { pickerType, range, timeZone } = values;
  const zone = timeZone.trim();
  if (pickerType === undefined || !/^\d{2}:\d{2}$/.test(values.at) || !isTimeZone(zone)) return undefined;
  if ('beginDate' in range && !(isApiDate(range.beginDate) && isApiDate(range.endDate))) return undefined;
  const calendar = { ...values, timeZone: zone };
  const next = nextRunDates(calendar, pickerType, range, now);
  if (!next) return undefined;
  return t('notifications.schedules.nextSends', {
    time: zoneDateTime(next.due, zone),
    beginDate: next.range.beginDate,
    endDate: next.range.endDate,
  });
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
