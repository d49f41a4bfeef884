/**
 * The console's load (docs/testing.md#load-bench): users on the `test` sandbox profile, each logged in
 * with a provider account of their own, asking the keyword report of a 31-day range as a console does, a new
 * range each time, so nearly every answer is read from the store.
 */
import { Agent, request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { endpoints } from '@adconsole/api-client/contract';
import { addCalendarDays } from '@adconsole/date-range-rules';
import { clientPasswordHash } from '../src/auth/passwords';
import type { ServerProcess } from '../src/testing/server-process';
import {
  browserAcceptEncoding,
  keywordReportPath,
  timeSplits,
  type LoadRequest,
  type TimeSplit,
} from './load-runs';

export interface ConsoleUser {
  accountId: number;
  token: string;
}

const password = 'load-bench-1';

/**
 * `count` users, each holding a new sandbox account of its own (its facts loaded by a sync), logged in. An
 * administrator's calls, as the console's administration pages make them.
 */
export async function consoleUsers(
  server: ServerProcess,
  adminToken: string,
  count: number,
): Promise<ConsoleUser[]> {
  const users: ConsoleUser[] = [];
  for (let i = 0; i < count; i++) {
    const name = `load-${i}`;
    const saved = await server.post<{ id: number }>(
      endpoints.providerAccountSave.path,
      { accountNo: name, channel: 'search', companyId: null, provider: 'sandbox' },
      adminToken,
    );
    const accountId = saved.data!.id;
    await server.post(endpoints.providerAccountSync.path, { id: accountId }, adminToken);
    await server.post(
      endpoints.userSave.path,
      { userName: name, pwd: clientPasswordHash(password), roles: ['viewer'], accountIds: [accountId] },
      adminToken,
    );
    const login = await server.logIn(name, password);
    if (login.code !== 200) throw new Error(`login of ${name}: ${JSON.stringify(login)}`);
    users.push({ accountId, token: login.data!.token });
  }
  return users;
}

/**
 * A user's call of the keyword report, pages of 20: 31 days ending on one of the last 90 days with facts
 * (`yesterday` the last), drawn anew each time.
 */
export function userRequest(user: ConsoleUser, yesterday: string): LoadRequest {
  const endDate = addCalendarDays(yesterday, -Math.floor(Math.random() * 90));
  const query = {
    accountId: user.accountId,
    beginDate: addCalendarDays(endDate, -30),
    endDate,
    timeUnit: 'summary',
  };
  return { token: user.token, body: { page: { number: 1, size: 20 }, query } };
}

export interface ThinkTimeResult {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  /** Mean bytes of an answer's body on the wire, and once decoded. */
  wireBytes: number;
  jsonBytes: number;
  split: TimeSplit;
}

/** An answer's body as sent, decoded by its `Content-Encoding` as a browser decodes it. */
function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return body;
}

export interface UserLoopOptions {
  /** The thinking between a user's calls, ms (from, to); [0, 0] asks again at once (saturation). */
  thinkMs: readonly [number, number];
  /** Each user's first call within this many ms. */
  startWithinMs: number;
  /** The request's `Accept-Encoding`; none when undefined. */
  acceptEncoding: string | undefined;
}

/** The console's users as browsers: 1–3 s of thinking, starting within 3 s, asking for gzip, deflate and br. */
export const thinkingUsers: UserLoopOptions = {
  thinkMs: [1000, 3000],
  startWithinMs: 3000,
  acceptEncoding: browserAcceptEncoding,
};

/**
 * Every user in a loop for `seconds`: a call, then the thinking of `options` (1 to 3 s as someone reading a
 * report page before the next; none for saturation). Calls go over kept-alive connections, one per user, as
 * a browser keeps its own, with the `Accept-Encoding` of `options`; the answer is decoded and read, and one
 * other than 200 in the envelope is an error.
 */
export async function thinkTimeRun(
  server: Pick<ServerProcess, 'url'>,
  users: readonly ConsoleUser[],
  seconds: number,
  yesterday: string,
  options: UserLoopOptions = thinkingUsers,
): Promise<ThinkTimeResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: users.length });
  const url = new URL(server.url(keywordReportPath));
  const latencies: number[] = [];
  const splits = timeSplits();
  let errors = 0;
  let wireBytes = 0;
  let jsonBytes = 0;
  const headers = (token: string) => ({
    'content-type': 'application/json',
    token,
    ...(options.acceptEncoding === undefined ? {} : { 'accept-encoding': options.acceptEncoding }),
  });
  const call = ({ token, body }: LoadRequest) =>
    new Promise<void>((resolve) => {
      const start = performance.now();
      const request = httpRequest(url, { method: 'POST', agent, headers: headers(token) }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          latencies.push(performance.now() - start);
          splits.add(response.headers['server-timing']);
          try {
            const body = Buffer.concat(chunks);
            const json = decoded(body, response.headers['content-encoding']);
            wireBytes += body.length;
            jsonBytes += json.length;
            const answer = JSON.parse(json.toString()) as { code: number };
            if (response.statusCode !== 200 || answer.code !== 200) errors++;
          } catch {
            errors++;
          }
          resolve();
        });
      });
      request.on('error', () => {
        errors++;
        resolve();
      });
      request.end(JSON.stringify(body));
    });
  const think = (fromMs: number, toMs: number) =>
    new Promise((resolve) => setTimeout(resolve, fromMs + Math.random() * (toMs - fromMs)));
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    users.map(async (user) => {
      await think(0, options.startWithinMs);
      while (performance.now() < end) {
        await call(userRequest(user, yesterday));
        await think(...options.thinkMs);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
  const mean = sorted.reduce((sum, ms) => sum + ms, 0) / Math.max(1, sorted.length);
  return {
    requests: sorted.length,
    perSecond: sorted.length / elapsed,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: sorted.at(-1) ?? 0,
    errors,
    wireBytes: wireBytes / Math.max(1, sorted.length),
    jsonBytes: jsonBytes / Math.max(1, sorted.length),
    split: splits.split(mean),
  };
}
