/**
 * The load and crash benchmark (`npm run bench`): the server from these sources in a process of its own on
 * loopback, over the `bench` sandbox profile in a fresh data folder, then
 * - report calls under load with autocannon (docs/architecture.md#fact-store-pool-and-cache): distinct pages
 *   (each answer read from the store: how far the session pool runs queries side by side) and the same page
 *   (the answer cache), at 1, 20 and 100 connections;
 * - an export killed with SIGKILL while it runs, then the server started again: the export must end ready, once.
 * Prints both tables; the server is stopped and the data folder removed either way.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { apiPrefix, reportExportEndpoint, reportListEndpoint } from '@adconsole/api-client/contract';
import { addCalendarDays, providerYesterday } from '@adconsole/date-range-rules';
import autocannon from 'autocannon';
import { downloadsDir } from '../src/downloads/download-files';
import { startServerProcess, type ServerProcess } from '../src/testing/server-process';
import { freshDataDir } from '../src/testing/test-app';

const durationSeconds = Number(process.env.LOAD_BENCH_SECONDS ?? 10);
const dataDir = freshDataDir();
let server: ServerProcess | undefined;

// Stopped from outside (scripts/bench.mjs bounds the run): the server and the data folder go anyway.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server?.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(1);
  });
}

/** The server from the sources on the `bench` sandbox profile in the bench's data folder. */
const startServer = () => startServerProcess({ DATA_DIR: dataDir, SANDBOX_PROFILE: 'bench' });

async function login(): Promise<string> {
  const answer = await server!.logIn('admin', 'admin123');
  if (answer.code !== 200) throw new Error(`login: ${JSON.stringify(answer)}`);
  return answer.data!.token;
}

/**
 * CPU seconds the server process has used (Linux /proc; clock ticks of 1/100 s): the machine is shared, so
 * CPU per request shows the server's own cost whatever else runs.
 */
function serverCpuSeconds(): number {
  const fields = readFileSync(`/proc/${server!.child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

interface LoadRow {
  name: string;
  cpuMsPerRequest: number;
  connections: number;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
}

/** One autocannon run: `body(n)` is the n-th request's body (the same for every n asks one page). */
async function load(
  name: string,
  connections: number,
  token: string,
  body: (n: number) => object,
): Promise<LoadRow> {
  // One request first, answered after whatever the previous run left queued: each run starts on an idle
  // server (and, for the same page, with its answer cached, as between two users asking it).
  await server!.post(reportListEndpoint('search', 'keyword').path, body(0), token);
  let sent = 1;
  const cpuBefore = serverCpuSeconds();
  const result = await autocannon({
    url: server!.url(reportListEndpoint('search', 'keyword').path),
    connections,
    duration: durationSeconds,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', token },
        setupRequest: (request) => ({ ...request, body: JSON.stringify(body(sent++)) }),
      },
    ],
  });
  const cpuMs = (serverCpuSeconds() - cpuBefore) * 1000;
  return {
    name,
    cpuMsPerRequest: cpuMs / Math.max(1, result.requests.total),
    connections,
    requests: result.requests.total,
    perSecond: result.requests.total / durationSeconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const loadAtStart = loadavg()[0]!.toFixed(1);
const started = performance.now();
try {
  server = await startServer();
  const loadSeconds = (performance.now() - started) / 1000;
  const token = await login();
  // The facts end yesterday in the provider's calendar: the last 31 days, every keyword of the large account.
  const endDate = providerYesterday(Date.now());
  const query = { accountId: 1, beginDate: addCalendarDays(endDate, -30), endDate, timeUnit: 'summary' };
  const pageOf = (number: number) => ({ page: { number, size: 20 }, query });
  // 50,000 keywords make 2,500 pages of 20: every request of a distinct-page run reads the store.
  const distinct = (offset: number) => (n: number) => pageOf(1 + ((offset + n) % 2_500));

  const rows: LoadRow[] = [];
  rows.push(await load('distinct pages (store)', 1, token, distinct(0)));
  rows.push(await load('distinct pages (store)', 20, token, distinct(1_000)));
  rows.push(await load('same page (cache)', 1, token, () => pageOf(2_400)));
  rows.push(await load('same page (cache)', 20, token, () => pageOf(2_400)));
  rows.push(await load('same page (cache)', 100, token, () => pageOf(2_400)));

  console.log(
    `\nLoad benchmark: the server in its own process on loopback, autocannon ${durationSeconds} s a run, ` +
      `POST keyword report, last 31 days, pages of 20 (${availableParallelism()} cores; store loaded in ${loadSeconds.toFixed(1)} s)\n`,
  );
  console.log(
    `Load average of the machine (1 min) at the start and the end: ${loadAtStart} and ${loadavg()[0]!.toFixed(1)}\n`,
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
  server = await startServer();
  const token2 = await login();
  let after: { status: string }[] = [];
  for (let i = 0; i < 1_200; i++) {
    after = await record(token2);
    if (after[0]?.status === 'ready' || after[0]?.status === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const readySeconds = (performance.now() - restart) / 1000;
  const userFiles = readdirSync(downloadsDir(dataDir), { recursive: true, withFileTypes: true }).filter((f) =>
    f.isFile(),
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
  rmSync(dataDir, { recursive: true, force: true });
}
