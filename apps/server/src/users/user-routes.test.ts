// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import {
  ErrorEnvelope,
  RouteItem,
  UserInfo,
  envelope,
  fullRouteSet,
  hashPassword,
  routePaths,
} from '@adconsole/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clientPasswordHash } from '../auth/passwords';
import { sessionLifetimeMs } from '../auth/sessions';
import { addUser, loginBody, loginToken, providerAccountId, startTestApp } from '../testing/test-app';
import { call } from '../http/testing/test-calls';

let clock = Date.parse('2026-11-21T08:00:00Z');
const server = await startTestApp({ now: () => clock });
const { app } = server;
afterAll(() => server.stop());

const userInfo = async (token: string) =>
  envelope(UserInfo).parse((await call(app, 'GET', '/user/getUserInfo', { token })).json()).data!;
const routers = async (token: string) =>
  envelope(z.array(RouteItem)).parse((await call(app, 'POST', '/user/getRouters', { token })).json()).data!;
const codeOf = (response: { json(): unknown }) => ErrorEnvelope.parse(response.json()).code;

let demoToken: string;
let adminToken: string;
beforeAll(async () => {
  demoToken = await loginToken(app, 'demo', 'demo123');
  adminToken = await loginToken(app, 'admin', 'admin123');
});

describe('GET /user/getUserInfo', () => {
  it('answers the session user with roles, language, accounts and the permissions of the role', async () => {
    const info = await userInfo(demoToken);
    expect(info).toMatchObject({ userName: 'demo', roles: ['edit'], language: 2 });
    expect(info.permissions).toContain('report:export');
    expect(info.permissions).not.toContain('*:*:*');
    expect(info.accounts).toEqual([
      {
        accountId: await providerAccountId(app, 'adc-shared-01'),
        accountNo: 'adc-shared-01',
        provider: 'sandbox',
      },
      {
        accountId: await providerAccountId(app, 'adc-demo-01'),
        accountNo: 'adc-demo-01',
        provider: 'sandbox',
      },
    ]);
  });

  it('gives the admin every permission, also through a bearer token', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/base-api/marketing/api/v1/user/getUserInfo',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(envelope(UserInfo).parse(response.json()).data).toMatchObject({
      roles: ['admin'],
      permissions: ['*:*:*'],
    });
  });

  it('gives a user without a role the edit role', async () => {
    await addUser(app, { userName: 'no-role', password: 'noRole123', role: '' });
    const info = await userInfo(await loginToken(app, 'no-role', 'noRole123'));
    expect(info.roles).toEqual(['edit']);
    expect(info.permissions).toEqual((await userInfo(demoToken)).permissions);
    expect(info.accounts).toEqual([]);
  });

  it.each([
    ['no token', {}],
    ['an unknown token', { token: 'not-a-session' }],
  ])('answers 401 for %s', async (_case, headers) => {
    const response = await call(app, 'GET', '/user/getUserInfo', { headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 401, msg: 'Login has expired. Please log in again' });
  });

  it('answers 401 once the session is a day old', async () => {
    const token = await loginToken(app, 'demo', 'demo123');
    const started = clock;
    try {
      clock = started + sessionLifetimeMs - 1;
      expect((await call(app, 'GET', '/user/getUserInfo', { token })).statusCode).toBe(200);
      clock = started + sessionLifetimeMs;
      expect((await call(app, 'GET', '/user/getUserInfo', { token })).statusCode).toBe(401);
    } finally {
      clock = started;
    }
  });
});

