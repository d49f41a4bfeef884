// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { createHmac } from 'node:crypto';
import {
  ChannelTestResult,
  endpoints,
  envelope,
  FieldErrors,
  MailStatus,
  NotificationChannel,
  UserInfo,
} from '@adconsole/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  startSmtpReceiver,
  startWebhookReceiver,
  type ReceivedCall,
} from '../testing/notification-receivers';
import { loginToken, startTestApp } from '../testing/test-app';
import { callEndpoint } from '../http/testing/test-calls';

const smtp = await startSmtpReceiver();
/** A DingTalk robot that checks the signature as DingTalk documents it, and answers as DingTalk does. */
const dingTalkSecret = 'SEC0123456789abcdef';
const dingTalk = await startWebhookReceiver((call, response) => {
  const url = new URL(call.url, 'http://robot');
  const timestamp = url.searchParams.get('timestamp') ?? '';
  const expected = createHmac('sha256', dingTalkSecret)
    .update(`${timestamp}\n${dingTalkSecret}`)
    .digest('base64');
  const signed = url.searchParams.get('sign') === expected;
  response
    .writeHead(200, { 'content-type': 'application/json' })
    .end(
      JSON.stringify(signed ? { errcode: 0, errmsg: 'ok' } : { errcode: 310000, errmsg: 'sign not match' }),
    );
});
/** A Feishu bot that checks the signature in the body as Feishu documents it. */
const feishuSecret = 'feishu-signing-secret';
const feishu = await startWebhookReceiver((call, response) => {
  const body = JSON.parse(call.body) as { timestamp?: string; sign?: string };
  const expected = createHmac('sha256', `${body.timestamp}\n${feishuSecret}`).update('').digest('base64');
  response
    .writeHead(200, { 'content-type': 'application/json' })
    .end(
      JSON.stringify(
        body.sign === expected ? { code: 0, msg: 'success' } : { code: 19021, msg: 'sign match fail' },
      ),
    );
});
const weCom = await startWebhookReceiver((_call, response) =>
  response.writeHead(200, { 'content-type': 'application/json' }).end('{"errcode":0,"errmsg":"ok"}'),
);
const plain = await startWebhookReceiver();
const refusing = await startWebhookReceiver((_call, response) => response.writeHead(410).end());

const server = await startTestApp({
  smtpUrl: smtp.url,
  mailFrom: 'Ad console <alerts@adconsole.example>',
  mailAllowedDomains: ['partner.example'],
  outboundAllowHosts: [dingTalk.host, feishu.host, weCom.host, plain.host, refusing.host],
});
const { app } = server;
afterAll(async () => {
  await server.stop();
  await Promise.all([
    smtp.close(),
    dingTalk.close(),
    feishu.close(),
    weCom.close(),
    plain.close(),
    refusing.close(),
  ]);
});

let demo: string;
let admin: string;
beforeAll(async () => {
  demo = await loginToken(app, 'demo', 'demo123');
  admin = await loginToken(app, 'admin', 'admin123');
});

const save = (token: string, body: object, headers: Record<string, string> = {}) =>
  callEndpoint(app, endpoints.channelSave, token, body, headers);
const saved = async (token: string, body: object) => {
  const response = await save(token, body);
  expect(response.statusCode, response.body).toBe(200);
  return envelope(z.object({ id: z.number() })).parse(response.json()).data!.id;
};
const list = async (token: string) =>
  envelope(z.array(NotificationChannel)).parse(
    (await callEndpoint(app, endpoints.channelList, token, {})).json(),
  ).data!;
const test = async (token: string, id: number, headers: Record<string, string> = {}) =>
  envelope(ChannelTestResult).parse(
    (await callEndpoint(app, endpoints.channelTest, token, { id }, headers)).json(),
  ).data!;
/** The fields a 400 names. */
const fieldsOf = (body: unknown) => envelope(FieldErrors).parse(body);
const lastCall = (receiver: { calls: ReceivedCall[] }) => receiver.calls.at(-1)!;

