// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
/**
 * SIGTERM to a real server process (docs/operations.md#shutdown): a request in flight finishes while new
 * connections are refused, a running job's lease is handed back, the stores close and the process exits 0; the
 * limit and a second signal end it too. The processes run one after another on one set of stores (chdb binds
 * its data folder to one process).
 */
import { entityTables } from '../entity-tables';
import { once } from 'node:events';
import { existsSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { endpoints, responseCode } from '@adconsole/api-client/contract';
import { DraftDetail, draftStatus } from '@adconsole/draft-rules';
import { afterAll, describe, expect, it } from 'vitest';
import { uploadableDraft } from '../drafts/upload/testing/upload-calls';
import { pngPicture } from '../pictures/testing/picture-fixtures';
import { openEntityStore } from '../stores/entity-store';
import { openFactStore } from '../stores/fact-store';
import { startServerProcess, type ServerProcess } from '../testing/server-process';
import { loginToken, providerAccountId, startTestApp } from '../testing/test-app';
import { testClickHouseCluster } from '../testing/test-facts';

// The stores, seeded and with a draft ready to upload, made in process and closed before any server starts.
const stores = await startTestApp();
const draft = await uploadableDraft(
  stores.app,
  await loginToken(stores.app, 'demo', 'demo123'),
  await providerAccountId(stores.app, 'adc-demo-01'),
  '停机交还',
);
await stores.app.close();
const location = { dataDir: stores.dataDir, databaseUrl: stores.databaseUrl };

const started: ServerProcess[] = [];
afterAll(async () => {
  for (const server of started) await server.stop('SIGKILL');
  await stores.removeStores();
});

/** The server in a process of its own on the stores, with `env` over the test settings. */
async function start(env: Record<string, string> = {}) {
  const server = await startServerProcess({
    DATA_DIR: stores.dataDir,
    ...(stores.databaseUrl ? { DATABASE_URL: stores.databaseUrl } : {}),
    ...(stores.clickhouseUrl ? { CLICKHOUSE_URL: stores.clickhouseUrl } : {}),
    ...env,
  });
  started.push(server);
  const login = await server.logIn('demo', 'demo123');
  return { server, token: login.data!.token };
}

/** Sends `signal` and answers a promise of the exit code. */
function signalled(server: ServerProcess, signal: NodeJS.Signals): Promise<number | null> {
  const exit = once(server.child, 'exit').then(([code]) => code as number | null);
  server.child.kill(signal);
  return exit;
}

/**
 * A picture upload whose multipart body goes in two halves, the second on `finish()`. Answers once the server
 * has taken the request up (its `100 Continue`) and holds the first half: from then on the request is in flight.
 */
async function uploadInFlight(server: ServerProcess, token: string) {
  const form = new FormData();
  form.append('theme', 'Spring sale');
  form.append('ratio', '1:1');
  form.append('file', new Blob([pngPicture(400, 400)], { type: 'image/png' }), 'square.png');
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  const call = request(server.url(endpoints.materialUploadImage.path), {
    method: 'POST',
    headers: {
      token,
      'content-type': encoded.headers.get('content-type')!,
      'content-length': body.length,
      expect: '100-continue',
    },
  });
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    call.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (piece: string) => (text += piece));
      response.on('end', () => resolve({ status: response.statusCode!, text }));
      response.on('error', reject);
    });
    call.on('error', reject);
  });
  answer.catch(() => undefined);
  await once(call, 'continue');
  const half = Math.floor(body.length / 2);
  call.write(body.subarray(0, half));
  return { answer, finish: () => call.end(body.subarray(half)) };
}

/** Resolves once a new connection to the server's port is refused: it has stopped listening. */
async function connectionsRefused(server: ServerProcess) {
  const port = Number(new URL(server.origin).port);
  for (let attempt = 0; attempt < 400; attempt++) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', () => resolve(true));
    });
    if (refused) return;
    await sleep(50);
  }
  throw new Error('the server still takes new connections');
}

async function draftDetailOn(server: ServerProcess, token: string) {
  const answer = await server.post<unknown>(endpoints.draftDetail.path, { id: draft.draftId }, token);
  return DraftDetail.parse(answer.data);
}

