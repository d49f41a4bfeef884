// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import {
  AuditEntry,
  Role,
  endpoints,
  envelope,
  type Endpoint,
  type RouteItem,
} from '@adconsole/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addUser, loginToken, startTestApp } from '../testing/test-app';
import { call, callEndpoint } from '../http/testing/test-calls';

const server = await startTestApp();
const { app } = server;
afterAll(() => server.stop());

let admin: string;
beforeAll(async () => {
  admin = await loginToken(app, 'admin', 'admin123');
});

const answer = async (endpoint: Endpoint, body: object, token = admin) => {
  const response = await callEndpoint(app, endpoint, token, body);
  return {
    status: response.statusCode,
    ...(response.json() as { code: number; msg: string; data?: unknown }),
  };
};
const roles = async () =>
  envelope(z.array(Role)).parse((await callEndpoint(app, endpoints.roleList, admin, {})).json()).data!;
const roleNamed = async (name: string) => (await roles()).find((role) => role.name === name);
const menu = async (token: string) =>
  ((await call(app, 'POST', '/user/getRouters', { token })).json().data as RouteItem[]).map((r) => r.path);

describe('the built-in roles', () => {
  it('are admin with every permission, edit without administration, viewer with reports and downloads', async () => {
    const list = await roles();
    expect(list.map((role) => [role.name, role.builtIn])).toEqual([
      ['admin', true],
      ['edit', true],
      ['viewer', true],
    ]);
    const [adminRole, edit, viewer] = list;
    expect(adminRole).toMatchObject({ permissions: ['*:*:*'], userCount: 1 });
    expect(adminRole!.routes).toContain('/permission/role');
    expect(edit).toMatchObject({
      permissions: [
        'user:self:edit',
        'report:list',
        'report:export',
        'draft:edit',
        'draft:upload',
        'message:read',
        'ad:edit',
      ],
      userCount: 1,
    });
    expect(edit!.routes).not.toContain('/permission');
    expect(viewer).toMatchObject({
      permissions: ['user:self:edit', 'report:list'],
      routes: ['/downloadCenter', '/feeds', '/home', '/keywordSearch', '/notification', '/reportCenter'],
      userCount: 0,
    });
  });

  it('cannot be deleted, and admin cannot be changed; nothing changes', async () => {
    const before = await roles();
    expect(await answer(endpoints.roleDelete, { name: 'viewer' })).toMatchObject({
      code: 400,
      data: [{ field: 'name', message: 'Built-in roles cannot be deleted' }],
    });
    expect(await answer(endpoints.roleSave, { name: 'admin', permissions: [], routes: [] })).toMatchObject({
      code: 400,
      data: [{ field: 'name', message: 'The admin role cannot be changed' }],
    });
    expect(await roles()).toEqual(before);
  });
});

describe('a role of the store', () => {
  it('always holds the self-service permission, and gives its menu and permissions at the next login', async () => {
    const saved = await answer(endpoints.roleSave, {
      name: 'analyst',
      permissions: ['report:list'],
      routes: ['/reportCenter', '/downloadCenter/index'],
    });
    expect(saved).toMatchObject({ code: 200 });
    expect(await roleNamed('analyst')).toMatchObject({
      builtIn: false,
      permissions: ['user:self:edit', 'report:list'],
      routes: ['/downloadCenter/index', '/reportCenter'],
      userCount: 0,
    });
    await addUser(app, { userName: 'ana', password: 'analyst123', role: 'analyst' });
    expect(await menu(await loginToken(app, 'ana', 'analyst123'))).toEqual([
      '/reportCenter',
      '/downloadCenter',
    ]);

    await answer(endpoints.roleSave, {
      name: 'analyst',
      permissions: ['report:list', 'report:export'],
      routes: ['/home', '/reportCenter'],
    });
    const token = await loginToken(app, 'ana', 'analyst123');
    expect(await menu(token)).toEqual(['/home', '/reportCenter']);
    const info = (await call(app, 'GET', '/user/getUserInfo', { token })).json().data;
    expect(info).toMatchObject({
      roles: ['analyst'],
      permissions: ['user:self:edit', 'report:list', 'report:export'],
    });
  });

  it('refuses routes the console does not have', async () => {
    expect(
      await answer(endpoints.roleSave, { name: 'lost', permissions: [], routes: ['/nowhere'] }),
    ).toMatchObject({ code: 400, data: [{ field: 'routes', message: 'Choose pages of the console' }] });
    expect(await roleNamed('lost')).toBeUndefined();
  });

  it('is not deleted while a user holds it (400, nothing changed), and is deleted once none does', async () => {
    const before = await roleNamed('analyst');
    expect(before?.userCount).toBe(1);
    expect(await answer(endpoints.roleDelete, { name: 'analyst' })).toMatchObject({
      code: 400,
      msg: 'Users still hold this role: give them another role first',
      data: [{ field: 'name', message: 'Users still hold this role: give them another role first' }],
    });
    expect(await roleNamed('analyst')).toEqual(before);

    await answer(endpoints.roleSave, { name: 'spare', permissions: [], routes: ['/home'] });
    expect(await answer(endpoints.roleDelete, { name: 'spare' })).toMatchObject({ code: 200 });
    expect(await roleNamed('spare')).toBeUndefined();
    const stored = await app.entities.db
      .selectFrom('role_routes')
      .selectAll()
      .where('role', '=', 'spare')
      .execute();
    expect(stored).toEqual([]);
    expect(await answer(endpoints.roleDelete, { name: 'spare' })).toMatchObject({ status: 404, code: 404 });
  });

  it('leaves its writes in the audit log, with the role before and after', async () => {
    const entries = envelope(z.array(AuditEntry)).parse(
      (await callEndpoint(app, endpoints.auditList, admin, { query: { entity: 'role' } })).json(),
    ).data!;
    const spare = entries.filter((entry) => entry.entityId === 'spare');
    expect(spare.map((entry) => entry.action)).toEqual(['/system/role/delete', '/system/role/save']);
    expect(JSON.parse(spare[0]!.before!)).toMatchObject({ name: 'spare', routes: ['/home'] });
    expect(spare[0]!.after).toBeNull();
    expect(spare[1]!.before).toBeNull();
  });
});
