/**
 * The agency benchmark (`npm run bench -- agency`, docs/testing.md#agency-bench): an agency's data, the
 * `agency` sandbox profile's 500 accounts over two years, built once into `AGENCY_BENCH_DIR` (`.bench/agency`
 * at the repository's root) and kept there for the next run, which goes on from the day it reached. The
 * store is built on the embedded engine; its copy on a ClickHouse server (`agency-clickhouse.ts`) is made the
 * first time that variant runs. On each engine (`AGENCY_BENCH_ENGINES`: `embedded`, `clickhouse`, both by
 * default) a run:
 *
 * 1. prints the rows and bytes of every fact table;
 * 2. times report calls of one large account and one of the long tail, alternated call by call with the same
 *    calls on a fresh 3-account demo store on the same engine, each store a server process of its own
 *    (`bench-server.ts`), every answer from the engine (`reports`); then the console's load on the agency's
 *    server: 100 users over 100 of its accounts, thinking 1–3 s between calls, then asking without thinking,
 *    its memory sampled each second (`load`);
 * 3. syncs the next day of all 500 accounts (the three days before it read again), timing report calls
 *    beside it against the same calls idle before it, and sampling the facts' folder on disk (`sync`);
 * 4. an alert pass over all 500 accounts (`alerts`), and a scheduled report of each due in the same minute,
 *    mailed through a real SMTP server (`schedules`, `agency-work.ts`).
 *
 * `AGENCY_BENCH_STEPS` (say `load,alerts`) runs only the steps it names: a quicker try of a step, run as
 * `npx tsx --conditions=@adconsole/source bench/agency-bench.ts` so its partial output is not recorded.
 *
 * It never runs in `npm test`; its folder is left for the next run (remove it to build again).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { addCalendarDays, providerYesterday } from '@adconsole/date-range-rules';
import { apiBasePath, reportListEndpoint } from '@adconsole/api-client/contract';
import { sandboxProfiles } from '../src/provider/sandbox/profiles';
import { syncedThroughOf } from '../src/provider/report-sync';
import { loginToken, startTestApp, userIdOf } from '../src/testing/test-app';
import { startMailReceiver } from '../src/testing/mail-receiver';
import { freshDataDir } from '../src/testing/temp-dirs';
import { agencyClickHouse } from './agency-clickhouse';
import { alertPass, scheduledReports } from './agency-work';
import { seconds, type App } from './bench-routines';
import { benchServer } from './bench-server';
import { thinkTimeRun, thinkingUsers, type ConsoleUser } from './console-load';
import { ReportAnswer } from './report-calls';

const root = path.resolve(import.meta.dirname, '../../..');
const folder = process.env.AGENCY_BENCH_DIR ?? path.join(root, '.bench/agency');
const dataDir = path.join(folder, 'embedded');
/** What the folder holds: the profile's size, the last day synced and how long the build took. */
const markerFile = path.join(folder, 'embedded.json');
interface Marker {
  accounts: number;
  days: number;
  through: string;
  buildSeconds: number;
}
const profile = sandboxProfiles.agency;
/** `AGENCY_BENCH_ACCOUNTS` builds only the first (largest) of them: a quicker try of the bench itself. */
const accountCount = Number(process.env.AGENCY_BENCH_ACCOUNTS ?? profile.accounts.length);
/** The tail account whose reports are timed: the middle of the long tail (the last one built, fewer). */
const tailPosition = Math.min(265, accountCount - 1);
const warmUp = 2;
const runs = 20;
const steps = ['reports', 'load', 'sync', 'alerts', 'schedules'] as const;
const chosenSteps = (process.env.AGENCY_BENCH_STEPS ?? steps.join(',')).split(',');
const unknownSteps = chosenSteps.filter((step) => !(steps as readonly string[]).includes(step));
if (unknownSteps.length > 0) throw new Error(`AGENCY_BENCH_STEPS: no step named ${unknownSteps.join(', ')}`);
const chosen = (step: (typeof steps)[number]) => chosenSteps.includes(step);
/** `AGENCY_BENCH_ENGINES`: the embedded store, its copy on a ClickHouse server, or both (the default). */
const chosenEngines = (process.env.AGENCY_BENCH_ENGINES ?? 'embedded,clickhouse').split(',');
if (chosenEngines.some((engine) => engine !== 'embedded' && engine !== 'clickhouse')) {
  throw new Error('AGENCY_BENCH_ENGINES: embedded, clickhouse or both');
}
/** The console's users of the load step, each on an account of its own, and how long they ask. */
const loadUsers = 100;
const thinkSeconds = 40;
const saturatedSeconds = 10;

