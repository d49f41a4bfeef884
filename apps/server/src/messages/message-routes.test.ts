// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { ErrorEnvelope, Message, envelope } from '@adconsole/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addUser, loginToken, startTestApp } from '../testing/test-app';
import { call } from '../http/testing/test-calls';

const now = Date.parse('2026-11-21T08:00:00Z');
const server = await startTestApp({ now: () => now });
const { app } = server;
afterAll(() => server.stop());

let demo: string;
let admin: string;
beforeAll(async () => {
  demo = await loginToken(app, 'demo', 'demo123');
  admin = await loginToken(app, 'admin', 'admin123');
});

const post = (path: string, token: string, payload: object = {}) =>
  call(app, 'POST', path, { token, payload });
const messages = async (token: string, payload: object = {}) =>
  envelope(z.array(Message)).parse((await post('/user/message/list', token, payload)).json());
const unread = async (token: string) =>
  envelope(z.object({ count: z.number() })).parse((await post('/user/message/unreadCount', token)).json())
    .data!.count;

describe('the message centre', () => {
  it('lists the user’s messages newest first, in all three languages, with paging', async () => {
    const { data, page } = await messages(demo, { page: { number: 1, size: 10 } });
    expect(page).toEqual({ number: 1, size: 10, sortCol: 'createdTime', sortOrder: 'desc', totalCount: 2 });
    expect(data).toHaveLength(2);
    expect(data![0]).toEqual(
      expect.objectContaining({
        msgType: 1,
        introduceen: 'Exports now wait in the download centre until you download them.',
        introducecn: '导出的文件现保存在下载中心，直至您下载。',
        createdTime: '2026-11-20 16:00:00',
        popupCount: 0,
        isRead: false,
      }),
    );
    expect(data![1]!.createdTime < data![0]!.createdTime).toBe(true);
    const past = await messages(demo, { page: { number: 2, size: 10 } });
    expect(past.data).toEqual([]);
    expect(past.page).toEqual({
      number: 2,
      size: 10,
      sortCol: 'createdTime',
      sortOrder: 'desc',
      totalCount: 2,
    });
  });

  it('marks messages read through detail and read, and counts the unread ones', async () => {
    const [newest, oldest] = (await messages(demo)).data!;
    expect(await unread(demo)).toBe(2);
    const detail = envelope(Message).parse(
      (await post('/user/message/detail', demo, { id: newest!.id })).json(),
    );
    expect(detail.data).toMatchObject({ id: newest!.id, isRead: true });
    expect(await unread(demo)).toBe(1);
    expect((await messages(demo, { query: { isRead: false } })).data!.map((m) => m.id)).toEqual([oldest!.id]);
    await post('/user/message/read', demo, { ids: [oldest!.id] });
    expect(await unread(demo)).toBe(0);
    expect(await unread(admin)).toBe(2);
  });

  it('answers the newest message and counts its pop-ups', async () => {
    const newest = async () =>
      envelope(z.nullable(Message)).parse((await post('/user/message/newest', admin)).json()).data!;
    const before = await newest();
    expect(before.popupCount).toBe(0);
    expect(
      ErrorEnvelope.parse((await post('/user/message/addPopupCount', admin, { id: before.id })).json()).code,
    ).toBe(200);
    expect((await newest()).popupCount).toBe(1);
  });

  it('keeps other users’ messages out of reach: 404, and nothing changes', async () => {
    const [adminMessage] = (await messages(admin)).data!;
    expect((await post('/user/message/detail', demo, { id: adminMessage!.id })).statusCode).toBe(404);
    expect((await post('/user/message/addPopupCount', demo, { id: adminMessage!.id })).statusCode).toBe(404);
    expect((await post('/user/message/read', demo, { ids: [adminMessage!.id] })).statusCode).toBe(404);
    const [demoMessage] = (await messages(demo)).data!;
    const mixed = await post('/user/message/read', demo, { ids: [demoMessage!.id, adminMessage!.id] });
    expect(mixed.statusCode).toBe(404);
    expect((await messages(admin)).data![0]).toEqual(adminMessage);
  });

  it('answers 400 naming bad fields and 401 without a session', async () => {
    const bad = await post('/user/message/read', demo, { ids: [] });
    expect(bad.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(bad.json()).data).toEqual([{ field: 'ids', message: 'Choose at least 1' }]);
    const badPage = await post('/user/message/list', demo, { page: { number: 0 } });
    expect(ErrorEnvelope.parse(badPage.json()).data).toEqual([
      { field: 'page.number', message: 'Enter a value of at least 1' },
    ]);
    for (const path of ['/user/message/list', '/user/message/unreadCount', '/user/message/newest']) {
      expect((await call(app, 'POST', path, { payload: {} })).statusCode).toBe(401);
    }
  });
});

