// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
/**
 * Two server processes on one entity store, each with its own clients of one Baidu OAuth account
 * (docs/baidu-provider.md): the provider retires a refresh token once it is exchanged, so a
 * process whose exchange is refused reads the one the other stored, once.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { EntityStore } from '../../stores/entity-store';
import { fakeOAuth, oauthRoutes, revokeAuthorisation } from '../../testing/baidu-fake/fake-oauth';
import { reportHandlers } from '../../testing/baidu-fake/fake-reports';
import { startBaiduFake } from '../../testing/baidu-fake/fake-server';
import { twoProcessStores } from '../../testing/two-process-stores';
import { refusedCredentials } from '../provider-failure';
import { accountClients } from './account-clients';
import { createRequestLimiter } from './client';
import { credentialsVault } from './credentials';
import { BaiduTokenRefusedError, type BaiduClient } from './protocol';

const { location, one, other } = await twoProcessStores();
const fake = await startBaiduFake({ handlers: reportHandlers, routes: oauthRoutes });
afterAll(() => fake.close());

const secretKey = 'a-secret-key-of-this-suite';
const vaultOf = () => credentialsVault({ secretKey, dataDir: location.dataDir, log: () => undefined });

/** A Baidu OAuth account stored with the first refresh token the fake gives it. */
async function oauthAccount(userName: string) {
  fake.accounts.set(userName, { userName, accessToken: 'not-issued-yet', quota: 1000 });
  const { id } = await one.db
    .insertInto('provider_accounts')
    .values({ account_no: userName, provider: 'baidu', created_time: Date.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const credentials = vaultOf().seal(id, {
    userName,
    userId: fakeOAuth.userIdOf(userName),
    appId: fakeOAuth.appId,
    secretKey: fakeOAuth.secretKey,
    refreshToken: fakeOAuth.refreshTokenOf(userName),
  });
  await one.db.updateTable('provider_accounts').set({ credentials }).where('id', '=', id).execute();
  return { id, accountNo: userName, position: 0 };
}

/** A server process's clients on its own store, and the lines they logged. */
function processOn(store: EntityStore) {
  const lines: string[] = [];
  const clientFor = accountClients({
    db: store.db,
    credentials: vaultOf(),
    baseUrl: fake.url,
    oauthBaseUrl: fake.url,
    limiter: createRequestLimiter(),
    log: (line) => lines.push(line),
  });
  /** Its readings of the stored refresh token after a refused exchange. */
  const rereads = () => lines.filter((line) => line.includes('refused: the stored refresh token'));
  return { clientFor, rereads };
}

const userIdOf = (client: BaiduClient) =>
  client
    .call<{ userId: number }>('search', 'AccountService', 'getAccountInfo', { accountFields: ['userId'] })
    .then((answer) => answer.data[0]!.userId);
const exchanges = () => fake.routeCalls.filter((path) => path === '/oauth/refreshToken').length;

describe("a Baidu account's refresh token across two processes", () => {
  it('goes on with the token the other process stored after it exchanged the one this process holds', async () => {
    const account = await oauthAccount('rotating-baidu');
    const a = processOn(one);
    const b = processOn(other);
    const clientOfB = await b.clientFor(account);
    expect(await userIdOf(clientOfB)).toBe(fakeOAuth.userIdOf('rotating-baidu'));
    // A starts from what B stored, and exchanges it: B's refresh token and access token stop working.
    const clientOfA = await a.clientFor(account);
    expect(await userIdOf(clientOfA)).toBe(fakeOAuth.userIdOf('rotating-baidu'));

    const before = exchanges();
    expect(await userIdOf(clientOfB)).toBe(fakeOAuth.userIdOf('rotating-baidu'));
    // Its own token refused, then the one A stored exchanged.
    expect(exchanges() - before).toBe(2);
    expect(b.rereads()).toEqual([
      `baidu account ${account.id}: oauth/refreshToken refused: the stored refresh token is another`,
    ]);

    // And the other way round: A goes on with the token B stored just now.
    expect(await userIdOf(clientOfA)).toBe(fakeOAuth.userIdOf('rotating-baidu'));
    expect(a.rereads()).toHaveLength(1);
    expect(b.rereads()).toHaveLength(1);
  });

  it('reports a withdrawn authorisation as refused credentials, after reading the stored token once', async () => {
    const account = await oauthAccount('withdrawn-baidu');
    const b = processOn(other);
    const client = await b.clientFor(account);
    await userIdOf(client);
    revokeAuthorisation(fake, 'withdrawn-baidu');

    const before = exchanges();
    const error = await userIdOf(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BaiduTokenRefusedError);
    expect(error).toMatchObject({ failures: [{ code: 50004, message: 'token验证不通过' }] });
    expect(refusedCredentials(error)).toBe(true);
    // The stored token is the one just refused: it is not sent again.
    expect(exchanges() - before).toBe(1);
    expect(b.rereads()).toEqual([
      `baidu account ${account.id}: oauth/refreshToken refused: the stored refresh token is the same`,
    ]);
  });

  it('does not go round again when the token the other process stored is refused too', async () => {
    const account = await oauthAccount('withdrawn-later-baidu');
    const a = processOn(one);
    const b = processOn(other);
    const clientOfB = await b.clientFor(account);
    await userIdOf(clientOfB);
    await userIdOf(await a.clientFor(account));
    revokeAuthorisation(fake, 'withdrawn-later-baidu');

    const before = exchanges();
    const error = await userIdOf(clientOfB).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BaiduTokenRefusedError);
    expect(refusedCredentials(error)).toBe(true);
    // Its own token, then the stored one, each refused once.
    expect(exchanges() - before).toBe(2);
    expect(b.rereads()).toHaveLength(1);
  });
});
