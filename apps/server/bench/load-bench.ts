/**
 * The load and crash benchmark (`npm run bench`): the server from these sources in a process of its own on
 * loopback, in fresh data folders, then
 * - the console's load (docs/testing.md#load-bench), on the `test` sandbox profile: 100 users, each with
 *   an account of their own, asking the keyword report of a 31-day range with 1–3 s of thinking between
 *   calls, then 100 connections without waiting (saturation), with where the time of a call goes;
 * - report calls under load with autocannon (docs/architecture.md#fact-store-pool-and-cache), on the `bench`
 *   profile: distinct pages (each answer read from the store: how far the session pool runs queries side by
 *   side) and the same page (the answer cache), at 1, 20 and 100 connections;
 * - an export killed with SIGKILL while it runs, then the server started again: the export must end ready, once.
 * Prints the tables; the server is stopped and the data folders removed either way.
 */
import { readdirSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { apiPrefix, endpoints, reportExportEndpoint } from '@adconsole/api-client/contract';
import { addCalendarDays, providerYesterday } from '@adconsole/date-range-rules';
import { downloadsDir } from '../src/downloads/download-files';
import { startServerProcess, type ServerProcess } from '../src/testing/server-process';
import { freshDataDir } from '../src/testing/temp-dirs';
import {
  consoleUsers,
  thinkingUsers,
  thinkTimeRun,
  userRequest,
  type ThinkTimeResult,
  type UserLoopOptions,
} from './console-load';
import {
  browserAcceptEncoding,
  canPinToCore0,
  cpuSeconds,
  load,
  splitText,
  startBusyNeighbour,
  type BusyNeighbour,
  type LoadRow,
} from './load-runs';

const durationSeconds = Number(process.env.LOAD_BENCH_SECONDS ?? 10);
/** How long the console's users think and ask: long enough for a p99 over some thousands of calls. */
const thinkSeconds = Number(process.env.LOAD_BENCH_THINK_SECONDS ?? 40);
const consoleUserCount = 100;
const dataDirs = [freshDataDir(), freshDataDir()] as const;
let server: ServerProcess | undefined;
let neighbour: BusyNeighbour | undefined;

// Stopped from outside (scripts/bench.mjs bounds the run): the server and the data folders go anyway.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    neighbour?.stop();
    server?.child.kill('SIGKILL');
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    process.exit(1);
  });
}

/** The server from the sources on a sandbox profile, in its data folder. */
const startServer = (profile: 'test' | 'bench') =>
  startServerProcess({ DATA_DIR: dataDirs[profile === 'test' ? 0 : 1], SANDBOX_PROFILE: profile });

async function login(): Promise<string> {
  const answer = await server!.logIn('admin', 'admin123');
  if (answer.code !== 200) throw new Error(`login: ${JSON.stringify(answer)}`);
  return answer.data!.token;
}

