// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import {
  Captcha,
  ErrorEnvelope,
  LoginData,
  captchaLifetimeMs,
  envelope,
} from '@adconsole/api-client/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { connectEntityDatabase, type EntityStoreLocation } from '../stores/entity-store';
import { clientPasswordHash } from '../auth/passwords';
import {
  addUser,
  captchaUuid,
  freshEntityLocation,
  loginBody,
  loginToken,
  startTestApp,
  testCaptchaCode,
} from '../testing/test-app';
import { api, call } from '../http/testing/test-calls';

let clock = Date.parse('2026-11-21T08:00:00Z');
const server = await startTestApp({ now: () => clock });
const { app } = server;
afterAll(() => server.stop());

const login = (payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: api('/user/login'), payload, headers });
const codeOf = (response: { json(): unknown }) => ErrorEnvelope.parse(response.json()).code;

describe('GET /system/admin/getPictureValidationCode', () => {
  it('answers a uuid and an SVG picture that does not spell the answer out as text', async () => {
    const response = await call(app, 'GET', '/system/admin/getPictureValidationCode');
    expect(response.statusCode).toBe(200);
    const captcha = envelope(Captcha).parse(response.json()).data!;
    const svg = Buffer.from(captcha.img.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg[^>]*>/);
    expect(svg).toContain('<path');
    expect(svg).not.toContain(testCaptchaCode);
  });

  it('gives every picture its own uuid', async () => {
    const uuids = await Promise.all([captchaUuid(app), captchaUuid(app), captchaUuid(app)]);
    expect(new Set(uuids).size).toBe(3);
  });
});

describe('POST /user/login: the captcha', () => {
  it('accepts the answer trimmed and in any case, with the user name trimmed', async () => {
    const body = await loginBody(app, 'demo', 'demo123');
    const response = await login({
      ...body,
      userName: '  demo ',
      validationCode: ` ${testCaptchaCode.toLowerCase()} `,
    });
    expect(envelope(LoginData).parse(response.json()).data?.token).toMatch(/^[\w-]{40,}$/);
  });

  it('is single use: the same uuid a second time is 910005', async () => {
    const body = await loginBody(app, 'demo', 'demo123');
    expect(codeOf(await login(body))).toBe(200);
    expect(codeOf(await login(body))).toBe(910005);
  });

  it('is used up by a wrong answer too', async () => {
    const body = await loginBody(app, 'demo', 'demo123');
    expect(codeOf(await login({ ...body, validationCode: 'nope' }))).toBe(910006);
    expect(codeOf(await login(body))).toBe(910005);
  });

  it('answers 910006 with the message in the caller language for a wrong answer', async () => {
    const response = await login(
      { ...(await loginBody(app, 'demo', 'demo123')), validationCode: 'xxxx' },
      {
        'accept-language': 'zh-TW',
      },
    );
    expect(response.statusCode).toBe(200);
    expect(ErrorEnvelope.parse(response.json())).toMatchObject({ code: 910006, msg: '驗證碼錯誤' });
  });

  it('expires two minutes after it was issued', async () => {
    const started = clock;
    try {
      const fresh = await loginBody(app, 'demo', 'demo123');
      clock = started + captchaLifetimeMs - 1;
      expect(codeOf(await login(fresh))).toBe(200);
      clock = started;
      const stale = await loginBody(app, 'demo', 'demo123');
      clock = started + captchaLifetimeMs;
      const response = await login(stale);
      expect(ErrorEnvelope.parse(response.json())).toMatchObject({
        code: 910005,
        msg: 'The verification code has expired',
      });
    } finally {
      clock = started;
    }
  });

  it('answers 910005 for a uuid it never issued', async () => {
    const body = await loginBody(app, 'demo', 'demo123');
    expect(codeOf(await login({ ...body, uuid: randomUUID() }))).toBe(910005);
  });

  it('answers 400 naming every missing field, in the caller language', async () => {
    const response = await login({ userName: ' ', pwd: 'demo123' }, { 'accept-language': 'zh-CN' });
    expect(response.statusCode).toBe(400);
    const body = ErrorEnvelope.parse(response.json());
    expect(body.msg).toBe('请求参数不正确');
    expect(body.data).toEqual(
      expect.arrayContaining([
        { field: 'userName', message: '此项为必填项' },
        { field: 'validationCode', message: '此项为必填项' },
        { field: 'uuid', message: '此项为必填项' },
        { field: 'pwd', message: '密码须以 SHA-256 十六进制形式发送' },
      ]),
    );
  });
});

