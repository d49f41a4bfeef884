// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import {
  BulkEditPreview,
  ChangeJob,
  endpoints,
  envelope,
  ErrorEnvelope,
} from '@adconsole/api-client/contract';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, loginToken, providerAccountId, startTestApp } from '../testing/test-app';
import { callEndpoint } from '../http/testing/test-calls';
import { auditEntries, changeJob, finishedJob, recordedChanges, startedJobId } from './testing/change-calls';

const clock = Date.parse('2026-11-21T08:00:00Z');
const server = await startTestApp({ now: () => clock });
const { app } = server;
afterAll(() => server.stop());

let demo: string;
let colleague: string;
let viewer: string;
let account: number;
let foreignAccount: number;
beforeAll(async () => {
  demo = await loginToken(app, 'demo', 'demo123');
  account = await providerAccountId(app, 'adc-demo-01');
  foreignAccount = await providerAccountId(app, 'adc-admin-01');
  await addUser(app, {
    userName: 'bulk-colleague',
    password: 'colleague1',
    role: 'edit',
    accountIds: [account],
  });
  await addUser(app, {
    userName: 'bulk-viewer',
    password: 'viewer123',
    role: 'viewer',
    accountIds: [account],
  });
  colleague = await loginToken(app, 'bulk-colleague', 'colleague1');
  viewer = await loginToken(app, 'bulk-viewer', 'viewer123');
  // Known values: campaign 1 (units 1–2, keywords 1–8) has a 1,000 yuan budget, campaign 2 one of 60 yuan.
  await setAtProvider('campaign', [
    { id: 1, budgetFen: 100_000, paused: false },
    { id: 2, budgetFen: 6_000, paused: false },
  ]);
  await setAtProvider('keyword', [
    { id: 1, bidFen: 100, paused: false },
    { id: 2, bidFen: 250, paused: false },
    { id: 3, bidFen: 900, paused: false },
    { id: 4, bidFen: 400, paused: true },
    { id: 9, bidFen: 100, paused: false },
  ]);
});

async function setAtProvider(
  level: 'campaign' | 'unit' | 'keyword',
  updates: { id: number; bidFen?: number; budgetFen?: number; paused?: boolean }[],
) {
  const { account: held, provider } = await app.providers.account(account);
  const outcomes = await provider.updateSettings(held, level, updates);
  expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
}
async function atProvider(level: 'campaign' | 'unit' | 'keyword', ids: number[]) {
  const { account: held, provider } = await app.providers.account(account);
  return provider.readSettings(held, level, ids);
}

const call = (
  endpoint: (typeof endpoints)[keyof typeof endpoints],
  body: object,
  token = demo,
  language = 'en',
) => callEndpoint(app, endpoint, token, { accountId: account, ...body }, { 'accept-language': language });
const preview = async (body: object, token = demo, language = 'en') => {
  const response = await call(endpoints.bulkEditPreview, body, token, language);
  if (response.statusCode !== 200) throw new Error(response.body);
  return envelope(BulkEditPreview).parse(response.json()).data!.rows;
};
const slim = (
  rows: {
    id: number;
    oldValue: string | null;
    newValue: string | null;
    clipped?: string;
    refused?: string;
  }[],
) =>
  rows.map(({ id, oldValue, newValue, clipped, refused }) => ({ id, oldValue, newValue, clipped, refused }));

const raiseBids = {
  level: 'keyword',
  ids: [1, 2, 3],
  edit: { field: 'bid', op: 'raise', by: 'percent', value: 20, max: 10 },
};