describe('POST /user/getRouters', () => {
  const adminPages = ['/customerManage', '/accountManage', '/permission'];

  it('gives the admin role the full set, report routes from the catalogue', async () => {
    const routes = await routers(adminToken);
    expect(routes.map((r) => r.path)).toEqual([
      '/home',
      '/keywordSearch',
      '/feeds',
      '/reportCenter',
      '/downloadCenter',
      '/messageCenter',
      '/notification',
      '/adManage',
      '/systemSet',
      ...adminPages,
    ]);
    const paths = routePaths(routes);
    // The admin's *:*:* holds every permission a route meta names, so nothing of the product is left out.
    expect(paths).toEqual(routePaths(fullRouteSet()));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/keywordSearch/keywordReport',
        '/keywordSearch/keywordWeekly',
        '/feeds/crowdCustom',
        '/reportCenter/keywordSearch/summary',
        '/reportCenter/feeds/automaticWeekly',
        '/messageCenter/publish',
        '/permission',
      ]),
    );
    const search = routes.find((r) => r.path === '/keywordSearch')!;
    expect(search.children).toHaveLength(36);
    expect(search.children!.find((c) => c.path === 'keywordReport')).toMatchObject({
      meta: { i18nKey: 'reports.section.keyword', i18nKeyReport: 'reports.granularity.day' },
    });
    expect(routes.find((r) => r.path === '/feeds')!.children).toHaveLength(44);
  });

  it('gives the edit role its stored routes: no administration pages, hidden routes marked', async () => {
    const routes = await routers(demoToken);
    const paths = routePaths(routes);
    for (const page of adminPages) expect(paths.filter((p) => p.startsWith(page))).toEqual([]);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/home/index',
        '/keywordSearch/keywordWeekly',
        '/feeds/crowdCustom',
        '/downloadCenter/index',
      ]),
    );
    const messages = routes.find((r) => r.path === '/messageCenter')!;
    expect(messages.children!.find((c) => c.path === 'details')).toMatchObject({ hidden: true });
    expect(messages.children!.find((c) => c.path === 'list')?.hidden).toBeUndefined();
    // Publishing needs system:message:publish, which the edit role does not hold.
    expect(messages.children!.map((c) => c.path)).toEqual(['list', 'details']);
    expect(routes.find((r) => r.path === '/home')!.children![0]!.meta).toMatchObject({
      title: 'route.home',
      i18nKey: 'route.home',
      icon: 'home',
      affix: true,
    });
  });

  it('leaves out the administration pages of a role without their permissions, even when stored', async () => {
    await app.entities.db
      .insertInto('roles')
      .values({ name: 'narrow', permissions: '[]', created_time: clock })
      .execute();
    await app.entities.db
      .insertInto('role_routes')
      .values([
        { role: 'narrow', path: '/home/index' },
        { role: 'narrow', path: '/permission' },
        { role: 'narrow', path: '/systemSet/languageSet' },
      ])
      .execute();
    await addUser(app, { userName: 'viewer', password: 'viewer123', role: 'narrow' });
    const routes = await routers(await loginToken(app, 'viewer', 'viewer123'));
    expect(routePaths(routes)).toEqual(['/home', '/home/index', '/systemSet', '/systemSet/languageSet']);
    expect(routes.find((r) => r.path === '/systemSet')!.redirect).toBe('/systemSet/languageSet');
  });

  it('answers 401 without a session', async () => {
    expect((await call(app, 'POST', '/user/getRouters')).statusCode).toBe(401);
  });
});

