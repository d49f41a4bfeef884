import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The origin of the real server the client's tests call, e.g. `http://127.0.0.1:41234`. */
    serverUrl: string;
    /** The answer of every captcha of that server (CAPTCHA_TEST_CODE). */
    captchaTestCode: string;
  }
}

const repository = fileURLToPath(new URL('../../../../', import.meta.url));
const captchaTestCode = 'T3st';
const startTimeoutMs = 120_000;
const stopTimeoutMs = 30_000;

/** The address the server logs once it listens (Fastify's "Server listening at …" line of its JSON log). */
function listeningUrl(server: ChildProcess, log: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server did not listen:\n${log.join('\n')}`)),
      startTimeoutMs,
    );
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server stopped (${code}) before it listened:\n${log.join('\n')}`));
    });
    // Read every line for as long as the server runs: a full pipe would stall its log writes.
    for (const stream of [server.stdout!, server.stderr!]) {
      createInterface({ input: stream }).on('line', (line) => {
        log.push(line);
        if (log.length > 50) log.shift();
        const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1];
        if (url) {
          clearTimeout(timer);
          resolve(url);
        }
      });
    }
  });
}

/**
 * Waits until the server's first report sync has brought the demo's days in: it listens before they are, and
 * the tests read them (docs/architecture.md#report-sync).
 */
async function caughtUp(url: string) {
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    const ready = await fetch(`${url}/readyz`).catch(() => undefined);
    if (ready?.ok && ((await ready.json()) as { sync?: string }).sync === 'current') return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server's facts did not catch up in ${startTimeoutMs / 1000} s`);
}

/**
 * Starts the real server from its sources for the client's tests, as `npm start` runs it but on a fresh
 * data folder, the small sandbox profile, a fixed captcha answer and rate limits out of reach; stops it
 * with SIGTERM (it closes its stores) and removes the folder afterwards.
 */
export default async function startServer(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'adconsole-client-test-'));
  const log: string[] = [];
  const server = spawn(
    process.execPath,
    ['--conditions=@adconsole/source', '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: repository,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        // No built console: the API alone.
        CONSOLE_DIR: dataDir,
        CAPTCHA_TEST_CODE: captchaTestCode,
        SANDBOX_PROFILE: 'test',
        LOGIN_RATE_LIMIT: '10000',
        CAPTCHA_RATE_LIMIT: '10000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), stopTimeoutMs);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const url = await listeningUrl(server, log);
    await caughtUp(url);
    project.provide('serverUrl', url);
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide('captchaTestCode', captchaTestCode);
  return stop;
}
