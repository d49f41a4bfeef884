// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/architecture.md#engines-in-the-tests)
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { apiPrefix, Captcha, endpoints, envelope } from '@adconsole/api-client/contract';
import { DraftDetail } from '@adconsole/draft-rules';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { clientPasswordHash } from '../../auth/passwords';
import { api, loginToken, providerAccountId, startTestApp, testCaptchaCode } from '../../testing/test-app';
import { uploadableDraft, uploadedDraft } from './testing/upload-calls';

const serverDir = fileURLToPath(new URL('../../..', import.meta.url));
const first = await startTestApp();
let current: FastifyInstance = first.app;
afterAll(async () => {
  await current.close();
  await first.removeStores();
});

/** A port no one listens on now. */
async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  return port;
}

/** The real server as its own process (through tsx, on the sources) on a data folder. */
async function startServerProcess(dataDir: string, port: number) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@adconsole/source', 'src/main.ts'],
    {
      cwd: serverDir,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        // The stores of the test app (on the engines of the tests), or none: the data folder's.
        ...(first.databaseUrl ? { DATABASE_URL: first.databaseUrl } : {}),
        ...(first.clickhouseUrl ? { CLICKHOUSE_URL: first.clickhouseUrl } : {}),
        PORT: String(port),
        HOST: '127.0.0.1',
        CAPTCHA_TEST_CODE: testCaptchaCode,
        SANDBOX_PROFILE: 'test',
        SANDBOX_UPLOAD_SECONDS: '6',
      },
      stdio: 'ignore',
    },
  );
  const base = `http://127.0.0.1:${port}`;
  const post = async (path: string, body: object, token?: string) => {
    const response = await fetch(`${base}${api(path)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { code: number; data?: unknown };
  };
  const until = Date.now() + 60_000;
  let captcha: Response | undefined;
  while (!captcha?.ok) {
    if (Date.now() > until || child.exitCode !== null) throw new Error('the server process did not start');
    captcha = await fetch(`${base}${api('/system/admin/getPictureValidationCode')}`).catch(() => undefined);
    if (!captcha?.ok) await sleep(250);
  }
  const { uuid } = envelope(Captcha).parse(await captcha.json()).data!;
  const login = await post('/user/login', {
    userName: 'demo',
    pwd: clientPasswordHash('demo123'),
    validationCode: testCaptchaCode,
    uuid,
  });
  const token = (login.data as { token: string }).token;
  return { child, token, post };
}

describe('a draft upload across a crash of the server', () => {
  it('resumes after kill -9: the draft ends in 4 and the provider holds each item once', async () => {
    const token = await loginToken(current, 'demo', 'demo123');
    const account = await providerAccountId(current, 'adc-demo-01');
    const draft = await uploadableDraft(current, token, account, '断电续传');
    await current.close();

    const server = await startServerProcess(first.dataDir, await freePort());
    const path = (endpoint: { path: string }) => endpoint.path.slice(apiPrefix.length);
    expect((await server.post(path(endpoints.draftUpload), { id: draft.draftId }, server.token)).code).toBe(
      200,
    );
    // Kill it once the provider has created some items and not all: 1 s an item, 6 items.
    let progress: DraftDetail['uploadProgress'];
    do {
      await sleep(100);
      const detail = await server.post(path(endpoints.draftDetail), { id: draft.draftId }, server.token);
      progress = DraftDetail.parse(detail.data).uploadProgress;
    } while ((progress?.done ?? 0) < 2);
    server.child.kill('SIGKILL');
    await once(server.child, 'exit');
    expect(progress!.done).toBeLessThan(6);

    current = await buildApp({
      dataDir: first.dataDir,
      databaseUrl: first.databaseUrl,
      clickhouseUrl: first.clickhouseUrl,
      captchaTestCode: testCaptchaCode,
      sandboxUploadSeconds: 1,
    });
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
