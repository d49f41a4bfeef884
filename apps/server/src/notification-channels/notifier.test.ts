// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { endpoints, envelope, Message } from '@adconsole/api-client/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  startSilentServer,
  startSmtpReceiver,
  startWebhookReceiver,
} from '../testing/notification-receivers';
import { loginToken, startTestApp, userIdOf } from '../testing/test-app';
import { callEndpoint } from '../http/testing/test-calls';
import type { Notification } from './notify';

const smtp = await startSmtpReceiver();
const hook = await startWebhookReceiver();
/** Answers 503 to its first `failures` calls, then 200. */
let failures = 0;
const flaky = await startWebhookReceiver((_call, response) => {
  if (failures > 0) {
    failures -= 1;
    response.writeHead(503).end();
  } else response.writeHead(200).end();
});
const down = await startWebhookReceiver((_call, response) => response.writeHead(503).end());
const refusing = await startWebhookReceiver((_call, response) => response.writeHead(404).end());
const silent = await startSilentServer();
const silentHost = `127.0.0.1:${silent.port}`;

const server = await startTestApp({
  smtpUrl: smtp.url,
  mailFrom: 'alerts@adconsole.example',
  outboundAllowHosts: [hook.host, flaky.host, down.host, refusing.host, silentHost],
  // A retry waits a moment, not a minute; a send that hangs fails after a second and a half.
  notificationTiming: { retry: { firstWaitMs: 50, maxWaitMs: 50 }, sendTimeoutMs: 1500 },
});
const { app } = server;
afterAll(async () => {
  await server.stop();
  await Promise.all([
    smtp.close(),
    hook.close(),
    flaky.close(),
    down.close(),
    refusing.close(),
    silent.close(),
  ]);
});

let demoId: number;
let adminId: number;
let demo: string;
const channels: Record<string, number> = {};
beforeAll(async () => {
  demoId = await userIdOf(app, 'demo');
  adminId = await userIdOf(app, 'admin');
  demo = await loginToken(app, 'demo', 'demo123');
  // demo reads Chinese; admin keeps English.
  await app.entities.db
    .updateTable('users')
    .set({ language: 1, email: 'demo@users.example', email_confirmed: 1 })
    .where('id', '=', demoId)
    .execute();
  await app.entities.db
    .updateTable('users')
    .set({ email: 'admin@users.example', email_confirmed: 1 })
    .where('id', '=', adminId)
    .execute();
  const add = async (name: string, body: object) => {
    const response = await callEndpoint(app, endpoints.channelSave, demo, { name, ...body });
    channels[name] = envelope(z.object({ id: z.number() })).parse(response.json()).data!.id;
  };
  await add('hook', { kind: 'webhook', url: `${hook.origin}/ads` });
  await add('flaky', { kind: 'webhook', url: `${flaky.origin}/ads` });
  await add('down', { kind: 'webhook', url: `${down.origin}/ads` });
  await add('refusing', { kind: 'webhook', url: `${refusing.origin}/ads` });
  await add('silent', { kind: 'webhook', url: `http://${silentHost}/ads` });
  await add('mail', { kind: 'email', address: 'admin@users.example' });
});

const content: Notification['content'] = {
  en: {
    subject: 'Balance low',
    text: 'adc-demo-01 has 2 days of balance left.',
    html: '<p>adc-demo-01: <b>2 days</b></p>',
  },
  cn: { subject: '余额不足', text: 'adc-demo-01 的余额还够 2 天。' },
  tw: { subject: '餘額不足', text: 'adc-demo-01 的餘額還夠 2 天。' },
};
const notification = (key: string, more: Partial<Notification>): Notification => ({
  key,
  ownerId: demoId,
  messageCentreUserIds: [],
  channelIds: [],
  content,
  data: { kind: 'balanceDaysLeft', accountNo: 'adc-demo-01', daysLeft: 2 },
  ...more,
});
const deliveries = (ids: number[]) => app.notifier.deliveries(ids);
const ended = (ids: number[]) =>
  vi.waitFor(
    async () => {
      const states = await deliveries(ids);
      expect(states.every((state) => state.status !== 'pending')).toBe(true);
      return states;
    },
    { timeout: 20_000, interval: 100 },
  );

