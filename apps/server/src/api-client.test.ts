import { ApiError, createApiClient, defineEndpoint, endpoints, hashPassword } from '@adconsole/api-client';
import type { Language } from '@adconsole/i18n/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerEndpoint } from './http/endpoint-route';
import {
  addReadyDownload,
  loginToken,
  providerAccountId,
  startTestApp,
  testCaptchaCode,
} from './testing/test-app';

// The typed client against the real server, listening on a loopback port: no mocked fetch.
const server = await startTestApp();
const { app } = server;

// Test-only calls: one reports the account the server verified, one answers a code outside the catalogue.
const whichAccount = defineEndpoint({
  method: 'POST',
  path: '/test/whichAccount',
  request: z.object({ query: z.object({ beginDate: z.string() }).optional() }),
  response: z.object({ accountId: z.number() }),
  summary: 'test',
});
registerEndpoint(app, whichAccount, async (_input, request) => ({ accountId: request.accountId! }));
const quota = defineEndpoint({
  method: 'POST',
  path: '/test/quota',
  request: z.object({}),
  response: z.null(),
  accountScoped: false,
  summary: 'test',
});
app.post(`/base-api${quota.path}`, async () => ({ code: 777001, msg: 'Provider quota exceeded' }));

const address = await app.listen({ port: 0, host: '127.0.0.1' });
afterAll(() => server.stop());

function client(options: { token?: string; language?: Language; accountId?: number } = {}) {
  const events: { unauthorized: string[]; errors: string[] } = { unauthorized: [], errors: [] };
  const api = createApiClient({
    baseUrl: address,
    getToken: () => options.token,
    getLanguage: () => options.language ?? 'en',
    getAccountId: () => options.accountId,
    onUnauthorized: (message) => events.unauthorized.push(message),
    onError: (message) => events.errors.push(message),
  });
  return { api, events };
}

let token: string;
let ids: Record<'shared' | 'demo' | 'admin', number>;
beforeAll(async () => {
  token = await loginToken(app, 'demo', 'demo123');
  ids = {
    shared: await providerAccountId(app, 'adc-shared-01'),
    demo: await providerAccountId(app, 'adc-demo-01'),
    admin: await providerAccountId(app, 'adc-admin-01'),
  };
});

describe('api-client against the server', () => {
  it('solves the captcha, logs in and reads the user info with the token', async () => {
    const { api } = client();
    const { uuid } = await api.request(endpoints.captcha);
    const { token: fresh } = await api.request(endpoints.login, {
      userName: ' demo ',
      pwd: await hashPassword('demo123'),
      validationCode: testCaptchaCode,
      uuid,
    });
    const info = await client({ token: fresh }).api.request(endpoints.getUserInfo);
    expect(info.userName).toBe('demo');
  });

  it('merges the current accountId into the body, or into query when the body has one', async () => {
    const { api } = client({ token, accountId: ids.demo });
    expect(await api.request(whichAccount, {})).toEqual({ accountId: ids.demo });
    expect(await api.request(whichAccount, { query: { beginDate: '2026-11-01' } })).toEqual({
      accountId: ids.demo,
    });
  });

  it('sends accountId 0 without a current account, which the server takes as the first account', async () => {
    const { api } = client({ token });
    expect(await api.request(whichAccount, {})).toEqual({ accountId: Math.min(ids.shared, ids.demo) });
  });

  it('leaves the accountId out for a call that opts out', async () => {
    const { api, events } = client({ token, accountId: ids.admin });
    await expect(api.request(whichAccount, {})).rejects.toMatchObject({ code: 403 });
    expect(events.errors).toEqual(['You do not have access to this']);
    expect(await api.request(whichAccount, {}, { withoutAccount: true })).toEqual({
      accountId: Math.min(ids.shared, ids.demo),
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
      const failure = api.request(endpoints.login, {
        userName: 'nobody',
        pwd: await hashPassword('wrong'),
        validationCode: testCaptchaCode,
        uuid,
      });
      await expect(failure).rejects.toMatchObject({ code: 910002, message });
      expect(events.errors).toEqual([message]);
    }
  });

  it('shows the server message for a code the catalogue does not know', async () => {
    const { api, events } = client({ token, language: 'cn' });
    await expect(api.request(quota, {})).rejects.toMatchObject({
      code: 777001,
      message: 'Provider quota exceeded',
    });
    expect(events.errors).toEqual(['Provider quota exceeded']);
  });

  it('calls onUnauthorized, not onError, for a 401', async () => {
    const { api, events } = client({ token: 'expired', language: 'cn' });
    await expect(api.request(endpoints.getUserInfo)).rejects.toBeInstanceOf(ApiError);
    expect(events.unauthorized).toEqual(['登录已过期，请重新登录']);
    expect(events.errors).toEqual([]);
  });

  it('raises no toast for a call exempt from error toasts, as toBaiduByIds is', async () => {
    const { api, events } = client({ token });
    const exempt = { ...quota, silentErrors: true };
    expect(endpoints.toBaiduByIds.silentErrors).toBe(true);
    await expect(api.request(exempt, {})).rejects.toMatchObject({ code: 777001 });
    expect(events.errors).toEqual([]);
    await expect(api.request(quota, {})).rejects.toMatchObject({ code: 777001 });
    expect(events.errors).toEqual(['Provider quota exceeded']);
  });

  it('downloads a file: the blob and its UTF-8 name from content-disposition', async () => {
    const fileName = '关键词日报 2026-11-01~2026-11-07.xlsx';
    const id = await addReadyDownload(app, { userName: 'demo', fileName, content: 'the rows' });
    const { api } = client({ token });
    const file = await api.download(endpoints.download, { id });
    expect(file.fileName).toBe(fileName);
    expect(await file.blob.text()).toBe('the rows');
  });

  it('fails a download of another user’s file through onError, with no file', async () => {
    const id = await addReadyDownload(app, { userName: 'admin', fileName: 'admin.xlsx', content: 'secret' });
    const { api, events } = client({ token, language: 'tw' });
    await expect(api.download(endpoints.download, { id })).rejects.toMatchObject({
      code: 404,
      message: '找不到',
    });
    expect(events.errors).toEqual(['找不到']);
  });
});
