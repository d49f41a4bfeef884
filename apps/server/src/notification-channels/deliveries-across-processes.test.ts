// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
/**
 * Two server processes on one PostgreSQL server send each delivery once (docs/architecture.md#work-across-processes),
 * and one killed in the middle of a send leaves its delivery to the other, which sends it under the same
 * idempotency key. Runs only on the engines of scripts/engines.mjs: two processes cannot share the embedded
 * stores.
 */
import { entityTables } from '../entity-tables';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endpoints } from '@adconsole/api-client/contract';
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createJobRunner } from '../jobs/job-runner';
import { openEntityStore, type EntityStore } from '../stores/entity-store';
import {
  startSmtpReceiver,
  startWebhookReceiver,
  type SmtpReceiver,
  type WebhookReceiver,
} from '../testing/notification-receivers';
import { startServerProcess, type ServerProcess } from '../testing/server-process';
import { freshEntityDatabase } from '../testing/test-app';
import { freshFactDatabase } from '../testing/test-facts';
import { createNotifier, defaultDeliveryRetry } from './notifier';
import type { Notification, Notifier } from './notify';

const onEngines = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_CLICKHOUSE_URL);

describe.runIf(onEngines)('deliveries across two server processes', () => {
  const cleanUp: (() => Promise<void> | void)[] = [];
  let a: ServerProcess;
  let b: ServerProcess;
  let entities: EntityStore;
  let notifier: Notifier;
  let ownerId: number;
  let channelId: number;
  /** Calls the webhook holds unanswered until the test answers them. */
  const held: ServerResponse[] = [];
  let holdNext = false;
  let smtp: SmtpReceiver;
  let hook: WebhookReceiver;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    hook = await startWebhookReceiver((_call, response) => {
      if (holdNext) {
        holdNext = false;
        held.push(response);
      } else response.writeHead(200).end();
    });
    cleanUp.push(smtp.close, hook.close);
    const entityDatabase = await freshEntityDatabase();
    const factDatabase = (await freshFactDatabase())!;
    cleanUp.push(entityDatabase.drop, factDatabase.drop);
    const start = async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'adconsole-test-'));
      cleanUp.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const server = await startServerProcess({
        DATA_DIR: dataDir,
        DATABASE_URL: entityDatabase.databaseUrl!,
        CLICKHOUSE_URL: factDatabase.url,
        SECRET_KEY: 'the-key-both-processes-share',
        SMTP_URL: smtp.url,
        MAIL_FROM: 'alerts@adconsole.example',
        OUTBOUND_ALLOW_HOSTS: hook.host,
      });
      cleanUp.unshift(() => server.stop('SIGKILL'));
      return server;
    };
    a = await start();
    b = await start();
    const token = (await a.logIn('demo', 'demo123')).data!.token;
    const saved = await a.post<{ id: number }>(
      endpoints.channelSave.path,
      { name: 'Hook', kind: 'webhook', url: `${hook.origin}/ads` },
      token,
    );
    channelId = saved.data!.id;
    // The test writes notifications as a feature would; its runner is closed, so it sends none itself: the
    // server processes take the deliveries up.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'adconsole-test-'));
    cleanUp.push(() => rmSync(dataDir, { recursive: true, force: true }));
    entities = await openEntityStore({ dataDir, databaseUrl: entityDatabase.databaseUrl }, entityTables);
    cleanUp.unshift(() => entities.close());
    const jobs = createJobRunner({ entities, onError: (error) => console.error(error) });
    notifier = createNotifier({
      entities,
      jobs,
      now: Date.now,
      filesDir: dataDir,
      deliver: () => Promise.reject(new Error('the test process sends nothing')),
      retry: defaultDeliveryRetry,
      mailEnabled: true,
      onOutcome: () => undefined,
      warn: () => undefined,
    });
    await jobs.close();
    ({ id: ownerId } = await entities.db
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', 'demo')
      .executeTakeFirstOrThrow());
  }, 180_000);

  afterAll(async () => {
    for (const response of held) response.destroy();
    for (const step of cleanUp) await step();
  });

  const notification = (key: string, more: Partial<Notification> = {}): Notification => ({
    key,
    ownerId,
    messageCentreUserIds: [],
    channelIds: [channelId],
    content: {
      en: { subject: key, text: key },
      cn: { subject: key, text: key },
      tw: { subject: key, text: key },
    },
    data: { key },
    ...more,
  });
  const statuses = (ids: number[]) =>
    entities.db
      .selectFrom('notification_deliveries')
      .select(['id', 'status'])
      .where('id', 'in', ids)
      .execute();

  it('send each delivery once', async () => {
    const ids: number[] = [];
    for (let n = 1; n <= 12; n++) {
      const { deliveryIds } = await notifier.notify(
        notification(`alert:once:${n}`, { emails: [`n${n}@partner.example`] }),
      );
      ids.push(...deliveryIds);
    }
    expect(ids).toHaveLength(24);
    await vi.waitFor(
      async () => expect((await statuses(ids)).every((row) => row.status === 'sent')).toBe(true),
      { timeout: 60_000, interval: 250 },
    );
    const keys = hook.calls.map((call) => call.headers['idempotency-key']);
    expect(keys).toHaveLength(12);
    expect(new Set(keys).size).toBe(12);
    expect(smtp.mails).toHaveLength(12);
    expect(new Set(smtp.mails.map((mail) => mail.messageId)).size).toBe(12);
  });

  it('leave a delivery of a process killed in the middle of its send to the other, under the same key', async () => {
    holdNext = true;
    const before = hook.calls.length;
    const { deliveryIds } = await notifier.notify(notification('alert:killed'));
    const [id] = deliveryIds as [number];
    await vi.waitFor(() => expect(held).toHaveLength(1), { timeout: 30_000 });
    const { lease_owner } = await entities.db
      .selectFrom('notification_deliveries')
      .select('lease_owner')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    // A lease's owner is `<host>/<pid>/<id>`: the process sending it is killed with no chance to finish.
    const pid = Number(lease_owner!.split('/')[1]);
    const sender = a.child.pid === pid ? a : b;
    expect(sender.child.pid).toBe(pid);
    await sender.stop('SIGKILL');
    await vi.waitFor(async () => expect((await statuses([id]))[0]!.status).toBe('sent'), {
      timeout: 60_000,
      interval: 250,
    });
    const calls = hook.calls.slice(before);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.headers['idempotency-key']).toBe(calls[0]!.headers['idempotency-key']);
  });
});
