// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import {
  ErrorEnvelope,
  Message,
  PublishedNotice,
  endpoints,
  envelope,
  routePaths,
  type RouteItem,
} from '@adconsole/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addUser, loginToken, startTestApp, userIdOf } from '../testing/test-app';
import { call, callEndpoint } from '../http/testing/test-calls';

/** Saturday 21 November 2026, 16:00 in Asia/Shanghai. */
const now = Date.parse('2026-11-21T08:00:00Z');
const server = await startTestApp({ now: () => now });
const { app } = server;
afterAll(() => server.stop());

let demo: string;
let admin: string;
let other: string;
let demoId: number;
let otherId: number;
beforeAll(async () => {
  demo = await loginToken(app, 'demo', 'demo123');
  admin = await loginToken(app, 'admin', 'admin123');
  otherId = await addUser(app, { userName: 'other', password: 'other123', role: 'edit' });
  other = await loginToken(app, 'other', 'other123');
  demoId = await userIdOf(app, 'demo');
});

const texts = (en: string) => ({ introducecn: `公告：${en}`, introduceen: en, introducetw: `公告：${en}` });

async function publish(body: object, token = admin): Promise<number> {
  const response = await callEndpoint(app, endpoints.noticeSave, token, body);
  if (response.statusCode !== 200) throw new Error(`save: ${response.statusCode} ${response.body}`);
  return envelope(z.object({ id: z.number() })).parse(response.json()).data!.id;
}

const post = (path: string, token: string, payload: object = {}) =>
  call(app, 'POST', path, { token, payload });
const inbox = async (token: string) =>
  envelope(z.array(Message)).parse(
    (await post('/user/message/list', token, { page: { number: 1, size: 50 } })).json(),
  ).data!;
const unread = async (token: string) =>
  (await post('/user/message/unreadCount', token)).json().data.count as number;
const newest = async (token: string) =>
  envelope(z.nullable(Message)).parse((await post('/user/message/newest', token)).json()).data;
const delivered = async (token: string, en: string) => (await inbox(token)).find((m) => m.introduceen === en);
const notices = async (query: object = {}) =>
  envelope(z.array(PublishedNotice))
    .extend({ page: z.object({ totalCount: z.number() }) })
    .parse((await callEndpoint(app, endpoints.noticeList, admin, { query })).json());

describe('publishing a notice', () => {
  it('reaches only the users it is addressed to, as an unread announcement of their own', async () => {
    const [demoUnread, otherUnread] = [await unread(demo), await unread(other)];
    const id = await publish({ ...texts('Maintenance on Sunday night'), userIds: [demoId] });
    const message = await delivered(demo, 'Maintenance on Sunday night');
    expect(message).toEqual({
      id: expect.any(Number),
      msgType: 1,
      introducecn: '公告：Maintenance on Sunday night',
      introduceen: 'Maintenance on Sunday night',
      introducetw: '公告：Maintenance on Sunday night',
      createdTime: '2026-11-21 16:00:00',
      popupCount: 0,
      isRead: false,
    });
    expect(await unread(demo)).toBe(demoUnread + 1);
    expect((await newest(demo))?.introduceen).toBe('Maintenance on Sunday night');

    // Another user sees nothing of it, and cannot reach demo's message by its id.
    expect(await delivered(other, 'Maintenance on Sunday night')).toBeUndefined();
    expect(await unread(other)).toBe(otherUnread);
    expect((await newest(other))?.introduceen).not.toBe('Maintenance on Sunday night');
    expect((await post('/user/message/detail', other, { id: message!.id })).statusCode).toBe(404);
    expect((await post('/user/message/addPopupCount', other, { id: message!.id })).statusCode).toBe(404);
    await post('/user/message/read', other, { ids: [message!.id] });
    expect((await delivered(demo, 'Maintenance on Sunday night'))!.isRead).toBe(false);

    const { data } = await notices();
    expect(data!.find((n) => n.id === id)).toEqual({
      id,
      ...texts('Maintenance on Sunday night'),
      recipients: [{ id: demoId, userName: 'demo' }],
      status: 'published',
      createdTime: '2026-11-21 16:00:00',
      updatedTime: '2026-11-21 16:00:00',
    });
  });

  it('addressed to everyone, keeps each reader’s read state and pop-up count their own', async () => {
    await publish(texts('New reports are here'));
    const [forDemo, forOther, forAdmin] = [
      await delivered(demo, 'New reports are here'),
      await delivered(other, 'New reports are here'),
      await delivered(admin, 'New reports are here'),
    ];
    expect([forDemo?.isRead, forOther?.isRead, forAdmin?.isRead]).toEqual([false, false, false]);
    await post('/user/message/detail', demo, { id: forDemo!.id });
    await post('/user/message/addPopupCount', other, { id: forOther!.id });
    await post('/user/message/addPopupCount', other, { id: forOther!.id });
    expect(await delivered(demo, 'New reports are here')).toMatchObject({ isRead: true, popupCount: 0 });
    expect(await delivered(other, 'New reports are here')).toMatchObject({ isRead: false, popupCount: 2 });
    expect((await notices()).data![0]).toMatchObject({
      introduceen: 'New reports are here',
      recipients: null,
    });
  });

  it('changes the text readers see, keeps their read state, and takes it from users no longer addressed', async () => {
    const id = await publish({ ...texts('Price list'), userIds: [demoId, otherId] });
    const first = await delivered(demo, 'Price list');
    await post('/user/message/read', demo, { ids: [first!.id] });
    await publish({ id, ...texts('Price list (corrected)'), userIds: [demoId] });
    expect(await delivered(demo, 'Price list (corrected)')).toMatchObject({ id: first!.id, isRead: true });
    expect(await delivered(other, 'Price list')).toBeUndefined();
    expect(await delivered(other, 'Price list (corrected)')).toBeUndefined();
  });

  it('withdrawn, disappears for its readers and can no longer be changed', async () => {
    const id = await publish(texts('Holiday hours'));
    const message = await delivered(demo, 'Holiday hours');
    const before = await unread(demo);
    const response = await callEndpoint(app, endpoints.noticeWithdraw, admin, { id });
    expect(response.statusCode).toBe(200);
    expect(await delivered(demo, 'Holiday hours')).toBeUndefined();
    expect(await delivered(other, 'Holiday hours')).toBeUndefined();
    expect(await unread(demo)).toBe(before - 1);
    expect((await post('/user/message/detail', demo, { id: message!.id })).statusCode).toBe(404);
    const withdrawn = await notices({ status: 'withdrawn' });
    expect(withdrawn.data!.map((n) => [n.introduceen, n.status])).toEqual([['Holiday hours', 'withdrawn']]);
    const edit = await callEndpoint(
      app,
      endpoints.noticeSave,
      admin,
      { id, ...texts('Holiday hours') },
      { 'Accept-Language': 'en' },
    );
    expect(edit.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(edit.json()).data).toEqual([
      { field: 'id', message: 'This notice has been withdrawn and can no longer be changed' },
    ]);
  });
});

