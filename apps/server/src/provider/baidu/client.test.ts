import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startBaiduFake, type BaiduFake } from '../../testing/baidu-fake/fake-server';
import { createOAuthRoutes, fakeOAuth, oauthRoutes } from '../../testing/baidu-fake/fake-oauth';
import { fakeReportFailureCode, reportHandlers } from '../../testing/baidu-fake/fake-reports';
import {
  BaiduFileExpiredError,
  BaiduUnreachableError,
  createBaiduClient,
  createRequestLimiter,
} from './client';
import { BaiduCallError, BaiduTokenRefusedError, type BaiduCredentials } from './protocol';

const userName = 'baidu-client-01';
const accessToken = 'secret-access-token-1';
let fake: BaiduFake;
/** Every log line of every client of this file: checked at the end for credentials. */
const logLines: string[] = [];

function client(credentials: BaiduCredentials = { userName, accessToken }, quotaWaitMs = 10) {
  return createBaiduClient({
    baseUrl: fake.url,
    credentials,
    log: (line) => logLines.push(line),
    retry: { attempts: 4, baseDelayMs: 5 },
    quotaWaitMs,
  });
}

const accountInfo = (c: ReturnType<typeof client>) =>
  c.call<{ userId: number; balance: number }>('search', 'AccountService', 'getAccountInfo', {
    accountFields: ['userId', 'balance'],
  });
/** A keyword report with an IN filter of 501 values: one more than the provider takes. */
const overLongFilter = (c: ReturnType<typeof client>) =>
  c.call('search', 'OpenApiReportService', 'getReportData', {
    reportType: 2602783,
    startDate: '2026-10-01',
    endDate: '2026-10-01',
    timeUnit: 'DAY',
    columns: ['wInfoId', 'impression'],
    filters: [
      { column: 'wInfoId', operator: 'IN', values: Array.from({ length: 501 }, (_, i) => String(i)) },
    ],
  });
/** The fake advertiser's numeric user id: what a successful account info answers. */
const userId = fakeOAuth.userIdOf(userName);
const infoPath = '/json/sms/service/AccountService/getAccountInfo';
const infoCalls = () => fake.calls.filter((call) => call.path === infoPath).length;

beforeAll(async () => {
  fake = await startBaiduFake({ handlers: reportHandlers, routes: oauthRoutes });
  fake.accounts.set(userName, { userName, accessToken, quota: 1000 });
});
afterEach(() => {
  fake.accounts.set(userName, { userName, accessToken, quota: 1000 });
});
afterAll(async () => {
  await fake.close();
});

describe('calls', () => {
  it('posts the header and body and answers the rows', async () => {
    fake.accounts.set(userName, { userName, accessToken, quota: 1000 });
    const answer = await accountInfo(client({ userName, accessToken, target: 'agency-target' }));
    expect(answer.status).toBe(0);
    expect(answer.data[0]!.userId).toBe(userId);
    expect(fake.calls.at(-1)!.header).toEqual({ userName, accessToken, target: 'agency-target' });
    expect(fake.calls.at(-1)!.body).toEqual({ accountFields: ['userId', 'balance'] });
  });

  it('throws BaiduCallError naming the code when the provider refuses the call (status 2)', async () => {
    const error = await overLongFilter(client()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BaiduCallError);
    expect((error as BaiduCallError).status).toBe(2);
    expect((error as BaiduCallError).failures[0]!.code).toBe(fakeReportFailureCode.tooManyValues);
    expect((error as BaiduCallError).message).toContain('8901');
  });

  it('refuses a wrong token with the authentication code, without retrying', async () => {
    const before = infoCalls();
    const error = await accountInfo(client({ userName, accessToken: 'wrong' })).catch((e: unknown) => e);
    expect((error as BaiduCallError).failures.map((f) => f.code)).toEqual([8402]);
    expect(infoCalls() - before).toBe(1);
  });
});

describe('retries', () => {
  it('retries system errors (status 3) with backoff and then answers', async () => {
    const before = infoCalls();
    fake.failWithSystemError(2);
    const answer = await accountInfo(client());
    expect(answer.data[0]!.userId).toBe(userId);
    expect(infoCalls() - before).toBe(3);
  });

  it('gives up after the attempts with the system error', async () => {
    fake.failWithSystemError(4);
    const error = await accountInfo(client()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BaiduCallError);
    expect((error as BaiduCallError).status).toBe(3);
    expect((error as BaiduCallError).failures[0]!.code).toBe(800);
  });

  it('retries dropped connections', async () => {
    fake.dropConnections(2);
    const answer = await accountInfo(client());
    expect(answer.data[0]!.userId).toBe(userId);
  });

  it('gives up on a provider that never answers', async () => {
    fake.dropConnections(4);
    await expect(accountInfo(client())).rejects.toBeInstanceOf(BaiduUnreachableError);
  });
});

