// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { endpoints, envelope, ChannelTestResult } from '@adconsole/api-client/contract';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { startSilentServer, startWebhookReceiver } from '../testing/notification-receivers';
import { loginToken, startTestApp, userIdOf } from '../testing/test-app';
import { callEndpoint } from '../http/testing/test-calls';

/** A mail server that takes the connection and never greets. */
const silentSmtp = await startSilentServer();
const hook = await startWebhookReceiver();
const server = await startTestApp({
  smtpUrl: `smtp://127.0.0.1:${silentSmtp.port}`,
  mailFrom: 'alerts@adconsole.example',
  mailAllowedDomains: ['partner.example'],
  outboundAllowHosts: [hook.host],
  notificationTiming: { sendTimeoutMs: 1500 },
});
const { app } = server;
afterAll(async () => {
  await server.stop();
  await Promise.all([silentSmtp.close(), hook.close()]);
});

describe('a mail server that hangs', () => {
  it('delays only its own deliveries, and fails their attempts after the time a send may take', async () => {
    const demo = await loginToken(app, 'demo', 'demo123');
    const saved = await callEndpoint(app, endpoints.channelSave, demo, {
      name: 'Hook',
      kind: 'webhook',
      url: `${hook.origin}/ads`,
    });
    const channelId = envelope(z.object({ id: z.number() })).parse(saved.json()).data!.id;
    const text = { subject: 'Balance low', text: 'adc-demo-01 has 2 days left.' };
    const { deliveryIds } = await app.notifier.notify({
      key: 'alert:hanging-mail',
      ownerId: await userIdOf(app, 'demo'),
      messageCentreUserIds: [],
      channelIds: [channelId],
      emails: ['desk@partner.example'],
      content: { en: text, cn: text, tw: text },
      data: {},
    });
    const [toHook, toMail] = deliveryIds as [number, number];
    await vi.waitFor(async () => expect((await app.notifier.deliveries([toHook]))[0]!.status).toBe('sent'));
    // The hook's delivery may finish before the mail's attempt has even connected: both run at once.
    await vi.waitFor(() => expect(silentSmtp.connections()).toBeGreaterThan(0));
    await vi.waitFor(
      async () => {
        const [mail] = await app.notifier.deliveries([toMail]);
        // nodemailer's greeting and socket timeouts are both the send's time: either may fire first.
        expect(mail).toMatchObject({
          status: 'pending',
          error: expect.stringMatching(/^(Greeting never received|Timeout)$/),
        });
      },
      { timeout: 15_000 },
    );
  });

  it('answers why a test mail did not go, in the caller’s language', async () => {
    const demo = await loginToken(app, 'demo', 'demo123');
    const saved = await callEndpoint(app, endpoints.channelSave, demo, {
      name: 'Desk',
      kind: 'email',
      address: 'desk@partner.example',
    });
    const id = envelope(z.object({ id: z.number() })).parse(saved.json()).data!.id;
    const test = await callEndpoint(app, endpoints.channelTest, demo, { id }, { 'accept-language': 'en' });
    expect(envelope(ChannelTestResult).parse(test.json()).data).toEqual({
      sent: false,
      reason: 'The mail server did not take the message.',
    });
  });
});
