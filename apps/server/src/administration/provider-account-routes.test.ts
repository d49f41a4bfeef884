// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { Writable } from 'node:stream';
import {
  apiBasePath,
  ErrorEnvelope,
  ManagedProviderAccount,
  PageResponse,
  ProviderConnection,
  ProviderSyncResult,
  endpoints,
  envelope,
  providerReports,
  type Endpoint,
} from '@adconsole/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { credentialsVault } from '../provider/baidu/credentials';
import { fetchReport, testNow } from '../reports/testing/report-calls';
import { fakeAdvertiser, fakeReportRows, fakeReportTypes } from '../testing/baidu-fake/fake-data';
import { fakeOAuth, oauthRoutes } from '../testing/baidu-fake/fake-oauth';
import { reportHandlers } from '../testing/baidu-fake/fake-reports';
import { startBaiduFake } from '../testing/baidu-fake/fake-server';
import { loginToken, startTestApp, userIdOf } from '../testing/test-app';
import { callEndpoint } from '../http/testing/test-calls';

// Baidu accounts through the API, against the local fake of Baidu Marketing's protocol
// (docs/baidu-provider.md): credentials sealed and never answered nor logged, the connection
// test, and a sync from the fake into the fact store that the report pages then show.

const fake = await startBaiduFake({ handlers: reportHandlers, routes: oauthRoutes });
const token = { userName: 'acme-baidu', accessToken: 'tok-acme-5f1c9e0d2b7a' };
fake.accounts.set(token.userName, { ...token, quota: 1_000_000 });
fake.accounts.set('oauth-baidu', {
  userName: 'oauth-baidu',
  accessToken: 'not-issued-yet',
  quota: 1_000_000,
});
const oauth = {
  userName: 'oauth-baidu',
  userId: fakeOAuth.userIdOf('oauth-baidu'),
  appId: fakeOAuth.appId,
  secretKey: fakeOAuth.secretKey,
  refreshToken: fakeOAuth.refreshTokenOf('oauth-baidu'),
};
const wrongToken = 'tok-wrong-77aa31';

const suiteKey = 'a-test-secret-key-of-this-suite';
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString('utf8'));
    done();
  },
});
const server = await startTestApp({
  now: () => testNow,
  sandboxProfile: 'test',
  baiduApiBase: fake.url,
  baiduOAuthBase: fake.url,
  secretKey: suiteKey,
  baiduSyncDays: 14,
  logger: { stream: logStream, level: 'debug' },
});
const { app } = server;
afterAll(async () => {
  await server.stop();
  await fake.close();
});

let admin: string;
beforeAll(async () => {
  admin = await loginToken(app, 'admin', 'admin123');
});

/** Every secret a test hands the server: none may appear in an answer or a log line. */
const secrets = [token.accessToken, wrongToken, oauth.secretKey, oauth.refreshToken];
/** Every answer a test received, as sent. */
const answers: string[] = [];

async function post(endpoint: Endpoint, body: object, language = 'en') {
  const response = await callEndpoint(app, endpoint, admin, body, { 'accept-language': language });
  answers.push(response.body);
  return response;
}

async function ok<T extends z.ZodType>(endpoint: Endpoint, answer: T, body: object) {
  const response = await post(endpoint, body);
  const parsed = envelope(answer)
    .extend({ page: z.optional(PageResponse) })
    .parse(response.json());
  if (response.statusCode !== 200 || parsed.code !== 200) {
    throw new Error(`${endpoint.path}: ${response.statusCode} ${response.body}`);
  }
  return parsed.data as z.output<T>;
}

async function refused(endpoint: Endpoint, body: object, language = 'en') {
  const response = await post(endpoint, body, language);
  return { status: response.statusCode, ...ErrorEnvelope.parse(response.json()) };
}

const save = async (body: object) =>
  (await ok(endpoints.providerAccountSave, z.object({ id: z.number() }), body)).id;
const listed = async (accountNo: string) =>
  (await ok(endpoints.providerAccountList, z.array(ManagedProviderAccount), { query: { accountNo } }))[0]!;