const loadAtStart = loadavg()[0]!.toFixed(1);
/** The CPU seconds of the running server. */
const serverCpu = () => cpuSeconds(server!.child.pid!);
/** The console's load in one setting: the thinking users, then saturation, from an empty answer cache. */
interface ConsoleRuns {
  name: string;
  load: string;
  thinking: ThinkTimeResult;
  thinkingCpu: number;
  saturated: ThinkTimeResult;
  saturatedCpu: number;
  /** The busy neighbour's share of one core over the runs. */
  neighbourShare?: number;
}
try {
  server = await startServer('test');
  const adminToken = await login();
  const users = await consoleUsers(server, adminToken, consoleUserCount);
  const yesterday = providerYesterday(Date.now());
  const consoleRuns = async (
    name: string,
    acceptEncoding: string | undefined,
    busy: boolean,
  ): Promise<ConsoleRuns> => {
    // A sync writes facts, which empties the answer cache: each setting starts as the first did.
    await server!.post(endpoints.providerAccountSync.path, { id: users[0]!.accountId }, adminToken);
    const loadBefore = loadavg()[0]!.toFixed(1);
    if (busy) {
      neighbour = startBusyNeighbour();
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const neighbourBefore = neighbour?.cpu() ?? 0;
    const started = performance.now();
    const measured = async (options: UserLoopOptions, seconds: number) => {
      const before = serverCpu();
      const result = await thinkTimeRun(server!, users, seconds, yesterday, options);
      return [result, ((serverCpu() - before) * 1000) / Math.max(1, result.requests)] as const;
    };
    const [thinking, thinkingCpu] = await measured({ ...thinkingUsers, acceptEncoding }, thinkSeconds);
    const [saturated, saturatedCpu] = await measured(
      { thinkMs: [0, 0], startWithinMs: 0, acceptEncoding },
      durationSeconds,
    );
    const neighbourShare = neighbour
      ? (neighbour.cpu() - neighbourBefore) / ((performance.now() - started) / 1000)
      : undefined;
    neighbour?.stop();
    neighbour = undefined;
    const load = `${loadBefore} → ${loadavg()[0]!.toFixed(1)}`;
    return { name, load, thinking, thinkingCpu, saturated, saturatedCpu, neighbourShare };
  };
  const settings = [
    await consoleRuns('idle', browserAcceptEncoding, false),
    await consoleRuns('idle, no Accept-Encoding', undefined, false),
    await consoleRuns(`busy neighbour${canPinToCore0 ? ' on core 0' : ''}`, browserAcceptEncoding, true),
  ];
  const userCall = (n: number) => userRequest(users[n % users.length]!, yesterday);
  const alone = await load(server, {
    name: '1 connection, no waiting',
    connections: 1,
    seconds: durationSeconds,
    request: userCall,
    cpu: serverCpu,
  });
  await server.stop('SIGTERM');
  console.log(
    `\nConsole load: ${consoleUserCount} users on the test profile, each with an account of its own, POST keyword report of 31 days ` +
      `(a new range each call), pages of 20; the server in one process (${availableParallelism()} cores). ` +
      `Each setting from an empty answer cache: ${consoleUserCount} users thinking 1–3 s for ${thinkSeconds} s, then the same ` +
      `${consoleUserCount} users without thinking for ${durationSeconds} s (saturation), each on a kept-alive connection of its own, ` +
      `with Accept-Encoding: ${browserAcceptEncoding} unless said. The busy neighbour: a Node busy loop ` +
      `${canPinToCore0 ? 'pinned to core 0 (taskset) ' : ''}started before its runs and killed after\n`,
  );
  const row = (label: string, cell: (r: ConsoleRuns) => string) =>
    console.log(`| ${label} | ${settings.map(cell).join(' | ')} |`);
  const ms = (n: number) => n.toFixed(0);
  const latencies = (r: ThinkTimeResult) => `${ms(r.p50)} / ${ms(r.p95)} / ${ms(r.p99)}`;
  console.log(`| | ${settings.map((r) => r.name).join(' | ')} |`);
  console.log(`| --- |${settings.map(() => ' ---: |').join('')}`);
  row('load average (1 min), start → end', (r) => r.load);
  row('busy neighbour, share of one core', (r) =>
    r.neighbourShare === undefined ? '' : `${(r.neighbourShare * 100).toFixed(0)} %`,
  );
  for (const [label, run, cpu] of [
    ['thinking', (r: ConsoleRuns) => r.thinking, (r: ConsoleRuns) => r.thinkingCpu],
    ['saturation', (r: ConsoleRuns) => r.saturated, (r: ConsoleRuns) => r.saturatedCpu],
  ] as const) {
    row(`${label}: answered`, (r) => run(r).requests.toLocaleString('en'));
    row(`${label}: req/s`, (r) => run(r).perSecond.toFixed(1));
    row(`${label}: p50 / p95 / p99 ms`, (r) => latencies(run(r)));
    row(`${label}: max ms`, (r) => ms(run(r).max));
    row(`${label}: errors`, (r) => String(run(r).errors));
    row(`${label}: server CPU ms per call`, (r) => cpu(r).toFixed(1));
  }
  row(
    'bytes of an answer on the wire (decoded)',
    (r) => `${ms(r.thinking.wireBytes)} (${ms(r.thinking.jsonBytes)})`,
  );
  console.log(
    `\n1 connection without waiting (autocannon, ${durationSeconds} s, idle): ${alone.requests.toLocaleString('en')} answered, ` +
      `${alone.perSecond.toFixed(1)} req/s, p50 ${alone.p50} ms, p99 ${alone.p99} ms, ${alone.errors} errors, ` +
      `server CPU ${alone.cpuMsPerRequest.toFixed(1)} ms per call`,
  );
  console.log(
    "\nWhere the time of a call goes (means per call; the server's parts from its Server-Timing):\n",
  );
  for (const r of settings) {
    console.log(`- ${r.name}, thinking: ${splitText(r.thinking.split)}`);
    console.log(`- ${r.name}, saturation: ${splitText(r.saturated.split)}`);
  }
  console.log(`- idle, 1 connection: ${splitText(alone.split)}`);
  const [idle, , busy] = settings as [ConsoleRuns, ConsoleRuns, ConsoleRuns];
  const met = (r: ConsoleRuns, p99: number) =>
    r.thinking.p99 <= p99 && r.thinking.errors + r.saturated.errors === 0 ? 'yes' : 'NO';
  console.log(
    `\n${consoleUserCount} users thinking, idle: p99 ${ms(idle.thinking.p99)} ms (goal ≤ 500 ms, 0 errors): ${met(idle, 500)}; ` +
      `with the busy neighbour: p99 ${ms(busy.thinking.p99)} ms (goal ≤ 1,000 ms, 0 errors): ${met(busy, 1000)}; ` +
      `saturation: ${idle.saturated.perSecond.toFixed(1)} req/s idle, ${busy.saturated.perSecond.toFixed(1)} with the neighbour`,
  );

  const started = performance.now();
  server = await startServer('bench');
  const loadSeconds = (performance.now() - started) / 1000;
  const token = await login();
  // The facts end yesterday in the provider's calendar: the last 31 days, every keyword of the large account.
  const endDate = yesterday;
  const query = { accountId: 1, beginDate: addCalendarDays(endDate, -30), endDate, timeUnit: 'summary' };
  const pageOf = (number: number) => ({ token, body: { page: { number, size: 20 }, query } });
  // 50,000 keywords make 2,500 pages of 20: every request of a distinct-page run reads the store.
  const distinct = (offset: number) => (n: number) => pageOf(1 + ((offset + n) % 2_500));
  const run = (name: string, connections: number, request: (n: number) => ReturnType<typeof pageOf>) =>
    load(server!, { name, connections, seconds: durationSeconds, request, cpu: serverCpu });

  const rows: LoadRow[] = [];
  rows.push(await run('distinct pages (store)', 1, distinct(0)));
  rows.push(await run('distinct pages (store)', 20, distinct(1_000)));
  rows.push(await run('same page (cache)', 1, () => pageOf(2_400)));
  rows.push(await run('same page (cache)', 20, () => pageOf(2_400)));
  rows.push(await run('same page (cache)', 100, () => pageOf(2_400)));

  console.log(
    `\nLoad benchmark: the server in its own process on loopback, autocannon ${durationSeconds} s a run, ` +
      `POST keyword report, last 31 days, pages of 20 (${availableParallelism()} cores; store loaded in ${loadSeconds.toFixed(1)} s)\n`,
  );
  console.log(
    `Load average of the machine (1 min) at the start of the bench and now: ${loadAtStart} and ${loadavg()[0]!.toFixed(1)}\n`,
  );
  console.log(
    '| requests | connections | answered | req/s | p50 ms | p99 ms | max ms | errors | server CPU ms per request |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.connections} | ${r.requests.toLocaleString('en')} | ${r.perSecond.toFixed(1)} | ${r.p50} | ${r.p99} | ${r.max} | ${r.errors} | ${r.cpuMsPerRequest.toFixed(1)} |`,
    );
  }
  const single = rows[0]!.perSecond;
  console.log(
    `\nDistinct pages, 20 connections against 1: ${(rows[1]!.perSecond / single).toFixed(2)}× (goal ≥ 1.6×); ` +
      `same page, 100 connections: p99 ${rows[4]!.p99} ms (goal ≤ 500 ms); errors in all runs: ${rows.reduce((n, r) => n + r.errors, 0)} (goal 0)`,
  );

  // An export of every keyword of the large account over 31 days (about 50,000 rows), killed while it runs.
  const exportPath = reportExportEndpoint('search', 'keyword').path;
  const { data } = await server.post<{ id: number }>(exportPath, { accountId: 1, query }, token);
  const id = data!.id;
  const record = async (session: string) =>
    (
      await server!.post<{ id: number; status: string; progress?: number; fileName?: string }[]>(
        `${apiPrefix}/downloadExcelRecord/list`,
        { page: { number: 1, size: 50 } },
        session,
      )
    ).data!.filter((r) => r.id === id);
  let seen: { status: string; progress?: number } | undefined;
  for (let i = 0; i < 400; i++) {
    [seen] = await record(token);
    if (seen?.status !== 'pending') break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const killedAt = `${seen?.status}${seen?.progress !== undefined ? ` at ${seen.progress}%` : ''}`;
  await server.stop('SIGKILL');
  const restart = performance.now();
  server = await startServer('bench');
  const token2 = await login();
  let after: { status: string }[] = [];
  for (let i = 0; i < 1_200; i++) {
    after = await record(token2);
    if (after[0]?.status === 'ready' || after[0]?.status === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const readySeconds = (performance.now() - restart) / 1000;
  const userFiles = readdirSync(downloadsDir(dataDirs[1]), { recursive: true, withFileTypes: true }).filter(
    (f) => f.isFile(),
  );
  const download = await fetch(server.url(`${apiPrefix}/downloadExcelRecord/download`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', token: token2 },
    body: JSON.stringify({ id }),
  });
  const file = Buffer.from(await download.arrayBuffer());
  console.log('\nKill -9 during an export (keyword report, 31 days, about 50,000 rows)\n');
  console.log(
    '| killed while | after the restart | records of the export | files in downloads/ | download | ready after restart s |',
  );
  console.log('| --- | --- | ---: | ---: | --- | ---: |');
  console.log(
    `| ${killedAt} | ${after.map((r) => r.status).join(', ')} | ${after.length} | ${userFiles.length} | ${download.status}, ${file.length.toLocaleString('en')} bytes, ${file.subarray(0, 2).toString() === 'PK' ? 'xlsx' : 'not xlsx'} | ${readySeconds.toFixed(1)} |`,
  );
  // A check that the bench measured what it says, not a timing assertion.
  if (
    after.length !== 1 ||
    after[0]!.status !== 'ready' ||
    userFiles.length !== 1 ||
    download.status !== 200
  ) {
    throw new Error('the killed export did not end ready exactly once');
  }
} finally {
  neighbour?.stop();
  if (server) await server.stop('SIGTERM');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
