// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ErrorEnvelope } from '@adconsole/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadsDir } from '../downloads/download-files';
import { testNow, testRanges } from '../reports/testing/report-calls';
import {
  downloadFileOf,
  loginToken,
  providerAccountId,
  restartOn,
  startTestApp,
  userIdOf,
} from '../testing/test-app';
import { call } from '../http/testing/test-calls';
import { createExport, finishedRecord, postExport } from './testing/export-calls';

const dayMs = 24 * 60 * 60 * 1000;
let clock = testNow;
const limits = { pendingExportsPerUser: 2, exportRetentionMs: 3 * dayMs };
const first = await startTestApp({ now: () => clock, sandboxProfile: 'test', limits });
let app = first.app;
afterAll(async () => {
  await app.close();
  await first.removeStores();
});

let token: string;
let accountId: number;
let userId: number;
beforeAll(async () => {
  token = await loginToken(app, 'demo', 'demo123');
  accountId = await providerAccountId(app, 'adc-shared-01');
  userId = await userIdOf(app, 'demo');
});

const unitExport = (headers: Record<string, string> = {}) =>
  postExport(
    app,
    token,
    'search',
    'unit',
    { accountId, query: { ...testRanges.week, timeUnit: 'week' } },
    headers,
  );
const newExport = () =>
  createExport(app, token, 'search', 'unit', { accountId, query: { ...testRanges.week, timeUnit: 'week' } });

/** A download record of the demo user in a given state, as a crash or a queue leaves it. */
async function addRecord(status: 'pending' | 'processing' | 'ready', filePath: string | null = null) {
  const { id } = await app.entities.db
    .insertInto('download_records')
    .values({
      user_id: userId,
      account_id: accountId,
      name: 'left.xlsx',
      report: 'searchUnit',
      file_name: 'left.xlsx',
      file_path: filePath,
      status,
      begin_date: null,
      end_date: null,
      error: null,
      created_time: clock,
      updated_time: clock,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
const recordIds = async () =>
  (await app.entities.db.selectFrom('download_records').select('id').execute()).map((r) => r.id);
const jobIds = async () =>
  (await app.entities.db.selectFrom('export_jobs').select('record_id').execute()).map((r) => r.record_id);
const userFiles = () => readdirSync(path.join(downloadsDir(app.filesDir), String(userId))).sort();

describe('pending exports per user', () => {
  it('refuses one more export than the limit with a clear message, and stores nothing', async () => {
    const waiting = [await addRecord('pending'), await addRecord('processing')];
    const before = await recordIds();
    const refused = await unitExport({ 'accept-language': 'zh-CN' });
    expect(refused.statusCode).toBe(429);
    expect(ErrorEnvelope.parse(refused.json())).toEqual({
      code: 429,
      msg: '已有 2 个导出在排队或进行中，请等其中一个完成后再导出',
    });
    expect(await recordIds()).toEqual(before);
    await app.entities.db.deleteFrom('download_records').where('id', 'in', waiting).execute();
    expect((await unitExport()).statusCode).toBe(200);
    await app.exportRunner.idle();
  });
});

describe('the account rule', () => {
  it('refuses an export whose query names another user’s account beside the body’s own, and stores nothing', async () => {
    const foreign = await providerAccountId(app, 'adc-admin-01');
    const before = await recordIds();
    const response = await postExport(app, token, 'search', 'unit', {
      accountId,
      query: { ...testRanges.week, timeUnit: 'week', accountId: foreign },
    });
    expect(response.statusCode).toBe(403);
    expect(await recordIds()).toEqual(before);
  });
});

describe('records, jobs and files', () => {
  it('removes the job row with its record', async () => {
    const id = await newExport();
    await finishedRecord(app, token, id);
    expect(await jobIds()).toContain(id);
    const response = await call(app, 'POST', '/downloadExcelRecord/delete', { token, payload: { id } });
    expect(response.statusCode).toBe(200);
    expect(await jobIds()).not.toContain(id);
  });

  it('removes records, their jobs and files once they are older than the retention time', async () => {
    const old = await newExport();
    expect(await finishedRecord(app, token, old)).toMatchObject({ status: 'ready' });
    const oldFile = await downloadFileOf(app, old);
    clock += 2 * dayMs;
    token = await loginToken(app, 'demo', 'demo123');
    const recent = await newExport();
    await finishedRecord(app, token, recent);
    clock += 1 * dayMs + 1;
    token = await loginToken(app, 'demo', 'demo123');
    await app.exportRunner.removeExpired();
    expect(await recordIds()).not.toContain(old);
    expect(await jobIds()).not.toContain(old);
    expect(existsSync(oldFile)).toBe(false);
    expect(await recordIds()).toContain(recent);
    expect(existsSync(await downloadFileOf(app, recent))).toBe(true);
  });

  it('removes partial files and files without a record when the jobs start again', async () => {
    const kept = await newExport();
    await finishedRecord(app, token, kept);
    const readyFiles = async () => {
      const ready = await app.entities.db
        .selectFrom('download_records')
        .select('id')
        .where('status', '=', 'ready')
        .execute();
      return Promise.all(ready.map(async ({ id }) => path.basename(await downloadFileOf(app, id))));
    };
    const before = await readyFiles();
    // What kill -9 leaves: a job at processing with half its file written, and the file of a job whose
    // record was deleted while the process was down.
    const interrupted = await addRecord('processing');
    await app.entities.db
      .insertInto('export_jobs')
      .values({
        record_id: interrupted,
        channel: 'search',
        section: 'unit',
        request: JSON.stringify({ accountId, query: { ...testRanges.week, timeUnit: 'week' } }),
        language: 'en',
      })
      .execute();
    const folder = path.join(downloadsDir(app.filesDir), String(userId));
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, `${interrupted}-half-written.xlsx`), 'PK partial');
    writeFileSync(path.join(folder, '999999-deleted-record.xlsx'), 'PK partial');
    await app.close();

    app = await restartOn(first, {
      now: () => clock,
      sandboxProfile: 'test',
      limits,
    });
    await app.reportSync.caughtUp();
    token = await loginToken(app, 'demo', 'demo123');
    expect(await finishedRecord(app, token, interrupted)).toMatchObject({ status: 'ready' });
    const rewritten = path.basename(await downloadFileOf(app, interrupted));
    expect(userFiles()).toEqual([...before, rewritten].sort());
    expect(before).toContain(path.basename(await downloadFileOf(app, kept)));
  });
});