describe('quota', () => {
  it('waits out an exhausted quota and calls again', async () => {
    fake.accounts.set(userName, { userName, accessToken, quota: 0 });
    const refill = setTimeout(() => fake.refillQuota(userName, 5), 60);
    const started = Date.now();
    const answer = await accountInfo(client(undefined, 20));
    clearTimeout(refill);
    expect(answer.data[0]!.userId).toBe(userId);
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
    expect(logLines.some((line) => line.includes('refused for rate or quota'))).toBe(true);
  });

  it('waits before calling when the last answer left no quota, spending no refused call', async () => {
    fake.accounts.set(userName, { userName, accessToken, quota: 2 });
    const said: string[] = [];
    const paced = createBaiduClient({
      baseUrl: fake.url,
      credentials: { userName, accessToken },
      quotaWaitMs: 5,
      // The quota comes back while the client waits (as the provider's would within its period).
      log: (line) => {
        said.push(line);
        if (line.endsWith('quota used up wait')) fake.refillQuota(userName, 5);
      },
    });
    const before = infoCalls();
    for (let i = 0; i < 3; i++) expect((await accountInfo(paced)).data[0]!.userId).toBe(userId);
    expect(infoCalls() - before).toBe(3);
    expect(said).toEqual([
      'AccountService/getAccountInfo status=0 attempt=1',
      'AccountService/getAccountInfo status=0 attempt=1',
      'AccountService/getAccountInfo quota used up wait',
      'AccountService/getAccountInfo status=0 attempt=1',
    ]);
  });

  it('backs off when the provider answers over the rate (421) and gets every answer', async () => {
    const strict = await startBaiduFake({ handlers: reportHandlers, requestsPerSecond: 3 });
    strict.accounts.set(userName, { userName, accessToken, quota: 1000 });
    try {
      const said: string[] = [];
      const c = createBaiduClient({
        baseUrl: strict.url,
        credentials: { userName, accessToken },
        retry: { baseDelayMs: 100 },
        quotaWaitMs: 800,
        log: (line) => said.push(line),
      });
      const answers = await Promise.all(Array.from({ length: 6 }, () => accountInfo(c)));
      expect(answers.every((answer) => answer.data[0]!.userId === userId)).toBe(true);
      expect(said.some((line) => line.includes('refused for rate or quota'))).toBe(true);
    } finally {
      await strict.close();
    }
  });

  it('gives up with the quota failure after its waits', async () => {
    fake.accounts.set(userName, { userName, accessToken, quota: 0 });
    const limited = createBaiduClient({
      baseUrl: fake.url,
      credentials: { userName, accessToken },
      quotaWaitMs: 5,
      quotaWaits: 3,
    });
    const before = infoCalls();
    const error = await accountInfo(limited).catch((e: unknown) => e);
    expect((error as BaiduCallError).failures[0]!.code).toBe(8501);
    expect(infoCalls() - before).toBe(4);
  });
});

