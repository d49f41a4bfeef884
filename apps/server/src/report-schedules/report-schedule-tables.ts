import type { ScheduleFrequency } from '@adconsole/api-client/contract';
import { bigint, id, integer, table, text, type DatabaseOf } from '../stores/table-schema';

/** Where a scheduled report's run stands: `sent` once handed to the notifications, whose deliveries say the rest. */
type ScheduleRunState = 'pending' | 'sent' | 'skipped' | 'failed';

/**
 * Report schedules and their runs.
 * Declared here, gathered for the migrations by `entity-tables.ts` (docs/architecture.md#entity-store).
 */
export const reportScheduleTables = {
  /**
   * Scheduled reports (docs/requirements.md#scheduled-reports): a user's report page state (`report`, the
   * contract's `ScheduledReport` as JSON) or named view (`view_id`) of an account, sent on a calendar in a time
   * zone; `month_day` is a day or `last`; `recipients` is `{ userIds, emails }` as JSON; `next_run_at` is the
   * next due instant (null while disabled); `range` is the dates it sends, the contract's `ViewRange` as JSON
   * (docs/requirements.md#scheduled-reports).
   */
  report_schedules: table(
    {
      id: id(),
      user_id: integer().references('users.id', 'cascade'),
      account_id: integer().references('provider_accounts.id', 'cascade'),
      name: text(),
      view_id: integer().nullable(),
      report: text().nullable(),
      frequency: text<ScheduleFrequency>(),
      at: text(),
      weekday: integer().nullable(),
      month_day: text().nullable(),
      time_zone: text(),
      recipients: text(),
      skip_empty: integer().defaultTo(0),
      enabled: integer().defaultTo(1),
      next_run_at: bigint().nullable(),
      range: text().defaultTo('{"reportDefault":true}').addedIn('0026-report-schedule-ranges'),
      created_time: bigint(),
      updated_time: bigint(),
    },
    {
      indexes: [
        { name: 'report_schedules_user', columns: ['user_id'] },
        { name: 'report_schedules_due', columns: ['next_run_at'] },
      ],
    },
  ),
  /**
   * Each run of a schedule, a job of the runner while `pending`: the range it sends, then `sent` (handed to
   * the notifications, `delivery_ids` as JSON), `skipped` or `failed` with `reason` (an i18n key). One run per
   * schedule and due instant; `manual` for "send now".
   */
  report_schedule_runs: table(
    {
      id: id(),
      schedule_id: integer().references('report_schedules.id', 'cascade'),
      due_time: bigint(),
      manual: integer().defaultTo(0),
      begin_date: text(),
      end_date: text(),
      status: text<ScheduleRunState>().defaultTo('pending'),
      reason: text().nullable(),
      rows: integer().nullable(),
      recipients: integer().defaultTo(0),
      delivery_ids: text().nullable(),
      created_time: bigint(),
      finished_time: bigint().nullable(),
      lease_owner: text().nullable(),
      lease_until: bigint().nullable(),
    },
    {
      indexes: [
        { name: 'report_schedule_runs_due', columns: ['schedule_id', 'due_time', 'manual'], unique: true },
      ],
    },
  ),
};

declare module '../stores/entity-schema' {
  interface EntityDatabase extends DatabaseOf<typeof reportScheduleTables> {}
}
