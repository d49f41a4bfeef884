import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startBaiduFake, type BaiduFake } from '../../testing/baidu-fake/fake-server';
import {
  fakeOAuth,
  fakeReportFailureCode,
  oauthRoutes,
  reportHandlers,
} from '../../testing/baidu-fake/fake-reports';
import {
  BaiduFileExpiredError,
  BaiduUnreachableError,
  createBaiduClient,
  createRequestLimiter,
} from './client';
import { BaiduCallError, type BaiduCredentials } from './protocol';

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
  c.call<{ userName: string; balance: number }>('search', 'AccountService', 'getAccountInfo', {
    accountFields: ['userName', 'balance'],
  });
const infoPath = '/json/sms/service/AccountService/getAccountInfo';
const infoCalls = () => fake.calls.filter((call) => call.path === infoPath).length;

beforeAll(async () => {
  fake = await startBaiduFake({ handlers: reportHandlers, routes: oauthRoutes });
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
    expect(answer.data[0]!.userName).toBe(userName);
    expect(fake.calls.at(-1)!.header).toEqual({ userName, accessToken, target: 'agency-target' });
    expect(fake.calls.at(-1)!.body).toEqual({ accountFields: ['userName', 'balance'] });
  });

  it('throws BaiduCallError naming the code when the provider refuses the call (status 2)', async () => {
    const values = Array.from({ length: 501 }, (_, i) => String(i));
    const call = client().call('search', 'OpenApiReportService', 'getReportData', {
      reportType: 2602783,
      startDate: '2026-10-01',
      endDate: '2026-10-01',
      timeUnit: 'DAY',
      columns: ['keywordId', 'impression'],
      filters: [{ column: 'keywordId', operator: 'IN', values }],
    });
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BaiduCallError);
    expect((error as BaiduCallError).status).toBe(2);
    expect((error as BaiduCallError).failures[0]!.code).toBe(fakeReportFailureCode.tooManyValues);
    expect((error as BaiduCallError).message).toContain('8901');
  });

  it('refuses a wrong token with the authentication code, without retrying', async () => {
    const before = infoCalls();
    const error = await accountInfo(client({ userName, accessToken: 'wrong' })).catch((e: unknown) => e);
    expect((error as BaiduCallError).failures.map((f) => f.code)).toEqual([8206]);
    expect(infoCalls() - before).toBe(1);
  });
});

describe('retries', () => {
  it('retries system errors (status 3) with backoff and then answers', async () => {
    const before = infoCalls();
    fake.failWithSystemError(2);
    const answer = await accountInfo(client());
    expect(answer.data[0]!.userName).toBe(userName);
    expect(infoCalls() - before).toBe(3);
  });

  it('gives up after the attempts with the system error', async () => {
    fake.failWithSystemError(4);
    const error = await accountInfo(client()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BaiduCallError);
    expect((error as BaiduCallError).status).toBe(3);
    expect((error as BaiduCallError).failures[0]!.code).toBe(9999);
  });

  it('retries dropped connections', async () => {
    fake.dropConnections(2);
    const answer = await accountInfo(client());
    expect(answer.data[0]!.userName).toBe(userName);
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
    expect(answer.data[0]!.userName).toBe(userName);
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
    expect(logLines.some((line) => line.includes('quota exhausted'))).toBe(true);
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
    for (let i = 0; i < 3; i++) expect((await accountInfo(paced)).data[0]!.userName).toBe(userName);
    expect(infoCalls() - before).toBe(3);
    expect(said).toEqual([
      'AccountService/getAccountInfo status=0 attempt=1',
      'AccountService/getAccountInfo status=0 attempt=1',
      'AccountService/getAccountInfo quota used up wait',
      'AccountService/getAccountInfo status=0 attempt=1',
    ]);
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
    appId: fakeOAuth.appId,
    secretKey: fakeOAuth.secretKey,
    refreshToken: fakeOAuth.refreshTokenOf(userName),
  };

  it('exchanges the refresh token, keeps the access token and refreshes it once when it is refused', async () => {
    const rotated: string[] = [];
    const c = createBaiduClient({
      baseUrl: fake.url,
      credentials: oauth,
      log: (line) => logLines.push(line),
      onRefreshToken: (token) => void rotated.push(token),
    });
    await accountInfo(c);
    const first = fake.calls.at(-1)!.header.accessToken;
    expect(first).toMatch(/^oauth-access-/);
    await accountInfo(c);
    expect(fake.calls.at(-1)!.header.accessToken).toBe(first);

    // The provider revokes the token: the client exchanges its (rotated) refresh token and calls again.
    fake.accounts.get(userName)!.accessToken = 'revoked';
    const answer = await accountInfo(c);
    expect(answer.data[0]!.userName).toBe(userName);
    const second = fake.calls.at(-1)!.header.accessToken;
    expect(second).toMatch(/^oauth-access-/);
    expect(second).not.toBe(first);
    // Each exchange rotated the refresh token, and the second exchange used the first one's.
    expect(rotated).toHaveLength(2);
    expect(rotated[0]).not.toBe(rotated[1]);
  });

  it('throws the authentication failure when the refresh token is refused', async () => {
    const error = await accountInfo(client({ ...oauth, secretKey: 'wrong-secret' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BaiduCallError);
    expect((error as BaiduCallError).failures[0]!.code).toBe(8206);
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