describe('POST /user/login: users and passwords', () => {
  it.each([
    ['a wrong password', 'admin', 'admin124'],
    ['an unknown user', 'nobody', 'admin123'],
  ])('refuses %s with 910002 and the message in the caller language', async (_case, userName, password) => {
    const response = await login(await loginBody(app, userName, password), {
      'accept-language': 'zh-CN,zh;q=0.9',
    });
    expect(ErrorEnvelope.parse(response.json())).toMatchObject({
      code: 910002,
      msg: '请输入正确的账户和密码',
    });
  });

  // The test runs the unlock command three times, each a fresh Node process that compiles the server's
  // TypeScript (about 7 s apiece on a loaded machine): the default 30 s is too short for it.
  it('locks the login on the third wrong password in a row, until an administrator lifts it', async () => {
    await addUser(app, { userName: 'locked-out', password: 'right123', role: 'edit' });
    const attempt = async (password: string) =>
      codeOf(await login(await loginBody(app, 'locked-out', password)));
    expect(await attempt('wrong1')).toBe(910002);
    expect(await attempt('wrong2')).toBe(910002);
    expect(await attempt('wrong3')).toBe(910004);
    expect(await attempt('right123')).toBe(910004);

    // What the README tells an administrator to run: the unlock-user command on the server's data folder (or
    // database).
    const tsx = createRequire(import.meta.url).resolve('tsx/cli');
    const cli = fileURLToPath(new URL('../cli/unlock-user.ts', import.meta.url));
    const run = (userName: string, store: EntityStoreLocation = server) =>
      spawnSync(process.execPath, [tsx, '--conditions=@adconsole/source', cli, userName], {
        env: { ...process.env, DATA_DIR: store.dataDir, DATABASE_URL: store.databaseUrl ?? '' },
        encoding: 'utf8',
      });
    const elsewhere = await freshEntityLocation();
    const wrongStore = run('locked-out', elsewhere);
    expect(wrongStore.status).toBe(1);
    expect(wrongStore.stderr).toContain('No adconsole data in');
    expect(readdirSync(elsewhere.dataDir)).toEqual([]);
    const untouched = await connectEntityDatabase(elsewhere);
    expect(await untouched.introspection.getTables()).toEqual([]);
    await untouched.destroy();
    await elsewhere.remove();
    const unknown = run('no-such-user');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No user named "no-such-user"');
    const unlocked = run('locked-out');
    expect(unlocked.stdout).toContain('locked-out can log in again.');
    expect(unlocked.status).toBe(0);

    expect(await attempt('right123')).toBe(200);
  }, 90_000);

  it('counts wrong passwords in a row only: a success starts the count again', async () => {
    await addUser(app, { userName: 'forgetful', password: 'right123', role: 'edit' });
    const attempt = async (password: string) =>
      codeOf(await login(await loginBody(app, 'forgetful', password)));
    expect(await attempt('wrong1')).toBe(910002);
    expect(await attempt('wrong2')).toBe(910002);
    expect(await attempt('right123')).toBe(200);
    expect(await attempt('wrong3')).toBe(910002);
    expect(await attempt('right123')).toBe(200);
  });

  it('refuses a frozen account with 910003 even with the right password', async () => {
    const id = await addUser(app, { userName: 'frozen', password: 'right123', role: 'edit' });
    await app.entities.db.updateTable('users').set({ frozen: 1 }).where('id', '=', id).execute();
    expect(codeOf(await login(await loginBody(app, 'frozen', 'right123')))).toBe(910003);
  });

  it('stores only a salted scrypt hash of the password hash, never the value sent', async () => {
    const { password_hash } = await app.entities.db
      .selectFrom('users')
      .select('password_hash')
      .where('user_name', '=', 'demo')
      .executeTakeFirstOrThrow();
    expect(password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(password_hash).not.toContain(clientPasswordHash('demo123'));
  });

  it('keeps only the hash of session tokens', async () => {
    const token = await loginToken(app, 'demo', 'demo123');
    const rows = await app.entities.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
  });
});

describe('POST /user/logout', () => {
  it('ends the session on the server: the token answers 401 afterwards', async () => {
    const token = await loginToken(app, 'demo', 'demo123');
    expect((await call(app, 'GET', '/user/getUserInfo', { token })).statusCode).toBe(200);
    const response = await call(app, 'POST', '/user/logout', { token });
    expect(ErrorEnvelope.parse(response.json()).code).toBe(200);
    const after = await call(app, 'GET', '/user/getUserInfo', { token });
    expect(after.statusCode).toBe(401);
    expect((await call(app, 'POST', '/user/logout', { token })).statusCode).toBe(401);
  });

  it('answers 401 without a token', async () => {
    const response = await call(app, 'POST', '/user/logout');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 401, msg: 'Login has expired. Please log in again' });
  });
});
