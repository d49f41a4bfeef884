// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { ErrorEnvelope } from '@adconsole/api-client/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { loginBody, startTestApp } from '../testing/test-app';
import { call } from '../http/testing/test-calls';

// Limits low enough to reach in a test; the server reads them from LOGIN_RATE_LIMIT / CAPTCHA_RATE_LIMIT.
const server = await startTestApp({
  rateLimits: { login: { max: 3, timeWindowMs: 60_000 }, captcha: { max: 5, timeWindowMs: 60_000 } },
});
const { app } = server;
afterAll(() => server.stop());

describe('rate limits per client address', () => {
  it('answers 429 with the translated message once an address has used up its logins', async () => {
    const bodies = await Promise.all([1, 2, 3, 4].map(() => loginBody(app, 'demo', 'wrong-password')));
    const codes = [];
    for (const payload of bodies.slice(0, 3)) {
      codes.push(ErrorEnvelope.parse((await call(app, 'POST', '/user/login', { payload })).json()).code);
    }
    expect(codes).toEqual([910002, 910002, 910004]);
    const limited = await call(app, 'POST', '/user/login', {
      payload: bodies[3],
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(limited.statusCode).toBe(429);
    expect(ErrorEnvelope.parse(limited.json())).toMatchObject({
      code: 429,
      msg: '尝试次数过多，请稍等一分钟后重试',
    });
  });

  it('counts each address on its own', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/base-api/marketing/api/v1/user/login',
      remoteAddress: '10.0.0.7',
      payload: {},
    });
    expect(response.statusCode).toBe(400);
  });

  it('limits captchas too', async () => {
    // Four captchas went to the login bodies above; the fifth is still allowed, the sixth is not.
    expect((await call(app, 'GET', '/system/admin/getPictureValidationCode')).statusCode).toBe(200);
    const limited = await call(app, 'GET', '/system/admin/getPictureValidationCode');
    expect(limited.statusCode).toBe(429);
    expect(ErrorEnvelope.parse(limited.json()).code).toBe(429);
  });
});
