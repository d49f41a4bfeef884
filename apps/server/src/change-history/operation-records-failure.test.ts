// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { Writable } from 'node:stream';
import { endpoints } from '@adconsole/api-client/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { syncedThroughOf } from '../provider/report-sync';
import { reportHandlers } from '../testing/baidu-fake/fake-reports';
import { startBaiduFake } from '../testing/baidu-fake/fake-server';
import { loginToken, providerAccountId, startTestApp } from '../testing/test-app';
import { callEndpoint } from '../http/testing/test-calls';

// A fake of Baidu that serves the reports but not `getOperationRecord` (it answers an unknown method).
const fake = await startBaiduFake({ handlers: reportHandlers });
const credentials = { userName: 'records-baidu', accessToken: 'tok-records-5d1f0b2e' };
fake.accounts.set(credentials.userName, { ...credentials, quota: 1_000_000 });

const logLines: string[] = [];
const server = await startTestApp({
  now: () => Date.parse('2026-11-21T08:00:00Z'),
  sandboxProfile: 'test',
  baiduApiBase: fake.url,
  secretKey: 'a-test-secret-key-of-operation-records',
  baiduSyncDays: 2,
  logger: {
    stream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString('utf8'));
        done();
      },
    }),
    level: 'warn',
  },
});
const { app } = server;
afterAll(async () => {
  await server.stop();
  await fake.close();
});

describe('a provider whose operation records cannot be read', () => {
  it('still has its report days synced, and a warning logged', async () => {
    const admin = await loginToken(app, 'admin', 'admin123');
    const saved = await callEndpoint(app, endpoints.providerAccountSave, admin, {
      accountNo: 'records-search',
      channel: 'search',
      companyId: null,
      provider: 'baidu',
      credentials,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The save started a sync; this one runs after it.
    await app.reportSync.runOnce();

    const accountId = await providerAccountId(app, 'records-search');
    expect((await syncedThroughOf(app.facts)).get(accountId)).toBe('2026-11-20');
    const { sync_error } = await app.entities.db
      .selectFrom('provider_accounts')
      .select('sync_error')
      .where('id', '=', accountId)
      .executeTakeFirstOrThrow();
    expect(sync_error).toBeNull();
    const warning = logLines.find((line) =>
      line.includes('the operation records of records-search could not be read'),
    );
    expect(JSON.parse(warning!)).toMatchObject({ level: 40, accountId });
  });
});
