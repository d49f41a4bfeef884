// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { ErrorEnvelope } from '@adconsole/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, loginToken, startTestApp } from '../testing/test-app';
import { api } from './testing/test-calls';

// Limits low enough to reach in a test; the server reads them from WRITE_RATE_LIMIT_USER / _ADDRESS.
const server = await startTestApp({
  rateLimits: {
    writesPerUser: { max: 3, timeWindowMs: 60_000 },
    writesPerAddress: { max: 5, timeWindowMs: 60_000 },
  },
});
const { app } = server;
afterAll(() => server.stop());

let first: string;
let second: string;
beforeAll(async () => {
  await addUser(app, { userName: 'writer-1', password: 'right123', role: 'edit' });
  await addUser(app, { userName: 'writer-2', password: 'right123', role: 'edit' });
  first = await loginToken(app, 'writer-1', 'right123');
  second = await loginToken(app, 'writer-2', 'right123');
});

const setLanguage = (token: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: api('/user/setLanguage'),
    payload: { language: 2 },
    headers: { token, 'accept-language': 'zh-CN' },
    remoteAddress,
  });
const statusesOf = async (calls: Promise<{ statusCode: number }>[]) =>
  (await Promise.all(calls)).map((response) => response.statusCode);

describe('rate limits on write calls', () => {
  it('answers 429 in the envelope once a user has used up its writes, from any address', async () => {
    expect(
      await statusesOf([
        setLanguage(first, '10.0.1.1'),
        setLanguage(first, '10.0.1.2'),
        setLanguage(first, '10.0.1.3'),
      ]),
    ).toEqual([200, 200, 200]);
    const limited = await setLanguage(first, '10.0.1.4');
    expect(limited.statusCode).toBe(429);
    expect(ErrorEnvelope.parse(limited.json())).toEqual({
      code: 429,
      msg: '尝试次数过多，请稍等一分钟后重试',
    });
    // Reads go on.
    const read = await app.inject({
      method: 'GET',
      url: api('/user/getUserInfo'),
      headers: { token: first },
    });
    expect(read.statusCode).toBe(200);
  });

  it('answers 429 once an address has used up its writes, whichever user', async () => {
    const address = '10.0.2.1';
    expect(await statusesOf([setLanguage(second, address), setLanguage(second, address)])).toEqual([
      200, 200,
    ]);
    // writer-1 is over its own limit already: its refused writes count for the address too.
    expect(await statusesOf([setLanguage(first, address), setLanguage(first, address)])).toEqual([429, 429]);
    expect((await setLanguage(second, address)).statusCode).toBe(200);
    expect((await setLanguage(second, address)).statusCode).toBe(429);
    expect((await setLanguage(second, '10.0.2.2')).statusCode).toBe(429);
  });
});