describe('notify', () => {
  it('writes the message centre in each reader’s language and delivers once per channel and mailbox', async () => {
    const { deliveryIds } = await app.notifier.notify(
      notification('alert:1:7:2026-11-27', {
        messageCentreUserIds: [demoId, adminId],
        channelIds: [channels.hook!, channels.mail!],
        // admin's address is also the mail channel's: one mail; demo reads Chinese.
        emailUserIds: [demoId, adminId],
        emails: ['Outside@Partner.example'],
      }),
    );
    expect(deliveryIds).toHaveLength(4);
    expect((await ended(deliveryIds)).map((state) => state.status)).toEqual(['sent', 'sent', 'sent', 'sent']);

    const demoMessages = envelope(z.array(Message)).parse(
      (await callEndpoint(app, endpoints.messageList, demo, { query: { msgType: 3 } })).json(),
    ).data!;
    expect(
      demoMessages.map((message) => [message.introducecn, message.introduceen, message.introducetw]),
    ).toEqual([
      [
        'adc-demo-01 的余额还够 2 天。',
        'adc-demo-01 has 2 days of balance left.',
        'adc-demo-01 的餘額還夠 2 天。',
      ],
    ]);
    const adminMessages = await app.entities.db
      .selectFrom('user_messages')
      .select('introduce_en')
      .where('user_id', '=', adminId)
      .where('msg_type', '=', 3)
      .execute();
    expect(adminMessages).toEqual([{ introduce_en: 'adc-demo-01 has 2 days of balance left.' }]);

    const byRecipient = Object.fromEntries(
      smtp.mails.map((mail) => [z.object({ text: z.string() }).parse(mail.to).text, mail]),
    );
    expect(Object.keys(byRecipient).sort()).toEqual([
      'Outside@partner.example',
      'admin@users.example',
      'demo@users.example',
    ]);
    expect(byRecipient['demo@users.example']!.subject).toBe('余额不足');
    expect(byRecipient['admin@users.example']!.subject).toBe('Balance low');
    expect(byRecipient['admin@users.example']!.html).toBe('<p>adc-demo-01: <b>2 days</b></p>');
    // The mail of the owner's address list goes out in the owner's language.
    expect(byRecipient['Outside@partner.example']!.subject).toBe('余额不足');
    const messageIds = smtp.mails.map((mail) => mail.messageId);
    for (const id of messageIds) expect(id).toMatch(/^<delivery-\d+\.\d+@adconsole\.example>$/);
    expect(new Set(messageIds).size).toBe(3);

    const call = hook.calls.at(-1)!;
    expect(call.headers['idempotency-key']).toMatch(new RegExp(`^delivery-${deliveryIds[0]}\\.\\d+$`));
    expect(JSON.parse(call.body)).toEqual({
      deliveryId: call.headers['idempotency-key'],
      language: 'cn',
      subject: '余额不足',
      text: 'adc-demo-01 的余额还够 2 天。',
      data: { kind: 'balanceDaysLeft', accountNo: 'adc-demo-01', daysLeft: 2 },
    });
  });

  it('sends nothing again for a key it has seen, and answers the same deliveries', async () => {
    const once = notification('schedule-run:42', {
      messageCentreUserIds: [demoId],
      channelIds: [channels.hook!],
      emails: ['again@partner.example'],
    });
    const first = await app.notifier.notify(once);
    await ended(first.deliveryIds);
    const mails = smtp.mails.length;
    const calls = hook.calls.length;
    const second = await app.notifier.notify({ ...once, emails: ['more@partner.example'] });
    expect(second.deliveryIds).toEqual(first.deliveryIds);
    const rows = await app.entities.db
      .selectFrom('notification_deliveries')
      .select(['id', 'status'])
      .where('notification_key', '=', 'schedule-run:42')
      .execute();
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent']);
    expect(smtp.mails.length).toBe(mails);
    expect(hook.calls.length).toBe(calls);
    const entries = await app.entities.db
      .selectFrom('user_messages')
      .select('id')
      .where('user_id', '=', demoId)
      .where('introduce_en', '=', content.en.text)
      .execute();
    expect(entries).toHaveLength(2);
  });

  it('skips channels of other users', async () => {
    const { deliveryIds } = await app.notifier.notify(
      notification('alert:foreign', { ownerId: adminId, channelIds: [channels.hook!] }),
    );
    expect(deliveryIds).toEqual([]);
  });

  it('tries a failed delivery again until it goes out, with the same Message-ID and idempotency key', async () => {
    failures = 2;
    smtp.refuseNext(1);
    const { deliveryIds } = await app.notifier.notify(
      notification('alert:retry', { channelIds: [channels.flaky!], emails: ['retry@partner.example'] }),
    );
    expect((await ended(deliveryIds)).map((state) => state.status)).toEqual(['sent', 'sent']);
    const rows = await app.entities.db
      .selectFrom('notification_deliveries')
      .select(['attempts', 'error'])
      .where('id', 'in', deliveryIds)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.attempts)).toEqual([2, 1]);
    expect(rows.map((row) => row.error)).toEqual([null, null]);
    const keys = flaky.calls.slice(-3).map((call) => call.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(1);
    const refusedMail = smtp.refused.at(-1)!;
    const taken = smtp.mails.find(
      (mail) =>
        mail.subject === '余额不足' &&
        mail.to &&
        'text' in mail.to &&
        mail.to.text === 'retry@partner.example',
    )!;
    expect(taken.messageId).toBe(refusedMail.messageId);
  });

  it('gives a delivery up once its day of retries is over, and at once when the address refuses', async () => {
    const { deliveryIds } = await app.notifier.notify(
      notification('alert:give-up', { channelIds: [channels.down!, channels.refusing!] }),
    );
    const [toDown, toRefusing] = deliveryIds as [number, number];
    await vi.waitFor(async () => {
      const row = await app.entities.db
        .selectFrom('notification_deliveries')
        .select(['status', 'attempts', 'error'])
        .where('id', '=', toDown)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'pending', error: 'the webhook address answered HTTP 503' });
      expect(row.attempts).toBeGreaterThan(0);
    });
    expect(await deliveries([toRefusing])).toEqual([
      { id: toRefusing, status: 'failed', error: 'the webhook address answered HTTP 404' },
    ]);
    // The day has passed: the next failure is the last.
    await app.entities.db
      .updateTable('notification_deliveries')
      .set({ give_up_at: Date.now() })
      .where('id', '=', toDown)
      .execute();
    expect(await ended([toDown])).toEqual([
      { id: toDown, status: 'failed', error: 'the webhook address answered HTTP 503' },
    ]);
  });

  it('lets a hanging webhook delay only its own delivery', async () => {
    const { deliveryIds } = await app.notifier.notify(
      notification('alert:hanging', { channelIds: [channels.silent!, channels.hook!] }),
    );
    // Channels deliver in the order they were made: the hook's first.
    const [toHook, toSilent] = deliveryIds as [number, number];
    await ended([toHook]);
    expect(silent.connections()).toBeGreaterThan(0);
    expect((await deliveries([toSilent]))[0]!.status).toBe('pending');
    await vi.waitFor(
      async () => {
        const [state] = await deliveries([toSilent]);
        expect(state!.error).toBe('127.0.0.1:' + silent.port + ' gave no whole answer within 1500 ms');
      },
      { timeout: 10_000 },
    );
  });

  it('attaches a file to its mails and removes it once every delivery has ended', async () => {
    const relative = 'schedules/report-7.xlsx';
    const file = path.join(app.filesDir, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, 'xlsx bytes');
    const { deliveryIds } = await app.notifier.notify(
      notification('schedule-run:7', {
        emails: ['report@partner.example'],
        attachment: { fileName: 'Keywords 2026-11-26.xlsx', path: relative },
      }),
    );
    await ended(deliveryIds);
    const mail = smtp.mails.find((received) => received.attachments.length > 0)!;
    expect(
      mail.attachments.map((attachment) => [attachment.filename, attachment.content.toString()]),
    ).toEqual([['Keywords 2026-11-26.xlsx', 'xlsx bytes']]);
    await vi.waitFor(() => expect(existsSync(file)).toBe(false));
  });

  it('counts deliveries by kind and outcome in the metrics', async () => {
    const metrics = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toMatch(/adconsole_notification_deliveries_total\{kind="email",outcome="sent"\} \d+/);
    expect(metrics).toMatch(
      /adconsole_notification_deliveries_total\{kind="webhook",outcome="retried"\} \d+/,
    );
    expect(metrics).toMatch(/adconsole_notification_deliveries_total\{kind="webhook",outcome="failed"\} 2/);
  });
});