describe('SIGTERM to a server process', () => {
  let pictureId: number;

  it('lets a request in flight finish with its whole answer, refuses new connections, and exits 0', async () => {
    const { server, token } = await start({ SHUTDOWN_TIMEOUT_MS: '60000' });
    const upload = await uploadInFlight(server, token);
    const exit = signalled(server, 'SIGTERM');
    await connectionsRefused(server);
    // Still alive: the upload holds it.
    expect(server.child.exitCode).toBeNull();
    upload.finish();
    const { status, text } = await upload.answer;
    expect(status).toBe(200);
    const answer = JSON.parse(text) as { code: number; data: { id: number; width: number; height: number } };
    expect(answer).toMatchObject({ code: responseCode.ok, data: { width: 400, height: 400 } });
    pictureId = answer.data.id;
    expect(await exit).toBe(0);
  }, 120_000);

  it('leaves the stores closed: the SQLite WAL written back, both stores open again with what was written', async () => {
    if (!location.databaseUrl) {
      const wal = path.join(location.dataDir, 'entities.db-wal');
      expect(existsSync(wal) ? statSync(wal).size : 0).toBe(0);
    }
    const entities = await openEntityStore(location, entityTables);
    const picture = await entities.db
      .selectFrom('pictures')
      .select(['id', 'width'])
      .where('id', '=', pictureId)
      .executeTakeFirst();
    await entities.close();
    expect(picture).toEqual({ id: pictureId, width: 400 });
    const facts = await openFactStore({
      dataDir: location.dataDir,
      clickhouseUrl: stores.clickhouseUrl,
      clickhouseCluster: testClickHouseCluster,
    });
    const [row] = await facts.query<{ one: number }>('SELECT 1 AS one');
    await facts.close();
    expect(row).toEqual({ one: 1 });
  });

  it("hands a running job's lease back, so the next process takes the job at once and finishes it", async () => {
    // 12 s over six items: the upload is midway when the signal comes.
    const first = await start({ SANDBOX_UPLOAD_SECONDS: '12' });
    const sent = await first.server.call(endpoints.draftUpload.path, { id: draft.draftId }, first.token);
    expect(sent.code).toBe(responseCode.ok);
    let detail: DraftDetail;
    do {
      await sleep(100);
      detail = await draftDetailOn(first.server, first.token);
    } while ((detail.uploadProgress?.done ?? 0) < 1);
    expect(await signalled(first.server, 'SIGTERM')).toBe(0);

    const entities = await openEntityStore(location, entityTables);
    const upload = await entities.db
      .selectFrom('draft_uploads')
      .select(['status', 'done_count', 'lease_owner', 'lease_until'])
      .where('draft_id', '=', draft.draftId)
      .executeTakeFirstOrThrow();
    await entities.close();
    expect(upload).toMatchObject({ status: 'uploading', lease_owner: null, lease_until: null });
    expect(upload.done_count).toBeLessThan(6);

    const next = await start({ SANDBOX_UPLOAD_SECONDS: '1' });
    do {
      await sleep(200);
      detail = await draftDetailOn(next.server, next.token);
    } while (detail.status === draftStatus.uploading);
    expect(detail.status).toBe(draftStatus.uploaded);
    expect(await signalled(next.server, 'SIGTERM')).toBe(0);
  }, 180_000);

  it('cuts a request still in flight once SHUTDOWN_TIMEOUT_MS has passed, and exits 0', async () => {
    const { server, token } = await start({ SHUTDOWN_TIMEOUT_MS: '1000' });
    const upload = await uploadInFlight(server, token);
    expect(await signalled(server, 'SIGTERM')).toBe(0);
    await expect(upload.answer).rejects.toThrow();
  }, 120_000);

  it('exits at once on a second SIGTERM, without waiting for the request in flight', async () => {
    const { server, token } = await start({ SHUTDOWN_TIMEOUT_MS: '600000' });
    const upload = await uploadInFlight(server, token);
    const exit = signalled(server, 'SIGTERM');
    await connectionsRefused(server);
    server.child.kill('SIGTERM');
    expect(await exit).toBe(1);
    await expect(upload.answer).rejects.toThrow();
  }, 120_000);
});
