import { ApiError, createApiClient, endpoints, hashPassword } from '@adconsole/api-client';
import type { Language } from '@adconsole/i18n/resources';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from './testing/test-app';

// The typed client against the real server, listening on a loopback port: no mocked fetch.
const server = await startTestApp();
const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
afterAll(() => server.stop());

function client(options: { token?: string; language?: Language } = {}) {
  const events: { unauthorized: string[]; errors: string[] } = { unauthorized: [], errors: [] };
  const api = createApiClient({
    baseUrl: address,
    getToken: () => options.token,
    getLanguage: () => options.language ?? 'en',
    onUnauthorized: (message) => events.unauthorized.push(message),
    onError: (message) => events.errors.push(message),
  });
  return { api, events };
}

describe('api-client against the server', () => {
  it('logs in and reads the user info with the token', async () => {
    const { api } = client();
    const { token } = await api.request(endpoints.login, {
      userName: 'demo',
      pwd: await hashPassword('demo123'),
    });
    const info = await client({ token }).api.request(endpoints.getUserInfo);
    expect(info.userName).toBe('demo');
  });

  it('raises the 910002 message of the current language through onError', async () => {
    const { api, events } = client({ language: 'cn' });
    const failure = api.request(endpoints.login, { userName: 'demo', pwd: await hashPassword('wrong') });
    await expect(failure).rejects.toMatchObject({ code: 910002, message: '请输入正确的账户和密码' });
    expect(events.errors).toEqual(['请输入正确的账户和密码']);
  });

  it('calls onUnauthorized, not onError, for a 401', async () => {
    const { api, events } = client({ token: 'expired' });
    await expect(api.request(endpoints.getUserInfo)).rejects.toBeInstanceOf(ApiError);
    expect(events.unauthorized).toEqual(['Login has expired. Please log in again']);
    expect(events.errors).toEqual([]);
  });
});
