import {
  defaultScheduleTimeZone,
  type ReportSchedule,
  type ScheduledReport,
  type ScheduleFrequency,
} from '@adconsole/api-client/contract';

/** A scheduled report as its dialog edits it. */
export interface ScheduleFormValues {
  name: string;
  /** What it sends: a report page's state, or a named view; kept as it came. */
  report?: ScheduledReport;
  viewId?: number;
  /** The account whose report it sends; left out, the current account. */
  accountId?: number;
  frequency: ScheduleFrequency;
  at: string;
  weekday: number;
  monthDay: number | 'last';
  timeZone: string;
  userIds: number[];
  /** The other addresses as typed, separated by commas, semicolons or new lines. */
  emails: string;
  skipEmpty: boolean;
  enabled: boolean;
}

/** A new schedule of a report page's state, sent daily at 09:00 to the user who makes it. */
export function newSchedule(name: string, report: ScheduledReport, userId?: number): ScheduleFormValues {
  return {
    name,
    report,
    frequency: 'daily',
    at: '09:00',
    weekday: 1,
    monthDay: 1,
    timeZone: defaultScheduleTimeZone,
    userIds: userId === undefined ? [] : [userId],
    emails: '',
    skipEmpty: true,
    enabled: true,
  };
}

/** A saved schedule in its dialog. */
export function scheduleValues(schedule: ReportSchedule): ScheduleFormValues {
  return {
    name: schedule.name,
    report: schedule.report,
    viewId: schedule.viewId,
    accountId: schedule.accountId,
    frequency: schedule.frequency,
    at: schedule.at,
    weekday: schedule.weekday ?? 1,
    monthDay: schedule.monthDay ?? 1,
    timeZone: schedule.timeZone,
    userIds: schedule.recipients.userIds,
    emails: schedule.recipients.emails.join(', '),
    skipEmpty: schedule.skipEmpty,
    enabled: schedule.enabled,
  };
}

/** The typed addresses, one each, none empty. */
export const typedEmails = (text: string) =>
  text
    .split(/[\s,;，；]+/)
    .map((email) => email.trim())
    .filter(Boolean);

/**
 * The save call's body (docs/requirements.md#scheduled-reports): the weekday of a weekly schedule and the day
 * of a monthly one only, so a field the frequency does not use never refuses the save.
 */
export function scheduleBody(values: ScheduleFormValues, id?: number) {
  return {
    id,
    ...(values.accountId === undefined ? {} : { accountId: values.accountId }),
    name: values.name,
    ...(values.viewId === undefined ? { report: values.report } : { viewId: values.viewId }),
    frequency: values.frequency,
    at: values.at,
    ...(values.frequency === 'weekly' ? { weekday: values.weekday } : {}),
    ...(values.frequency === 'monthly' ? { monthDay: values.monthDay } : {}),
    timeZone: values.timeZone.trim(),
    recipients: { userIds: values.userIds, emails: typedEmails(values.emails) },
    skipEmpty: values.skipEmpty,
    enabled: values.enabled,
  };
}
