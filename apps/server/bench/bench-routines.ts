/**
 * What the alert and scheduled-report benches make, shared by `alert-bench.ts`, `schedule-bench.ts` and the
 * agency bench (`agency-work.ts`): the rules that watch an account, and schedules saved as a user saves them,
 * then made due in one minute.
 */
import { endpoints, type SaveAlertRule, type SaveReportSchedule } from '@adconsole/api-client/contract';
import { callEndpoint } from '../src/http/testing/test-calls';
import type { startTestApp } from '../src/testing/test-app';

/** The in-process server the benches drive. */
export type App = Awaited<ReturnType<typeof startTestApp>>['app'];

/** A duration for the benches' output: `12.3 s`. */
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** One rule of each kind the evaluation reads, from the facts or the provider's balance. */
export const alertRuleKinds: Omit<SaveAlertRule, 'name' | 'accountIds' | 'channelIds' | 'enabled'>[] = [
  { kind: 'balanceDaysLeft', threshold: 7 },
  { kind: 'balanceZero' },
  { kind: 'budgetReached' },
  { kind: 'metricVsBaseline', metric: 'cost', comparison: 'above', threshold: 1.15, weeks: 4 },
  { kind: 'metricThreshold', metric: 'ctr', comparison: 'below', threshold: 1 },
];

/**
 * Saves a daily schedule of a report page's last 7 days, to `userId`, through the endpoint the console
 * calls: its id.
 */
export async function saveSchedule(
  app: App,
  token: string,
  schedule: { accountId: number; name: string; report: SaveReportSchedule['report']; userId: number },
) {
  const body: SaveReportSchedule = {
    accountId: schedule.accountId,
    name: schedule.name,
    report: schedule.report,
    range: { preset: 'last7Days' },
    frequency: 'daily',
    at: '09:00',
    recipients: { userIds: [schedule.userId], emails: [] },
    skipEmpty: false,
  };
  const answer = await callEndpoint(app, endpoints.reportScheduleSave, token, body);
  const saved = answer.json<{ code: number; data: { id: number } }>();
  if (saved.code !== 200) throw new Error(`schedule ${schedule.name}: ${answer.body}`);
  return saved.data.id;
}

/**
 * Makes the schedules due in the minute of `now`: hourly at that minute, which the look for due schedules
 * finds.
 */
export async function makeDue(app: App, ids: readonly number[], now: number) {
  const minute = Math.floor(now / 60_000) * 60_000;
  await app.entities.db
    .updateTable('report_schedules')
    .set({
      frequency: 'hourly',
      at: `00:${String(new Date(minute).getUTCMinutes()).padStart(2, '0')}`,
      next_run_at: minute,
    })
    .where('id', 'in', ids)
    .execute();
}
