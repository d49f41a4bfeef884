// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { createHash } from 'node:crypto';
import { endpoints, envelope, FieldErrors, UserInfo } from '@adconsole/api-client/contract';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryTargets } from '../notification-channels/delivery-targets';
import { startSmtpReceiver } from '../testing/notification-receivers';
import { freshEntityLocation, loginToken, startTestApp, userIdOf } from '../testing/test-app';
import { callEndpoint } from '../http/testing/test-calls';
import { entityMigrations } from '../stores/entity-migrations';
import { connectEntityDatabase, openEntityStore } from '../stores/entity-store';
import type { EntityDatabase } from '../stores/entity-schema';
import type { Kysely } from 'kysely';
import { entityTables } from '../entity-tables';

const smtp = await startSmtpReceiver();
let clock = Date.parse('2026-11-21T08:00:00Z');
const server = await startTestApp({
  now: () => clock,
  smtpUrl: smtp.url,
  mailFrom: 'Ad console <alerts@adconsole.example>',
  mailAllowedDomains: ['partner.example'],
  publicUrl: 'https://ads.example.com/console/',
});
const { app } = server;
afterAll(async () => {
  await server.stop();
  await smtp.close();
});

let demo: string;
let admin: string;
let demoId: number;
beforeAll(async () => {
  demo = await loginToken(app, 'demo', 'demo123');
  admin = await loginToken(app, 'admin', 'admin123');
  demoId = await userIdOf(app, 'demo');
});

const send = async (token: string, name: keyof typeof endpoints, body: object, language = 'en') => {
  const response = await callEndpoint(app, endpoints[name], token, body, { 'accept-language': language });
  return { status: response.statusCode, body: response.json<{ data?: unknown }>() };
};
const info = async (token: string) =>
  envelope(UserInfo).parse((await callEndpoint(app, endpoints.getUserInfo, token, {})).json()).data!;
/** The token of the last mail's link, and the mail. */
const lastLink = () => {
  const mail = smtp.mails.at(-1)!;
  const link = /https:\/\/ads\.example\.com\/console\/systemSet\/emailSet\?token=([\w-]+)/.exec(
    mail.text ?? '',
  );
  return { mail, link: link?.[0], token: link?.[1] ?? '' };
};
const emailChannel = (address: string) => ({ name: `to ${address}`, kind: 'email', address });
/** Where a notification naming demo as a mail recipient (as a scheduled report does) is delivered. */
const targetsOf = () => {
  const text = { subject: 'Report', text: 'Rows' };
  return deliveryTargets(app.entities.db, {
    key: 'test',
    ownerId: demoId,
    messageCentreUserIds: [],
    channelIds: [],
    emailUserIds: [demoId],
    content: { en: text, cn: text, tw: text },
    data: {},
  });
};

