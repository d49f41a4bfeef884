// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import {
  AuditEntry,
  PlatformUser,
  UserInfo,
  endpoints,
  envelope,
  type Endpoint,
  type RouteItem,
} from '@adconsole/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clientPasswordHash } from '../auth/passwords';
import { loginBody, loginToken, providerAccountId, startTestApp } from '../testing/test-app';
import { api, call, callEndpoint } from '../http/testing/test-calls';

const server = await startTestApp();
const { app } = server;
afterAll(() => server.stop());

let admin: string;
let demo: string;
let shared: number;
let demoAccount: number;
beforeAll(async () => {
  admin = await loginToken(app, 'admin', 'admin123');
  demo = await loginToken(app, 'demo', 'demo123');
  shared = await providerAccountId(app, 'adc-shared-01');
  demoAccount = await providerAccountId(app, 'adc-demo-01');
});

const answer = async (endpoint: Endpoint, body: object, token = admin) => {
  const response = await callEndpoint(app, endpoint, token, body);
  return {
    status: response.statusCode,
    ...(response.json() as { code: number; msg: string; data?: unknown }),
  };
};

/** The code the login call answers for a name and plain password. */
const loginCode = async (userName: string, password: string) =>
  (
    await app.inject({
      method: 'POST',
      url: api('/user/login'),
      payload: await loginBody(app, userName, password),
    })
  ).json<{ code: number }>().code;

async function createUser(userName: string, password: string, roles: string[], accountIds: number[] = []) {
  const saved = await answer(endpoints.userSave, {
    userName,
    pwd: clientPasswordHash(password),
    roles,
    accountIds,
  });
  if (saved.code !== 200) throw new Error(`save ${userName}: ${JSON.stringify(saved)}`);
  return (saved.data as { id: number }).id;
}

const users = async (query: object = {}) =>
  envelope(z.array(PlatformUser)).parse(
    (await callEndpoint(app, endpoints.userList, admin, { query })).json(),
  ).data!;
const userNamed = async (userName: string) =>
  (await users({ userName })).find((u) => u.userName === userName)!;

const info = async (token: string) =>
  envelope(UserInfo).parse((await call(app, 'GET', '/user/getUserInfo', { token })).json()).data!;
const menu = async (token: string) =>
  ((await call(app, 'POST', '/user/getRouters', { token })).json().data as RouteItem[]).map((r) => r.path);

describe('creating a user', () => {
  it('stores the initial password, the roles and the provider accounts that fill the account switch', async () => {
    await createUser('v1', 'viewer123', ['viewer'], [shared]);
    const token = await loginToken(app, 'v1', 'viewer123');
    expect(await info(token)).toMatchObject({
      userName: 'v1',
      roles: ['viewer'],
      permissions: ['user:self:edit', 'report:list'],
      accounts: [{ accountId: shared, accountNo: 'adc-shared-01' }],
    });
    expect(await menu(token)).toEqual([
      '/home',
      '/keywordSearch',
      '/feeds',
      '/reportCenter',
      '/downloadCenter',
      '/notification',
    ]);
    expect(await userNamed('v1')).toMatchObject({
      roles: ['viewer'],
      accounts: [{ accountId: shared, accountNo: 'adc-shared-01' }],
      language: 2,
      frozen: false,
      locked: false,
    });
    expect((await users({ role: 'viewer' })).map((u) => u.userName)).toEqual(['v1']);
    expect((await users({ frozen: true })).map((u) => u.userName)).toEqual([]);
    expect((await users({ role: 'edit', frozen: false })).map((u) => u.userName)).toEqual(['demo']);
  });

  it('gives a viewer no export: the call answers 403', async () => {
    const token = await loginToken(app, 'v1', 'viewer123');
    const exported = await answer(
      endpoints.searchAccountExport,
      { accountId: shared, query: { beginDate: '2026-11-01', endDate: '2026-11-07' } },
      token,
    );
    expect(exported).toMatchObject({ status: 403, code: 403 });
  });

  it('refuses a name taken in any case (1400), a new user without password, unknown roles and accounts', async () => {
    const body = { userName: 'V1', pwd: clientPasswordHash('other123'), roles: ['viewer'], accountIds: [] };
    expect(await answer(endpoints.userSave, body)).toMatchObject({
      code: 1400,
      msg: 'A user with this name already exists',
      data: [{ field: 'userName', message: 'A user with this name already exists' }],
    });
    expect(await answer(endpoints.userSave, { ...body, userName: 'v2', pwd: undefined })).toMatchObject({
      code: 400,
      data: [{ field: 'pwd', message: 'A new user needs an initial password' }],
    });
    expect(await answer(endpoints.userSave, { ...body, userName: 'v2', roles: ['nobody'] })).toMatchObject({
      code: 400,
      data: [{ field: 'roles', message: 'Choose roles that exist' }],
    });
    expect(
      await answer(endpoints.userSave, { ...body, userName: 'v2', accountIds: [987_654] }),
    ).toMatchObject({
      code: 400,
      data: [{ field: 'accountIds', message: 'Choose provider accounts that exist' }],
    });
    expect((await users({ userName: 'v2' })).length).toBe(0);
  });
});