describe('the list calls of the message centre: the unread ones and the newest one', () => {
  /** A user of their own with `count` messages, one a second up to `now`; the first `read` of them read. */
  async function userWithMessages(userName: string, count: number, read = 0) {
    const userId = await addUser(app, { userName, password: 'reader123', role: 'viewer' });
    const rows = Array.from({ length: count }, (_, index) => ({
      user_id: userId,
      msg_type: 2,
      introduce_cn: `消息 ${index + 1}`,
      introduce_en: `Message ${index + 1}`,
      introduce_tw: `訊息 ${index + 1}`,
      is_read: index < read ? 1 : 0,
      created_time: now - (count - index) * 1000,
    }));
    for (let start = 0; start < rows.length; start += 1000) {
      await app.entities.db
        .insertInto('user_messages')
        .values(rows.slice(start, start + 1000))
        .execute();
    }
    return loginToken(app, userName, 'reader123');
  }

  it('answers every unread message with page size 10000 and query.isRead, as many as unreadCount', async () => {
    const reader = await userWithMessages('reader', 5, 2);
    const { data, page } = await messages(reader, {
      page: { number: 1, size: 10000 },
      query: { isRead: false },
    });
    expect(page).toEqual({
      number: 1,
      size: 10000,
      sortCol: 'createdTime',
      sortOrder: 'desc',
      totalCount: 3,
    });
    expect(data!.map((m) => [m.introduceen, m.isRead])).toEqual([
      ['Message 5', false],
      ['Message 4', false],
      ['Message 3', false],
    ]);
    expect(await unread(reader)).toBe(3);
    const read = await messages(reader, { page: { number: 1, size: 10000 }, query: { isRead: true } });
    expect(read.data!.map((m) => m.introduceen)).toEqual(['Message 2', 'Message 1']);
  });

  it('answers the newest message with page size 1, the same one as newest', async () => {
    const reader = await userWithMessages('newest-reader', 3);
    const { data, page } = await messages(reader, { page: { number: 1, size: 1 } });
    expect(page).toEqual({ number: 1, size: 1, sortCol: 'createdTime', sortOrder: 'desc', totalCount: 3 });
    expect(data!.map((m) => m.introduceen)).toEqual(['Message 3']);
    const newest = envelope(z.nullable(Message)).parse((await post('/user/message/newest', reader)).json());
    expect(data).toEqual([newest.data]);
    const unreadOnes = await messages(reader, { page: { number: 1, size: 1 }, query: { isRead: false } });
    expect(unreadOnes.data!.map((m) => m.introduceen)).toEqual(['Message 3']);
  });

  it('never answers more than 10000 messages in one page', async () => {
    const reader = await userWithMessages('many-reader', 10001);
    const first = await messages(reader, { page: { number: 1, size: 10000 }, query: { isRead: false } });
    expect(first.page).toEqual({
      number: 1,
      size: 10000,
      sortCol: 'createdTime',
      sortOrder: 'desc',
      totalCount: 10001,
    });
    expect(first.data).toHaveLength(10000);
    expect(first.data![0]!.introduceen).toBe('Message 10001');
    const rest = await messages(reader, { page: { number: 2, size: 10000 }, query: { isRead: false } });
    expect(rest.data!.map((m) => m.introduceen)).toEqual(['Message 1']);
  });

  it.each([2, 100, 10001])('refuses page size %i with 400', async (size) => {
    const response = await post('/user/message/list', demo, { page: { number: 1, size } });
    expect(response.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(response.json()).data).toEqual([
      { field: 'page.size', message: expect.any(String) },
    ]);
  });
});
