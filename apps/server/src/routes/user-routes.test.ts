import { ErrorEnvelope, LoginData, UserInfo, envelope, hashPassword } from '@adconsole/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientPasswordHash } from '../auth/passwords';
import { sessionLifetimeMs } from '../auth/sessions';
import { api, loginToken, startTestApp } from '../testing/test-app';

let clock = Date.parse('2026-11-21T08:00:00Z');
const server = await startTestApp({ now: () => clock });
const { app } = server;
afterAll(() => server.stop());

describe('POST /user/login', () => {
  it('answers a token for the demo user', async () => {
    const response = await app.inject({
      method: 'POST',
      url: api('/user/login'),
      payload: { userName: '  admin ', pwd: clientPasswordHash('admin123') },
    });
    expect(response.statusCode).toBe(200);
    const body = envelope(LoginData).parse(response.json());
    expect(body.code).toBe(200);
    expect(body.data?.token).toMatch(/^[\w-]{40,}$/);
  });

  it('hashes the password the same way in the browser contract and on the server', async () => {
    expect(await hashPassword('demo123')).toBe(clientPasswordHash('demo123'));
  });

  it.each([
    ['wrong password', 'admin', 'admin124'],
    ['unknown user', 'nobody', 'admin123'],
  ])('refuses a %s with 910002 and the message in the caller language', async (_case, userName, password) => {
    const response = await app.inject({
      method: 'POST',
      url: api('/user/login'),
      headers: { 'accept-language': 'zh-CN,zh;q=0.9' },
      payload: { userName, pwd: clientPasswordHash(password) },
    });
    expect(response.statusCode).toBe(200);
    expect(ErrorEnvelope.parse(response.json())).toMatchObject({
      code: 910002,
      msg: '请输入正确的账户和密码',
    });
  });

  it('answers 400 naming the fields of a bad body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: api('/user/login'),
      payload: { userName: '', pwd: 'plain' },
    });
    expect(response.statusCode).toBe(400);
    const body = ErrorEnvelope.parse(response.json());
    expect(body.code).toBe(400);
    expect((body.data as { field: string }[]).map((f) => f.field).sort()).toEqual(['pwd', 'userName']);
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: api('/user/login'),
      headers: { 'content-type': 'application/json' },
      payload: '{"userName":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, msg: 'The request is not valid' });
  });
});

describe('GET /user/getUserInfo', () => {
  let token: string;
  beforeAll(async () => {
    token = await loginToken(app, 'demo', 'demo123');
  });

  it('answers the session user with roles, accounts and permissions', async () => {
    const response = await app.inject({ method: 'GET', url: api('/user/getUserInfo'), headers: { token } });
    const info = envelope(UserInfo).parse(response.json()).data!;
    expect(info).toMatchObject({ userName: 'demo', roles: ['edit'], language: 2, permissions: [] });
    expect(info.accounts.map((a) => a.accountNo)).toEqual(['adc-shared-01', 'adc-demo-01']);
  });

  it('gives the admin every permission', async () => {
    const adminToken = await loginToken(app, 'admin', 'admin123');
    const response = await app.inject({
      method: 'GET',
      url: api('/user/getUserInfo'),
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(envelope(UserInfo).parse(response.json()).data).toMatchObject({
      roles: ['admin'],
      permissions: ['*:*:*'],
    });
  });

  it.each([
    ['no token', {}],
    ['an unknown token', { token: 'not-a-session' }],
  ])('answers 401 for %s', async (_case, headers) => {
    const response = await app.inject({ method: 'GET', url: api('/user/getUserInfo'), headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 401, msg: 'Login has expired. Please log in again' });
  });

  it('answers 401 once the session is a day old', async () => {
    const started = clock;
    clock = started + sessionLifetimeMs + 1;
    try {
      const response = await app.inject({ method: 'GET', url: api('/user/getUserInfo'), headers: { token } });
      expect(response.statusCode).toBe(401);
    } finally {
      clock = started;
    }
  });
});

describe('unknown API paths', () => {
  it('answer 404 in the envelope', async () => {
    const response = await app.inject({ method: 'POST', url: api('/no/such/call') });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404 });
  });
});
