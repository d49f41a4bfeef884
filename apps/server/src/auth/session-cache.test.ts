// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { ErrorEnvelope } from '@adconsole/api-client/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { clientPasswordHash } from './passwords';
import { forgetSessionsOf, sessionCacheTtlMs, sessionLifetimeMs } from './sessions';
import { addUser, loginToken, startTestApp } from '../testing/test-app';
import { call } from '../http/testing/test-calls';

// Every session below is used once before the change, so the change must reach a session this process holds
// in memory (docs/hardening.md#session-cache).
let clock = Date.parse('2026-11-21T08:00:00Z');
const server = await startTestApp({ now: () => clock });
const { app } = server;
afterAll(() => server.stop());

const userInfo = (token: string) => call(app, 'GET', '/user/getUserInfo', { token });
const statusOf = async (token: string) => (await userInfo(token)).statusCode;
const follow = (token: string, accountId: number) =>
  call(app, 'POST', '/user/account/operation/follow', { token, payload: { accountId, followed: true } });
const changePassword = (token: string, oldPassword: string) =>
  call(app, 'POST', '/user/changePassword', {
    token,
    payload: {
      oldPwd: clientPasswordHash(oldPassword),
      newPassword: 'New12345',
      confirmPassword: 'New12345',
    },
  });

async function newUser(userName: string, accountIds: number[] = []) {
  const id = await addUser(app, { userName, password: 'right123', role: 'edit', accountIds });
  return { id, token: await loginToken(app, userName, 'right123') };
}

describe('a session held in memory ends at once', () => {
  it('on logout: the old token answers 401 on the next call', async () => {
    const { token } = await newUser('cache-logout');
    expect(await statusOf(token)).toBe(200);
    expect((await call(app, 'POST', '/user/logout', { token })).statusCode).toBe(200);
    expect(await statusOf(token)).toBe(401);
  });

  it('on a password change: every other session answers 401, the changing one goes on', async () => {
    const { token } = await newUser('cache-password');
    const other = await loginToken(app, 'cache-password', 'right123');
    expect(await statusOf(other)).toBe(200);
    expect(ErrorEnvelope.parse((await changePassword(token, 'right123')).json()).code).toBe(200);
    expect(await statusOf(other)).toBe(401);
    expect(await statusOf(token)).toBe(200);
  });

  it('on the lock after a third wrong old password: every session answers 401', async () => {
    const { token } = await newUser('cache-lock');
    const other = await loginToken(app, 'cache-lock', 'right123');
    expect(await statusOf(other)).toBe(200);
    for (const code of [910001, 910001, 910004]) {
      expect(ErrorEnvelope.parse((await changePassword(token, 'wrong')).json()).code).toBe(code);
    }
    expect(await statusOf(token)).toBe(401);
    expect(await statusOf(other)).toBe(401);
  });

  it('when it expires, to the millisecond', async () => {
    const { token } = await newUser('cache-expiry');
    const started = clock;
    clock = started + sessionLifetimeMs - 1;
    expect(await statusOf(token)).toBe(200);
    clock = started + sessionLifetimeMs;
    expect(await statusOf(token)).toBe(401);
    clock = started;
  });

  it('when the user is frozen and their sessions forgotten, as a freeze in this process does', async () => {
    const { id, token } = await newUser('cache-frozen');
    expect(await statusOf(token)).toBe(200);
    await app.entities.db.updateTable('users').set({ frozen: 1 }).where('id', '=', id).execute();
    forgetSessionsOf(app.entities, id);
    expect(await statusOf(token)).toBe(401);
  });
});

describe('what a session holds follows the store', () => {
  it('answers in the language just set', async () => {
    const { token } = await newUser('cache-language');
    expect((await userInfo(token)).json()).toMatchObject({ code: 200, msg: 'Success' });
    await call(app, 'POST', '/user/setLanguage', { token, payload: { language: 1 } });
    expect((await userInfo(token)).json()).toMatchObject({ code: 200, msg: '成功' });
  });

  it('grants an account given to the user once their sessions are forgotten', async () => {
    const [first, second] = (
      await app.entities.db.selectFrom('provider_accounts').select('id').execute()
    ).map((row) => row.id);
    const { id, token } = await newUser('cache-accounts', [first!]);
    expect((await follow(token, second!)).statusCode).toBe(403);
    await app.entities.db.insertInto('user_accounts').values({ user_id: id, account_id: second! }).execute();
    forgetSessionsOf(app.entities, id);
    expect((await follow(token, second!)).statusCode).toBe(200);
  });

  it('sees an edit made outside this process after the cache time at the latest', async () => {
    const { id, token } = await newUser('cache-outside');
    expect(await statusOf(token)).toBe(200);
    await app.entities.db.updateTable('users').set({ frozen: 1 }).where('id', '=', id).execute();
    const edited = clock;
    clock = edited + sessionCacheTtlMs - 1;
    expect(await statusOf(token)).toBe(200);
    clock = edited + sessionCacheTtlMs;
    expect(await statusOf(token)).toBe(401);
    clock = edited;
  });
});
