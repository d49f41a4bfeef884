/** Scheduled reports: a report page's state, or a named view, sent by mail on a calendar (docs/requirements.md#scheduled-reports). */
import { scheduleFrequencies, shortcutIds } from '@adconsole/date-range-rules';
import { z } from 'zod';
import { defineEndpoint, reportListPermission, selfServiceWrite } from './endpoint';
import { ById, Id, Saved } from './administration/common';
import { pageRequest, pageSizes, defaultPageSize } from './pagination';
import { PickedDate } from './metrics';
import { ViewRange } from './reports/report-view';
import { NoData } from './text-rules';
import { EmailAddress } from './email-address';

export { scheduleFrequencies };
export const ScheduleFrequency = z.enum(scheduleFrequencies);
export type ScheduleFrequency = z.infer<typeof ScheduleFrequency>;

/** The time zone a schedule keeps when none is chosen. */
export const defaultScheduleTimeZone = 'Asia/Shanghai';

/** Whether the host knows a time zone by this name (an IANA name such as Asia/Shanghai). */
export const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/**
 * The report a schedule sends, as its page holds it: the console path (e.g. `/keywordSearch/keywordReport`)
 * and the page's state but its dates (filters, sort, columns) as the report's link carries it.
 */
export const ScheduledReport = z.object({
  path: z
    .string()
    .trim()
    .regex(/^\/[A-Za-z0-9/]{1,120}$/, { message: 'validation.invalid' }),
  query: z.record(z.string().max(40), z.string().max(2000)).optional(),
});
export type ScheduledReport = z.infer<typeof ScheduledReport>;

/**
 * The dates a schedule sends (docs/requirements.md#scheduled-reports): a range taken again at each sending
 * (`yesterday`, `last7Days`, `lastWeek`, `monthSoFar`, `previousMonth` or another shortcut of the report's
 * picker) that fits how often it sends, or fixed dates. The server refuses a range that does not fit.
 */
export const ScheduleRange = z.union([
  z.object({ preset: z.enum(shortcutIds) }),
  z.object({ beginDate: PickedDate, endDate: PickedDate }),
]);
export type ScheduleRange = z.infer<typeof ScheduleRange>;

const scheduleShape = {
  name: z.string().trim().min(1).max(60),
  /** A named view of the user's to send; or `report`. */
  viewId: Id.optional(),
  report: ScheduledReport.optional(),
  range: ScheduleRange,
  frequency: ScheduleFrequency,
  /** HH:mm; an hourly schedule uses its minutes only. */
  at: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'validation.time' }),
  /** 1 (Monday) to 7 (Sunday), for weekly schedules. */
  weekday: z.number().int().min(1).max(7).optional(),
  /** 1–31, or `last` for the month's last day, for monthly schedules; a day a month lacks sends on its last. */
  monthDay: z.union([z.number().int().min(1).max(31), z.literal('last')]).optional(),
  timeZone: z
    .string()
    .max(64)
    .refine(isTimeZone, { message: 'validation.timeZone' })
    .default(defaultScheduleTimeZone),
  recipients: z.object({
    /** Users of the console who hold the report's account; each reads the mail in their own language. */
    userIds: z.array(Id).max(100),
    /** Other addresses: only of the domains the server allows. */
    emails: z.array(EmailAddress).max(50),
  }),
  /** True: a run whose report has no rows sends nothing and says so in the history. */
  skipEmpty: z.boolean(),
  enabled: z.boolean().default(true),
};

export const SaveReportSchedule = z
  .object({ id: Id.optional(), accountId: z.number().int().min(0).optional(), ...scheduleShape })
  .superRefine((schedule, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if ((schedule.viewId === undefined) === (schedule.report === undefined))
      issue('report', 'validation.required');
    if (schedule.frequency === 'weekly' && schedule.weekday === undefined)
      issue('weekday', 'validation.required');
    if (schedule.frequency === 'monthly' && schedule.monthDay === undefined)
      issue('monthDay', 'validation.required');
    if (schedule.recipients.userIds.length + schedule.recipients.emails.length === 0)
      issue('recipients', 'validation.required');
  });
export type SaveReportSchedule = z.input<typeof SaveReportSchedule>;

export const runStatuses = ['pending', 'sent', 'skipped', 'failed'] as const;
export const RunStatus = z.enum(runStatuses);
export type RunStatus = z.infer<typeof RunStatus>;

export const ReportSchedule = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  ...scheduleShape,
  /**
   * As saved; `reportDefault` (the report's default range, as the page or view it was made from kept it) in a
   * schedule saved before schedules chose their dates, until it is changed.
   */
  range: ViewRange,
  /** The catalogue path of the report it sends (its view's report); null when its view is gone. */
  reportPath: z.string().nullable(),
  timeZone: z.string(),
  enabled: z.boolean(),
  /** yyyy-MM-dd HH:mm in the schedule's time zone; null when disabled. */
  nextRun: z.string().nullable(),
  lastRun: z.object({ status: RunStatus, time: z.string() }).nullable(),
  createdTime: z.string(),
});
export type ReportSchedule = z.infer<typeof ReportSchedule>;

/** One run of a schedule: when it was due, what range it sent, and how it ended. */
export const ScheduleRun = z.object({
  id: z.number().int(),
  /** yyyy-MM-dd HH:mm:ss in Asia/Shanghai. */
  dueTime: z.string(),
  beginDate: z.string(),
  endDate: z.string(),
  status: RunStatus,
  /** Why it was skipped or failed, in the caller's language. */
  reason: z.string().optional(),
  rows: z.number().int().nullable(),
  recipients: z.number().int(),
  /** The mailboxes a sent run's mails went to, in the order they were named (none before it is sent). */
  recipientAddresses: z.array(z.string()),
  finishedTime: z.string().nullable(),
});
export type ScheduleRun = z.infer<typeof ScheduleRun>;

const own = { accountScoped: false, permission: reportListPermission } as const;
const ownWrite = { accountScoped: false, ...selfServiceWrite } as const;

export const reportScheduleEndpoints = {
  reportScheduleList: defineEndpoint({
    method: 'POST',
    path: '/reportSchedule/list',
    request: z.object({}),
    response: z.array(ReportSchedule),
    ...own,
    summary: "The user's scheduled reports, by name, with the next and the last run.",
  }),
  reportScheduleSave: defineEndpoint({
    method: 'POST',
    path: '/reportSchedule/save',
    request: SaveReportSchedule,
    response: Saved,
    ...ownWrite,
    accountScoped: true,
    localized: true,
    summary: "Creates a scheduled report of the account's report or view, or changes one of the user's own.",
  }),
  reportScheduleDelete: defineEndpoint({
    method: 'POST',
    path: '/reportSchedule/delete',
    request: ById,
    response: NoData,
    ...ownWrite,
    summary: "Deletes one of the user's scheduled reports and its history.",
  }),
  reportScheduleSendNow: defineEndpoint({
    method: 'POST',
    path: '/reportSchedule/sendNow',
    request: ById,
    response: ScheduleRun,
    ...ownWrite,
    localized: true,
    summary: "Runs one of the user's schedules now, for the range it would send now; answers the queued run.",
  }),
  reportScheduleHistory: defineEndpoint({
    method: 'POST',
    path: '/reportSchedule/history',
    request: z.object({
      id: Id,
      page: z._default(pageRequest({ sizes: pageSizes }), { number: 1, size: defaultPageSize }),
    }),
    response: z.array(ScheduleRun),
    ...own,
    localized: true,
    summary: "A schedule's runs, newest first, paged: sent, skipped or failed with the reason.",
  }),
};
