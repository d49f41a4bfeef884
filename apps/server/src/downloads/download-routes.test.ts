// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { existsSync } from 'node:fs';
import { DownloadRecord, ErrorEnvelope, envelope } from '@adconsole/api-client/contract';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDisposition } from '../http/file-reply';
import { addReadyDownload, downloadFileOf, loginToken, startTestApp } from '../testing/test-app';
import { call } from '../http/testing/test-calls';

const server = await startTestApp();
const { app } = server;
afterAll(() => server.stop());

const fileName = '关键词日报 2026-11-01~2026-11-07.xlsx';
let demo: string;
let demoFile: number;
let adminFile: number;
beforeAll(async () => {
  demo = await loginToken(app, 'demo', 'demo123');
  demoFile = await addReadyDownload(app, { userName: 'demo', fileName, content: 'demo rows' });
  adminFile = await addReadyDownload(app, {
    userName: 'admin',
    fileName: 'admin.xlsx',
    content: 'admin rows',
  });
});

const download = (payload: object, headers: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/base-api/marketing/api/v1/downloadExcelRecord/download',
    payload,
    headers,
  });

describe('POST /downloadExcelRecord/download', () => {
  it('answers the user’s file with its UTF-8 name in content-disposition, with a bearer token', async () => {
    const response = await download({ id: demoFile }, { authorization: `Bearer ${demo}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('demo rows');
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="_____ 2026-11-01~2026-11-07.xlsx"; filename*=UTF-8''%E5%85%B3%E9%94%AE%E8%AF%8D%E6%97%A5%E6%8A%A5%202026-11-01~2026-11-07.xlsx`,
    );
  });

  it('accepts the token header too', async () => {
    expect((await download({ id: demoFile }, { token: demo })).body).toBe('demo rows');
  });

  it.each([
    ['another user’s record', () => adminFile],
    ['a record that does not exist', () => 999_999],
  ])('answers 404 and no file for %s', async (_case, id) => {
    const response = await download({ id: id() }, { token: demo });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(ErrorEnvelope.parse(response.json()).code).toBe(404);
  });

  it('answers 404 for a record whose file is not ready', async () => {
    const id = await addReadyDownload(app, {
      userName: 'demo',
      fileName: 'later.xlsx',
      content: '',
      status: 'processing',
    });
    expect((await download({ id }, { token: demo })).statusCode).toBe(404);
  });

  it('answers 400 naming the id, and 401 without a session', async () => {
    const bad = await download({ id: 'one' }, { token: demo });
    expect(bad.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(bad.json()).data).toEqual([
      { field: 'id', message: 'This value is not valid' },
    ]);
    expect(
      (await call(app, 'POST', '/downloadExcelRecord/download', { payload: { id: demoFile } })).statusCode,
    ).toBe(401);
  });
});

const listOf = async (token: string, page: object) => {
  const response = await call(app, 'POST', '/downloadExcelRecord/list', { token, payload: { page } });
  expect(response.statusCode).toBe(200);
  const answer = envelope(z.array(DownloadRecord)).parse(response.json());
  return { ids: answer.data!.map((r) => r.id), records: answer.data!, totalCount: answer.page!.totalCount };
};

describe('POST /downloadExcelRecord/list', () => {
  it('lists only the user’s records, newest first, paged', async () => {
    // More records than the smallest page holds.
    for (let n = 1; n <= 10; n++) {
      await addReadyDownload(app, { userName: 'demo', fileName: `older-${n}.xlsx`, content: 'older' });
    }
    const newer = await addReadyDownload(app, { userName: 'demo', fileName: 'newer.xlsx', content: 'x' });
    const all = await listOf(demo, { number: 1, size: 50 });
    expect(all.ids.length).toBeGreaterThan(10);
    expect(all.ids).not.toContain(adminFile);
    expect(all.ids).toEqual([...all.ids].sort((a, b) => b - a));
    expect(all.ids[0]).toBe(newer);
    expect(all.records[0]).toMatchObject({ name: 'newer.xlsx', status: 'ready', sizeBytes: 1 });
    expect(all.records[0]!.createdTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const second = await listOf(demo, { number: 2, size: 10 });
    expect(second.ids).toEqual(all.ids.slice(10, 20));
    expect(second.totalCount).toBe(all.ids.length);
  });

  it('answers 400 for a bad page and 401 without a session', async () => {
    const bad = await call(app, 'POST', '/downloadExcelRecord/list', {
      token: demo,
      payload: { page: { number: 0, size: 20 } },
    });
    expect(bad.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(bad.json()).data).toEqual([
      { field: 'page.number', message: expect.any(String) },
    ]);
    expect((await call(app, 'POST', '/downloadExcelRecord/list', { payload: {} })).statusCode).toBe(401);
  });
});

describe('POST /downloadExcelRecord/delete', () => {
  it('removes the user’s record and its file', async () => {
    const id = await addReadyDownload(app, { userName: 'demo', fileName: 'gone.xlsx', content: 'gone' });
    const file = await downloadFileOf(app, id);
    expect(existsSync(file)).toBe(true);
    const response = await call(app, 'POST', '/downloadExcelRecord/delete', { token: demo, payload: { id } });
    expect(response.statusCode).toBe(200);
    expect(existsSync(file)).toBe(false);
    expect((await listOf(demo, { number: 1, size: 50 })).ids).not.toContain(id);
    expect((await download({ id }, { token: demo })).statusCode).toBe(404);
  });

  it('answers 404 for another user’s record and leaves it and its file alone', async () => {
    const response = await call(app, 'POST', '/downloadExcelRecord/delete', {
      token: demo,
      payload: { id: adminFile },
    });
    expect(response.statusCode).toBe(404);
    expect(existsSync(await downloadFileOf(app, adminFile))).toBe(true);
  });
});

describe('contentDisposition', () => {
  it('escapes what RFC 5987 does not allow bare and keeps an ASCII fallback', () => {
    expect(contentDisposition(`it's (1) "x".csv`)).toBe(
      `attachment; filename="it's (1) _x_.csv"; filename*=UTF-8''it%27s%20%281%29%20%22x%22.csv`,
    );
  });
});
