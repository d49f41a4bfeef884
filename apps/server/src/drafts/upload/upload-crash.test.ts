// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { endpoints } from '@adconsole/api-client/contract';
import { DraftDetail } from '@adconsole/draft-rules';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../../testing/server-process';
import { loginToken, providerAccountId, restartOn, startTestApp } from '../../testing/test-app';
import { uploadableDraft, uploadedDraft } from './testing/upload-calls';

const first = await startTestApp();
let current: FastifyInstance = first.app;
afterAll(async () => {
  await current.close();
  await first.removeStores();
});

describe('a draft upload across a crash of the server', () => {
  it('resumes after kill -9: the draft ends in 4 and the provider holds each item once', async () => {
    const token = await loginToken(current, 'demo', 'demo123');
    const account = await providerAccountId(current, 'adc-demo-01');
    const draft = await uploadableDraft(current, token, account, '断电续传');
    await current.close();

    const server = await startServerProcess({
      DATA_DIR: first.dataDir,
      // The stores of the test app (on the engines of the tests), or none: the data folder's.
      ...(first.databaseUrl ? { DATABASE_URL: first.databaseUrl } : {}),
      ...(first.clickhouseUrl ? { CLICKHOUSE_URL: first.clickhouseUrl } : {}),
      SANDBOX_PROFILE: 'test',
      SANDBOX_UPLOAD_SECONDS: '6',
    });
    const serverToken = (await server.logIn('demo', 'demo123')).data!.token;
    await server.post(endpoints.draftUpload.path, { id: draft.draftId }, serverToken);
    // Kill it once the provider has created some items and not all: 1 s an item, 6 items.
    let progress: DraftDetail['uploadProgress'];
    do {
      await sleep(100);
      const detail = await server.post(endpoints.draftDetail.path, { id: draft.draftId }, serverToken);
      progress = DraftDetail.parse(detail.data).uploadProgress;
    } while ((progress?.done ?? 0) < 2);
    server.child.kill('SIGKILL');
    await once(server.child, 'exit');
    expect(progress!.done).toBeLessThan(6);

    current = await restartOn(first, {
      sandboxUploadSeconds: 1,
    });
    await current.reportSync.caughtUp();
    const again = await loginToken(current, 'demo', 'demo123');
    expect((await uploadedDraft(current, again, draft.draftId, 40_000)).status).toBe(4);
    const held = await current.entities.db

      .selectFrom('sandbox_provider_items')
      .select('item_key')
      .where('account_id', '=', account)
      .orderBy('item_key')
      .execute();
    const [k1, k2] = draft.keywordIds;
    expect(held.map((row) => row.item_key)).toEqual([
      `campaign:${draft.campaignId}`,
      `creative:${draft.creativeId}`,
      `creative:${draft.creativeId}:picture:0`,
      `keyword:${k1}`,
      `keyword:${k2}`,
      `unit:${draft.unitId}`,
    ]);
  }, 120_000);
});
