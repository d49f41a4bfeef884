// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { endpoints } from '@adconsole/api-client/contract';
import { describe, expect, it } from 'vitest';
import { userRow } from '../seed';
import type { EntityStore } from '../stores/entity-store';
import { twoProcessStores } from '../testing/two-process-stores';
import { consumeCaptcha, issueCaptcha } from './captcha';
import { clearFailuresBelowLock, countFailure, isLocked } from '../login/login';
import { endSession, forgetSessionsOf, sessionCacheTtlMs, sessionUser, startSession } from './sessions';

const { location, one, other } = await twoProcessStores();

const now = 1_750_000_000_000;
/** Store of the i-th of many concurrent calls: every other one goes to the other process. */
const storeOf = (i: number): EntityStore => (i % 2 === 0 ? one : other);

/** A wrong password's call and address, as the login sends them. */
const wrongTry = { endpoint: endpoints.login, address: '192.0.2.1' };

describe('the entity store across processes', () => {
  it('takes a captcha answer once, however many logins race for it', async () => {
    const { uuid } = await issueCaptcha(one, now, 'Hk4p');
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) => consumeCaptcha(storeOf(i), uuid, 'hk4p', now)),
    );
    expect(results.filter((result) => result === 'ok')).toEqual(['ok']);
    expect(results.filter((result) => result === 'expired')).toHaveLength(23);
  });

  it('counts every wrong password of concurrent tries: each sees a count of its own', async () => {
    const counts = await Promise.all(
      Array.from({ length: 12 }, (_, i) => countFailure(storeOf(i), 'guessed', now, wrongTry)),
    );
    expect(counts.toSorted((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(await isLocked(other, 'guessed')).toBe(true);
  });

  it('never lifts a lock that a wrong try in another process set after the right password was checked', async () => {
    for (let i = 0; i < 3; i++) await countFailure(one, 'raced', now, wrongTry);
    expect(await clearFailuresBelowLock(other, 'raced')).toBe(false);
    expect(await isLocked(one, 'raced')).toBe(true);

    await countFailure(one, 'below', now, wrongTry);
    await countFailure(one, 'below', now, wrongTry);
    expect(await clearFailuresBelowLock(other, 'below')).toBe(true);
    expect(await countFailure(one, 'below', now, wrongTry)).toBe(1);
  });

  it('knows a session started by the other process, and forgets an ended one once its cache runs out', async () => {
    const { id } = await one.db
      .insertInto('users')
      .values(await userRow({ userName: 'roamer', password: 'roamer123' }, now))
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await startSession(one, id, now);
    expect((await sessionUser(other, token, now))?.userName).toBe('roamer');
    await endSession(one, token);
    expect(await sessionUser(one, token, now)).toBeUndefined();
    expect(await sessionUser(other, token, now + sessionCacheTtlMs)).toBeUndefined();
  });

  // One process on SQLite needs no messages; on PostgreSQL they travel (docs/hardening.md#session-cache).
  it.skipIf(!location.databaseUrl)(
    'forgets at once, on PostgreSQL, a session the other process ended and a user whose sessions it forgot',
    async () => {
      const { id } = await one.db
        .insertInto('users')
        .values(await userRow({ userName: 'wanderer', password: 'wanderer123' }, now))
        .returning('id')
        .executeTakeFirstOrThrow();
      const ended = await startSession(one, id, now);
      const kept = await startSession(one, id, now);
      expect((await sessionUser(other, ended, now))?.userName).toBe('wanderer');
      expect((await sessionUser(other, kept, now))?.userName).toBe('wanderer');
      // The same moment for every read: only the message, never the cache's time running out, can forget.
      await endSession(one, ended);
      await expect.poll(() => sessionUser(other, ended, now)).toBeUndefined();
      expect((await sessionUser(other, kept, now))?.userName).toBe('wanderer');
      await one.db.updateTable('users').set({ frozen: 1 }).where('id', '=', id).execute();
      forgetSessionsOf(one, id);
      await expect.poll(() => sessionUser(other, kept, now)).toBeUndefined();
    },
  );
});
