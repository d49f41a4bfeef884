import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type ReportRow, type ScheduledReport } from '@adconsole/api-client/contract';
import {
  latestRunAtOrBefore,
  nextRunAfter,
  reportedRange,
  sendingRange,
  validateReportRange,
  type DateRange,
  type ScheduleCalendar,
  type SendingRange,
} from '@adconsole/date-range-rules';
import { languageById, type Language } from '@adconsole/i18n/resources';
import { sql, type Selectable } from 'kysely';
import { exportedReport, exportFileName, filterNames, reportTitle } from '../exports/export-query';
import { reportFileRowLimit, writeReportXlsx } from '../exports/write-report-xlsx';
import { Interrupted, type JobRunner, type Lease } from '../jobs/job-runner';
import { mailRecipientRefusal, type MailPolicy } from '../notification-channels/mail-recipients';
import type { Notifier } from '../notification-channels/notify';
import { previousPeriod } from '../reports/previous-period';
import { runReport } from '../reports/report-query';
import { reportQueryOf, type ReportRequest } from '../reports/report-request';
import type { EntityDatabase } from '../stores/entity-schema';
import type { EntityStore } from '../stores/entity-store';
import type { FactStore } from '../stores/fact-store';
import { mailLanguages, runMail, topRowCount } from './schedule-mail';
import { resolveReport, ScheduleRefusal, type ResolvedReport } from './scheduled-report';

export type ScheduleRow = Selectable<EntityDatabase['report_schedules']>;

/** The calendar of a stored schedule. */
export function calendarOf(
  row: Pick<ScheduleRow, 'frequency' | 'at' | 'weekday' | 'month_day' | 'time_zone'>,
): ScheduleCalendar {
  return {
    frequency: row.frequency,
    at: row.at,
    weekday: row.weekday ?? undefined,
    monthDay: row.month_day === null ? undefined : row.month_day === 'last' ? 'last' : Number(row.month_day),
    timeZone: row.time_zone,
  };
}

/** Who gets a schedule's mails, as stored. */
export interface Recipients {
  userIds: number[];
  emails: string[];
}

export interface ScheduleRunOptions {
  entities: EntityStore;
  facts: FactStore;
  notifier: Notifier;
  /** Whether the server sends mail, and to which domains besides the console's users. */
  mail: MailPolicy;
  /** The files folder shared by the server processes (`FILES_DIR`): the attachments are written there. */
  filesDir: string;
  now: () => number;
  onError(error: unknown): void;
  /** How often the due schedules are looked for (30 s). */
  intervalMs?: number;
}

export interface ScheduleRuns {
  /** Queues a run of a schedule due at `due` (now, for "send now"); answers its id. */
  start(schedule: ScheduleRow, due: number, manual: boolean): Promise<number>;
  /** Starts a run of every schedule that is due, once each however many of its runs were missed. */
  runDue(): Promise<void>;
  /** Resolves once no run goes on in this process (tests and the benchmark). */
  idle(): Promise<void>;
}

/**
 * Rows a run writes between two reads of the fact store: writing a sheet's rows holds the process, so small
 * chunks let the report calls that came meanwhile be answered in between.
 */
const runChunkRows = 1_000;

/**
 * How long a run rests after each of its steps, per millisecond the step took: runs take a quarter of the
 * process's time at most, so a burst of due schedules leaves the report calls the rest
 * (docs/operations.md#scheduled-reports); 100 runs due at once still go out within minutes.
 */
const restPerWorkMs = 3;
/** The longest rest after one step, so a closing runner is not kept waiting. */
const maxRestMs = 2_000;

/**
 * A run's pace: `rest()` after a step waits in proportion to the time worked since the last rest, then
 * checks the lease.
 */
function pacedBy(lease: Lease) {
  let working = performance.now();
  return async function rest() {
    await sleep(Math.min(maxRestMs, (performance.now() - working) * restPerWorkMs));
    lease.check();
    working = performance.now();
  };
}

/** Where a run's attachment is written, under the files folder. */
export const attachmentPath = (runId: number) => path.join('report-schedules', `run-${runId}.xlsx`);

/**
 * The runs of scheduled reports (docs/requirements.md#scheduled-reports), a kind of the process's jobs: each
 * run is a row whose lease one process holds while it writes the report and hands it to the notifications,
 * so a process killed in the middle leaves the run to another, and the notification's key
 * (`schedule-run:<id>`) makes the second hand-over send nothing again. The due schedules are looked for by
 * one process at a time (the runner's `schedule`); a schedule's next due time moves past now as its run is
 * started, so after a downtime its latest missed run is sent, once.
 */