describe('bulk edits and their undo', () => {
  let editJob: number;

  it('previews a raise by 20 % within a maximum: old → new, the clipped row marked', async () => {
    expect(slim(await preview(raiseBids))).toEqual([
      { id: 1, oldValue: '1.00', newValue: '1.20', clipped: undefined, refused: undefined },
      { id: 2, oldValue: '2.50', newValue: '3.00', clipped: undefined, refused: undefined },
      { id: 3, oldValue: '9.00', newValue: '10.00', clipped: 'max', refused: undefined },
    ]);
    // Nothing changed yet.
    expect((await atProvider('keyword', [1])).map((k) => k.bidFen)).toEqual([100]);
  });

  it('applies as a job with a result per row, recorded as changes and in the audit log', async () => {
    editJob = startedJobId(await call(endpoints.bulkEditApply, raiseBids));
    const job = await finishedJob(app, demo, account, editJob);
    expect(job).toMatchObject({
      kind: 'edit',
      level: 'keyword',
      status: 'done',
      userName: 'demo',
      undoable: true,
    });
    expect(
      job.rows.map(({ id, field, oldValue, newValue, result }) => ({
        id,
        field,
        oldValue,
        newValue,
        result,
      })),
    ).toEqual([
      { id: 1, field: 'bid', oldValue: '1.00', newValue: '1.20', result: 'done' },
      { id: 2, field: 'bid', oldValue: '2.50', newValue: '3.00', result: 'done' },
      { id: 3, field: 'bid', oldValue: '9.00', newValue: '10.00', result: 'done' },
    ]);
    expect((await atProvider('keyword', [1, 2, 3])).map((k) => k.bidFen)).toEqual([120, 300, 1000]);
    expect(
      (await recordedChanges(app, editJob)).map((c) => [
        c.kind,
        c.level,
        c.object_id,
        c.field,
        c.old_value,
        c.new_value,
      ]),
    ).toEqual([
      ['edit', 'keyword', '1', 'bid', '100', '120'],
      ['edit', 'keyword', '2', 'bid', '250', '300'],
      ['edit', 'keyword', '3', 'bid', '900', '1000'],
    ]);
    const entries = (await auditEntries(app, '/bulkEdit/apply')).filter(
      (e) => e.entity_id === String(editJob),
    );
    expect(entries).toMatchObject([{ user_name: 'demo', entity: 'bulkEdit' }]);
  });

  it("refuses another user's undo (403), an unknown job (404), a viewer (403) and another account (403)", async () => {
    for (const [language, msg] of [
      ['en', 'Only the user who made a change can undo it'],
      ['zh-CN', '只有做出修改的用户才能撤销'],
    ] as const) {
      const response = await call(endpoints.bulkEditUndo, { jobId: editJob }, colleague, language);
      expect(response.statusCode).toBe(403);
      expect(ErrorEnvelope.parse(response.json())).toMatchObject({ code: 403, msg });
    }
    expect((await changeJob(app, colleague, account, editJob)).undoable).toBe(false);
    expect((await call(endpoints.bulkEditUndo, { jobId: 99_999 })).statusCode).toBe(404);
    expect((await call(endpoints.bulkEditPreview, { jobId: 99_999 })).statusCode).toBe(404);
    expect((await call(endpoints.bulkEditPreview, raiseBids, viewer)).statusCode).toBe(403);
    expect((await call(endpoints.bulkEditApply, raiseBids, viewer)).statusCode).toBe(403);
    expect((await call(endpoints.bulkEditList, {}, viewer)).statusCode).toBe(403);
    const foreign = await callEndpoint(app, endpoints.bulkEditUndo, demo, {
      accountId: foreignAccount,
      jobId: editJob,
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('undoes after its own preview, leaving a row changed since as it is', async () => {
    await setAtProvider('keyword', [{ id: 2, bidFen: 500 }]);
    expect(slim(await preview({ jobId: editJob }))).toEqual([
      { id: 1, oldValue: '1.20', newValue: '1.00', clipped: undefined, refused: undefined },
      {
        id: 2,
        oldValue: '5.00',
        newValue: '2.50',
        clipped: undefined,
        refused: 'Changed since the edit: left as it is',
      },
      { id: 3, oldValue: '10.00', newValue: '9.00', clipped: undefined, refused: undefined },
    ]);
    const undoJob = startedJobId(await call(endpoints.bulkEditUndo, { jobId: editJob }));
    const undo = await finishedJob(app, demo, account, undoJob, 'zh-CN');
    expect(undo).toMatchObject({ kind: 'undo', status: 'partial', undoOf: editJob, undoable: false });
    expect(undo.rows.map((row) => [row.id, row.result, row.reason])).toEqual([
      [1, 'done', undefined],
      [2, 'failed', '修改之后已有变化，保持不变'],
      [3, 'done', undefined],
    ]);
    expect((await atProvider('keyword', [1, 2, 3])).map((k) => k.bidFen)).toEqual([100, 500, 900]);
    expect(
      (await recordedChanges(app, undoJob)).map((c) => [c.kind, c.object_id, c.old_value, c.new_value]),
    ).toEqual([
      ['undo', '1', '120', '100'],
      ['undo', '3', '1000', '900'],
    ]);
    expect(await changeJob(app, demo, account, editJob)).toMatchObject({
      undoneBy: undoJob,
      undoable: false,
    });
    const again = await call(endpoints.bulkEditUndo, { jobId: editJob });
    expect(again.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(again.json()).msg).toBe('This change has already been undone');
    expect((await call(endpoints.bulkEditUndo, { jobId: undoJob })).statusCode).toBe(400);
  });

  it("refuses rows outside the provider's range, with the reason, instead of clipping them", async () => {
    const bids = await preview({
      level: 'keyword',
      ids: [1, 9],
      edit: { field: 'bid', op: 'set', value: 70 },
    });
    // Keyword 9 is in campaign 2, whose budget is 60 yuan.
    expect(slim(bids)).toEqual([
      { id: 1, oldValue: '1.00', newValue: '70.00', clipped: undefined, refused: undefined },
      {
        id: 9,
        oldValue: '1.00',
        newValue: '70.00',
        clipped: undefined,
        refused: 'A bid may not be above its campaign’s daily budget',
      },
    ]);
    const tooHigh = await preview({
      level: 'keyword',
      ids: [1],
      edit: { field: 'bid', op: 'set', value: 1000 },
    });
    expect(tooHigh[0]!.refused).toBe('A bid must be above 0 and at most 999.99 RMB');
    const budgets = await preview(
      { level: 'campaign', ids: [1, 2], edit: { field: 'budget', op: 'lower', value: 20, by: 'amount' } },
      demo,
      'zh-CN',
    );
    expect(slim(budgets)).toEqual([
      { id: 1, oldValue: '1000.00', newValue: '980.00', clipped: undefined, refused: undefined },
      {
        id: 2,
        oldValue: '60.00',
        newValue: '40.00',
        clipped: undefined,
        refused: '日预算须在 50 元至 10,000,000 元之间',
      },
    ]);
  });

  it('applies with a partial failure: each row says why, the rest changed', async () => {
    const jobId = startedJobId(
      await call(endpoints.bulkEditApply, {
        level: 'campaign',
        ids: [1, 2, 777],
        edit: { field: 'budget', op: 'lower', value: 20, by: 'amount', min: 45 },
      }),
    );
    const job = await finishedJob(app, demo, account, jobId);
    expect(job.status).toBe('partial');
    expect(
      job.rows.map(({ id, oldValue, newValue, result, reason }) => ({
        id,
        oldValue,
        newValue,
        result,
        reason,
      })),
    ).toEqual([
      { id: 1, oldValue: '1000.00', newValue: '980.00', result: 'done', reason: undefined },
      {
        id: 2,
        oldValue: '60.00',
        newValue: '45.00',
        result: 'failed',
        reason: 'A daily budget must be from 50 to 10,000,000 RMB',
      },
      { id: 777, oldValue: null, newValue: null, result: 'failed', reason: 'Not found in this account' },
    ]);
    expect((await atProvider('campaign', [1, 2])).map((c) => c.budgetFen)).toEqual([98_000, 6_000]);
  });

  it('pauses and enables, skipping a row already at the value', async () => {
    const rows = await preview({ level: 'keyword', ids: [4, 1], edit: { field: 'status', value: 'paused' } });
    expect(slim(rows)).toEqual([
      { id: 4, oldValue: 'paused', newValue: 'paused', clipped: undefined, refused: 'Already at this value' },
      { id: 1, oldValue: 'enabled', newValue: 'paused', clipped: undefined, refused: undefined },
    ]);
    const jobId = startedJobId(
      await call(endpoints.bulkEditApply, {
        level: 'keyword',
        ids: [4, 1],
        edit: { field: 'status', value: 'paused' },
      }),
    );
    const job = await finishedJob(app, demo, account, jobId);
    expect(job.status).toBe('done');
    expect(job.rows.map((row) => row.result)).toEqual(['skipped', 'done']);
    expect((await atProvider('keyword', [1, 4])).map((k) => k.paused)).toEqual([true, true]);
  });

  it('answers 404 when the account holds none of the ids and 400 for a field the level lacks', async () => {
    const none = await call(endpoints.bulkEditPreview, {
      level: 'unit',
      ids: [5000, 5001],
      edit: { field: 'bid', op: 'set', value: 1 },
    });
    expect(none.statusCode).toBe(404);
    const budgetOfKeyword = await call(endpoints.bulkEditApply, {
      level: 'keyword',
      ids: [1],
      edit: { field: 'budget', op: 'set', value: 100 },
    });
    expect(budgetOfKeyword.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(budgetOfKeyword.json()).data).toEqual([
      { field: 'edit.field', message: 'This value is not valid' },
    ]);
    const minAboveMax = await call(endpoints.bulkEditPreview, {
      level: 'keyword',
      ids: [1],
      edit: { field: 'bid', op: 'raise', value: 1, min: 5, max: 2 },
    });
    expect(minAboveMax.statusCode).toBe(400);
  });

  it("lists the account's jobs newest first", async () => {
    const response = await call(endpoints.bulkEditList, { page: { number: 1, size: 10 } });
    const jobs = envelope(z.array(ChangeJob)).parse(response.json()).data!;
    expect(jobs.map((job) => job.kind)).toEqual(['edit', 'edit', 'undo', 'edit']);
    expect(jobs[3]!.id).toBe(editJob);
  });
});

describe('the bounds of a raise or a lower (docs/requirements.md#ad-changes)', () => {
  const bounded = (rows: Awaited<ReturnType<typeof preview>>) =>
    rows.map(({ id, oldValue, newValue, clipped, pastBound, refused }) => ({
      id,
      oldValue,
      newValue,
      clipped,
      pastBound,
      refused,
    }));
  const raiseToFive = {
    level: 'keyword',
    ids: [5, 6, 7],
    edit: { field: 'bid', op: 'raise', by: 'percent', value: 20, max: 5 },
  };

  beforeAll(async () => {
    // Campaign 1's keywords 5–8: one above the maximum of 5 yuan, one that 20 % takes past it, one within it,
    // and one below a minimum of 1 yuan.
    await setAtProvider('keyword', [
      { id: 5, bidFen: 997 },
      { id: 6, bidFen: 450 },
      { id: 7, bidFen: 200 },
      { id: 8, bidFen: 80 },
    ]);
  });

  it('never lowers a bid already above the maximum of a raise: left as it is and marked', async () => {
    expect(bounded(await preview(raiseToFive))).toEqual([
      {
        id: 5,
        oldValue: '9.97',
        newValue: '9.97',
        clipped: undefined,
        pastBound: 'max',
        refused: 'Already above the maximum: left as it is',
      },
      { id: 6, oldValue: '4.50', newValue: '5.00', clipped: 'max', pastBound: undefined, refused: undefined },
      {
        id: 7,
        oldValue: '2.00',
        newValue: '2.40',
        clipped: undefined,
        pastBound: undefined,
        refused: undefined,
      },
    ]);
  });

  it('never raises a bid already below the minimum of a lower, in the caller’s language', async () => {
    const rows = await preview(
      {
        level: 'keyword',
        ids: [8, 7],
        edit: { field: 'bid', op: 'lower', by: 'percent', value: 20, min: 1 },
      },
      demo,
      'zh-CN',
    );
    expect(bounded(rows)).toEqual([
      {
        id: 8,
        oldValue: '0.80',
        newValue: '0.80',
        clipped: undefined,
        pastBound: 'min',
        refused: '已低于最小值，保持不变',
      },
      {
        id: 7,
        oldValue: '2.00',
        newValue: '1.60',
        clipped: undefined,
        pastBound: undefined,
        refused: undefined,
      },
    ]);
  });

  it('holds a set value within both bounds, as it is explicit', async () => {
    const above = await preview({
      level: 'keyword',
      ids: [5, 8],
      edit: { field: 'bid', op: 'set', value: 7, min: 1, max: 5 },
    });
    expect(bounded(above)).toEqual([
      { id: 5, oldValue: '9.97', newValue: '5.00', clipped: 'max', pastBound: undefined, refused: undefined },
      { id: 8, oldValue: '0.80', newValue: '5.00', clipped: 'max', pastBound: undefined, refused: undefined },
    ]);
    const below = await preview({
      level: 'keyword',
      ids: [5],
      edit: { field: 'bid', op: 'set', value: 0.5, min: 1 },
    });
    expect(bounded(below)).toEqual([
      { id: 5, oldValue: '9.97', newValue: '1.00', clipped: 'min', pastBound: undefined, refused: undefined },
    ]);
  });

  it('skips the row past the bound when it applies, and the undo puts back only the rows it changed', async () => {
    const jobId = startedJobId(await call(endpoints.bulkEditApply, raiseToFive));
    const job = await finishedJob(app, demo, account, jobId);
    expect(job.status).toBe('done');
    expect(
      job.rows.map(({ id, oldValue, newValue, result, reason }) => [id, oldValue, newValue, result, reason]),
    ).toEqual([
      [5, '9.97', '9.97', 'skipped', 'Already above the maximum: left as it is'],
      [6, '4.50', '5.00', 'done', undefined],
      [7, '2.00', '2.40', 'done', undefined],
    ]);
    expect((await atProvider('keyword', [5, 6, 7])).map((k) => k.bidFen)).toEqual([997, 500, 240]);
    expect(bounded(await preview({ jobId }))).toEqual([
      {
        id: 6,
        oldValue: '5.00',
        newValue: '4.50',
        clipped: undefined,
        pastBound: undefined,
        refused: undefined,
      },
      {
        id: 7,
        oldValue: '2.40',
        newValue: '2.00',
        clipped: undefined,
        pastBound: undefined,
        refused: undefined,
      },
    ]);
    const undoJob = startedJobId(await call(endpoints.bulkEditUndo, { jobId }));
    expect((await finishedJob(app, demo, account, undoJob)).status).toBe('done');
    expect((await atProvider('keyword', [5, 6, 7])).map((k) => k.bidFen)).toEqual([997, 450, 200]);
  });
});