const storedCredentials = async (id: number) =>
  await app.entities.db
    .selectFrom('provider_accounts')
    .select(['credentials', 'sync_error'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

let acmeId: number;

describe('saving a Baidu account', () => {
  it('keeps its credentials sealed and answers only that they are there', async () => {
    acmeId = await save({
      accountNo: 'acme-search',
      channel: 'search',
      companyId: null,
      provider: 'baidu',
      credentials: token,
    });
    expect(await listed('acme-search')).toMatchObject({
      id: acmeId,
      provider: 'baidu',
      hasCredentials: true,
      channel: 'search',
    });
    const { credentials } = await storedCredentials(acmeId);
    expect(credentials).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(credentials).not.toContain(token.accessToken);
    expect(credentials).not.toContain(token.userName);
  });

  it('refuses a new Baidu account without credentials, and a sandbox account with some', async () => {
    expect(
      await refused(endpoints.providerAccountSave, {
        accountNo: 'bare-baidu',
        channel: 'search',
        companyId: null,
        provider: 'baidu',
      }),
    ).toEqual({
      status: 400,
      code: 400,
      msg: 'A Baidu account needs its credentials',
      data: [{ field: 'credentials', message: 'A Baidu account needs its credentials' }],
    });
    expect(
      await refused(
        endpoints.providerAccountSave,
        { accountNo: 'sandbox-x', channel: 'search', companyId: null, credentials: token },
        'zh-CN',
      ),
    ).toMatchObject({ status: 400, msg: '沙盒账户无需授权信息' });
    for (const accountNo of ['bare-baidu', 'sandbox-x']) {
      expect(
        await ok(endpoints.providerAccountList, z.array(ManagedProviderAccount), { query: { accountNo } }),
      ).toEqual([]);
    }
  });

  it('keeps the stored credentials on a change without them, and the provider it was added with', async () => {
    const before = await storedCredentials(acmeId);
    await save({
      id: acmeId,
      accountNo: 'acme-search-01',
      channel: 'search',
      companyId: null,
      provider: 'baidu',
    });
    expect(await storedCredentials(acmeId)).toEqual(before);
    expect(await listed('acme-search-01')).toMatchObject({ hasCredentials: true, provider: 'baidu' });
    expect(
      await refused(endpoints.providerAccountSave, {
        id: acmeId,
        accountNo: 'acme-search-01',
        channel: 'search',
        companyId: null,
        provider: 'sandbox',
      }),
    ).toMatchObject({ status: 400, data: [{ field: 'provider' }] });
  });

  it('records the save in the audit log with whether it has credentials, never them', async () => {
    const entries = await ok(endpoints.auditList, z.array(z.unknown()), {
      query: { entity: 'providerAccount' },
      page: { number: 1, size: 50 },
    });
    const ours = entries.filter((entry) => JSON.stringify(entry).includes('acme-search'));
    expect(ours).toHaveLength(2);
    const row = await app.entities.db
      .selectFrom('audit_log')
      .select(['before_json', 'after_json'])
      .where('entity', '=', 'providerAccount')
      .where('entity_id', '=', String(acmeId))
      .orderBy('id')
      .execute();
    expect(row.map((r) => r.after_json && JSON.parse(r.after_json).hasCredentials)).toEqual([true, true]);
    expect(JSON.stringify(row)).not.toMatch(/credentials"|accessToken/);
  });
});

describe('testing the connection', () => {
  it("answers the provider's name of the account and its balance", async () => {
    expect(await ok(endpoints.providerAccountTest, ProviderConnection, { id: acmeId })).toEqual({
      userName: 'acme-baidu',
      balance: fakeAdvertiser('acme-baidu').balance,
    });
  });

  it('exchanges an OAuth refresh token for an access token first', async () => {
    const id = await save({
      accountNo: 'oauth-search',
      channel: 'search',
      companyId: null,
      provider: 'baidu',
      credentials: oauth,
    });
    expect(await ok(endpoints.providerAccountTest, ProviderConnection, { id })).toEqual({
      userName: 'oauth-baidu',
      balance: fakeAdvertiser('oauth-baidu').balance,
    });
    secrets.push(fake.accounts.get('oauth-baidu')!.accessToken);
    // The provider replaced the refresh token at the exchange: the stored credentials hold the new one, so a
    // restarted server can exchange again.
    const stored = credentialsVault({ secretKey: suiteKey, dataDir: '', log: () => undefined }).open(
      id,
      (await storedCredentials(id)).credentials!,
    );
    expect(stored).toMatchObject({ userName: 'oauth-baidu', appId: oauth.appId, secretKey: oauth.secretKey });
    expect('refreshToken' in stored && stored.refreshToken).toMatch(/^oauth-refresh-\d+$/);
    if ('refreshToken' in stored) secrets.push(stored.refreshToken);
  });

  it("answers the provider's refusal of wrong credentials, in the caller's language", async () => {
    const id = await save({
      accountNo: 'wrong-search',
      channel: 'search',
      companyId: null,
      provider: 'baidu',
      credentials: { userName: 'acme-baidu', accessToken: wrongToken },
    });
    expect(await refused(endpoints.providerAccountTest, { id })).toEqual({
      status: 400,
      code: 400,
      msg: 'Baidu refused the credentials: 8402 The token is invalid, please contact administrator',
      data: [
        {
          field: 'id',
          message: 'Baidu refused the credentials: 8402 The token is invalid, please contact administrator',
        },
      ],
    });
    expect(await refused(endpoints.providerAccountTest, { id }, 'zh-CN')).toMatchObject({
      msg: '百度营销拒绝了授权信息：8402 The token is invalid, please contact administrator',
    });
  });

  it('answers a refused OAuth exchange as refused credentials, translated, not a server error', async () => {
    const id = await save({
      accountNo: 'oauth-wrong-secret',
      channel: 'search',
      companyId: null,
      provider: 'baidu',
      credentials: { ...oauth, secretKey: 'not-the-app-secret' },
    });
    expect(await refused(endpoints.providerAccountTest, { id })).toMatchObject({
      status: 400,
      msg: 'Baidu refused the credentials: 50004 token验证不通过',
    });
    expect(await refused(endpoints.providerAccountTest, { id }, 'zh-TW')).toMatchObject({
      msg: expect.stringContaining('50004 token验证不通过'),
    });
  });

  it('refuses OAuth credentials whose user id is not a number, naming the field', async () => {
    const answer = await refused(endpoints.providerAccountSave, {
      accountNo: 'oauth-text-user',
      channel: 'search',
      companyId: null,
      provider: 'baidu',
      credentials: { ...oauth, userId: 'oauth-baidu' },
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.data)).toContain('credentials');
    expect((await listed('oauth-text-user')) ?? null).toBeNull();
  });

  it("answers a sandbox account's own name and balance", async () => {
    const shared = await listed('adc-shared-01');
    expect(await ok(endpoints.providerAccountTest, ProviderConnection, { id: shared.id })).toEqual({
      userName: 'adc-shared-01',
      balance: shared.balance,
    });
  });

  it('names the stored credentials a changed SECRET_KEY cannot open, and syncs the other accounts', async () => {
    const id = await save({
      accountNo: 'rekeyed-search',
      channel: 'search',
      companyId: null,
      provider: 'baidu',
      credentials: token,
    });
    const otherKey = credentialsVault({
      secretKey: 'another-secret-key-elsewhere',
      dataDir: '',
      log: () => {},
    });
    await app.entities.db
      .updateTable('provider_accounts')
      .set({ credentials: otherKey.seal(id, token) })
      .where('id', '=', id)
      .execute();
    const message =
      "The stored credentials cannot be read with this server's key (SECRET_KEY): enter them again";
    expect(await refused(endpoints.providerAccountTest, { id })).toMatchObject({ status: 400, msg: message });
    expect(await refused(endpoints.providerAccountSync, { id })).toMatchObject({ status: 400, msg: message });
    await app.reportSync.runOnce();
    expect(await listed('rekeyed-search')).toMatchObject({
      syncedThrough: null,
      syncError:
        "The stored credentials cannot be read with this server's key (SECRET_KEY): enter them again",
    });
    expect((await listed('acme-search-01')).syncedThrough).toBe('2026-11-20');
  });
});

describe('syncing a Baidu account', () => {
  const from = '2026-11-14';
  const to = '2026-11-20';
  let reportToken: string;

  beforeAll(async () => {
    await app.entities.db
      .insertInto('user_accounts')
      .values({ user_id: await userIdOf(app, 'admin'), account_id: acmeId })
      .execute();
    reportToken = await loginToken(app, 'admin', 'admin123');
  });

  it('brings the account up to yesterday, with its balance from the provider', async () => {
    expect(await ok(endpoints.providerAccountSync, ProviderSyncResult, { id: acmeId })).toEqual({
      syncedThrough: '2026-11-20',
    });
    expect(await listed('acme-search-01')).toMatchObject({
      syncedThrough: '2026-11-20',
      balance: fakeAdvertiser('acme-baidu').balance,
    });
    const listedAccount = await listed('acme-search-01');
    expect(listedAccount.syncError).toBeNull();
    // Each report the provider offers, synchronised through yesterday.
    expect(listedAccount.reports).toEqual(
      providerReports.map((report) => ({ report, syncedThrough: '2026-11-20', error: null })),
    );
  });

  it("shows the fake's numbers on the keyword and account report pages", async () => {
    const rows = fakeReportRows('acme-baidu', fakeReportTypes.searchKeyword, from, to);
    expect(rows.length).toBeGreaterThan(1000);
    const sum = (key: string, of = rows) => of.reduce((total, row) => total + Number(row[key]), 0);
    const keyword = await fetchReport(app, reportToken, 'search', 'keyword', {
      query: { accountId: acmeId, beginDate: from, endDate: to, timeUnit: 'summary' },
    });
    expect(keyword.data.summary.impression).toBe(sum('impression'));
    expect(keyword.data.summary.click).toBe(sum('click'));
    expect(keyword.data.summary.cost).toBeCloseTo(sum('cost'), 2);
    expect(keyword.page.totalCount).toBe(new Set(rows.map((row) => row.wInfoId)).size);

    const account = await fetchReport(app, reportToken, 'search', 'account', {
      page: { number: 1, size: 50, sortCol: 'reportDates', sortOrder: 'asc' },
      query: { accountId: acmeId, beginDate: from, endDate: to, timeUnit: 'day' },
    });
    expect(account.data.list.map((row) => [row.reportDates, row.impression, row.click])).toEqual(
      [...new Set(rows.map((row) => row.date))].map((date) => {
        const day = rows.filter((row) => row.date === date);
        return [date, sum('impression', day), sum('click', day)];
      }),
    );
  });

  it("answers the provider's refusal when a sync fails, and keeps it on the account", async () => {
    const wrong = await listed('wrong-search');
    expect(await refused(endpoints.providerAccountSync, { id: wrong.id })).toMatchObject({
      status: 400,
      msg: 'Baidu refused the credentials: 8402 The token is invalid, please contact administrator',
    });
    // The list says why, in the reader's language, until a sync runs.
    expect(await listed('wrong-search')).toMatchObject({
      syncedThrough: null,
      syncError: 'Baidu refused the credentials: 8402 The token is invalid, please contact administrator',
    });
    // The structure was refused before any report was asked: no report holds a day.
    expect((await listed('wrong-search')).reports.every((report) => report.syncedThrough === null)).toBe(
      true,
    );
    const cn = await post(endpoints.providerAccountList, { query: { accountNo: 'wrong-search' } }, 'zh-CN');
    expect(z.object({ data: z.array(ManagedProviderAccount) }).parse(cn.json()).data[0]!.syncError).toBe(
      '百度营销拒绝了授权信息：8402 The token is invalid, please contact administrator',
    );
  });
});

describe('unreadable text in an account number or name', () => {
  /** One of each kind of character that hides or reorders what a text shows, inside readable text. */
  const unreadable = {
    'a right-to-left override': 'acme\u202e10-ten',
    'a left-to-right embedding': 'acme\u202a01',
    'a first-strong isolate': 'acme\u206801\u2069',
    'a right-to-left mark': 'acme\u200f01',
    'a lone high surrogate': 'acme\ud83d01',
    'a lone low surrogate': 'acme\ude0001',
    'a control character': 'acme\u000701',
  };
  /** The request's refusal and the field's message, by language. */
  const refusal = {
    en: ['The request is not valid', 'This value is not valid'],
    'zh-CN': ['请求参数不正确', '此值无效'],
    'zh-TW': ['請求參數不正確', '此值無效'],
  };
  /** A new Baidu account with `value` at one place of its request. */
  const bodies = (value: string) => ({
    accountNo: { accountNo: value, channel: 'search', companyId: null },
    'credentials.userName': {
      accountNo: 'readable-01',
      channel: 'search',
      companyId: null,
      provider: 'baidu',
      credentials: { ...oauth, userName: value },
    },
    'credentials.target': {
      accountNo: 'readable-01',
      channel: 'search',
      companyId: null,
      provider: 'baidu',
      credentials: { ...token, target: value },
    },
  });

  it.each(Object.entries(unreadable))(
    'refuses %s in each, naming the field, in the caller’s language, and stores nothing',
    async (_kind, value) => {
      for (const [field, body] of Object.entries(bodies(value))) {
        for (const [language, [msg, message]] of Object.entries(refusal)) {
          expect(await refused(endpoints.providerAccountSave, body, language)).toEqual({
            status: 400,
            code: 400,
            msg,
            data: [{ field, message }],
          });
        }
      }
      expect((await listed(value)) ?? null).toBeNull();
      expect((await listed('readable-01')) ?? null).toBeNull();
    },
  );

  it('takes names in any script, emoji included', async () => {
    const id = await save({
      accountNo: 'شركة-עברית-😀',
      channel: 'search',
      companyId: null,
      provider: 'baidu',
      credentials: { ...token, target: '客户-😀' },
    });
    expect((await listed('شركة-עברית-😀')).id).toBe(id);
  });
});

describe('credentials', () => {
  it('are in no answer, the OpenAPI document included, and in no line of the server log', async () => {
    const openApi = await app.inject({ method: 'GET', url: `${apiBasePath}/openapi.json` });
    expect(openApi.statusCode).toBe(200);
    answers.push(openApi.body);
    expect(logLines.length).toBeGreaterThan(0);
    // The log did say where the calls went: the Baidu clients' lines are there (without their headers).
    expect(logLines.join('')).toContain('AccountService/getAccountInfo');
    for (const secret of secrets) {
      for (const text of [...answers, ...logLines]) expect(text).not.toContain(secret);
    }
  });
});
