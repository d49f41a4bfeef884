import { defineEndpoint, ErrorEnvelope, envelope } from '@adconsole/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addUser, loginToken, providerAccountId, startTestApp } from '../testing/test-app';
import { call } from './testing/test-calls';
import { registerEndpoint } from './endpoint-route';

const server = await startTestApp();
const { app } = server;
afterAll(() => server.stop());

// Endpoints of this test only: they report what registerEndpoint handed to the handler, and how often it ran.
const Seen = z.object({ accountId: z.number(), input: z.unknown() });
const scopedPost = defineEndpoint({
  method: 'POST',
  path: '/test/scoped',
  request: z.looseObject({
    query: z.looseObject({}).optional(),
    items: z.array(z.record(z.string(), z.unknown())).optional(),
  }),
  response: Seen,
  summary: 'test',
});
const scopedGet = defineEndpoint({
  method: 'GET',
  path: '/test/scoped',
  request: z.object({}),
  response: Seen,
  summary: 'test',
});
const unscopedPost = defineEndpoint({
  method: 'POST',
  path: '/test/unscoped',
  request: z.looseObject({}),
  response: Seen,
  summary: 'test',
  accountScoped: false,
});

let handled = 0;
for (const endpoint of [scopedPost, scopedGet, unscopedPost]) {
  registerEndpoint(app, endpoint, async (input, request) => {
    handled += 1;
    return { accountId: request.accountId ?? 0, input };
  });
}

let token: string;
let ids: Record<'shared' | 'demo' | 'admin', number>;
beforeAll(async () => {
  token = await loginToken(app, 'demo', 'demo123');
  ids = {
    shared: await providerAccountId(app, 'adc-shared-01'),
    demo: await providerAccountId(app, 'adc-demo-01'),
    admin: await providerAccountId(app, 'adc-admin-01'),
  };
});

const post = (payload: object, as = token) => call(app, 'POST', '/test/scoped', { token: as, payload });
const seen = async (response: { json(): unknown }) => envelope(Seen).parse(response.json()).data!;

describe('account scope, enforced in registerEndpoint', () => {
  it('hands the handler the accountId of the body when it is one of the user’s accounts', async () => {
    expect((await seen(await post({ accountId: ids.demo }))).accountId).toBe(ids.demo);
    expect((await seen(await post({ accountId: ids.shared }))).accountId).toBe(ids.shared);
  });

  it('reads query.accountId for { page, query } bodies', async () => {
    const response = await post({
      page: { number: 1 },
      query: { accountId: ids.demo, beginDate: '2026-11-01' },
    });
    expect((await seen(response)).accountId).toBe(ids.demo);
  });

  it('reads accountId from the query string of a GET', async () => {
    const response = await call(app, 'GET', `/test/scoped?accountId=${ids.demo}`, { token });
    expect((await seen(response)).accountId).toBe(ids.demo);
    const foreign = await call(app, 'GET', `/test/scoped?accountId=${ids.admin}`, { token });
    expect(foreign.statusCode).toBe(403);
  });

  it.each([
    ['accountId 0', { accountId: 0 }],
    ['no accountId', {}],
    ['query.accountId 0', { query: { accountId: 0 } }],
  ])('takes %s as the user’s first account', async (_case, payload) => {
    expect((await seen(await post(payload))).accountId).toBe(Math.min(ids.shared, ids.demo));
  });

  it.each([
    ['another user’s account', () => ids.admin],
    ['an account that does not exist', () => 987654],
  ])('answers 403 for %s and does not run the handler', async (_case, accountId) => {
    const before = handled;
    const response = await call(app, 'POST', '/test/scoped', {
      token,
      payload: { query: { accountId: accountId() } },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(response.statusCode).toBe(403);
    expect(ErrorEnvelope.parse(response.json())).toMatchObject({ code: 403, msg: '您无权访问' });
    expect(handled).toBe(before);
  });

  it('answers 403 to a user with no account at all', async () => {
    await addUser(app, { userName: 'no-accounts', password: 'none1234', role: 'edit' });
    const response = await post({}, await loginToken(app, 'no-accounts', 'none1234'));
    expect(response.statusCode).toBe(403);
  });

  it.each([['abc'], [-1], [1.5], [true]])('answers 400 naming accountId for %j', async (accountId) => {
    const before = handled;
    const response = await post({ accountId });
    expect(response.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(response.json()).data).toEqual([
      { field: 'accountId', message: 'accountId must be the number of one of your accounts' },
    ]);
    expect(handled).toBe(before);
  });

  it.each([
    [
      'query.accountId beside the body’s own',
      403,
      () => ({ accountId: ids.demo, query: { accountId: ids.admin } }),
    ],
    [
      'the body’s accountId beside query.accountId',
      403,
      () => ({ accountId: ids.admin, query: { accountId: ids.demo } }),
    ],
    [
      'an accountId deep in the body',
      403,
      () => ({ accountId: ids.demo, items: [{ rule: { accountId: ids.admin } }] }),
    ],
    ['a malformed accountId deep in the body', 400, () => ({ items: [{ accountId: 'abc' }] })],
  ])('refuses %s with %i, and runs nothing', async (_case, status, payload) => {
    const before = handled;
    const response = await post(payload());
    expect(response.statusCode).toBe(status);
    expect(handled).toBe(before);
  });

  it('refuses a foreign accountId in the URL of a POST, whatever the body says', async () => {
    const before = handled;
    const response = await call(app, 'POST', `/test/scoped?accountId=${ids.admin}`, {
      token,
      payload: { accountId: ids.demo },
    });
    expect(response.statusCode).toBe(403);
    expect(handled).toBe(before);
  });

  it('applies to calls that are not account-scoped as well', async () => {
    const before = handled;
    const foreign = await call(app, 'POST', '/test/unscoped', { token, payload: { accountId: ids.admin } });
    expect(foreign.statusCode).toBe(403);
    expect(handled).toBe(before);
    const mine = await call(app, 'POST', '/test/unscoped', {
      token,
      payload: { note: { accountId: ids.demo } },
    });
    expect(mine.statusCode).toBe(200);
  });

  it('answers 401 before looking at the account when there is no session', async () => {
    const response = await call(app, 'POST', '/test/scoped', { payload: { accountId: ids.admin } });
    expect(response.statusCode).toBe(401);
  });
});

describe('server-owned fields', () => {
  it('never reach the handler, at any depth', async () => {
    const { input } = await seen(
      await post({
        accountId: ids.demo,
        name: 'kept',
        createdTime: '2020-01-01',
        createdBy: 'mallory',
        query: { updatedTime: 1, keep: true },
        items: [{ id: 1, updatedBy: 'mallory' }],
      }),
    );
    expect(input).toEqual({ accountId: ids.demo, name: 'kept', query: { keep: true }, items: [{ id: 1 }] });
  });
});
