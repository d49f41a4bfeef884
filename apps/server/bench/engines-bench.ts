/**
 * The engines benchmark (`npm run bench`, docs/testing.md#engines-bench): the same server on the embedded
 * stores (SQLite, chdb) and on throw-away servers (PostgreSQL, ClickHouse; scripts/engines.mjs), in this
 * process, both loaded with the `bench` sandbox profile. Times the report calls of the report benchmark on chdb
 * and on the ClickHouse server, and a login + user info + route list round on SQLite and on PostgreSQL, and
 * prints them side by side. The answer cache is emptied before each report call, so every answer comes from
 * the engine.
 */
import { loadavg } from 'node:os';
import { endpoints, reportListEndpoint } from '@adconsole/api-client/contract';
import { startClickHouse, startPostgres, type Engine } from '../../../scripts/engines.mjs';
import { freshFactDatabase } from '../src/testing/test-facts';
import { freshEntityDatabase, loginBody, startTestApp } from '../src/testing/test-app';
import { benchNow, median, ReportAnswer, reportCalls } from './report-calls';

const warmUp = 2;
const runs = 9;
const rounds = 30;

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

const engines: Engine[] = [];
const apps: TestApp[] = [];
async function stopAll() {
  for (const app of apps.splice(0)) await app.stop();
  for (const engine of engines.splice(0)) engine.stop();
}
// Stopped from outside (scripts/bench.mjs bounds the run): the servers and the folders go anyway.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const engine of engines) engine.stop();
    process.exit(1);
  });
}

async function token(app: TestApp['app']) {
  const response = await app.inject({
    method: 'POST',
    url: `/base-api${endpoints.login.path}`,
    payload: await loginBody(app, 'admin', 'admin123'),
  });
  return response.json<{ data: { token: string } }>().data.token;
}

/** Median ms of each report call (and its rows), every run answered by the engine, none by the cache. */
async function reportTimes(app: TestApp['app']) {
  const session = await token(app);
  const times = [];
  for (const call of reportCalls) {
    const url = `/base-api${reportListEndpoint(call.channel, call.section).path}`;
    const elapsed: number[] = [];
    let rows = 0;
    const body = { ...call.body, query: { ...(call.body as { query: object }).query, accountId: 1 } };
    for (let run = 0; run < warmUp + runs; run++) {
      await app.facts.forgetAnswers();
      const start = performance.now();
      const response = await app.inject({ method: 'POST', url, headers: { token: session }, payload: body });
      if (run >= warmUp) elapsed.push(performance.now() - start);
      rows = ReportAnswer.parse(response.json()).data.list.length;
    }
    times.push({ name: call.name, rows, median: median(elapsed) });
  }
  return times;
}

/** Median ms of a login (a captcha, the login), the user's info and their route list, one after the other. */
async function roundTimes(app: TestApp['app']) {
  const elapsed: number[] = [];
  for (let round = 0; round < warmUp + rounds; round++) {
    const start = performance.now();
    const session = await token(app);
    for (const [method, path] of [
      ['GET', endpoints.getUserInfo.path],
      ['POST', endpoints.getRouters.path],
    ] as const) {
      const response = await app.inject({
        method,
        url: `/base-api${path}`,
        headers: { token: session },
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      if (response.json<{ code: number }>().code !== 200) throw new Error(`${path}: ${response.body}`);
    }
    if (round >= warmUp) elapsed.push(performance.now() - start);
  }
  return median(elapsed);
}

const loadAtStart = loadavg()[0]!.toFixed(1);
try {
  engines.push(await startPostgres(), await startClickHouse());
  const [postgres, clickhouse] = engines as [Engine, Engine];
  const load = async (options: Parameters<typeof startTestApp>[0]) => {
    const started = performance.now();
    const app = await startTestApp({ ...options, now: () => benchNow, sandboxProfile: 'bench' });
    apps.push(app);
    return { app: app.app, seconds: (performance.now() - started) / 1000 };
  };
  const embedded = await load({});
  const servers = await load({
    databaseUrl: (await freshEntityDatabase(postgres.url)).databaseUrl,
    clickhouseUrl: (await freshFactDatabase(clickhouse.url))!.url,
  });
  const onChdb = await reportTimes(embedded.app);
  const onServer = await reportTimes(servers.app);
  const sqliteRound = await roundTimes(embedded.app);
  const postgresRound = await roundTimes(servers.app);

  const version = (await servers.app.facts.query<{ version: string }>('SELECT version() AS version'))[0]!
    .version;
  console.log(
    `\nEngines benchmark: the same server on the embedded stores and on PostgreSQL 15 + ClickHouse ${version} ` +
      `(throw-away servers on loopback), in-process through the HTTP layer; ${runs} runs after ${warmUp} warm-up\n`,
  );
  console.log(
    `Load of the bench profile (fresh stores, generation included): embedded ${embedded.seconds.toFixed(1)} s, servers ${servers.seconds.toFixed(1)} s`,
  );
  console.log(
    `Load average of the machine (1 min) at the start and the end: ${loadAtStart} and ${loadavg()[0]!.toFixed(1)}\n`,
  );
  console.log('| report call | rows | chdb median ms | ClickHouse server median ms | server ÷ chdb |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const [i, chdb] of onChdb.entries()) {
    const server = onServer[i]!;
    // A check that both measured the same work, not a timing assertion.
    if (server.rows !== chdb.rows)
      throw new Error(`${chdb.name}: ${chdb.rows} rows on chdb, ${server.rows} on the server`);
    console.log(
      `| ${chdb.name} | ${chdb.rows.toLocaleString('en')} | ${chdb.median.toFixed(1)} | ${server.median.toFixed(1)} | ${(server.median / chdb.median).toFixed(2)} |`,
    );
  }
  console.log('\n| entity round | SQLite median ms | PostgreSQL median ms | PostgreSQL ÷ SQLite |');
  console.log('| --- | ---: | ---: | ---: |');
  console.log(
    `| login + user info + route list (${rounds} rounds) | ${sqliteRound.toFixed(1)} | ${postgresRound.toFixed(1)} | ${(postgresRound / sqliteRound).toFixed(2)} |`,
  );
} finally {
  await stopAll();
}
