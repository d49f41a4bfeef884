/**
 * A server for a bench to call over HTTP, in a process of its own (chdb holds one data folder per process):
 * the test app on `BENCH_DATA_DIR` (its facts on `BENCH_CLICKHOUSE_URL` when set) with the sandbox profile
 * `BENCH_PROFILE`, its clock fixed at `BENCH_NOW` (ms), listening on a free loopback port. It tells the bench
 * its port and memory, and empties its fact answer cache when asked, over the IPC channel (`benchServer`), so
 * each timed call is answered by the engine.
 */
import { fork, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import type { SandboxProfileName } from '../src/provider/sandbox/profiles';
import { loginToken, startTestApp } from '../src/testing/test-app';

type Ask = 'forget' | 'memory';
interface Answer {
  port?: number;
  token?: string;
  /** The sandbox accounts' ids, in id order (the profile's sizes follow it). */
  accounts?: number[];
  rssMb?: number;
  done?: Ask;
}

/**
 * Starts a bench server and waits until it listens with its facts caught up: on the ClickHouse server of
 * `clickhouseUrl` when given (`BENCH_CLICKHOUSE_URL`), else embedded.
 */
export async function benchServer(
  dataDir: string,
  profile: SandboxProfileName,
  now: number,
  clickhouseUrl?: string,
) {
  const child: ChildProcess = fork(new URL(import.meta.url).pathname, [], {
    execArgv: ['--import', 'tsx', '--conditions=@adconsole/source'],
    env: {
      ...process.env,
      BENCH_DATA_DIR: dataDir,
      BENCH_PROFILE: profile,
      BENCH_NOW: String(now),
      ...(clickhouseUrl ? { BENCH_CLICKHOUSE_URL: clickhouseUrl } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the bench server stopped (${code})`))),
  );
  exited.catch(() => undefined);
  const next = () =>
    Promise.race([
      new Promise<Answer>((resolve) => child.once('message', (message) => resolve(message as Answer))),
      exited,
    ]);
  const { port, token, accounts } = await next();
  const ask = async (what: Ask) => {
    const answer = next();
    child.send(what);
    return answer;
  };
  return {
    origin: `http://127.0.0.1:${port}`,
    token: token!,
    accounts: accounts!,
    forgetAnswers: () => ask('forget'),
    rssMb: async () => (await ask('memory')).rssMb!,
    async stop() {
      child.kill('SIGTERM');
      await exited.catch(() => undefined);
    },
  };
}

if (process.env.BENCH_DATA_DIR && process.send) {
  const { app } = await startTestApp({
    dataDir: process.env.BENCH_DATA_DIR,
    clickhouseUrl: process.env.BENCH_CLICKHOUSE_URL,
    now: () => Number(process.env.BENCH_NOW),
    sandboxProfile: process.env.BENCH_PROFILE as SandboxProfileName,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const send = (answer: Answer) => process.send!(answer);
  const accounts = (await app.providers.accounts())
    .filter((served) => served.providerName === 'sandbox')
    .map((served) => served.account.id)
    .sort((a, b) => a - b);
  send({ port, token: await loginToken(app, 'admin', 'admin123'), accounts });
  process.on('message', async (what: Ask) => {
    if (what === 'forget') await app.facts.forgetAnswers();
    send({ done: what, rssMb: process.memoryUsage().rss / 2 ** 20 });
  });
  process.once('SIGTERM', async () => {
    await app.close();
    process.exit(0);
  });
}