describe('changing a user', () => {
  it("gives a new role's menu and permissions at the next login, and keeps the follow state of kept accounts", async () => {
    const id = await createUser('grower', 'grower123', ['viewer'], [shared, demoAccount]);
    const before = await loginToken(app, 'grower', 'grower123');
    expect(await menu(before)).not.toContain('/adManage');
    await call(app, 'POST', '/user/account/operation/follow', {
      token: before,
      payload: { accountId: shared, followed: true },
    });
    const saved = await answer(endpoints.userSave, {
      id,
      userName: 'grower',
      roles: ['edit'],
      accountIds: [shared],
    });
    expect(saved).toMatchObject({ code: 200, data: { id } });
    // The session reads the store again: the new permissions count from the next call.
    expect((await info(before)).permissions).toContain('report:export');
    const after = await loginToken(app, 'grower', 'grower123');
    expect(await menu(after)).toEqual([
      '/home',
      '/keywordSearch',
      '/feeds',
      '/reportCenter',
      '/downloadCenter',
      '/messageCenter',
      '/notification',
      '/adManage',
      '/systemSet',
    ]);
    expect((await info(after)).accounts).toEqual([
      { accountId: shared, accountNo: 'adc-shared-01', provider: 'sandbox' },
    ]);
    const followed = await app.entities.db
      .selectFrom('user_accounts')
      .select(['account_id', 'followed'])
      .where('user_id', '=', id)
      .execute();
    expect(followed).toEqual([{ account_id: shared, followed: 1 }]);
  });

  it('unions the permissions of several roles', async () => {
    const id = await createUser('both', 'both1234', ['viewer', 'edit']);
    expect((await userNamed('both')).roles).toEqual(['edit', 'viewer']);
    const token = await loginToken(app, 'both', 'both1234');
    expect((await info(token)).permissions.sort()).toEqual(
      [
        'ad:edit',
        'draft:edit',
        'draft:upload',
        'message:read',
        'report:export',
        'report:list',
        'user:self:edit',
      ].sort(),
    );
    expect(id).toBeGreaterThan(0);
  });

  it('keeps an active administrator: the last one keeps the admin role and cannot be frozen', async () => {
    const adminUser = await userNamed('admin');
    const dropped = await answer(endpoints.userSave, {
      id: adminUser.id,
      userName: 'admin',
      roles: ['edit'],
      accountIds: [],
    });
    expect(dropped).toMatchObject({
      code: 400,
      data: [
        { field: 'id', message: 'The last active administrator keeps the admin role and cannot be frozen' },
      ],
    });
    expect(await answer(endpoints.userFreeze, { id: adminUser.id })).toMatchObject({
      code: 400,
      data: [{ field: 'id', message: 'You cannot freeze yourself' }],
    });
    expect(await userNamed('admin')).toEqual(adminUser);
  });
});

