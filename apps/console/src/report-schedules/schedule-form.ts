import {
  catalogueReportByPath,
  defaultScheduleTimeZone,
  type ReportSchedule,
  type ScheduledReport,
  type ScheduleFrequency,
  type ScheduleRange,
  type ViewRange,
} from '@adconsole/api-client/contract';
import {
  firstSendingShortcut,
  sendingRange,
  sendingShortcutsOf,
  type PickerType,
} from '@adconsole/date-range-rules';

/** A report page's state as "Schedule this report" hands it over: its report, and its dates as a view keeps them. */
export type ScheduledPage = ScheduledReport & { range: ViewRange };

/** A scheduled report as its dialog edits it. */
export interface ScheduleFormValues {
  name: string;
  /** What it sends: a report page's state, or a named view; kept as it came. */
  report?: ScheduledReport;
  viewId?: number;
  /** The picker of the report it sends, whose ranges it offers; undefined when its view is gone. */
  pickerType?: PickerType;
  /** The dates it sends: a range that fits its frequency, or fixed dates. */
  range: ScheduleRange;
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

/** How often a report's rows come: a weekly report's schedule sends weekly, a monthly one's monthly. */
const frequencyOfGranularity: Record<string, ScheduleFrequency> = { week: 'weekly', month: 'monthly' };

/**
 * The dates a schedule sends at a frequency (docs/requirements.md#scheduled-reports): `range` when it fits
 * (a shortcut offered at that frequency, or fixed dates), else the range that moves on at the schedule's
 * pace; when none fits, fixed dates (the report's default as of `now`). A schedule whose view is gone keeps
 * a day: the server refuses it anyway.
 */
export function fittingRange(
  type: PickerType | undefined,
  frequency: ScheduleFrequency,
  range: ViewRange,
  now: number,
): ScheduleRange {
  if ('beginDate' in range) return range;
  if (type === undefined) return { preset: 'yesterday' };
  const offered = sendingShortcutsOf(type, frequency);
  const kept = 'preset' in range ? offered.find((shortcut) => shortcut.id === range.preset) : undefined;
  const chosen = kept ?? firstSendingShortcut(type, frequency);
  return chosen ? { preset: chosen.id } : sendingRange(type, { reportDefault: true }, now)!;
}

/**
 * A new schedule of a report page's state, sent at 09:00 to the user who makes it: daily, weekly on Monday
 * for a weekly report, monthly on the 1st for a monthly one; the page's dates when they fit.
 */
export function newSchedule(
  name: string,
  page: ScheduledPage,
  userId?: number,
  now = Date.now(),
): ScheduleFormValues {
  const { range, ...report } = page;
  const catalogued = catalogueReportByPath(page.path);
  const frequency = (catalogued && frequencyOfGranularity[catalogued.granularity]) ?? 'daily';
  return {
    name,
    report,
    pickerType: catalogued?.pickerType,
    range: fittingRange(catalogued?.pickerType, frequency, range, now),
    frequency,
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

/**
 * A saved schedule in its dialog; one saved before its dates were chosen starts from the range that fits
 * (docs/requirements.md#scheduled-reports).
 */
export function scheduleValues(schedule: ReportSchedule, now = Date.now()): ScheduleFormValues {
  const pickerType =
    schedule.reportPath === null ? undefined : catalogueReportByPath(schedule.reportPath)?.pickerType;
  return {
    name: schedule.name,
    report: schedule.report,
    viewId: schedule.viewId,
    pickerType,
    range: fittingRange(pickerType, schedule.frequency, schedule.range, now),
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
    range: values.range,
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
