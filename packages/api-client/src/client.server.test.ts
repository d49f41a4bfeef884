import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { lookup, type Language } from '@adconsole/i18n/resources';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiError, createApiClient } from './client';
import {
  endpoints,
  hashPassword,
  reportExportEndpoint,
  reportListEndpoint,
  type DownloadRecord,
} from './contract';

// The typed client against the real server, started from its sources for these tests: no mocked fetch.
const serverUrl = inject('serverUrl');
const captchaTestCode = inject('captchaTestCode');

function client(options: { baseUrl?: string; token?: string; language?: Language; accountId?: number } = {}) {
  const events: { unauthorized: string[]; errors: string[] } = { unauthorized: [], errors: [] };
  const api = createApiClient({
    baseUrl: options.baseUrl ?? serverUrl,
    getToken: () => options.token,
    getLanguage: () => options.language ?? 'en',
    lookup,
    getAccountId: () => options.accountId,
    onUnauthorized: (message) => events.unauthorized.push(message),
    onError: (message) => events.errors.push(message),
  });
  return { api, events };
}

/** Logs in through the client as the login page does: a captcha, then the password's SHA-256. */
async function logIn(userName: string, password: string) {
  const { api } = client();
  const { uuid } = await api.request(endpoints.captcha);
  const { token } = await api.request(endpoints.login, {
    userName,
    pwd: await hashPassword(password),
    validationCode: captchaTestCode,
    uuid,
  });
  return token;
}

/** The seven days up to yesterday in Asia/Shanghai, where the server's report data ends. */
function lastSevenDays() {
  const today = Date.parse(new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10));
  const day = (offset: number) => new Date(today + offset * 86_400_000).toISOString().slice(0, 10);
  return { beginDate: day(-7), endDate: day(-1) };
}