/** 16:00 in Asia/Shanghai on the day after `through`: the provider's yesterday is `through`. */
const clockAfter = (through: string) => Date.parse(`${addCalendarDays(through, 1)}T08:00:00Z`);
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
const percentile = (values: readonly number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;
const du = (dir: string) => Number(spawnSync('du', ['-sb', dir], { encoding: 'utf8' }).stdout.split('\t')[0]);

function readMarker(): Marker | undefined {
  if (!existsSync(markerFile) || !existsSync(dataDir)) return undefined;
  const marker = JSON.parse(readFileSync(markerFile, 'utf8')) as Marker;
  return marker.accounts === accountCount && marker.days === profile.days ? marker : undefined;
}

/** Builds the store: the seed's accounts synced as a server starts, then the rest of the 500 in one sync. */
async function build(): Promise<Marker> {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const now = Date.parse('2026-11-21T08:00:00Z');
  const started = performance.now();
  const { app } = await startTestApp({ dataDir, now: () => now, sandboxProfile: 'agency' });
  try {
    const { db } = app.entities;
    const seeded = (await app.providers.accounts()).length;
    for (let position = seeded; position < accountCount; position++) {
      await db
        .insertInto('provider_accounts')
        .values({
          account_no: `agency-${String(position).padStart(3, '0')}`,
          provider: 'sandbox',
          created_time: now,
        })
        .execute();
    }
    // The agency's administrator holds every account, as the agency's staff would.
    const admin = await userIdOf(app, 'admin');
    const held = await db
      .selectFrom('user_accounts')
      .select('account_id')
      .where('user_id', '=', admin)
      .execute();
    const accounts = await db.selectFrom('provider_accounts').select('id').execute();
    const lacking = accounts.filter(({ id }) => !held.some((row) => row.account_id === id));
    if (lacking.length > 0) {
      await db
        .insertInto('user_accounts')
        .values(lacking.map(({ id }) => ({ user_id: admin, account_id: id })))
        .execute();
    }
    const progress = setInterval(async () => {
      const synced = (await syncedThroughOf(app.facts)).size;
      console.log(
        `  building: ${synced} of ${accountCount} accounts after ${seconds(performance.now() - started)}`,
      );
    }, 120_000);
    try {
      await app.reportSync.runOnce();
    } finally {
      clearInterval(progress);
    }
    // An account whose sync failed lacks its history: the store is not the profile's.
    const failed = await failedAccounts(app);
    if (failed.length > 0)
      throw new Error(`the sync of ${failed.join(', ')} failed: the store is incomplete`);
  } finally {
    await app.close();
  }
  const marker = {
    accounts: accountCount,
    days: profile.days,
    through: providerYesterday(now),
    buildSeconds: Math.round((performance.now() - started) / 1000),
  };
  writeFileSync(markerFile, JSON.stringify(marker));
  return marker;
}

/** The accounts whose last sync failed (kept on the account, as the account list shows it). */
async function failedAccounts(app: App) {
  const rows = await app.entities.db
    .selectFrom('provider_accounts')
    .select('account_no')
    .where('sync_error', 'is not', null)
    .execute();
  return rows.map((row) => row.account_no);
}

/** Rows and bytes on disk of each fact table with rows, largest first. */
async function tableSizes(app: App) {
  return app.facts.query<{ table: string; rows: number; bytes: number }>(
    `SELECT table, toUInt64(sum(rows)) AS rows, toUInt64(sum(bytes_on_disk)) AS bytes FROM system.parts
      WHERE active AND database = currentDatabase() AND table LIKE '%_daily' AND NOT startsWith(table, 'stage_')
      GROUP BY table ORDER BY rows DESC`,
  );
}

/** The report calls timed: a 31-day keyword page, daily and summed, and a two-year monthly one. */
function calls(through: string) {
  const month = { beginDate: addCalendarDays(through, -30), endDate: through };
  // A monthly report takes whole months: those of the two years the store holds.
  const first = addCalendarDays(through, -(profile.days - 1));
  const twoYears = {
    beginDate: first.endsWith('-01')
      ? first
      : addCalendarDays(`${first.slice(0, 7)}-01`, 31).slice(0, 8) + '01',
    endDate: addCalendarDays(through, 1).endsWith('-01')
      ? through
      : addCalendarDays(`${through.slice(0, 7)}-01`, -1),
  };
  return [
    { name: 'keyword 31 days, summary, page of 20', query: { ...month, timeUnit: 'summary' } },
    { name: 'keyword 31 days, daily, page of 20', query: { ...month, timeUnit: 'day' } },
    { name: 'keyword 23 months, monthly, page of 20', query: { ...twoYears, timeUnit: 'month' } },
  ];
}
const keywordPath = reportListEndpoint('search', 'keyword').path;

/** One report call over HTTP, its ms until the last byte, the answer checked against the contract. */
async function timedCall(origin: string, token: string, accountId: number, query: object) {
  const started = performance.now();
  const response = await fetch(`${origin}/base-api${keywordPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify({ page: { number: 1, size: 20 }, query: { ...query, accountId } }),
  });
  const body: unknown = await response.json();
  const elapsed = performance.now() - started;
  if (!ReportAnswer.safeParse(body).success) throw new Error(`${keywordPath}: ${JSON.stringify(body)}`);
  return elapsed;
}

type BenchServer = Awaited<ReturnType<typeof benchServer>>;

/**
 * Where one variant of the bench keeps the facts: the embedded store in `dataDir`, or its copy on a ClickHouse
 * server (`agency-clickhouse.ts`). The entities are the embedded store's either way.
 */
interface FactsOn {
  /** The engine, as the output names it. */
  name: string;
  /** The agency's facts on the server; none on the embedded engine. */
  clickhouseUrl?: string;
  /** The facts' folder on disk, measured while the sync runs. */
  folder: string;
  /** The last day the facts reach. */
  through: string;
  reached(day: string): void;
  /** A fresh demo store's facts on the same engine, and how to remove them. */
  demo(): { clickhouseUrl?: string; remove(): Promise<void> };
}

/** Step 2: the agency's and a demo store's report calls, alternated, each store in a server of its own. */
async function reportFigures(facts: FactsOn) {
  const { through } = facts;
  const now = clockAfter(through);
  const demoDir = freshDataDir();
  const demoFacts = facts.demo();
  const agency = await benchServer(dataDir, 'agency', now, facts.clickhouseUrl);
  const demo = await benchServer(demoDir, 'demo', now, demoFacts.clickhouseUrl);
  try {
    if (chosen('reports')) await timedReports(through, agency, demo);
    if (chosen('load')) await consoleLoad(through, agency);
  } finally {
    await agency.stop();
    await demo.stop();
    await demoFacts.remove();
    rmSync(demoDir, { recursive: true, force: true });
  }
}

async function timedReports(through: string, agency: BenchServer, demo: BenchServer) {
  const subjects = [
    { store: 'agency', server: agency, account: 'large (40,000 keywords)', id: agency.accounts[0]! },
    {
      store: 'agency',
      server: agency,
      account: `tail (#${tailPosition + 1})`,
      id: agency.accounts[tailPosition]!,
    },
    { store: 'demo', server: demo, account: 'largest (960 keywords)', id: demo.accounts[0]! },
  ];
  const times = new Map<string, number[]>();
  for (let run = 0; run < warmUp + runs; run++) {
    for (const call of calls(through)) {
      for (const subject of subjects) {
        await subject.server.forgetAnswers();
        const elapsed = await timedCall(subject.server.origin, subject.server.token, subject.id, call.query);
        const key = `${subject.store} ${subject.account}: ${call.name}`;
        if (run >= warmUp) times.set(key, [...(times.get(key) ?? []), elapsed]);
      }
    }
  }
  console.log(`\nReport calls (${runs} runs after ${warmUp}, alternated, answer cache emptied before each):`);
  for (const [key, values] of times) {
    console.log(
      `  ${key.padEnd(82)} p50 ${percentile(values, 50).toFixed(0).padStart(5)} ms  p95 ${percentile(values, 95).toFixed(0).padStart(5)} ms`,
    );
  }
  console.log(
    `  server memory: agency ${(await agency.rssMb()).toFixed(0)} MiB, demo ${(await demo.rssMb()).toFixed(0)} MiB`,
  );
}

/**
 * The console's load on the agency's server (docs/testing.md#load-bench): 100 users, each on an account of
 * its own spread over the 500 (the large ones among them), asking the 31-day keyword report of a new range
 * each call, thinking 1–3 s, then without thinking; the server's memory sampled each second.
 */
async function consoleLoad(through: string, agency: BenchServer) {
  const step = Math.max(1, Math.floor(agency.accounts.length / loadUsers));
  const users: ConsoleUser[] = agency.accounts
    .filter((_, position) => position % step === 0)
    .slice(0, loadUsers)
    .map((accountId) => ({ accountId, token: agency.token }));
  const server = { url: (endpointPath: string) => `${agency.origin}${apiBasePath}${endpointPath}` };
  await agency.forgetAnswers();
  let largest = await agency.rssMb();
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      largest = Math.max(largest, await agency.rssMb());
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  })();
  const thinking = await thinkTimeRun(server, users, thinkSeconds, through, thinkingUsers);
  const saturated = await thinkTimeRun(server, users, saturatedSeconds, through, {
    ...thinkingUsers,
    thinkMs: [0, 0],
    startWithinMs: 0,
  });
  sampling = false;
  await sampler;
  console.log(
    `\nThe console's load on the agency's server: ${users.length} users, each on an account of its own, ` +
      `31-day keyword report of a new range each call:`,
  );
  for (const [name, result] of [
    [`thinking 1–3 s, ${thinkSeconds} s`, thinking],
    [`without thinking, ${saturatedSeconds} s`, saturated],
  ] as const) {
    console.log(
      `  ${name.padEnd(24)} ${result.requests} calls (${result.perSecond.toFixed(1)}/s), p50 ${result.p50.toFixed(0)} / ` +
        `p95 ${result.p95.toFixed(0)} / p99 ${result.p99.toFixed(0)} ms, ${result.errors} errors`,
    );
  }
  console.log(`  the server's memory: at most ${largest.toFixed(0)} MiB (sampled each second)`);
}