describe('an administrator of users only', () => {
  it('grants no role that holds more than they do, and their writes are in the audit log', async () => {
    await answer(endpoints.roleSave, {
      name: 'deputy',
      permissions: ['system:user:list', 'system:user:edit', 'report:list'],
      routes: ['/home'],
    });
    const id = await createUser('deputy', 'deputy123', ['deputy']);
    const deputy = await loginToken(app, 'deputy', 'deputy123');
    const before = await userNamed('deputy');
    const selfPromotion = { id, userName: 'deputy', roles: ['deputy', 'admin'], accountIds: [] };
    expect(await answer(endpoints.userSave, selfPromotion, deputy)).toMatchObject({ status: 403, code: 403 });
    const editor = {
      userName: 'made-editor',
      pwd: clientPasswordHash('editor123'),
      roles: ['edit'],
      accountIds: [],
    };
    expect(await answer(endpoints.userSave, editor, deputy)).toMatchObject({ status: 403, code: 403 });
    expect(await userNamed('deputy')).toEqual(before);
    expect(await users({ userName: 'made-editor' })).toEqual([]);

    const viewer = { ...editor, userName: 'made-viewer', roles: ['viewer'] };
    const made = await answer(endpoints.userSave, viewer, deputy);
    expect(made).toMatchObject({ code: 200 });
    const entries = envelope(z.array(AuditEntry)).parse(
      (await callEndpoint(app, endpoints.auditList, admin, { query: { userName: 'deputy' } })).json(),
    ).data!;
    expect(entries.map((entry) => [entry.userName, entry.action, entry.entityId])).toEqual([
      ['deputy', '/system/user/save', String((made.data as { id: number }).id)],
    ]);
  });

  it('cannot give a role more than they hold either', async () => {
    await answer(endpoints.roleSave, {
      name: 'role-keeper',
      permissions: ['system:role:list', 'system:role:edit'],
      routes: ['/home'],
    });
    await createUser('keeper', 'keeper123', ['role-keeper']);
    const keeper = await loginToken(app, 'keeper', 'keeper123');
    const grab = { name: 'role-keeper', permissions: ['*:*:*'], routes: ['/home'] };
    expect(await answer(endpoints.roleSave, grab, keeper)).toMatchObject({ status: 403, code: 403 });
    const own = { name: 'role-keeper', permissions: ['system:role:list', 'system:role:edit'], routes: [] };
    expect(await answer(endpoints.roleSave, own, keeper)).toMatchObject({ code: 200 });
  });
});

describe('a user with no role', () => {
  it('is saved with edit: the list shows it, the role filter finds it, the session holds its permissions', async () => {
    const id = await createUser('no-role', 'norole123', [], [shared]);
    expect(await userNamed('no-role')).toMatchObject({ id, roles: ['edit'] });
    expect((await users({ role: 'edit', userName: 'no-role' })).map((u) => u.userName)).toEqual(['no-role']);
    expect(await users({ role: 'viewer', userName: 'no-role' })).toEqual([]);
    const token = await loginToken(app, 'no-role', 'norole123');
    expect(await info(token)).toMatchObject({
      roles: ['edit'],
      permissions: expect.arrayContaining(['report:export', 'draft:edit', 'draft:upload']),
    });
    expect(await menu(token)).toContain('/adManage');
    expect(await answer(endpoints.userList, {}, token)).toMatchObject({ status: 403 });
    // A change that takes every role away leaves the user with edit as well.
    await answer(endpoints.userSave, { id, userName: 'no-role', roles: ['viewer'], accountIds: [] });
    expect(await userNamed('no-role')).toMatchObject({ roles: ['viewer'] });
    await answer(endpoints.userSave, { id, userName: 'no-role', roles: [], accountIds: [] });
    expect(await userNamed('no-role')).toMatchObject({ roles: ['edit'] });
  });

  it('shows and filters edit for a user the store names no role for', async () => {
    const id = await createUser('bare-user', 'bareuser123', ['viewer']);
    await app.entities.db.deleteFrom('user_roles').where('user_id', '=', id).execute();
    expect(await userNamed('bare-user')).toMatchObject({ roles: ['edit'] });
    expect((await users({ role: 'edit', userName: 'bare-user' })).map((u) => u.userName)).toEqual([
      'bare-user',
    ]);
    const token = await loginToken(app, 'bare-user', 'bareuser123');
    expect(await info(token)).toMatchObject({ roles: ['edit'] });
  });

  it('is refused to an administrator who does not hold what edit holds', async () => {
    await answer(endpoints.roleSave, {
      name: 'clerk',
      permissions: ['system:user:list', 'system:user:edit'],
      routes: ['/home'],
    });
    await createUser('clerk', 'clerk123', ['clerk']);
    const clerk = await loginToken(app, 'clerk', 'clerk123');
    const body = { userName: 'clerk-made', pwd: clientPasswordHash('made1234'), roles: [], accountIds: [] };
    expect(await answer(endpoints.userSave, body, clerk)).toMatchObject({ status: 403, code: 403 });
    expect(await users({ userName: 'clerk-made' })).toEqual([]);
  });
});

