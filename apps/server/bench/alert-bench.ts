/**
 * The alert benchmark (`npm run bench`): 1,000 rules of 20 users over 200 sandbox accounts (each user holds
 * 10, each account is watched by 5 rules, one of each kind that reads the facts or the provider), evaluated
 * in-process as the schedule does it (`app.alerts.evaluateAll()`). Prints the first evaluation (which fires
 * and sends about a tenth of the rules) and the median of the next ones (where most hold as before).
 */
import { addCalendarDays, providerYesterday } from '@adconsole/date-range-rules';
import { saveRule } from '../src/alerts/alert-rules';
import { benchDataDir } from './bench-data-dir';
import { alertRuleKinds } from './bench-routines';
import { addUser, startTestApp } from '../src/testing/test-app';

/** Friday 20 November 2026, 14:30 in Asia/Shanghai. */
const now = Date.parse('2026-11-20T06:30:00Z');
const accountCount = 200;
const users = 20;
const runs = 5;
const yesterday = providerYesterday(now);
/**
 * The days the rules read: the 7 of the average cost up to yesterday (today's weekday a week ago among them),
 * and the same weekday 2, 3 and 4 weeks ago.
 */
const days = [
  { from: addCalendarDays(yesterday, -6), to: yesterday },
  ...[14, 21, 28].map((back) => {
    const day = addCalendarDays(yesterday, 1 - back);
    return { from: day, to: day };
  }),
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => (ms / 1000).toFixed(3);

const dataDir = benchDataDir();

const server = await startTestApp({ dataDir, now: () => now, sandboxProfile: 'test' });
try {
  const { app } = server;
  const db = app.entities.db;
  const loadStart = performance.now();
  const accountIds: number[] = [];
  for (let i = 0; i < accountCount; i++) {
    const { id } = await db
      .insertInto('provider_accounts')
      .values({
        account_no: `adc-bench-${String(i).padStart(3, '0')}`,
        provider: 'sandbox',
        // A balance of 3 to 60 days of the test profile's cost: a few run low.
        balance_fen: 300_000 + ((i * 7919) % 6_000_000),
        created_time: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    accountIds.push(id);
    const { account, provider } = await app.providers.account(id);
    await provider.syncStructure(account);
    for (const run of [...days].reverse()) await provider.syncDays(account, run);
    // Marked as synced, so the periodic sync does not load its history meanwhile.
    await app.facts.query('INSERT INTO provider_sync VALUES ({id:UInt32}, {through:Date}, {at:UInt64})', {
      id,
      through: yesterday,
      at: now,
    });
  }
  const loadSeconds = (performance.now() - loadStart) / 1000;

  let rules = 0;
  for (let u = 0; u < users; u++) {
    const held = accountIds.slice(u * 10, u * 10 + 10);
    const userId = await addUser(app, {
      userName: `bench-alerts-${u}`,
      password: 'bench123',
      role: 'edit',
      accountIds: held,
    });
    for (const accountId of held) {
      for (const kind of alertRuleKinds) {
        const input = {
          ...kind,
          name: `${kind.kind} ${accountId}`,
          accountIds: [accountId],
          channelIds: [],
          enabled: true,
        };
        await saveRule(db, { id: userId, accountIds: held }, input, now);
        rules += 1;
      }
    }
  }

  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    await app.alerts.evaluateAll();
    times.push(performance.now() - start);
  }
  const { fired } = await db
    .selectFrom('alert_events')
    .select((eb) => eb.fn.countAll<number>().as('fired'))
    .executeTakeFirstOrThrow();
  // Checks that the bench measured what it says, not timing assertions.
  if (rules !== 1000) throw new Error(`${rules} rules, not 1,000`);
  if (Number(fired) === 0) throw new Error('no rule fired: the evaluation read nothing');

  console.log(`\nAlert benchmark (${rules} rules over ${accountCount} accounts, in-process)\n`);
  console.log(`Facts of ${accountCount} accounts loaded in ${loadSeconds.toFixed(0)} s.\n`);
  console.log('| evaluation | fired | first s | median of the next s | max of the next s |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  const next = times.slice(1);
  console.log(
    `| every enabled rule | ${Number(fired)} | ${seconds(times[0]!)} | ${seconds(median(next))} | ${seconds(Math.max(...next))} |`,
  );
} finally {
  await server.stop();
}
