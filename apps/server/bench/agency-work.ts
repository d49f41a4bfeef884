/**
 * The agency's routine work on its store, for the agency bench (docs/testing.md#agency-bench): an alert pass
 * over every account, and a scheduled report of every account due in the same minute, mailed through a real
 * SMTP server. Each step makes its rules or schedules, measures, and removes them, so the store is as it was
 * for the next run (and for the syncs the bench times, which evaluate the alerts after them).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { saveRule } from '../src/alerts/alert-rules';
import type { startMailReceiver } from '../src/testing/mail-receiver';
import { addUser, loginToken, userIdOf } from '../src/testing/test-app';
import { alertRuleKinds, makeDue, saveSchedule, seconds, type App } from './bench-routines';

type Receiver = Awaited<ReturnType<typeof startMailReceiver>>;

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The agency's staff: each member holds ten of the accounts and watches each with one rule of every kind. */
const accountsPerMember = 10;
const memberPrefix = 'agency-alerts-';

/** The bench's staff members, left by a run stopped part-way or made by this one. */
async function removeMembers(app: App) {
  // Their rules, the rules' states and their events go with them (foreign keys, cascading).
  await app.entities.db.deleteFrom('users').where('user_name', 'like', `${memberPrefix}%`).execute();
}

/**
 * The alert pass over every account (`evaluateAll`, as the schedule and each sync run it): the first pass, in
 * which the rules that hold fire, and the median of the next three, in which most hold as before.
 */
export async function alertPass(app: App, accounts: readonly number[], now: number) {
  const { db } = app.entities;
  await removeMembers(app);
  try {
    let rules = 0;
    for (let start = 0; start < accounts.length; start += accountsPerMember) {
      const held = accounts.slice(start, start + accountsPerMember);
      const userName = `${memberPrefix}${start / accountsPerMember}`;
      const id = await addUser(app, { userName, password: 'bench123', role: 'edit', accountIds: [...held] });
      for (const accountId of held) {
        for (const kind of alertRuleKinds) {
          const rule = { ...kind, name: `${kind.kind} ${accountId}`, accountIds: [accountId] };
          await saveRule(db, { id, accountIds: held }, { ...rule, channelIds: [], enabled: true }, now);
          rules++;
        }
      }
    }
    const times: number[] = [];
    for (let pass = 0; pass < 4; pass++) {
      const started = performance.now();
      await app.alerts.evaluateAll();
      times.push(performance.now() - started);
    }
    const { fired } = await db
      .selectFrom('alert_events')
      .innerJoin('users', 'users.id', 'alert_events.user_id')
      .where('users.user_name', 'like', `${memberPrefix}%`)
      .select((eb) => eb.fn.countAll<number>().as('fired'))
      .executeTakeFirstOrThrow();
    // A check that the pass read the facts, not a timing assertion.
    if (Number(fired) === 0) throw new Error('no rule fired: the alert pass read nothing');
    console.log(
      `\nAlert pass over ${accounts.length} accounts (${rules.toLocaleString('en')} rules of ` +
        `${Math.ceil(accounts.length / accountsPerMember)} staff members, ${alertRuleKinds.length} an account):`,
    );
    const next = times.slice(1);
    console.log(
      `  first ${seconds(times[0]!)} (${Number(fired)} fired), the next three: median ${seconds(median(next))}, ` +
        `at most ${seconds(Math.max(...next))}`,
    );
  } finally {
    await removeMembers(app);
  }
}

const schedulePrefix = 'Agency bench ';
/** How long the bench waits for the mails: twice the goal of 10 minutes (docs/testing.md#agency-bench). */
const mailsWithinMs = 20 * 60_000;

async function removeSchedules(app: App) {
  const { db } = app.entities;
  const ids = db.selectFrom('report_schedules').select('id').where('name', 'like', `${schedulePrefix}%`);
  await db.deleteFrom('report_schedule_runs').where('schedule_id', 'in', ids).execute();
  await db.deleteFrom('report_schedules').where('name', 'like', `${schedulePrefix}%`).execute();
}

/**
 * A scheduled report of every account due in the same minute: each account's keyword report of the last 7
 * days, sorted by cost, mailed to the agency's administrator with the whole report attached. Times how long
 * until the last mail reaches the SMTP server, and says how many runs were sent.
 */
export async function scheduledReports(
  app: App,
  receiver: Receiver,
  accounts: readonly number[],
  now: number,
) {
  const { db } = app.entities;
  await removeSchedules(app);
  const admin = await userIdOf(app, 'admin');
  await db
    .updateTable('users')
    .set({ email: 'agency-admin@example.com', email_confirmed: 1 })
    .where('id', '=', admin)
    .execute();
  const token = await loginToken(app, 'admin', 'admin123');
  try {
    const ids: number[] = [];
    for (const accountId of accounts) {
      const report = { path: '/keywordSearch/keywordReport', query: { sortCol: 'cost', sortOrder: 'desc' } };
      const name = `${schedulePrefix}${accountId}`;
      ids.push(await saveSchedule(app, token, { accountId, name, report, userId: admin }));
    }
    // Every one due in the clock's minute.
    await makeDue(app, ids, now);
    const mailsBefore = receiver.mails.length;
    const started = performance.now();
    await app.reportScheduleRuns.runDue();
    // Bounded: a run that fails sends nothing, and the check below says how many were sent.
    await Promise.race([
      receiver.mailWhere(() => receiver.mails.length - mailsBefore >= ids.length),
      sleep(mailsWithinMs, undefined, { ref: false }),
    ]);
    const elapsed = performance.now() - started;
    await app.reportScheduleRuns.idle();
    const runs = await db
      .selectFrom('report_schedule_runs')
      .select(['status', 'rows'])
      .where('schedule_id', 'in', ids)
      .execute();
    const sent = runs.filter((run) => run.status === 'sent');
    const rows = sent.reduce((sum, run) => sum + (run.rows ?? 0), 0);
    // A check that the bench measured what it says, not a timing assertion.
    if (sent.length !== ids.length) throw new Error(`${sent.length} of ${ids.length} runs were sent`);
    console.log(`\n${ids.length} scheduled reports due in the same minute (keyword, last 7 days, by cost):`);
    console.log(
      `  all ${ids.length} mails received in ${seconds(elapsed)}, ${(elapsed / ids.length).toFixed(0)} ms a report; ` +
        `${rows.toLocaleString('en')} rows attached in all`,
    );
  } finally {
    await removeSchedules(app);
  }
}
