import {
  catalogueReports,
  endpoints,
  responseCode,
  type FieldErrors,
  type ReportSchedule,
  type RunStatus,
  type SaveReportSchedule,
  type ScheduledReport,
  type ScheduleRun,
} from '@adconsole/api-client/contract';
import { nextRunAfter, providerDateTime, zoneDateTime } from '@adconsole/date-range-rules';
import { lookup, type Language } from '@adconsole/i18n/resources';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { Paged, registerEndpoint } from '../http/endpoint-route';
import { requestLanguage } from '../http/language';
import { ResponseError } from '../http/response-error';
import { ownRow } from '../http/own-rows';
import { mailRecipientRefusal, type MailPolicy } from '../notification-channels/mail-recipients';
import type { Notifier } from '../notification-channels/notify';
import type { EntityDatabase } from '../stores/entity-schema';
import { listPage } from '../stores/list-page';
import {
  calendarOf,
  createScheduleRuns,
  type Recipients,
  type ScheduleRow,
  type ScheduleRuns,
} from './schedule-runs';
import { checkScheduleRange, resolveReport, ScheduleRefusal } from './scheduled-report';

declare module 'fastify' {
  interface FastifyInstance {
    /** The runs of scheduled reports (docs/requirements.md#scheduled-reports). */
    reportScheduleRuns: ScheduleRuns;
  }
}

type RunRow = Selectable<EntityDatabase['report_schedule_runs']>;
type SaveInput = z.output<typeof SaveReportSchedule>;

/** What scheduled reports need of the notifications: the notifier, and whether and where mail goes. */
export interface ScheduleNotifications {
  notifier: Notifier;
  mail: MailPolicy;
}

/**
 * The scheduled reports of a user (docs/requirements.md#scheduled-reports): list, save (refusing beside its
 * field what could never be sent), delete, send now and the history of runs. The runs are jobs of
 * `app.jobs`, started by the due schedules and by "send now".
 */
