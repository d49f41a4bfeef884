// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { ErrorEnvelope } from '@adconsole/api-client/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { clientPasswordHash } from '../auth/passwords';
import { unlockUser } from './login';
import { addUser, loginBody, loginToken, startTestApp } from '../testing/test-app';
import { api, call } from '../http/testing/test-calls';

const server = await startTestApp();
const { app } = server;
afterAll(() => server.stop());

const codeOf = (response: { json(): unknown }) => ErrorEnvelope.parse(response.json()).code;
const loginCode = async (userName: string, password: string) =>
  codeOf(await call(app, 'POST', '/user/login', { payload: await loginBody(app, userName, password) }));

/**
 * The CPU a login costs the process (every thread: scrypt runs in libuv's pool), in ms: the median of five.
 * CPU time, not the clock's: a busy machine stretches the clock, not the work a login does.
 */
async function loginCpuMs(userName: string, password: string) {
  const costs: number[] = [];
  for (let i = 0; i < 5; i++) {
    const payload = await loginBody(app, userName, password);
    const before = process.cpuUsage();
    await call(app, 'POST', '/user/login', { payload });
    const { user, system } = process.cpuUsage(before);
    costs.push((user + system) / 1000);
  }
  return costs.sort((a, b) => a - b)[2]!;
}

describe('login: known and unknown names behave alike', () => {
  it('answers the same codes for three wrong tries, whether the name exists or not', async () => {
    await addUser(app, { userName: 'real-one', password: 'right123', role: 'edit' });
    const tries = async (userName: string) => [
      await loginCode(userName, 'wrong1'),
      await loginCode(userName, 'wrong2'),
      await loginCode(userName, 'wrong3'),
      await loginCode(userName, 'wrong4'),
    ];
    expect(await tries('real-one')).toEqual([910002, 910002, 910004, 910004]);
    expect(await tries('made-up-name')).toEqual([910002, 910002, 910004, 910004]);
    expect(await loginCode('real-one', 'right123')).toBe(910004);
  });

  it('always does the slow hash: a locked name costs as much as a login that succeeds', async () => {
    await addUser(app, { userName: 'timed', password: 'right123', role: 'edit' });
    const success = await loginCpuMs('demo', 'demo123');
    for (const password of ['a', 'b', 'c']) await loginCode('timed', password);
    const locked = await loginCpuMs('timed', 'right123');
    // The hash costs tens of milliseconds of CPU; without it a refused login costs a few.
    expect(locked).toBeGreaterThan(success * 0.5);
  });

  it('counts every spelling of a name, trimmed and in any case, towards the same lock', async () => {
    await addUser(app, { userName: 'spaced', password: 'right123', role: 'edit' });
    expect(await loginCode('spaced ', 'wrong1')).toBe(910002);
    expect(await loginCode(' SPACED', 'wrong2')).toBe(910002);
    expect(await loginCode('Spaced', 'wrong3')).toBe(910004);
    expect(await loginCode('spaced', 'right123')).toBe(910004);
    expect(await unlockUser(app.entities, ' Spaced ')).toBe(true);
    expect(await loginCode(' spaced ', 'right123')).toBe(200);
  });
});

describe('the audit log of login locks', () => {
  const locks = async () =>
    (
      await app.entities.db
        .selectFrom('audit_log')
        .select(['user_id', 'user_name', 'action', 'entity', 'entity_id', 'after_json'])
        .where('entity', '=', 'loginLock')
        .orderBy('id')
        .execute()
    ).map((row) => ({ ...row, after_json: JSON.parse(row.after_json!) as unknown }));

  it('records the try that locks a user, once, with the address it came from', async () => {
    const id = await addUser(app, { userName: 'Locked-Out', password: 'right123', role: 'edit' });
    const before = await locks();
    const from = (address: string) => ({ remoteAddress: address });
    for (const [password, address] of [
      ['wrong1', '198.51.100.7'],
      ['wrong2', '198.51.100.7'],
      ['wrong3', '203.0.113.9'],
      ['wrong4', '203.0.113.9'],
    ] as const) {
      const payload = await loginBody(app, 'locked-out', password);
      await app.inject({ method: 'POST', url: api('/user/login'), payload, ...from(address) });
    }
    expect((await locks()).slice(before.length)).toEqual([
      {
        user_id: null,
        user_name: 'Locked-Out',
        action: '/user/login',
        entity: 'loginLock',
        entity_id: String(id),
        after_json: { locked: true, address: '203.0.113.9' },
      },
    ]);
    // A name no user has is locked alike, and nothing is recorded for it.
    for (const password of ['a', 'b', 'c']) await loginCode('nobody-here', password);
    expect((await locks()).length).toBe(before.length + 1);
  });
});

describe('changePassword shares the login’s three tries', () => {
  it('ends the user’s sessions and locks the login on the third wrong old password', async () => {
    await addUser(app, { userName: 'guessed', password: 'right123', role: 'edit' });
    const token = await loginToken(app, 'guessed', 'right123');
    const other = await loginToken(app, 'guessed', 'right123');
    const guess = (oldPassword: string) =>
      call(app, 'POST', '/user/changePassword', {
        token,
        payload: {
          oldPwd: clientPasswordHash(oldPassword),
          newPassword: 'New12345',
          confirmPassword: 'New12345',
        },
      });
    expect(codeOf(await guess('guess1'))).toBe(910001);
    expect(codeOf(await guess('guess2'))).toBe(910001);
    expect(codeOf(await guess('guess3'))).toBe(910004);
    for (const session of [token, other]) {
      expect((await call(app, 'GET', '/user/getUserInfo', { token: session })).statusCode).toBe(401);
    }
    expect(await loginCode('guessed', 'right123')).toBe(910004);
  });

  it('counts a wrong login and a wrong old password together', async () => {
    await addUser(app, { userName: 'mixed', password: 'right123', role: 'edit' });
    const token = await loginToken(app, 'mixed', 'right123');
    expect(await loginCode('mixed', 'wrong1')).toBe(910002);
    expect(await loginCode('mixed', 'wrong2')).toBe(910002);
    const response = await call(app, 'POST', '/user/changePassword', {
      token,
      payload: { oldPwd: clientPasswordHash('wrong3'), newPassword: 'New12345', confirmPassword: 'New12345' },
    });
    expect(codeOf(response)).toBe(910004);
    expect(await loginCode('mixed', 'right123')).toBe(910004);
  });
});