describe('OAuth', () => {
  const oauth = {
    userName,
    userId,
    appId: fakeOAuth.appId,
    secretKey: fakeOAuth.secretKey,
    refreshToken: fakeOAuth.refreshTokenOf(userName),
  };
  /** The refresh token the fake now takes: each test's client starts from it, as a stored one would. */
  let storedRefreshToken = oauth.refreshToken;
  const oauthClient = (extra: Partial<Parameters<typeof createBaiduClient>[0]> = {}) =>
    createBaiduClient({
      baseUrl: fake.url,
      oauthBaseUrl: fake.url,
      log: (line) => logLines.push(line),
      retry: { attempts: 2, baseDelayMs: 5 },
      ...extra,
      credentials: { ...oauth, refreshToken: storedRefreshToken, ...extra.credentials },
      onRefreshToken: async (token) => {
        storedRefreshToken = token;
        await extra.onRefreshToken?.(token);
      },
    });
  const apiCalls = () => fake.calls.length;

  it('exchanges at the OAuth host with the numeric user id, keeps every new refresh token, renews on a refused token', async () => {
    const rotated: string[] = [];
    const c = oauthClient({ onRefreshToken: (token) => void rotated.push(token) });
    await accountInfo(c);
    const first = fake.calls.at(-1)!.header.accessToken;
    expect(first).toMatch(/^oauth-access-/);
    expect(rotated).toHaveLength(1);
    await accountInfo(c);
    expect(fake.calls.at(-1)!.header.accessToken).toBe(first);
    expect(rotated).toHaveLength(1);

    // The provider revokes the token: the client exchanges its (rotated) refresh token and calls again.
    fake.accounts.get(userName)!.accessToken = 'revoked';
    const answer = await accountInfo(c);
    expect(answer.data[0]!.userId).toBe(userId);
    const second = fake.calls.at(-1)!.header.accessToken;
    expect(second).toMatch(/^oauth-access-/);
    expect(second).not.toBe(first);
    // Each exchange rotated the refresh token, and the second exchange used the first one's: the fake
    // refuses a used refresh token, so the second would have failed with the one in the credentials.
    expect(rotated).toHaveLength(2);
    expect(rotated[0]).not.toBe(rotated[1]);
  });

  it('renews before expiresIn runs out, without a refused call', async () => {
    const short = await startBaiduFake({
      handlers: reportHandlers,
      routes: createOAuthRoutes({ tokenTtlSeconds: 1 }),
    });
    short.accounts.set(userName, { userName, accessToken: 'none yet', quota: 1000 });
    try {
      const c = createBaiduClient({ baseUrl: short.url, oauthBaseUrl: short.url, credentials: oauth });
      await accountInfo(c);
      const first = short.calls.at(-1)!.header.accessToken;
      // A 1-second token is renewed 0.1 s before its end: at 0.95 s the client takes a new one first.
      await new Promise((resolve) => setTimeout(resolve, 950));
      await accountInfo(c);
      expect(short.calls.at(-1)!.header.accessToken).not.toBe(first);
      // Both calls were answered at once: no call went out with an expired token.
      expect(short.calls.filter((call) => call.path === infoPath)).toHaveLength(2);
    } finally {
      await short.close();
    }
  });

  it('renews on an expired token whatever code the provider gives it, once', async () => {
    // No source names the code of an expired token: the fake answers one the client does not know.
    const odd = await startBaiduFake({
      handlers: reportHandlers,
      routes: oauthRoutes,
      expiredTokenCode: 8999,
    });
    odd.accounts.set(userName, { userName, accessToken: 'none yet', quota: 1000 });
    try {
      const c = createBaiduClient({ baseUrl: odd.url, oauthBaseUrl: odd.url, credentials: oauth });
      await accountInfo(c);
      odd.accounts.get(userName)!.tokenExpiresAt = Date.now() - 1;
      expect((await accountInfo(c)).data[0]!.userId).toBe(userId);
      const paths = odd.calls.map((call) => call.path);
      expect(paths.filter((path) => path === infoPath)).toHaveLength(3);
    } finally {
      await odd.close();
    }
  });

  it('does not renew for a refusal of the request itself', async () => {
    const c = oauthClient();
    await accountInfo(c);
    const before = apiCalls();
    const error = await overLongFilter(c).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BaiduCallError);
    // One report call, no exchange: an over-long list says nothing of the token.
    expect(apiCalls() - before).toBe(1);
  });

  it('throws BaiduTokenRefusedError with the OAuth code for a wrong secret, an unknown app or a text user id', async () => {
    const refusal = async (credentials: BaiduCredentials) => {
      const error = await accountInfo(oauthClient({ credentials })).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BaiduTokenRefusedError);
      return (error as BaiduCallError).failures[0]!;
    };
    expect(await refusal({ ...oauth, secretKey: 'wrong-secret' })).toMatchObject({ code: 50004 });
    expect(await refusal({ ...oauth, appId: 'another-app' })).toMatchObject({ code: 30002 });
    // The contract refuses a text user id; the fake refuses one that slipped through as the provider does.
    expect(await refusal({ ...oauth, userId: String(userId) as unknown as number })).toMatchObject({
      code: 3,
    });
  });

  it('asks the OAuth host, never the API host, for tokens', async () => {
    const oauthHost = await startBaiduFake({ handlers: {}, routes: oauthRoutes, accounts: fake.accounts });
    try {
      // A fake of its own: its first refresh token is the account's first.
      const c = oauthClient({ oauthBaseUrl: oauthHost.url, credentials: oauth });
      const before = fake.routeCalls.length;
      expect((await accountInfo(c)).data[0]!.userId).toBe(userId);
      expect(oauthHost.routeCalls).toEqual(['/oauth/refreshToken']);
      expect(fake.routeCalls.length).toBe(before);
    } finally {
      await oauthHost.close();
    }
  });
});

describe('downloads', () => {
  it('fetches a file, and throws BaiduFileExpiredError for an expired one', async () => {
    expect(await client().download(fake.serveFile('a,b\n1,2\n', 60_000))).toBe('a,b\n1,2\n');
    await expect(client().download(fake.serveFile('gone', -1))).rejects.toBeInstanceOf(BaiduFileExpiredError);
  });
});

describe('request limiter', () => {
  it('lets a burst through, then spaces requests to the rate', async () => {
    const limiter = createRequestLimiter(20);
    let through = 0;
    const started = Date.now();
    const all = Promise.all(Array.from({ length: 30 }, () => limiter.take().then(() => (through += 1))));
    // The bucket's 20 go at once; the 21st waits for a token (50 ms at 20 a second).
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(through).toBe(20);
    await all;
    // The other 10 cannot pass sooner than the rate allows: 10 tokens at 20 a second.
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
  });
});

describe('logging', () => {
  it('never logs a token or secret, only services, methods, statuses and attempts', () => {
    expect(logLines.length).toBeGreaterThan(10);
    const text = logLines.join('\n');
    for (const secret of [accessToken, fakeOAuth.secretKey, 'oauth-access-', 'refresh-', 'wrong-secret']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('AccountService/getAccountInfo status=3 attempt=1');
  });
});