describe('freezing, locks and passwords', () => {
  it('freezes a user: their sessions end and login answers 910003; unfreezing lets them in again', async () => {
    const id = await createUser('icy', 'icy12345', ['edit']);
    const token = await loginToken(app, 'icy', 'icy12345');
    expect(await answer(endpoints.userFreeze, { id })).toMatchObject({ code: 200 });
    expect((await call(app, 'GET', '/user/getUserInfo', { token })).statusCode).toBe(401);
    expect(await loginCode('icy', 'icy12345')).toBe(910003);
    expect((await userNamed('icy')).frozen).toBe(true);
    expect(await answer(endpoints.userUnfreeze, { id })).toMatchObject({ code: 200 });
    expect(await loginCode('icy', 'icy12345')).toBe(200);
  });

  it('lifts the lock of three wrong passwords from the API: login works again', async () => {
    const id = await createUser('locked', 'locked123', ['edit']);
    for (const expected of [910002, 910002, 910004])
      expect(await loginCode('locked', 'wrong123')).toBe(expected);
    expect(await loginCode('locked', 'locked123')).toBe(910004);
    expect((await userNamed('locked')).locked).toBe(true);
    expect(await answer(endpoints.userUnlock, { id })).toMatchObject({ code: 200 });
    expect((await userNamed('locked')).locked).toBe(false);
    expect(await loginCode('locked', 'locked123')).toBe(200);
  });

  it('resets a password to a generated one: the old fails, the new works, sessions end', async () => {
    const id = await createUser('forgetful', 'forget123', ['edit']);
    const token = await loginToken(app, 'forgetful', 'forget123');
    const reset = await answer(endpoints.userResetPassword, { id });
    const password = (reset.data as { password: string }).password;
    expect(password).toMatch(/^[A-Za-z0-9]{6,20}$/);
    expect(password).toMatch(/[A-Za-z]/);
    expect(password).toMatch(/\d/);
    expect((await call(app, 'GET', '/user/getUserInfo', { token })).statusCode).toBe(401);
    expect(await loginCode('forgetful', 'forget123')).toBe(910002);
    expect(await loginCode('forgetful', password)).toBe(200);
  });

  it('resets a password to a given one and answers no password', async () => {
    const id = await createUser('given', 'given123', ['edit']);
    const reset = await answer(endpoints.userResetPassword, { id, pwd: clientPasswordHash('chosen123') });
    expect(reset).toMatchObject({ code: 200, data: { password: null } });
    expect(await loginCode('given', 'chosen123')).toBe(200);
  });

  it('ends every other session of a user who changes their own password, and keeps this one', async () => {
    await createUser('changer', 'change123', ['edit']);
    const first = await loginToken(app, 'changer', 'change123');
    const second = await loginToken(app, 'changer', 'change123');
    const changed = await call(app, 'POST', '/user/changePassword', {
      token: first,
      payload: {
        oldPwd: clientPasswordHash('change123'),
        newPassword: 'changed456',
        confirmPassword: 'changed456',
      },
    });
    expect(changed.json()).toMatchObject({ code: 200 });
    expect((await call(app, 'GET', '/user/getUserInfo', { token: first })).statusCode).toBe(200);
    expect((await call(app, 'GET', '/user/getUserInfo', { token: second })).statusCode).toBe(401);
    expect(await loginCode('changer', 'change123')).toBe(910002);
    expect(await loginCode('changer', 'changed456')).toBe(200);
  });

  it('answers 404 for a user that does not exist', async () => {
    expect(await answer(endpoints.userFreeze, { id: 987_654 })).toMatchObject({ status: 404, code: 404 });
  });
});

describe('the audit log of user writes', () => {
  it('records who changed which user, with the user before and after, newest first', async () => {
    const id = await createUser('audited', 'audit123', ['viewer']);
    await answer(endpoints.userSave, { id, userName: 'audited', roles: ['edit'], accountIds: [shared] });
    const entries = envelope(z.array(AuditEntry))
      .parse((await callEndpoint(app, endpoints.auditList, admin, { query: { entity: 'user' } })).json())
      .data!.filter((entry) => entry.entityId === String(id));
    expect(entries.map((entry) => [entry.userName, entry.action])).toEqual([
      ['admin', '/system/user/save'],
      ['admin', '/system/user/save'],
    ]);
    const [change, creation] = entries;
    expect(creation!.before).toBeNull();
    expect(JSON.parse(creation!.after!)).toMatchObject({
      userName: 'audited',
      roles: ['viewer'],
      accounts: [],
    });
    expect(JSON.parse(change!.before!)).toMatchObject({ roles: ['viewer'], accounts: [] });
    expect(JSON.parse(change!.after!)).toMatchObject({
      roles: ['edit'],
      accounts: [{ accountId: shared, accountNo: 'adc-shared-01' }],
    });
    expect(change!.after).not.toContain('pwd');
    expect(change!.createdTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('is for administrators only', async () => {
    expect(await answer(endpoints.auditList, {}, demo)).toMatchObject({ status: 403, code: 403 });
  });
});