export function createScheduleRuns(jobs: JobRunner, options: ScheduleRunOptions): ScheduleRuns {
  const { entities, facts, now } = options;
  const db = entities.db;

  /** Ends a run while this process holds its lease; nothing once it does not. */
  const finish = (runId: number, values: Partial<Selectable<EntityDatabase['report_schedule_runs']>>) =>
    db
      .updateTable('report_schedule_runs')
      .set({ ...values, finished_time: now() })
      .where('id', '=', runId)
      .where('lease_owner', '=', jobs.owner)
      .executeTakeFirst();

  async function run(runId: number, lease: Lease) {
    const row = await db
      .selectFrom('report_schedule_runs as r')
      .innerJoin('report_schedules as s', 's.id', 'r.schedule_id')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .innerJoin('provider_accounts as a', 'a.id', 's.account_id')
      .selectAll('s')
      .select([
        'r.due_time',
        'r.begin_date',
        'r.end_date',
        'u.user_name',
        'u.language as owner_language',
        'a.account_no',
      ])
      .where('r.id', '=', runId)
      .executeTakeFirst();
    if (!row) return;
    const rest = pacedBy(lease);
    let resolved: ResolvedReport;
    try {
      resolved = await resolveReport(entities, sourceOf(row));
    } catch (error) {
      if (!(error instanceof ScheduleRefusal)) throw error;
      await finish(runId, { status: 'failed', reason: error.messageKey });
      return;
    }
    const language: Language = languageById(row.owner_language) ?? 'en';
    const dueTime = Number(row.due_time);
    const range = reportedRange({ beginDate: row.begin_date, endDate: row.end_date }, dueTime);
    const input: ReportRequest = {
      userId: row.user_id,
      accountId: row.account_id,
      channel: resolved.report.channel,
      section: resolved.report.section,
      request: { ...resolved.request, query: { ...resolved.request.query, ...range } },
      language,
    };
    const query = await reportQueryOf(entities, input);
    // The mail's summary: the top rows and the totals against the previous period, whatever the page compares.
    const byCost = query.dataKeys.includes('cost');
    const glance = await runReport(facts, {
      ...query,
      compare: true,
      comparison: { kind: 'previous' },
      page: { number: 1, size: 1 },
    });
    await rest();
    // The top rows add up the range per row of the report (a campaign once, not once a day or device).
    const top = await runReport(facts, {
      ...query,
      timeUnit: 'summary',
      compare: false,
      page: { number: 1, size: topRowCount },
      ...(byCost && { sort: { sortCol: 'cost', sortOrder: 'desc' } }),
    });
    await rest();
    if (glance.totalCount === 0 && row.skip_empty === 1) {
      await finish(runId, { status: 'skipped', reason: 'scheduledReports.reason.empty', rows: 0 });
      return;
    }
    const recipients = await currentRecipients(row);
    if (recipients.userIds.length + recipients.emails.length === 0) {
      await finish(runId, { status: 'failed', reason: 'scheduledReports.reason.noRecipients' });
      return;
    }
    const relative = attachmentPath(runId);
    const filePath = path.join(options.filesDir, relative);
    const written = `${filePath}.${process.pid}.part`;
    await mkdir(path.dirname(filePath), { recursive: true });
    try {
      await writeReportXlsx({
        filePath: written,
        facts,
        query,
        rowLimit: reportFileRowLimit(query.timeUnit),
        chunkSize: runChunkRows,
        onProgress: rest,
      });
      await rename(written, filePath);
    } catch (error) {
      await rm(written, { force: true });
      throw error;
    }
    const catalogue = exportedReport(input);
    const titles = Object.fromEntries(
      mailLanguages.map((code) => [code, reportTitle(catalogue, code)]),
    ) as Record<(typeof mailLanguages)[number], string>;
    const fileName = exportFileName(titles[language], range, language, await filterNames(facts, input));
    const summary = {
      scheduleName: row.name,
      ownerName: row.user_name,
      accountNo: row.account_no,
      titles,
      query,
      range,
      previous: previousPeriod(query.timeUnit, range),
      summary: glance.summary,
      topRows: top.list,
      byCost,
      totalCount: glance.totalCount,
    };
    lease.check();
    const { deliveryIds } = await options.notifier.notify({
      key: `schedule-run:${runId}`,
      ownerId: row.user_id,
      messageCentreUserIds: [],
      channelIds: [],
      emailUserIds: recipients.userIds,
      emails: recipients.emails,
      content: Object.fromEntries(mailLanguages.map((code) => [code, runMail(summary, code)])) as Record<
        (typeof mailLanguages)[number],
        ReturnType<typeof runMail>
      >,
      data: {
        kind: 'scheduledReport',
        scheduleId: row.id,
        runId,
        report: catalogue.path,
        accountNo: row.account_no,
        ...range,
        rows: glance.totalCount,
        summary: glance.summary as Record<string, ReportRow[string]>,
      },
      attachment: { fileName, path: relative },
    });
    const { numUpdatedRows } = await finish(runId, {
      status: 'sent',
      rows: glance.totalCount,
      recipients: recipients.userIds.length + recipients.emails.length,
      delivery_ids: JSON.stringify(deliveryIds),
    });
    if (numUpdatedRows === 0n) throw new Interrupted();
    // The next run waits its turn too.
    await rest();
  }

  /**
   * The recipients who may get the mail now: the users still holding the account, with a confirmed address;
   * the addresses still allowed.
   */
  async function currentRecipients(row: ScheduleRow): Promise<Recipients> {
    const kept = JSON.parse(row.recipients) as Recipients;
    const users =
      kept.userIds.length === 0
        ? []
        : await db
            .selectFrom('user_accounts')
            .innerJoin('users', 'users.id', 'user_accounts.user_id')
            .select('users.id')
            .where('user_accounts.account_id', '=', row.account_id)
            .where('users.id', 'in', kept.userIds)
            .where('users.email', 'is not', null)
            // An address not confirmed is mailed nothing (docs/requirements.md#confirmed-e-mail-addresses).
            .where('users.email_confirmed', '=', 1)
            .execute();
    const emails: string[] = [];
    for (const email of kept.emails) {
      if ((await mailRecipientRefusal(entities, options.mail, email, 'en')) === undefined) emails.push(email);
    }
    return { userIds: users.map((user) => user.id), emails };
  }

  const queue = jobs.register({
    name: 'report-schedule-run',
    table: 'report_schedule_runs',
    id: 'id',
    unfinished: sql`status = ${'pending'}`,
    askedAt: sql<number>`created_time`,
    // One at a time per process, as exports: a burst of due schedules must not slow the report pages.
    concurrency: 1,
    attempts: 3,
    run,
    async giveUp(runId) {
      await finish(runId, { status: 'failed', reason: 'scheduledReports.reason.error' });
      await rm(path.join(options.filesDir, attachmentPath(runId)), { force: true });
    },
  });

  /**
   * The range a run sends, the schedule's taken at its due time (docs/requirements.md#scheduled-reports);
   * the refusal when the schedule cannot be sent.
   */
  async function rangeOfRun(schedule: ScheduleRow, due: number): Promise<DateRange | ScheduleRefusal> {
    try {
      const resolved = await resolveReport(entities, sourceOf(schedule));
      const kept = JSON.parse(schedule.range) as SendingRange;
      const range = sendingRange(resolved.report.pickerType, kept, due);
      const check = range && validateReportRange({ ...range, timeUnit: resolved.report.granularity }, due);
      if (!range || !check?.ok) return new ScheduleRefusal('range', 'scheduledReports.refused.range');
      return range;
    } catch (error) {
      if (error instanceof ScheduleRefusal) return error;
      throw error;
    }
  }

  async function start(schedule: ScheduleRow, due: number, manual: boolean) {
    const range = await rangeOfRun(schedule, due);
    const refused = range instanceof ScheduleRefusal;
    const inserted = await db
      .insertInto('report_schedule_runs')
      .values({
        schedule_id: schedule.id,
        due_time: due,
        manual: manual ? 1 : 0,
        begin_date: refused ? '' : range.beginDate,
        end_date: refused ? '' : range.endDate,
        status: refused ? 'failed' : 'pending',
        reason: refused ? range.messageKey : null,
        created_time: now(),
        finished_time: refused ? now() : null,
      })
      .onConflict((conflict) => conflict.columns(['schedule_id', 'due_time', 'manual']).doNothing())
      .returning('id')
      .executeTakeFirst();
    // Started already (a process that died before it moved the schedule on): that one runs.
    const id =
      inserted?.id ??
      (
        await db
          .selectFrom('report_schedule_runs')
          .select('id')
          .where('schedule_id', '=', schedule.id)
          .where('due_time', '=', due)
          .where('manual', '=', manual ? 1 : 0)
          .executeTakeFirstOrThrow()
      ).id;
    if (!refused) queue.enqueue(id);
    return id;
  }

  async function runDue() {
    const at = now();
    const due = await db
      .selectFrom('report_schedules')
      .selectAll()
      .where('enabled', '=', 1)
      .where('next_run_at', '<=', at)
      .orderBy('next_run_at')
      .execute();
    for (const schedule of due) {
      const calendar = calendarOf(schedule);
      const latest = latestRunAtOrBefore(calendar, Number(schedule.next_run_at), at);
      if (latest !== null) await start(schedule, latest, false);
      await db
        .updateTable('report_schedules')
        .set({ next_run_at: nextRunAfter(calendar, at) })
        .where('id', '=', schedule.id)
        .where('next_run_at', '=', schedule.next_run_at)
        .execute();
    }
  }

  jobs.schedule('report-schedules', options.intervalMs ?? 30_000, () => runDue().catch(options.onError));

  return { start, runDue, idle: queue.idle };
}

/** What a stored schedule names. */
export function sourceOf(row: ScheduleRow) {
  return {
    userId: row.user_id,
    accountId: row.account_id,
    viewId: row.view_id ?? undefined,
    report: row.report === null ? undefined : (JSON.parse(row.report) as ScheduledReport),
  };
}