/** The in-process server's clock, which the daily sync moves a day on. */
interface Clock {
  now: number;
}

/** Step 3: the next day of every account, with report calls beside it and the folder's size sampled. */
async function dailySync(app: App, clock: Clock, accounts: readonly number[], facts: FactsOn) {
  let token = await loginToken(app, 'admin', 'admin123');
  const accountId = accounts[tailPosition]!;
  const query = calls(facts.through)[0]!.query;
  const call = async () => {
    await app.facts.forgetAnswers();
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: `/base-api${keywordPath}`,
      headers: { token },
      payload: { page: { number: 1, size: 20 }, query: { ...query, accountId } },
    });
    const elapsed = performance.now() - started;
    if (!ReportAnswer.safeParse(response.json()).success) throw new Error(`${keywordPath}: ${response.body}`);
    return elapsed;
  };
  const idle: number[] = [];
  for (let run = 0; run < 60; run++) idle.push(await call());
  const settled = du(facts.folder);
  clock.now += 86_400_000;
  // A day later the session has run out: the user logs in again.
  token = await loginToken(app, 'admin', 'admin123');
  let largest = settled;
  const sampler = setInterval(() => {
    largest = Math.max(largest, du(facts.folder));
  }, 5_000);
  const beside: number[] = [];
  let syncing = true;
  // An earlier run stopped part-way may have brought some accounts to the day already: they are not counted.
  const before = await syncedThroughOf(app.facts);
  const started = performance.now();
  const sync = app.reportSync.runOnce().finally(() => {
    syncing = false;
  });
  // A call that fails beside the sync is counted, not fatal: the sync goes on and its time is the figure.
  let failed = 0;
  let failure = '';
  while (syncing) {
    try {
      beside.push(await call());
    } catch (error) {
      failed++;
      failure ||= String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await sync;
  const elapsed = performance.now() - started;
  clearInterval(sampler);
  const through = providerYesterday(clock.now);
  const after = await syncedThroughOf(app.facts);
  const synced = accounts.filter((id) => after.get(id) === through && before.get(id) !== through).length;
  facts.reached(through);
  console.log(`\nDaily sync of ${synced} accounts, ${through} new, the 3 days before it read again:`);
  console.log(`  ${seconds(elapsed)}, ${(elapsed / synced).toFixed(0)} ms an account`);
  console.log(
    `  keyword 31-day summary of the tail account: idle p50 ${percentile(idle, 50).toFixed(0)} / p99 ${percentile(idle, 99).toFixed(0)} ms, ` +
      `beside the sync p50 ${percentile(beside, 50).toFixed(0)} / p99 ${percentile(beside, 99).toFixed(0)} ms (${beside.length} calls)`,
  );
  if (failed > 0) console.log(`  ${failed} calls beside the sync failed, the first: ${failure}`);
  const failedSyncs = await failedAccounts(app);
  if (failedSyncs.length > 0) console.log(`  the sync failed for ${failedSyncs.join(', ')}`);
  console.log(
    `  facts on disk: ${mib(settled)} before, at most ${mib(largest)} while it ran (×${(largest / settled).toFixed(2)})`,
  );
  console.log(`  the process holds ${mib(process.memoryUsage().rss)}`);
}

/** Steps 3 and 4, in this process: a server on the agency's store, mailing through a real SMTP server. */
async function inProcess(facts: FactsOn) {
  const clock = { now: clockAfter(facts.through) };
  const receiver = await startMailReceiver();
  const { app } = await startTestApp({
    dataDir,
    clickhouseUrl: facts.clickhouseUrl,
    now: () => clock.now,
    sandboxProfile: 'agency',
    smtpUrl: receiver.url,
    mailFrom: 'adconsole@example.com',
    mailAllowedDomains: ['example.com'],
  });
  try {
    const accounts = (await app.providers.accounts())
      .map((served) => served.account.id)
      .sort((a, b) => a - b);
    if (chosen('sync')) await dailySync(app, clock, accounts, facts);
    if (chosen('alerts')) await alertPass(app, accounts, clock.now);
    if (chosen('schedules')) await scheduledReports(app, receiver, accounts, clock.now);
  } finally {
    await app.close();
    await receiver.close();
  }
}

/** The rows and bytes of each fact table, and in all, on the engine of `facts`. */
async function printTableSizes(facts: FactsOn) {
  const { app } = await startTestApp({
    dataDir,
    clickhouseUrl: facts.clickhouseUrl,
    now: () => clockAfter(facts.through),
    sandboxProfile: 'agency',
  });
  try {
    const sizes = await tableSizes(app);
    const total = sizes.reduce(
      (sum, table) => ({ rows: sum.rows + table.rows, bytes: sum.bytes + table.bytes }),
      { rows: 0, bytes: 0 },
    );
    console.log(`\nFact tables (${accountCount} accounts, ${profile.days} days, through ${facts.through}):`);
    for (const table of sizes) {
      console.log(
        `  ${table.table.padEnd(32)} ${table.rows.toLocaleString('en').padStart(14)} rows  ${mib(table.bytes).padStart(9)}`,
      );
    }
    console.log(
      `  ${'all'.padEnd(32)} ${total.rows.toLocaleString('en').padStart(14)} rows  ${mib(total.bytes).padStart(9)}: ` +
        `${(total.bytes / total.rows).toFixed(1)} bytes a row, ${(((total.bytes / total.rows) * 1e8) / 2 ** 30).toFixed(2)} GiB per 100 M rows`,
    );
  } finally {
    await app.close();
  }
}

/** Every step chosen, on the engine of `facts`. */
async function variant(facts: FactsOn) {
  console.log(`\n## On ${facts.name}`);
  await printTableSizes(facts);
  if (chosen('reports') || chosen('load')) await reportFigures(facts);
  if (chosen('sync') || chosen('alerts') || chosen('schedules')) await inProcess(facts);
}

const loadAtStart = loadavg()[0]!.toFixed(1);
let marker = readMarker();
if (!marker) {
  console.log(`Building the agency store in ${dataDir} (${accountCount} accounts, ${profile.days} days)…`);
  marker = await build();
  console.log(`Built in ${seconds(marker.buildSeconds * 1000)}`);
} else {
  console.log(
    `The agency store in ${dataDir}: built in ${seconds(marker.buildSeconds * 1000)}, facts through ${marker.through}`,
  );
}
if (chosenEngines.includes('embedded')) {
  await variant({
    name: 'the embedded engine (chdb)',
    folder: path.join(dataDir, 'facts'),
    through: marker.through,
    reached(day) {
      marker = { ...marker!, through: day };
      writeFileSync(markerFile, JSON.stringify(marker));
    },
    demo: () => ({ remove: async () => undefined }),
  });
}
if (chosenEngines.includes('clickhouse')) {
  const server = await agencyClickHouse(folder, dataDir, marker.through);
  try {
    await variant({
      name: `a ClickHouse server (${server.version})`,
      clickhouseUrl: server.url,
      folder: server.folder,
      through: server.marker.through,
      reached: server.reached,
      demo: server.demo,
    });
  } finally {
    server.stop();
  }
}
console.log(
  `\nLoad average (1 min) at the start and the end: ${loadAtStart} and ${loadavg()[0]!.toFixed(1)}`,
);
