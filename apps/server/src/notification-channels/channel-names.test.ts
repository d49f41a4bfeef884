// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { endpoints, envelope, FieldErrors } from '@adconsole/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startWebhookReceiver } from '../testing/notification-receivers';
import { loginToken, startTestApp } from '../testing/test-app';
import { callEndpoint } from '../http/testing/test-calls';

const hook = await startWebhookReceiver();
const server = await startTestApp({ outboundAllowHosts: [hook.host] });
const { app } = server;
afterAll(async () => {
  await server.stop();
  await hook.close();
});

let demo: string;
let admin: string;
beforeAll(async () => {
  demo = await loginToken(app, 'demo', 'demo123');
  admin = await loginToken(app, 'admin', 'admin123');
});

const save = (token: string, body: object, language = 'en') =>
  callEndpoint(
    app,
    endpoints.channelSave,
    token,
    { kind: 'webhook', url: `${hook.origin}/ops`, ...body },
    { 'accept-language': language },
  );
const savedId = async (token: string, body: object) => {
  const response = await save(token, body);
  expect(response.statusCode, response.body).toBe(200);
  return envelope(z.object({ id: z.number() })).parse(response.json()).data!.id;
};

// One name per channel of a user, whatever the case (docs/requirements.md#notification-channels).
describe('channel names', () => {
  it('refuses a second channel of the same name, beside the name and in the caller’s language', async () => {
    const first = await savedId(demo, { name: 'Ops robot' });

    const again = await save(demo, { name: 'ops ROBOT' });
    expect(again.statusCode).toBe(400);
    expect(envelope(FieldErrors).parse(again.json()).data).toEqual([
      { field: 'name', message: 'You already have a channel named “ops ROBOT”: choose another name.' },
    ]);
    expect(envelope(FieldErrors).parse((await save(demo, { name: 'OPS robot' }, 'cn')).json()).data).toEqual([
      { field: 'name', message: '您已有名为“OPS robot”的通知渠道，请换一个名称。' },
    ]);
    expect(envelope(FieldErrors).parse((await save(demo, { name: 'Ops Robot' }, 'tw')).json()).data).toEqual([
      { field: 'name', message: '您已有名為「Ops Robot」的通知管道，請換一個名稱。' },
    ]);

    // The channel itself may change the case of its name; another user may have the same name.
    expect((await save(demo, { id: first, name: 'OPS Robot' })).statusCode).toBe(200);
    expect((await save(admin, { name: 'Ops robot' })).statusCode).toBe(200);

    // Another channel of the user cannot be renamed to it.
    const second = await savedId(demo, { name: 'Night robot' });
    expect((await save(demo, { id: second, name: 'ops robot' })).statusCode).toBe(400);
  });
});