/** Exports a user's search account daily report of the last seven days and waits for its file. */
async function readyExport(api: ReturnType<typeof client>['api']): Promise<DownloadRecord> {
  const { id } = await api.request(reportExportEndpoint('search', 'account'), {
    query: { ...lastSevenDays(), timeUnit: 'day' },
  });
  for (let attempt = 0; attempt < 150; attempt++) {
    const record = (await api.request(endpoints.downloadList, { page: { number: 1, size: 50 } })).find(
      (r) => r.id === id,
    );
    if (record?.status === 'ready') return record;
    if (!record || record.status === 'failed')
      throw new Error(`export ${id}: ${record?.status ?? 'missing'}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`export ${id} is not ready`);
}

/** A server that answers every call with a code outside the error catalogue, as a provider error could. */
const quotaServer = createServer((_request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify({ code: 777001, msg: 'Provider quota exceeded' }));
});

let quotaUrl: string;
let demo: string;
let ids: Record<'shared' | 'demo' | 'admin', number>;
beforeAll(async () => {
  await new Promise<void>((resolve) => quotaServer.listen(0, '127.0.0.1', resolve));
  quotaUrl = `http://127.0.0.1:${(quotaServer.address() as AddressInfo).port}`;
  demo = await logIn('demo', 'demo123');
  const accounts = [
    ...(await client({ token: demo }).api.request(endpoints.getUserInfo)).accounts,
    ...(await client({ token: await logIn('admin', 'admin123') }).api.request(endpoints.getUserInfo))
      .accounts,
  ];
  const idOf = (accountNo: string) => accounts.find((a) => a.accountNo === accountNo)!.accountId;
  ids = { shared: idOf('adc-shared-01'), demo: idOf('adc-demo-01'), admin: idOf('adc-admin-01') };
});
afterAll(() => new Promise<void>((resolve) => quotaServer.close(() => resolve())));

describe('api-client against the server', () => {
  it('solves the captcha, logs in and reads the user info with the token', async () => {
    const token = await logIn(' demo ', 'demo123');
    const info = await client({ token }).api.request(endpoints.getUserInfo);
    expect(info.userName).toBe('demo');
    expect(info.accounts.map((a) => a.accountNo)).toEqual(['adc-shared-01', 'adc-demo-01']);
  });

  it('merges the current accountId into the body, or into query when the body has one', async () => {
    const { api } = client({ token: demo, accountId: ids.demo });
    expect(await api.request(endpoints.accountSummary, {})).toMatchObject({
      accountId: ids.demo,
      accountNo: 'adc-demo-01',
    });
    const report = await api.request(reportListEndpoint('search', 'account'), {
      query: { ...lastSevenDays(), timeUnit: 'day' },
    });
    expect(report.list.map((row) => row.accountName)).toEqual(Array(7).fill('adc-demo-01'));
  });

  it('sends accountId 0 without a current account, which the server takes as the first account', async () => {
    const { api } = client({ token: demo });
    expect(await api.request(endpoints.accountSummary, {})).toMatchObject({
      accountId: ids.shared,
      accountNo: 'adc-shared-01',
    });
  });

  it('leaves the accountId out for a call that opts out', async () => {
    const { api, events } = client({ token: demo, accountId: ids.admin });
    await expect(api.request(endpoints.accountSummary, {})).rejects.toMatchObject({ code: 403 });
    expect(events.errors).toEqual(['You do not have access to this']);
    expect(await api.request(endpoints.accountSummary, {}, { withoutAccount: true })).toMatchObject({
      accountNo: 'adc-shared-01',
    });
  });

  it('raises the 910002 message of the current language through onError', async () => {
    for (const [language, message] of [
      ['cn', '请输入正确的账户和密码'],
      ['tw', '請輸入正確的帳戶和密碼'],
      ['en', 'Please enter the correct account and password'],
    ] as const) {
      const { api, events } = client({ language });
      const { uuid } = await api.request(endpoints.captcha);
      // One name per language: a third wrong password for one name locks it, known or not.
      const failure = api.request(endpoints.login, {
        userName: `nobody-${language}`,
        pwd: await hashPassword('wrong'),
        validationCode: captchaTestCode,
        uuid,
      });
      await expect(failure).rejects.toMatchObject({ code: 910002, message });
      expect(events.errors).toEqual([message]);
    }
  });

  it('calls onUnauthorized, not onError, for a 401', async () => {
    const { api, events } = client({ token: 'expired', language: 'cn' });
    await expect(api.request(endpoints.getUserInfo)).rejects.toBeInstanceOf(ApiError);
    expect(events.unauthorized).toEqual(['登录已过期，请重新登录']);
    expect(events.errors).toEqual([]);
  });

  it('sends no call with the token of a logout under way, and says nothing of an expiry', async () => {
    const token = await logIn('demo', 'demo123');
    const sent: string[] = [];
    const events = { unauthorized: [] as string[], errors: [] as string[] };
    const api = createApiClient({
      baseUrl: serverUrl,
      getToken: () => token,
      getLanguage: () => 'en',
      lookup,
      onUnauthorized: (message) => events.unauthorized.push(message),
      onError: (message) => events.errors.push(message),
      fetch: (url, init) => {
        sent.push(new URL(String(url)).pathname);
        return fetch(url, init);
      },
    });
    const loggingOut = api.request(endpoints.logout, {});
    await expect(api.request(endpoints.getUserInfo)).rejects.toMatchObject({ code: 401 });
    await loggingOut;
    await expect(api.request(endpoints.getUserInfo)).rejects.toMatchObject({ code: 401 });
    expect(sent).toEqual(['/base-api/marketing/api/v1/user/logout']);
    expect(events).toEqual({ unauthorized: [], errors: [] });
  });

  it('downloads a file: the blob and its UTF-8 name from content-disposition', async () => {
    const { api } = client({ token: demo, language: 'cn' });
    const record = await readyExport(api);
    const { beginDate, endDate } = lastSevenDays();
    const file = await api.download(endpoints.download, { id: record.id });
    expect(file.fileName).toBe(`账户日报 ${beginDate}~${endDate}.xlsx`);
    expect(file.blob.size).toBe(record.sizeBytes);
    // An .xlsx is a zip archive.
    expect(Buffer.from(await file.blob.slice(0, 2).arrayBuffer()).toString('latin1')).toBe('PK');
  });

  it('fails a download of another user’s file through onError, with no file', async () => {
    const adminFile = await readyExport(client({ token: await logIn('admin', 'admin123') }).api);
    const { api, events } = client({ token: demo, language: 'tw' });
    await expect(api.download(endpoints.download, { id: adminFile.id })).rejects.toMatchObject({
      code: 404,
      message: '找不到',
    });
    expect(events.errors).toEqual(['找不到']);
  });
});

describe('api-client with a code outside the error catalogue', () => {
  it('shows the server message for a code the catalogue does not know', async () => {
    const { api, events } = client({ baseUrl: quotaUrl, token: demo, language: 'cn' });
    await expect(api.request(endpoints.accountList, {})).rejects.toMatchObject({
      code: 777001,
      message: 'Provider quota exceeded',
    });
    expect(events.errors).toEqual(['Provider quota exceeded']);
  });

  it('raises no toast for a call exempt from error toasts, as toBaiduByIds is', async () => {
    const { api, events } = client({ baseUrl: quotaUrl, token: demo });
    expect(endpoints.toBaiduByIds.silentErrors).toBe(true);
    await expect(api.request(endpoints.toBaiduByIds, { ids: [1] })).rejects.toMatchObject({ code: 777001 });
    expect(events.errors).toEqual([]);
    await expect(api.request(endpoints.accountList, {})).rejects.toMatchObject({ code: 777001 });
    expect(events.errors).toEqual(['Provider quota exceeded']);
  });
});
