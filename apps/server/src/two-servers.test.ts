// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
/**
 * Two server processes on one PostgreSQL and one ClickHouse server behave as one server
 * (docs/architecture.md#work-across-processes): sessions, captchas, the login lock and exports hold across
 * them. Runs only on the engines of scripts/engines.mjs (vitest.config.ts includes it when TEST_DATABASE_URL
 * and TEST_CLICKHOUSE_URL are set): two processes cannot share the embedded stores.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  apiPrefix,
  endpoints,
  reportExportEndpoint,
  reportListEndpoint,
  responseCode,
  type UserInfo,
} from '@adconsole/api-client/contract';
import { addCalendarDays, providerYesterday } from '@adconsole/date-range-rules';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './testing/server-process';
import { freshEntityDatabase } from './testing/test-app';
import { freshFactDatabase } from './testing/test-facts';

let a: ServerProcess;
let b: ServerProcess;
let filesDir: string;
let databaseUrl: string;
const cleanUp: (() => Promise<void> | void)[] = [];

beforeAll(async () => {
  const entityDatabase = await freshEntityDatabase();
  const factDatabase = (await freshFactDatabase())!;
  cleanUp.push(entityDatabase.drop, factDatabase.drop);
  databaseUrl = entityDatabase.databaseUrl!;
  filesDir = mkdtempSync(path.join(tmpdir(), 'adconsole-files-'));
  cleanUp.push(() => rmSync(filesDir, { recursive: true, force: true }));
  const start = async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'adconsole-test-'));
    cleanUp.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      FILES_DIR: filesDir,
      DATABASE_URL: databaseUrl,
      CLICKHOUSE_URL: factDatabase.url,
      // The demo volume: an export of a year of daily keyword rows runs long enough to be killed midway.
      SANDBOX_PROFILE: 'demo',
    });
    cleanUp.unshift(() => server.stop('SIGKILL'));
    return server;
  };
  // The first process migrates and seeds the fresh stores; the second finds them ready.
  a = await start();
  b = await start();
}, 180_000);

afterAll(async () => {
  for (const step of cleanUp) await step();
});

async function tokenOn(server: ServerProcess, userName = 'admin', password = 'admin123') {
  const answer = await server.logIn(userName, password);
  expect(answer.code).toBe(responseCode.ok);
  return answer.data!.token;
}

describe('two server processes on one PostgreSQL and one ClickHouse server', () => {
  it('accept a session made on the other', async () => {
    const token = await tokenOn(a);
    const info = await b.get<{ userName: string }>(endpoints.getUserInfo.path, token);
    expect(info.code).toBe(responseCode.ok);
    expect(info.data!.userName).toBe('admin');
  });

  it('refuse a captcha the other already took', async () => {
    const uuid = await a.captcha();
    expect((await a.logIn('admin', 'admin123', uuid)).code).toBe(responseCode.ok);
    const again = await b.logIn('admin', 'admin123', uuid);
    expect(again.code).toBe(responseCode.captchaExpired);
    expect(again.data).toBeUndefined();
  });

  it('lock a user after three wrong passwords spread over both', async () => {
    expect((await a.logIn('demo', 'wrong-1')).code).toBe(responseCode.wrongCredentials);
    expect((await b.logIn('demo', 'wrong-2')).code).toBe(responseCode.wrongCredentials);
    expect((await a.logIn('demo', 'wrong-3')).code).toBe(responseCode.passwordAttemptsExceeded);
    expect((await b.logIn('demo', 'demo123')).code).toBe(responseCode.passwordAttemptsExceeded);
    expect((await a.logIn('demo', 'demo123')).code).toBe(responseCode.passwordAttemptsExceeded);
  });

  it('answer 1,000 logins and report calls spread over both without an error', async () => {
    const servers = [a, b];
    // Each server's calls carry a session the other made.
    const tokens = [await tokenOn(b), await tokenOn(a)];
    const info = await a.get<UserInfo>(endpoints.getUserInfo.path, tokens[1]);
    const accountId = info.data!.accounts[0]!.accountId;
    const endDate = providerYesterday(Date.now());
    const codes: Record<number, number> = {};
    let next = 0;
    // Eight clients at once, alternating servers: every fifth call a login, the others report pages of
    // different periods (so the answer cache does not answer them all).
    const client = async () => {
      for (let n = next++; n < 1_000; n = next++) {
        const server = servers[n % 2]!;
        const { code } =
          n % 5 === 0
            ? await server.logIn('admin', 'admin123')
            : await server.call(
                reportListEndpoint('search', 'keyword').path,
                {
                  page: { number: 1, size: 20 },
                  query: {
                    accountId,
                    beginDate: addCalendarDays(endDate, -(n % 60)),
                    endDate,
                    timeUnit: 'day',
                  },
                },
                tokens[n % 2],
              );
        codes[code] = (codes[code] ?? 0) + 1;
      }
    };
    await Promise.all(Array.from({ length: 8 }, client));
    expect(codes).toEqual({ [responseCode.ok]: 1_000 });
  }, 300_000);

  describe('exports', () => {
    /** The process that holds an export's lease now (its pid), read from the store both share. */
    async function runnerOf(recordId: number): Promise<number | undefined> {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ lease_owner: string | null }>(
          'select lease_owner from export_jobs where record_id = $1',
          [recordId],
        );
        const owner = rows[0]?.lease_owner;
        // An owner is machine/pid/random (jobs/job-runner.ts).
        return owner ? Number(owner.split('/')[1]) : undefined;
      } finally {
        await client.end();
      }
    }

    async function exportThrough(server: ServerProcess, token: string) {
      const info = await server.get<UserInfo>(endpoints.getUserInfo.path, token);
      const accountId = info.data!.accounts[0]!.accountId;
      const endDate = providerYesterday(Date.now());
      const { data } = await server.post<{ id: number }>(
        reportExportEndpoint('search', 'keyword').path,
        {
          accountId,
          query: { accountId, beginDate: addCalendarDays(endDate, -364), endDate, timeUnit: 'day' },
        },
        token,
      );
      return data!.id;
    }

    /** Polls a download record through a server until it is finished; the pids seen running it meanwhile. */
    async function finished(server: ServerProcess, token: string, id: number) {
      const runners = new Set<number>();
      for (;;) {
        const pid = await runnerOf(id);
        if (pid !== undefined) runners.add(pid);
        const { data } = await server.post<{ id: number; status: string }[]>(
          `${apiPrefix}/downloadExcelRecord/list`,
          { page: { number: 1, size: 50 } },
          token,
        );
        const records = data!.filter((r) => r.id === id);
        if (records.length !== 1) throw new Error(`${records.length} records of export ${id}`);
        if (records[0]!.status === 'ready' || records[0]!.status === 'failed')
          return { status: records[0]!.status, runners };
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }

    async function downloaded(server: ServerProcess, token: string, id: number) {
      const response = await fetch(server.url(`${apiPrefix}/downloadExcelRecord/download`), {
        method: 'POST',
        headers: { 'content-type': 'application/json', token },
        body: JSON.stringify({ id }),
      });
      const file = Buffer.from(await response.arrayBuffer());
      return { status: response.status, zip: file.subarray(0, 2).toString() === 'PK', bytes: file.length };
    }

    it('run an export made through one exactly once, by one process, and download it from the other', async () => {
      const token = await tokenOn(a);
      const id = await exportThrough(a, token);
      const end = await finished(b, token, id);
      expect(end.status).toBe('ready');
      expect(end.runners.size).toBeLessThanOrEqual(1);
      expect([...end.runners].every((pid) => pid === a.child.pid || pid === b.child.pid)).toBe(true);
      const file = await downloaded(b, token, id);
      expect(file).toMatchObject({ status: 200, zip: true });
      expect(file.bytes).toBeGreaterThan(100_000);
    }, 180_000);

    it('finish an export on the other process when the one running it is killed', async () => {
      const token = await tokenOn(a);
      const id = await exportThrough(a, token);
      let pid: number | undefined;
      while (pid === undefined) {
        pid = await runnerOf(id);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const [killed, survivor] = pid === a.child.pid ? [a, b] : [b, a];
      expect(killed.child.pid).toBe(pid);
      await killed.stop('SIGKILL');
      const end = await finished(survivor, token, id);
      expect(end.status).toBe('ready');
      expect([...end.runners]).toContain(survivor.child.pid);
      const file = await downloaded(survivor, token, id);
      expect(file).toMatchObject({ status: 200, zip: true });
    }, 180_000);
  });
});
