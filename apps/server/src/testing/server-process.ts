/**
 * The server as `npm start` runs it, but from the sources, in a process of its own on a loopback port: for the
 * load benchmark and the tests of several processes (docs/architecture.md#work-across-processes). Talks to it
 * over HTTP as the console does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { apiBasePath, apiPrefix } from '@adconsole/api-client/contract';
import { clientPasswordHash } from '../auth/passwords';
import { testCaptchaCode } from './test-app';
import { testClickHouseCluster } from './test-facts';

/** The server as `npm start` runs it, but from the sources (tsx with the workspace's source condition). */
export const sourceServer = {
  command: process.execPath,
  args: ['--import', 'tsx', '--conditions=@adconsole/source', 'src/main.ts'],
  cwd: path.resolve(import.meta.dirname, '../..'),
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

export interface Envelope<T> {
  code: number;
  msg: string;
  data?: T;
}

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly origin: string;
  /** The API's URL of an endpoint path (`/api/…` under the base path). */
  url(endpointPath: string): string;
  /** POSTs a JSON body; answers the envelope whatever its code. */
  call<T>(endpointPath: string, body: object, token?: string): Promise<Envelope<T>>;
  /** GETs an endpoint; answers the envelope whatever its code. */
  get<T>(endpointPath: string, token?: string): Promise<Envelope<T>>;
  /** POSTs a JSON body; throws unless the envelope's code is 200. */
  post<T>(endpointPath: string, body: object, token?: string): Promise<Envelope<T>>;
  /** A fresh captcha's uuid (its answer is CAPTCHA_TEST_CODE's). */
  captcha(): Promise<string>;
  /** The login call's envelope for a user name and plain password, with a captcha of this server. */
  logIn(userName: string, password: string, captchaUuid?: string): Promise<Envelope<{ token: string }>>;
  /** Stops the process with a signal and waits until it is gone. */
  stop(signal: NodeJS.Signals): Promise<void>;
}

/** Settings every test server takes: the test captcha, and rate limits out of a test's reach. */
const testEnv = {
  NODE_ENV: 'development',
  HOST: '127.0.0.1',
  CAPTCHA_TEST_CODE: testCaptchaCode,
  LOGIN_RATE_LIMIT: '100000',
  CAPTCHA_RATE_LIMIT: '100000',
  WRITE_RATE_LIMIT_USER: '100000',
  WRITE_RATE_LIMIT_ADDRESS: '100000',
};

/**
 * Starts the server from the sources with `env` over the test settings (DATA_DIR and the rest are the caller's)
 * and waits until it is ready with its facts caught up. One node process, so SIGKILL kills all of it. Facts on
 * the tests' ClickHouse server lie on its cluster, when the tests run on one.
 */
export async function startServerProcess(
  env: Record<string, string>,
  output: 'ignore' | 'inherit' = 'ignore',
): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(sourceServer.command, sourceServer.args, {
    cwd: sourceServer.cwd,
    env: {
      ...process.env,
      ...testEnv,
      ...(env.CLICKHOUSE_URL && testClickHouseCluster ? { CLICKHOUSE_CLUSTER: testClickHouseCluster } : {}),
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', output, 'inherit'],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code, signal) => reject(new Error(`the server stopped (${code ?? signal})`))),
  );
  exited.catch(() => undefined);
  const url = (endpointPath: string) => `${origin}${apiBasePath}${endpointPath}`;
  const up = (async () => {
    for (;;) {
      try {
        // Ready, and its first sync has brought the demo's days in (docs/architecture.md#report-sync).
        if (((await (await fetch(`${origin}/readyz`)).json()) as { sync?: string }).sync === 'current')
          return;
      } catch {
        // Not listening yet: a fresh store is migrated and seeded first.
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  await Promise.race([up, exited]);

  const call = async <T>(endpointPath: string, body: object, token?: string) => {
    const response = await fetch(url(endpointPath), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      body: JSON.stringify(body),
    });
    return (await response.json()) as Envelope<T>;
  };
  const get = async <T>(endpointPath: string, token?: string) => {
    const response = await fetch(url(endpointPath), { headers: token ? { token } : {} });
    return (await response.json()) as Envelope<T>;
  };
  const post = async <T>(endpointPath: string, body: object, token?: string) => {
    const answer = await call<T>(endpointPath, body, token);
    if (answer.code !== 200) throw new Error(`${endpointPath}: ${JSON.stringify(answer)}`);
    return answer;
  };
  const captcha = async () => {
    const response = await fetch(url(`${apiPrefix}/system/admin/getPictureValidationCode`));
    return ((await response.json()) as Envelope<{ uuid: string }>).data!.uuid;
  };
  return {
    child,
    origin,
    url,
    call,
    get,
    post,
    captcha,
    async logIn(userName, password, captchaUuid) {
      return call<{ token: string }>(`${apiPrefix}/user/login`, {
        userName,
        pwd: clientPasswordHash(password),
        validationCode: testCaptchaCode,
        uuid: captchaUuid ?? (await captcha()),
      });
    },
    async stop(signal) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await gone;
    },
  };
}
