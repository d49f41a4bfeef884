/**
 * The load and crash benchmark (`npm run bench`): the server from these sources in a process of its own on
 * loopback, in fresh data folders, then
 * - the console's load (docs/architecture.md#load-bench), on the `test` sandbox profile: 100 users, each with
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
import { apiPrefix, reportExportEndpoint } from '@adconsole/api-client/contract';
import { addCalendarDays, providerYesterday } from '@adconsole/date-range-rules';
import { downloadsDir } from '../src/downloads/download-files';
import { startServerProcess, type ServerProcess } from '../src/testing/server-process';
import { freshDataDir } from '../src/testing/test-app';
import { consoleUsers, thinkTimeRun, userRequest } from './console-load';
import { cpuSeconds, load, splitText, type LoadRow } from './load-runs';

const durationSeconds = Number(process.env.LOAD_BENCH_SECONDS ?? 10);
/** How long the console's users think and ask: long enough for a p99 over some thousands of calls. */
const thinkSeconds = Number(process.env.LOAD_BENCH_THINK_SECONDS ?? 40);
const consoleUserCount = 100;
const dataDirs = [freshDataDir(), freshDataDir()] as const;
let server: ServerProcess | undefined;

// Stopped from outside (scripts/bench.mjs bounds the run): the server and the data folders go anyway.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
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
try {
  server = await startServer('test');
  const users = await consoleUsers(server, await login(), consoleUserCount);
  const yesterday = providerYesterday(Date.now());
  const consoleLoadAtStart = loadavg()[0]!.toFixed(1);
  const cpuBefore = serverCpu();
  const thinking = await thinkTimeRun(server, users, thinkSeconds, yesterday);
  const thinkingCpu = ((serverCpu() - cpuBefore) * 1000) / Math.max(1, thinking.requests);
  const userCall = (n: number) => userRequest(users[n % users.length]!, yesterday);
  const [alone, saturated] = [
    await load(server, {
      name: '1 connection, no waiting',
      connections: 1,
      seconds: durationSeconds,
      request: userCall,
      cpu: serverCpu,
    }),
    await load(server, {
      name: '100 connections, no waiting (saturation)',
      connections: 100,
      seconds: durationSeconds,
      request: userCall,
      cpu: serverCpu,
    }),
  ];
  await server.stop('SIGTERM');
  console.log(
    `\nConsole load: ${consoleUserCount} users on the test profile, each with an account of its own, POST keyword report of 31 days ` +
      `(a new range each call), pages of 20; the server in one process (${availableParallelism()} cores)\n`,
  );
  console.log(
    `Load average of the machine (1 min) at the start and the end: ${consoleLoadAtStart} and ${loadavg()[0]!.toFixed(1)}\n`,
  );
  console.log(
    '| run | answered | req/s | p50 ms | p95 ms | p99 ms | max ms | errors | server CPU ms per request |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  console.log(
    `| ${consoleUserCount} users, 1–3 s thinking, ${thinkSeconds} s | ${thinking.requests.toLocaleString('en')} | ${thinking.perSecond.toFixed(1)} | ${thinking.p50.toFixed(0)} | ${thinking.p95.toFixed(0)} | ${thinking.p99.toFixed(0)} | ${thinking.max.toFixed(0)} | ${thinking.errors} | ${thinkingCpu.toFixed(1)} |`,
  );
  for (const r of [alone, saturated]) {
    console.log(
      `| ${r.name}, ${durationSeconds} s | ${r.requests.toLocaleString('en')} | ${r.perSecond.toFixed(1)} | ${r.p50} | | ${r.p99} | ${r.max} | ${r.errors} | ${r.cpuMsPerRequest.toFixed(1)} |`,
    );
  }
  console.log(
    "\nWhere the time of a call goes (means per call; the server's parts from its Server-Timing):\n",
  );
  console.log(`- ${consoleUserCount} users thinking: ${splitText(thinking.split)}`);
  console.log(`- 1 connection: ${splitText(alone.split)}`);
  console.log(`- saturation: ${splitText(saturated.split)}`);
  const ok = thinking.p99 <= 500 && thinking.errors === 0 ? 'yes' : 'NO';
  console.log(
    `\n${consoleUserCount} users thinking: p99 ${thinking.p99.toFixed(0)} ms, ${thinking.errors} errors (goal p99 ≤ 500 ms, 0 errors): ${ok}; ` +
      `saturation: ${saturated.perSecond.toFixed(1)} req/s, p99 ${saturated.p99} ms`,
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
  if (server) await server.stop('SIGTERM');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