describe('notification channels', () => {
  it('are saved and listed by name, each user seeing their own, a secret never answered', async () => {
    const robot = await saved(demo, {
      name: 'Ops robot',
      kind: 'dingtalk',
      url: `${dingTalk.origin}/robot/send?access_token=abc`,
      secret: dingTalkSecret,
    });
    const hook = await saved(demo, { name: 'CRM hook', kind: 'webhook', url: `${plain.origin}/hooks/ads` });
    await saved(admin, { name: 'Admin hook', kind: 'webhook', url: `${plain.origin}/admin` });
    const mine = await list(demo);
    expect(mine.map(({ createdTime: _time, ...channel }) => channel)).toEqual([
      { id: hook, name: 'CRM hook', kind: 'webhook', url: `${plain.origin}/hooks/ads`, hasSecret: false },
      {
        id: robot,
        name: 'Ops robot',
        kind: 'dingtalk',
        url: `${dingTalk.origin}/robot/send?access_token=abc`,
        hasSecret: true,
      },
    ]);
    expect(mine[0]!.createdTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect((await list(admin)).map((channel) => channel.name)).toEqual(['Admin hook']);

    // Sealed at rest, bound to the channel: the stored text is not the secret.
    const row = await app.entities.db
      .selectFrom('notification_channels')
      .select('secret')
      .where('id', '=', robot)
      .executeTakeFirstOrThrow();
    expect(row.secret).toMatch(/^v1\./);
    expect(row.secret).not.toContain(dingTalkSecret);

    // Left out, the secret is kept; empty, it is removed.
    await saved(demo, {
      id: robot,
      name: 'Ops robot',
      kind: 'dingtalk',
      url: `${dingTalk.origin}/robot/send?access_token=abc`,
    });
    expect((await list(demo)).find((channel) => channel.id === robot)!.hasSecret).toBe(true);
    await saved(demo, {
      id: robot,
      name: 'Ops robot',
      kind: 'dingtalk',
      url: `${dingTalk.origin}/robot/send?access_token=abc`,
      secret: '',
    });
    expect((await list(demo)).find((channel) => channel.id === robot)!.hasSecret).toBe(false);
  });

  it('refuse bad input with the failing fields, and a call without a token', async () => {
    const bad = await save(demo, { name: '', kind: 'webhook', url: 'ftp://files.example/x' });
    expect(bad.statusCode).toBe(400);
    const fields = fieldsOf(bad.json())
      .data!.map((error) => error.field)
      .sort();
    expect(fields).toEqual(['name', 'url']);
    const noAddress = await save(demo, { name: 'Mail', kind: 'email' });
    expect(noAddress.statusCode).toBe(400);
    expect(fieldsOf(noAddress.json()).data!.map((error) => error.field)).toEqual(['address']);
    const unsigned = await save(
      demo,
      {
        name: 'Group',
        kind: 'wecom',
        url: `${plain.origin}/cgi-bin/webhook/send`,
        secret: 'kept for nothing',
      },
      { 'accept-language': 'zh-TW' },
    );
    expect(unsigned.statusCode).toBe(400);
    expect(fieldsOf(unsigned.json()).data).toEqual([
      { field: 'secret', message: '僅釘釘和飛書機器人使用加簽密鑰，請留空' },
    ]);

    const anonymous = await callEndpoint(app, endpoints.channelList, '', {});
    expect(anonymous.statusCode).toBe(401);
  });

  it('never show, change, test or delete another user’s channel', async () => {
    const theirs = await saved(admin, { name: 'Admin only', kind: 'webhook', url: `${plain.origin}/mine` });
    const change = await save(demo, { id: theirs, name: 'Taken', kind: 'webhook', url: `${plain.origin}/x` });
    expect(change.statusCode).toBe(404);
    expect((await callEndpoint(app, endpoints.channelTest, demo, { id: theirs })).statusCode).toBe(404);
    expect((await callEndpoint(app, endpoints.channelDelete, demo, { id: theirs })).statusCode).toBe(404);
    expect((await list(admin)).find((channel) => channel.id === theirs)!.name).toBe('Admin only');
    expect((await callEndpoint(app, endpoints.channelDelete, admin, { id: theirs })).statusCode).toBe(200);
    expect((await list(admin)).some((channel) => channel.id === theirs)).toBe(false);
  });

  it('refuse a webhook on this machine or a private network unless OUTBOUND_ALLOW_HOSTS names it', async () => {
    for (const url of [
      'http://127.0.0.1:9/hook',
      'http://10.1.2.3/hook',
      'http://[::1]:8080/x',
      'http://localhost/x',
    ]) {
      const response = await save(
        demo,
        { name: 'Inside', kind: 'webhook', url },
        { 'accept-language': 'en' },
      );
      expect(response.statusCode, url).toBe(400);
      expect(fieldsOf(response.json()).data).toEqual([
        { field: 'url', message: 'This address is refused: it is not a public http(s) address.' },
      ]);
    }
  });

  it('take a mailbox of a console user or of an allowed domain only', async () => {
    await callEndpoint(app, endpoints.setEmail, admin, { email: 'Boss@Company.example' });
    // A user's address is theirs once confirmed (docs/requirements.md#confirmed-e-mail-addresses): before, it
    // is an outside one; the link mailed to it (without PUBLIC_URL, the console's path) confirms it.
    expect(
      (await save(demo, { name: 'Boss', kind: 'email', address: 'boss@company.example' })).statusCode,
    ).toBe(400);
    const token = /\/systemSet\/emailSet\?token=([\w-]+)/.exec(smtp.mails.at(-1)!.text ?? '')![1]!;
    expect((await callEndpoint(app, endpoints.confirmEmail, admin, { token })).statusCode).toBe(200);
    await saved(demo, { name: 'Boss', kind: 'email', address: 'boss@company.example' });
    await saved(demo, { name: 'Partner', kind: 'email', address: 'ads@partner.example' });
    const stranger = await save(
      demo,
      { name: 'Stranger', kind: 'email', address: 'who@elsewhere.example' },
      {
        'accept-language': 'zh-CN',
      },
    );
    expect(stranger.statusCode).toBe(400);
    expect(fieldsOf(stranger.json()).data).toEqual([
      { field: 'address', message: '邮件只能发送到控制台用户的邮箱，或以下域名的邮箱：partner.example。' },
    ]);
  });

  it('say whether e-mail is sent, and to which domains besides the users’ addresses', async () => {
    const status = await callEndpoint(app, endpoints.mailStatus, demo, {});
    expect(envelope(MailStatus).parse(status.json()).data).toEqual({
      enabled: true,
      allowedDomains: ['partner.example'],
    });
  });

  it('send a test through each kind in its platform’s format, signed where a secret is kept', async () => {
    const robot = await saved(demo, {
      name: 'Signed robot',
      kind: 'dingtalk',
      url: `${dingTalk.origin}/robot/send?access_token=t0k`,
      secret: dingTalkSecret,
    });
    expect(await test(demo, robot)).toEqual({ sent: true });
    const call = lastCall(dingTalk);
    expect(new URL(call.url, 'http://robot').searchParams.get('access_token')).toBe('t0k');
    expect(JSON.parse(call.body)).toEqual({
      msgtype: 'markdown',
      markdown: {
        title: 'Test message from the ad console',
        text: '### Test message from the ad console\n\nThis test message was sent through your channel “Signed robot”. It works.',
      },
    });

    // A wrong secret: DingTalk refuses, and the user reads why in their language.
    const wrong = await saved(demo, {
      name: 'Wrong secret',
      kind: 'dingtalk',
      url: `${dingTalk.origin}/robot/send?access_token=t0k`,
      secret: 'SECnot-the-one',
    });
    expect(await test(demo, wrong, { 'accept-language': 'en' })).toEqual({
      sent: false,
      reason: 'The address refused the message (310000: sign not match).',
    });

    const bot = await saved(demo, {
      name: 'Feishu',
      kind: 'feishu',
      url: `${feishu.origin}/open-apis/bot/v2/hook/x`,
      secret: feishuSecret,
    });
    expect(await test(demo, bot, { 'accept-language': 'zh-CN' })).toEqual({ sent: true });
    const post = JSON.parse(lastCall(feishu).body) as Record<string, unknown>;
    expect(post).toMatchObject({
      msg_type: 'post',
      content: {
        post: {
          zh_cn: {
            title: '广告控制台测试消息',
            content: [[{ tag: 'text', text: '这条测试消息通过你的通知渠道“Feishu”发送，渠道可用。' }]],
          },
        },
      },
    });
    expect(post.timestamp).toMatch(/^\d{10}$/);

    const group = await saved(demo, {
      name: 'WeCom',
      kind: 'wecom',
      url: `${weCom.origin}/cgi-bin/webhook/send?key=k`,
    });
    expect(await test(demo, group)).toEqual({ sent: true });
    expect(JSON.parse(lastCall(weCom).body)).toEqual({
      msgtype: 'markdown',
      markdown: {
        content:
          '**Test message from the ad console**\nThis test message was sent through your channel “WeCom”. It works.',
      },
    });

    const hook = await saved(demo, { name: 'Plain', kind: 'webhook', url: `${plain.origin}/hooks/test` });
    expect(await test(demo, hook)).toEqual({ sent: true });
    const received = lastCall(plain);
    expect(received.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(received.headers['idempotency-key']).toMatch(/^delivery-0\.\d+$/);
    expect(JSON.parse(received.body)).toEqual({
      deliveryId: received.headers['idempotency-key'],
      language: 'en',
      subject: 'Test message from the ad console',
      text: 'This test message was sent through your channel “Plain”. It works.',
      data: { kind: 'test', channelId: hook },
    });

    const gone = await saved(demo, { name: 'Gone', kind: 'webhook', url: `${refusing.origin}/gone` });
    expect(await test(demo, gone, { 'accept-language': 'en' })).toEqual({
      sent: false,
      reason: 'The address refused the message (HTTP 410).',
    });

    // A name that does not resolve is kept (it may tomorrow), and its test says what is wrong with it.
    const typo = await saved(demo, { name: 'Typo', kind: 'webhook', url: 'https://hooks.nowhere.invalid/x' });
    expect(await test(demo, typo, { 'accept-language': 'en' })).toEqual({
      sent: false,
      reason: 'The host name of the address could not be found: check how it is spelt.',
    });
    expect(await test(demo, typo, { 'accept-language': 'zh-CN' })).toEqual({
      sent: false,
      reason: '找不到该地址的主机名，请检查拼写。',
    });

    const mailbox = await saved(demo, {
      name: 'Partner mail',
      kind: 'email',
      address: 'desk@partner.example',
    });
    expect(await test(demo, mailbox)).toEqual({ sent: true });
    const mail = smtp.mails.at(-1)!;
    expect(mail.subject).toBe('Test message from the ad console');
    expect(mail.to).toMatchObject({ text: 'desk@partner.example' });
    expect(mail.from).toMatchObject({ text: '"Ad console" <alerts@adconsole.example>' });
    expect(mail.text?.trim()).toBe(
      'This test message was sent through your channel “Partner mail”. It works.',
    );
  });
});

describe('a user’s e-mail address', () => {
  it('is saved by the user, answered with their information, and listed and saved by administration', async () => {
    expect((await callEndpoint(app, endpoints.setEmail, demo, { email: 'not an address' })).statusCode).toBe(
      400,
    );
    expect(
      (await callEndpoint(app, endpoints.setEmail, demo, { email: 'demo@partner.example' })).statusCode,
    ).toBe(200);
    const info = envelope(UserInfo).parse((await callEndpoint(app, endpoints.getUserInfo, demo, {})).json());
    expect(info.data!.email).toBe('demo@partner.example');

    const users = (
      await callEndpoint(app, endpoints.userList, admin, { page: { number: 1, size: 10 }, query: {} })
    ).json<{
      data: { id: number; userName: string; email?: string }[];
    }>().data;
    const demoUser = users.find((user) => user.userName === 'demo')!;
    expect(demoUser.email).toBe('demo@partner.example');
    const change = await callEndpoint(app, endpoints.userSave, admin, {
      id: demoUser.id,
      userName: 'demo',
      roles: ['edit'],
      accountIds: [],
      email: '',
    });
    expect(change.statusCode, change.body).toBe(200);
    const after = envelope(UserInfo).parse((await callEndpoint(app, endpoints.getUserInfo, demo, {})).json());
    expect(after.data!.email).toBeUndefined();
    const refused = await callEndpoint(app, endpoints.userSave, admin, {
      id: demoUser.id,
      userName: 'demo',
      roles: ['edit'],
      accountIds: [],
      email: 'nope',
    });
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused.json()).data!.map((error) => error.field)).toEqual(['email']);
  });
});