describe('a user’s own e-mail address (docs/requirements.md#confirmed-e-mail-addresses)', () => {
  it('is an outside address until confirmed through the link mailed to it, by its user, once', async () => {
    expect(await send(demo, 'setEmail', { email: 'Outsider@Elsewhere.example' })).toEqual({
      status: 200,
      body: { code: 200, msg: expect.any(String), data: { confirmationSent: true } },
    });
    const first = lastLink();
    // nodemailer writes the domain in lower case.
    expect(first.mail.to).toMatchObject({ text: 'Outsider@elsewhere.example' });
    expect(first.mail.subject).toBe('Confirm your e-mail address for the ad console');
    expect(first.token).toMatch(/^[\w-]{43}$/);
    expect(first.mail.text?.trim()).toBe(
      `This address was given as yours in the ad console. To confirm it, open this link within 24 hours: ${first.link}\n\n` +
        'Until you do, your alerts and scheduled reports are not mailed here. If it was not you, ignore this mail.',
    );
    expect(await info(demo)).toMatchObject({ email: 'Outsider@Elsewhere.example', emailConfirmed: false });

    // The bypass: the unconfirmed address takes no channel, and a scheduled report naming the user mails nothing.
    const refused = await send(demo, 'channelSave', emailChannel('outsider@elsewhere.example'));
    expect(refused.status).toBe(400);
    expect(envelope(FieldErrors).parse(refused.body).data).toEqual([
      {
        field: 'address',
        message:
          'Mail may go to the addresses of the console’s users, or to addresses of these domains: partner.example.',
      },
    ]);
    expect(await targetsOf()).toEqual([]);

    // Only the token's hash is kept.
    const kept = await app.entities.db.selectFrom('email_confirmations').selectAll().execute();
    expect(kept.map((row) => [row.user_id, row.address, row.token_hash, Number(row.expires_at)])).toEqual([
      [
        demoId,
        'Outsider@Elsewhere.example',
        createHash('sha256').update(first.token).digest('hex'),
        clock + 24 * 3_600_000,
      ],
    ]);

    // Another user's session cannot use it, nor can a wrong token; either leaves the link working.
    const invalid = {
      status: 400,
      body: {
        code: 400,
        msg: expect.any(String),
        data: [
          {
            field: 'token',
            message:
              'This confirmation link does not work: it was used already, replaced by a newer one, has expired, or is another user’s. Ask for a new one on the e-mail settings page.',
          },
        ],
      },
    };
    expect(await send(admin, 'confirmEmail', { token: first.token })).toEqual(invalid);
    expect(await send(demo, 'confirmEmail', { token: `${first.token.slice(1)}x` })).toEqual(invalid);
    expect((await send(demo, 'confirmEmail', { token: first.token }, 'zh-CN')).body).toMatchObject({
      data: { email: 'Outsider@Elsewhere.example' },
    });
    expect(await info(demo)).toMatchObject({ email: 'Outsider@Elsewhere.example', emailConfirmed: true });
    expect(await send(demo, 'confirmEmail', { token: first.token })).toEqual(invalid);
    expect((await send(demo, 'channelSave', emailChannel('outsider@elsewhere.example'))).status).toBe(200);
    expect((await targetsOf()).map((target) => target.address)).toEqual(['Outsider@Elsewhere.example']);

    // The same confirmed address again changes nothing and mails nothing.
    const mailed = smtp.mails.length;
    expect((await send(demo, 'setEmail', { email: 'outsider@elsewhere.example' })).body).toMatchObject({
      data: { confirmationSent: false },
    });
    expect(smtp.mails.length).toBe(mailed);
  });

  it('mails a new link on a resend, which makes the older one stop working; a link expires after 24 hours', async () => {
    await send(demo, 'setEmail', { email: 'new@elsewhere.example' }, 'zh-CN');
    const older = lastLink();
    expect(older.mail.subject).toBe('确认您在广告控制台的邮箱地址');
    expect(await info(demo)).toMatchObject({ email: 'new@elsewhere.example', emailConfirmed: false });
    await send(demo, 'setEmail', { email: 'new@elsewhere.example' });
    const newer = lastLink();
    expect(newer.token).not.toBe(older.token);
    expect((await send(demo, 'confirmEmail', { token: older.token })).status).toBe(400);

    clock += 24 * 3_600_000;
    // The sessions of an earlier day have ended by now.
    demo = await loginToken(app, 'demo', 'demo123');
    admin = await loginToken(app, 'admin', 'admin123');
    expect((await send(demo, 'confirmEmail', { token: newer.token })).status).toBe(400);
    expect(await info(demo)).toMatchObject({ email: 'new@elsewhere.example', emailConfirmed: false });
    await send(demo, 'setEmail', { email: 'new@elsewhere.example' });
    clock += 24 * 3_600_000 - 1;
    demo = await loginToken(app, 'demo', 'demo123');
    admin = await loginToken(app, 'admin', 'admin123');
    expect((await send(demo, 'confirmEmail', { token: lastLink().token })).status).toBe(200);
    expect(await info(demo)).toMatchObject({ email: 'new@elsewhere.example', emailConfirmed: true });

    expect((await send(demo, 'setEmail', { email: '' })).body).toMatchObject({
      data: { confirmationSent: false },
    });
    expect((await info(demo)).email).toBeUndefined();
    expect(await app.entities.db.selectFrom('email_confirmations').selectAll().execute()).toEqual([]);
  });

  it('is confirmed when an administrator sets it, and the audit log says so', async () => {
    await send(demo, 'setEmail', { email: 'mine@elsewhere.example' });
    const save = (email: string) =>
      send(admin, 'userSave', { id: demoId, userName: 'demo', roles: ['edit'], accountIds: [], email });
    // The user's own address saved again with the user keeps it unconfirmed.
    expect((await save('mine@elsewhere.example')).status).toBe(200);
    expect(await info(demo)).toMatchObject({ email: 'mine@elsewhere.example', emailConfirmed: false });
    expect((await save('desk@company.example')).status).toBe(200);
    expect(await info(demo)).toMatchObject({ email: 'desk@company.example', emailConfirmed: true });
    const entry = await app.entities.db
      .selectFrom('audit_log')
      .select(['user_name', 'action', 'entity', 'before_json', 'after_json'])
      .where('entity', '=', 'user')
      .where('entity_id', '=', String(demoId))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect([entry.user_name, entry.action]).toEqual(['admin', '/system/user/save']);
    expect(JSON.parse(entry.before_json!)).toMatchObject({
      email: 'mine@elsewhere.example',
      emailConfirmed: false,
    });
    expect(JSON.parse(entry.after_json!)).toMatchObject({
      email: 'desk@company.example',
      emailConfirmed: true,
    });
    // The user's pending link was for another address: it confirms nothing now.
    expect((await send(demo, 'confirmEmail', { token: lastLink().token })).status).toBe(400);
  });
});

describe('addresses stored before confirmation existed (docs/decisions.md#confirmed-e-mail-addresses)', () => {
  it('stay, unconfirmed', async () => {
    const location = await freshEntityLocation();
    try {
      const before = (await connectEntityDatabase(location)) as Kysely<EntityDatabase>;
      const migrator = new Migrator({
        db: before,
        provider: { getMigrations: async () => entityMigrations(entityTables) },
      });
      expect((await migrator.migrateTo('0026-report-schedule-ranges')).error).toBeUndefined();
      await before
        .insertInto('users')
        .values({
          user_name: 'old',
          password_hash: 'x',
          created_time: 1,
          email: 'old@elsewhere.example',
        } as never)
        .execute();
      await before.destroy();
      const store = await openEntityStore(location, entityTables);
      try {
        expect(
          await store.db
            .selectFrom('users')
            .select(['email', 'email_confirmed'])
            .where('user_name', '=', 'old')
            .execute(),
        ).toEqual([{ email: 'old@elsewhere.example', email_confirmed: 0 }]);
      } finally {
        await store.close();
      }
    } finally {
      await location.remove();
    }
  });
});
