import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { test as base } from '@playwright/test';
import { factsCaughtUp } from '../../scripts/server-ready.mjs';
import { captchaTestCode } from './login';

/**
 * The e2e run's `test` and `expect`: every worker runs its own server, on a fresh data folder for each test file
 * (docs/testing.md#end-to-end-runs), so workers run test files side by side without seeing each other's
 * users, drafts or settings; a test's pages, contexts and requests go to its worker's server.
 */
export { expect } from '@playwright/test';

/** The first worker's port; worker n listens on the next ports (E2E_PORT, 8181 by default). */
const firstPort = Number(process.env.E2E_PORT ?? 8181);
const serveScript = fileURLToPath(new URL('../serve.mjs', import.meta.url));

/** The server's environment for tests (besides the port). */
const serverEnv = {
  HOST: '127.0.0.1',
  // The captcha answers the test code, and the login rate limits stay out of the tests' way.
  CAPTCHA_TEST_CODE: captchaTestCode,
  LOGIN_RATE_LIMIT: '1000',
  CAPTCHA_RATE_LIMIT: '1000',
  // 130 days of sandbox data instead of 430: every report has rows and the server starts in seconds.
  SANDBOX_PROFILE: 'test',
  // A closed local port: a Baidu account's calls fail at once, so the console's "could not be reached" shows
  // without the test machine ever calling the real provider.
  BAIDU_API_BASE: 'http://127.0.0.1:9',
};

/**
 * The port of the SMTP server a test file runs in its own process for worker `parallelIndex`, when it asks its
 * server to send mail (`mailbox`): beside the server's ports, so runs on other E2E_PORTs keep their own.
 */
export const mailboxPort = (parallelIndex: number) => firstPort + 1000 + parallelIndex;

/**
 * Waits until the server is ready and its first sync has brought the demo's days in (the tests read them:
 * docs/architecture.md#report-sync), or fails with what it printed when it ends first.
 */
async function answering(server: ChildProcess, url: string, output: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The e2e server ended (${server.exitCode}):\n${output()}`);
    if (await factsCaughtUp(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The e2e server was not ready at ${url} in 120 s:\n${output()}`);
}

/** A worker's server: its address, and `serve(file)`, which gives each test file a server of its own. */
type WorkerServer = { url: string; serve(testFile: string): Promise<void> };

export const test = base.extend<
  { freshServerPerFile: void },
  { workerServer: WorkerServer; mailbox: boolean }
>({
  // A test file that reads the server's mail sets it (`test.use({ mailbox: true })`) and listens on
  // `mailboxPort`; the server then sends through it, and to addresses of example.com.
  mailbox: [false, { scope: 'worker', option: true }],
  workerServer: [
    async ({ mailbox }, use, workerInfo) => {
      const port = firstPort + workerInfo.parallelIndex;
      const mail = mailbox
        ? {
            SMTP_URL: `smtp://127.0.0.1:${mailboxPort(workerInfo.parallelIndex)}`,
            MAIL_FROM: 'adconsole@example.com',
            MAIL_ALLOWED_DOMAINS: 'example.com',
          }
        : {};
      const url = `http://127.0.0.1:${port}`;
      let server: ChildProcess | undefined;
      let servedFile: string | undefined;
      const start = async () => {
        let printed = '';
        server = spawn(process.execPath, [serveScript], {
          env: { ...process.env, ...serverEnv, ...mail, PORT: String(port) },
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        server.stderr?.on('data', (chunk: Buffer) => {
          printed = (printed + chunk.toString()).slice(-4000);
          process.stderr.write(chunk);
        });
        await answering(server, url, () => printed);
      };
      // SIGTERM lets the server close its stores and serve.mjs remove its data folder.
      const stop = async () => {
        if (server && server.exitCode === null) {
          const ended = once(server, 'exit');
          server.kill('SIGTERM');
          const timeout = setTimeout(() => server?.kill('SIGKILL'), 10_000);
          await ended;
          clearTimeout(timeout);
        }
        server = undefined;
      };
      try {
        await use({
          url,
          async serve(testFile) {
            if (testFile === servedFile && server) return;
            await stop();
            await start();
            servedFile = testFile;
          },
        });
      } finally {
        await stop();
      }
    },
    { scope: 'worker', timeout: 130_000 },
  ],
  // Test files share a worker, one after another in any order: each file starts on a fresh data folder, so
  // no file sees the language, password, e-mail, views or settings an earlier file saved for a demo user
  // (docs/testing.md#end-to-end-runs). The tests of one file share its server, as they run in order.
  freshServerPerFile: [
    async ({ workerServer }, use, testInfo) => {
      await workerServer.serve(testInfo.file);
      await use();
    },
    { auto: true, timeout: 130_000 },
  ],
  baseURL: async ({ workerServer }, use) => use(workerServer.url),
});