describe('what a notice must have', () => {
  it('refuses a notice without its tw text, naming it in the caller’s language', async () => {
    const before = (await notices()).page.totalCount;
    const body = { introducecn: '维护通知', introduceen: 'Maintenance' };
    const en = await callEndpoint(app, endpoints.noticeSave, admin, body, { 'Accept-Language': 'en' });
    expect(en.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(en.json()).data).toEqual([
      { field: 'introducetw', message: 'This field is required' },
    ]);
    const cn = await callEndpoint(
      app,
      endpoints.noticeSave,
      admin,
      { ...body, introducetw: ' ' },
      { 'Accept-Language': 'zh-CN' },
    );
    expect(ErrorEnvelope.parse(cn.json()).data).toEqual([{ field: 'introducetw', message: '此项为必填项' }]);
    expect((await notices()).page.totalCount).toBe(before);
  });

  it('refuses users that do not exist, and another publisher’s or a missing notice', async () => {
    const unknown = await callEndpoint(app, endpoints.noticeSave, admin, {
      ...texts('x'),
      userIds: [demoId, 9999],
    });
    expect(ErrorEnvelope.parse(unknown.json()).data).toEqual([
      { field: 'userIds', message: 'Choose users that exist' },
    ]);
    expect((await callEndpoint(app, endpoints.noticeWithdraw, admin, { id: 9999 })).statusCode).toBe(404);
    expect(
      (await callEndpoint(app, endpoints.noticeSave, admin, { id: 9999, ...texts('x') })).statusCode,
    ).toBe(404);
  });

  it('lists the users a notice can be addressed to', async () => {
    const response = await callEndpoint(app, endpoints.noticeRecipients, admin, {});
    expect(response.json().data).toEqual([
      { id: expect.any(Number), userName: 'admin' },
      { id: demoId, userName: 'demo' },
      { id: otherId, userName: 'other' },
    ]);
  });
});

describe('who may publish', () => {
  it('answers 403 to a user without system:message:publish', async () => {
    for (const [endpoint, body] of [
      [endpoints.noticeSave, texts('Not mine to say')],
      [endpoints.noticeList, {}],
      [endpoints.noticeWithdraw, { id: 1 }],
      [endpoints.noticeRecipients, {}],
    ] as const) {
      expect((await callEndpoint(app, endpoint, demo, body)).statusCode, endpoint.path).toBe(403);
    }
  });

  it('gives the publishing page to the admin only', async () => {
    const routes = async (token: string) =>
      routePaths((await post('/user/getRouters', token)).json().data as RouteItem[]).filter((p) =>
        p.startsWith('/messageCenter'),
      );
    expect(await routes(admin)).toEqual([
      '/messageCenter',
      '/messageCenter/list',
      '/messageCenter/details',
      '/messageCenter/publish',
    ]);
    expect(await routes(demo)).toEqual(['/messageCenter', '/messageCenter/list', '/messageCenter/details']);
  });
});
