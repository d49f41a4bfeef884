// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { endpoints, envelope, ErrorEnvelope, MailStatus } from '@adconsole/api-client/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { loginToken, startTestApp } from '../testing/test-app';
import { callEndpoint } from '../http/testing/test-calls';

/** The server without SMTP_URL: the other channels work, e-mail is not offered. */
const server = await startTestApp();
const { app } = server;
afterAll(() => server.stop());

describe('notification channels without a mail server', () => {
  it('refuse e-mail, in the caller’s language, and say that it is off', async () => {
    const token = await loginToken(app, 'demo', 'demo123');
    const status = await callEndpoint(app, endpoints.mailStatus, token, {});
    expect(envelope(MailStatus).parse(status.json()).data).toEqual({ enabled: false, allowedDomains: [] });
    const response = await callEndpoint(
      app,
      endpoints.channelSave,
      token,
      { name: 'Me', kind: 'email', address: 'demo@partner.example' },
      { 'accept-language': 'zh-TW' },
    );
    expect(response.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(response.json()).data).toEqual([
      { field: 'address', message: '無法使用郵件：伺服器未設定郵件伺服器（SMTP）。' },
    ]);
  });
});