export function reportScheduleRoutes(
  app: FastifyInstance,
  { notifications }: { notifications: ScheduleNotifications },
) {
  const db = app.entities.db;
  const runs = createScheduleRuns(app.jobs, {
    entities: app.entities,
    facts: app.facts,
    notifier: notifications.notifier,
    mail: notifications.mail,
    filesDir: app.filesDir,
    now: app.now,
    onError: (error) => app.log.error(error),
  });
  app.decorate('reportScheduleRuns', runs);

  /** One of the user's schedules; another's, or none, is not found. */
  const ownSchedule = (userId: number, id: number): Promise<ScheduleRow> =>
    ownRow(db, 'report_schedules', userId, id);

  /**
   * A run as its history shows it: a run handed to the notifications is pending until every mail is
   * delivered, and failed once one could not be.
   */
  async function shownRuns(rows: RunRow[], language: Language): Promise<ScheduleRun[]> {
    const handed = rows.flatMap((row) =>
      row.status === 'sent' ? (JSON.parse(row.delivery_ids!) as number[]) : [],
    );
    const states = new Map(
      (await notifications.notifier.deliveries(handed)).map((state) => [state.id, state.status]),
    );
    const addresses = new Map(
      handed.length === 0
        ? []
        : (
            await db
              .selectFrom('notification_deliveries')
              .select(['id', 'address'])
              .where('id', 'in', handed)
              .execute()
          ).map((delivery) => [delivery.id, delivery.address]),
    );
    return rows.map((row) => {
      let status: RunStatus = row.status;
      let reason = row.reason;
      if (row.status === 'sent') {
        const delivered = (JSON.parse(row.delivery_ids!) as number[]).map((id) => states.get(id));
        if (delivered.includes('failed')) {
          status = 'failed';
          reason = 'scheduledReports.reason.delivery';
        } else if (delivered.includes('pending')) status = 'pending';
      }
      return {
        id: row.id,
        dueTime: providerDateTime(Number(row.due_time)),
        beginDate: row.begin_date,
        endDate: row.end_date,
        status,
        ...(reason && { reason: lookup(language, reason) ?? reason }),
        rows: row.rows,
        recipients: row.recipients,
        recipientAddresses:
          row.status === 'sent'
            ? (JSON.parse(row.delivery_ids!) as number[]).flatMap((id) => addresses.get(id) ?? [])
            : [],
        finishedTime: row.finished_time === null ? null : providerDateTime(Number(row.finished_time)),
      };
    });
  }

  function scheduleOf(
    row: ScheduleRow,
    lastRun: ScheduleRun | undefined,
    reportPath: string | null,
  ): ReportSchedule {
    const recipients = JSON.parse(row.recipients) as Recipients;
    return {
      id: row.id,
      accountId: row.account_id,
      name: row.name,
      ...(row.view_id !== null && { viewId: row.view_id }),
      ...(row.report !== null && { report: JSON.parse(row.report) as ReportSchedule['report'] }),
      range: JSON.parse(row.range) as ReportSchedule['range'],
      reportPath,
      frequency: row.frequency,
      at: row.at,
      ...calendarParts(row),
      timeZone: row.time_zone,
      recipients,
      skipEmpty: row.skip_empty === 1,
      enabled: row.enabled === 1,
      nextRun: row.next_run_at === null ? null : zoneDateTime(Number(row.next_run_at), row.time_zone),
      lastRun: lastRun ? { status: lastRun.status, time: lastRun.finishedTime ?? lastRun.dueTime } : null,
      createdTime: providerDateTime(Number(row.created_time)),
    };
  }

  registerEndpoint(app, endpoints.reportScheduleList, async (_input, request) => {
    const rows = await db
      .selectFrom('report_schedules')
      .selectAll()
      .where('user_id', '=', request.user!.id)
      .orderBy('name')
      .orderBy('id')
      .execute();
    if (rows.length === 0) return [];
    const latest = await db
      .selectFrom('report_schedule_runs')
      .selectAll()
      .where((eb) =>
        eb(
          'id',
          'in',
          eb
            .selectFrom('report_schedule_runs')
            .select((inner) => inner.fn.max('id').as('id'))
            .where(
              'schedule_id',
              'in',
              rows.map((row) => row.id),
            )
            .groupBy('schedule_id'),
        ),
      )
      .execute();
    const shown = await shownRuns(latest, requestLanguage(request));
    const lastOf = new Map(latest.map((run, i) => [run.schedule_id, shown[i]!]));
    const viewIds = rows.flatMap((row) => (row.view_id === null ? [] : [row.view_id]));
    const views =
      viewIds.length === 0
        ? []
        : await db
            .selectFrom('report_views')
            .select(['id', 'channel', 'section', 'granularity'])
            .where('id', 'in', viewIds)
            .execute();
    // A view's report, as resolveReport finds it: a view without a granularity is of its daily report.
    const viewPaths = new Map(
      views.map((view) => [
        view.id,
        catalogueReports.find(
          (report) =>
            report.channel === view.channel &&
            report.section === view.section &&
            report.granularity === (view.granularity ?? 'day'),
        )?.path ?? null,
      ]),
    );
    return rows.map((row) => {
      const path =
        row.report === null ? viewPaths.get(row.view_id!) : (JSON.parse(row.report) as ScheduledReport).path;
      return scheduleOf(row, lastOf.get(row.id), path ?? null);
    });
  });

  registerEndpoint(app, endpoints.reportScheduleSave, async (input, request) => {
    const userId = request.user!.id;
    const accountId = request.accountId!;
    const language = requestLanguage(request);
    if (input.id !== undefined) await ownSchedule(userId, input.id);
    await refuseUnsendable(input, { userId, accountId, language });
    const calendar = calendarOf(rowValues(input));
    const values = {
      ...rowValues(input),
      account_id: accountId,
      next_run_at: input.enabled ? nextRunAfter(calendar, app.now()) : null,
      updated_time: app.now(),
    };
    if (input.id !== undefined) {
      await db.updateTable('report_schedules').set(values).where('id', '=', input.id).execute();
      return { id: input.id };
    }
    return db
      .insertInto('report_schedules')
      .values({ ...values, user_id: userId, created_time: app.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
  });

  /**
   * Refuses, beside each field at fault, a schedule that could never be sent: a report the user cannot see
   * or a view not theirs, a range its picker cannot give, an hourly weekly or monthly report, a recipient
   * who does not hold the account or has no address, an address of a domain not allowed, or mail at all
   * when the server sends none.
   */
  async function refuseUnsendable(
    input: SaveInput,
    { userId, accountId, language }: { userId: number; accountId: number; language: Language },
  ) {
    const errors: FieldErrors = [];
    const refuse = (field: string, key: string, values?: Record<string, string>) =>
      errors.push({ field, message: lookup(language, key, values)! });
    try {
      const { report } = await resolveReport(app.entities, {
        userId,
        accountId,
        viewId: input.viewId,
        report: input.report,
      });
      checkScheduleRange(report, input.range, input.frequency, app.now());
    } catch (error) {
      if (!(error instanceof ScheduleRefusal)) throw error;
      refuse(error.field, error.messageKey);
    }
    const { mail } = notifications;
    if (!mail.enabled) refuse('recipients', 'notificationSending.mailOff');
    const { userIds, emails } = input.recipients;
    const holders =
      userIds.length === 0
        ? []
        : await db
            .selectFrom('user_accounts')
            .innerJoin('users', 'users.id', 'user_accounts.user_id')
            .select(['users.id', 'users.email'])
            .where('user_accounts.account_id', '=', accountId)
            .where('users.id', 'in', userIds)
            .execute();
    userIds.forEach((id, i) => {
      const holder = holders.find((user) => user.id === id);
      if (!holder) refuse(`recipients.userIds.${i}`, 'scheduledReports.refused.recipient');
      else if (!holder.email) refuse(`recipients.userIds.${i}`, 'scheduledReports.refused.noAddress');
    });
    if (mail.enabled) {
      for (const [i, email] of emails.entries()) {
        const refusal = await mailRecipientRefusal(app.entities, mail, email, language);
        if (refusal) errors.push({ field: `recipients.emails.${i}`, message: refusal });
      }
    }
    if (errors.length > 0) throw new ResponseError(responseCode.badRequest, errors, errors[0]!.message);
  }

  registerEndpoint(app, endpoints.reportScheduleDelete, async ({ id }, request) => {
    await ownSchedule(request.user!.id, id);
    await db.deleteFrom('report_schedules').where('id', '=', id).execute();
    return null;
  });

  registerEndpoint(app, endpoints.reportScheduleSendNow, async ({ id }, request) => {
    const schedule = await ownSchedule(request.user!.id, id);
    const runId = await runs.start(schedule, app.now(), true);
    const run = await db
      .selectFrom('report_schedule_runs')
      .selectAll()
      .where('id', '=', runId)
      .executeTakeFirstOrThrow();
    return (await shownRuns([run], requestLanguage(request)))[0]!;
  });

  registerEndpoint(app, endpoints.reportScheduleHistory, async ({ id, page }, request) => {
    await ownSchedule(request.user!.id, id);
    const rows = db.selectFrom('report_schedule_runs').selectAll().where('schedule_id', '=', id);
    const answer = await listPage(rows, page, { createdTime: 'due_time', id: 'id' });
    return new Paged(await shownRuns(answer.rows, requestLanguage(request)), answer.page);
  });
}

/** A schedule's weekday and month day, as the contract has them: only those its frequency reads. */
function calendarParts(row: ScheduleRow): Pick<ReportSchedule, 'weekday' | 'monthDay'> {
  const { weekday, monthDay } = calendarOf(row);
  return {
    ...(row.frequency === 'weekly' && { weekday }),
    ...(row.frequency === 'monthly' && { monthDay }),
  };
}

/** The stored columns of a saved schedule (its account, owner and times aside). */
function rowValues(input: SaveInput) {
  return {
    name: input.name,
    view_id: input.viewId ?? null,
    report: input.report ? JSON.stringify(input.report) : null,
    range: JSON.stringify(input.range),
    frequency: input.frequency,
    at: input.at,
    weekday: input.frequency === 'weekly' ? input.weekday! : null,
    month_day: input.frequency === 'monthly' ? String(input.monthDay) : null,
    time_zone: input.timeZone,
    recipients: JSON.stringify(input.recipients),
    skip_empty: input.skipEmpty ? 1 : 0,
    enabled: input.enabled ? 1 : 0,
  };
}