describe('POST /user/changePassword', () => {
  const change = (token: string, payload: object, headers: Record<string, string> = {}) =>
    call(app, 'POST', '/user/changePassword', { token, payload, headers });
  const loginCode = async (userName: string, password: string) =>
    codeOf(await call(app, 'POST', '/user/login', { payload: await loginBody(app, userName, password) }));

  it('answers 910001 when the old password is wrong, and changes nothing', async () => {
    const response = await change(demoToken, {
      oldPwd: clientPasswordHash('not-it'),
      newPassword: 'Other123',
      confirmPassword: 'Other123',
    });
    expect(response.statusCode).toBe(200);
    expect(ErrorEnvelope.parse(response.json())).toMatchObject({
      code: 910001,
      msg: 'The old password is incorrect',
    });
    expect(await loginCode('demo', 'demo123')).toBe(200);
  });

  it.each([
    ['a symbol', 'abc-123', 'newPassword', 'The password must be 6 to 20 letters or digits'],
    ['21 characters', 'a'.repeat(21), 'newPassword', 'The password must be 6 to 20 letters or digits'],
    ['too short', 'ab1', 'newPassword', 'The password must be 6 to 20 letters or digits'],
  ])('refuses a new password with %s: 400 naming the field', async (_case, newPassword, field, message) => {
    const response = await change(demoToken, {
      oldPwd: clientPasswordHash('demo123'),
      newPassword,
      confirmPassword: newPassword,
    });
    expect(response.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(response.json()).data).toEqual([{ field, message }]);
  });

  it('refuses entries that do not match, in the caller language', async () => {
    const response = await change(
      demoToken,
      { oldPwd: clientPasswordHash('demo123'), newPassword: 'Abc12345', confirmPassword: 'abc12345' },
      { 'accept-language': 'zh-CN' },
    );
    expect(response.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(response.json()).data).toEqual([
      { field: 'confirmPassword', message: '新密码不一致' },
    ]);
  });

  it('changes a password case-sensitively and ends the other sessions of the user', async () => {
    await addUser(app, { userName: 'changer', password: 'first123', role: 'edit' });
    const current = await loginToken(app, 'changer', 'first123');
    const other = await loginToken(app, 'changer', 'first123');
    const response = await change(current, {
      oldPwd: await hashPassword('first123'),
      newPassword: 'Second456',
      confirmPassword: 'Second456',
    });
    expect(codeOf(response)).toBe(200);
    expect(await loginCode('changer', 'first123')).toBe(910002);
    expect(await loginCode('changer', 'second456')).toBe(910002);
    expect(await loginCode('changer', 'Second456')).toBe(200);
    expect((await call(app, 'GET', '/user/getUserInfo', { token: current })).statusCode).toBe(200);
    expect((await call(app, 'GET', '/user/getUserInfo', { token: other })).statusCode).toBe(401);
  });

  it('answers 401 without a session', async () => {
    const response = await call(app, 'POST', '/user/changePassword', { payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /user/setLanguage', () => {
  it('keeps the language, and messages follow it when the call names none', async () => {
    await addUser(app, { userName: 'linguist', password: 'lingo123', role: 'edit' });
    const token = await loginToken(app, 'linguist', 'lingo123');
    expect(codeOf(await call(app, 'POST', '/user/setLanguage', { token, payload: { language: 3 } }))).toBe(
      200,
    );
    expect((await userInfo(token)).language).toBe(3);
    const wrongOld = await call(app, 'POST', '/user/changePassword', {
      token,
      payload: { oldPwd: clientPasswordHash('nope'), newPassword: 'abc123', confirmPassword: 'abc123' },
    });
    expect(ErrorEnvelope.parse(wrongOld.json()).msg).toBe('舊密碼不正確');
    const english = await call(app, 'POST', '/user/changePassword', {
      token,
      headers: { 'accept-language': 'en-US' },
      payload: { oldPwd: clientPasswordHash('nope'), newPassword: 'abc123', confirmPassword: 'abc123' },
    });
    expect(ErrorEnvelope.parse(english.json()).msg).toBe('The old password is incorrect');
  });

  it('refuses a language id other than 1, 2 or 3 with 400 naming it', async () => {
    const response = await call(app, 'POST', '/user/setLanguage', {
      token: demoToken,
      payload: { language: 4 },
    });
    expect(response.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(response.json()).data).toEqual([
      { field: 'language', message: 'This value is not valid' },
    ]);
    expect((await userInfo(demoToken)).language).toBe(2);
  });

  it('answers 401 without a session', async () => {
    expect((await call(app, 'POST', '/user/setLanguage', { payload: { language: 1 } })).statusCode).toBe(401);
  });
});

describe('every endpoint that needs a session', () => {
  it('answers 401 with no token and with an expired one', async () => {
    const token = await loginToken(app, 'admin', 'admin123');
    const guarded = app.registeredEndpoints.filter((e) => e.auth);
    expect(guarded.length).toBeGreaterThan(10);
    const started = clock;
    try {
      for (const endpoint of guarded) {
        const path = endpoint.path.replace('/marketing/api/v1', '');
        clock = started;
        expect((await call(app, endpoint.method, path)).statusCode, `${path} without a token`).toBe(401);
        clock = started + sessionLifetimeMs;
        const expired = await call(app, endpoint.method, path, { token });
        expect(expired.statusCode, `${path} with an expired token`).toBe(401);
        expect(expired.json()).toMatchObject({ code: 401, msg: 'Login has expired. Please log in again' });
      }
    } finally {
      clock = started;
    }
  });
});

describe('unknown API paths', () => {
  it('answer 404 in the envelope', async () => {
    const response = await call(app, 'POST', '/no/such/call');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404 });
  });
});
