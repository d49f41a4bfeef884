// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { BulkEditPreview, endpoints, envelope, NegativeWordList } from '@adconsole/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedId } from '../drafts/testing/draft-calls';
import { testNow } from '../reports/testing/report-calls';
import { fakeAdvertiser } from '../testing/baidu-fake/fake-data';
import { createEditHandlers, fakeEdits } from '../testing/baidu-fake/fake-edits';
import { reportHandlers } from '../testing/baidu-fake/fake-reports';
import { startBaiduFake } from '../testing/baidu-fake/fake-server';
import { addUser, loginToken, startTestApp } from '../testing/test-app';
import { callEndpoint } from '../http/testing/test-calls';
import { finishedJob, startedJobId } from './testing/change-calls';

// Negatives and a bulk edit with its undo of a Baidu account, through the API to the strict fake of Baidu
// Marketing (docs/baidu-provider.md#ad-edits): what the fake holds afterwards is what the console asked for.

const editHandlers = createEditHandlers({ now: () => testNow });
const getAdgroup = Object.keys(editHandlers).find((path) => path.endsWith('/getAdgroup'))!;
/**
 * A unit whose negatives someone else changes while a job adds to them: its lists are read by the add call, by
 * the job, and a third time by the job right before writing; that third read finds a word added meanwhile.
 */
const interfered = { unitId: 0, reads: 0 };
const fake = await startBaiduFake({
  handlers: {
    ...reportHandlers,
    ...editHandlers,
    [getAdgroup]: async (call, fake) => {
      const ids = (call.body.ids ?? []) as number[];
      const asksNegatives = JSON.stringify(call.body).includes('negativeWords');
      if (asksNegatives && ids.includes(interfered.unitId) && ++interfered.reads === 3) {
        const [unit] = (await editHandlers[getAdgroup]!(call, fake)).data as {
          exactNegativeWords?: string[];
        }[];
        const changed = held.units.get(interfered.unitId) ?? {};
        held.units.set(interfered.unitId, {
          ...changed,
          exactNegativeWords: [...(unit!.exactNegativeWords ?? []), '别人加的'],
        });
      }
      return editHandlers[getAdgroup]!(call, fake);
    },
  },
});
const credentials = { userName: 'edits-baidu', accessToken: 'tok-edits-5b7d2c91' };
fake.accounts.set(credentials.userName, { ...credentials, quota: 1_000_000 });
const advertiser = fakeAdvertiser(credentials.userName).search;
const held = fakeEdits(fake, credentials.userName);

const server = await startTestApp({
  now: () => testNow,
  sandboxProfile: 'test',
  baiduApiBase: fake.url,
  secretKey: 'a-test-secret-key-of-baidu-edits',
  baiduSyncDays: 1,
});
const { app } = server;
afterAll(async () => {
  await server.stop();
  await fake.close();
});

let editor: string;
let accountId: number;
beforeAll(async () => {
  const admin = await loginToken(app, 'admin', 'admin123');
  accountId = await savedId(app, endpoints.providerAccountSave, admin, {
    accountNo: 'edits-search',
    channel: 'search',
    companyId: null,
    provider: 'baidu',
    credentials,
  });
  await addUser(app, {
    userName: 'baidu-editor',
    password: 'editor123',
    role: 'edit',
    accountIds: [accountId],
  });
  editor = await loginToken(app, 'baidu-editor', 'editor123');
});

const call = (endpoint: (typeof endpoints)[keyof typeof endpoints], body: object) =>
  callEndpoint(app, endpoint, editor, { accountId, ...body });

describe('ad changes of a Baidu account', () => {
  it('adds a negative to a unit, written whole to the provider', async () => {
    const unit = advertiser.units[0]!;
    const listed = await call(endpoints.negativeWordList, { level: 'unit', targetId: unit.adgroupId });
    const { version, exact, limits } = envelope(NegativeWordList).parse(listed.json()).data!;
    expect(limits).toEqual({ phrase: 200, exact: 200 });
    const jobId = startedJobId(
      await call(endpoints.negativeWordAdd, {
        level: 'unit',
        targetId: unit.adgroupId,
        matchType: 'exact',
        terms: ['二手回收'],
        version,
      }),
    );
    const job = await finishedJob(app, editor, accountId, jobId);
    expect(job.rows.map((row) => [row.newValue, row.result])).toEqual([['二手回收', 'done']]);
    expect(held.units.get(unit.adgroupId)?.exactNegativeWords).toEqual([...exact, '二手回收']);
  });

  it('writes nothing when the list changed between the merge and the write', async () => {
    const unit = advertiser.units[1]!;
    const listed = await call(endpoints.negativeWordList, { level: 'unit', targetId: unit.adgroupId });
    const { version, exact } = envelope(NegativeWordList).parse(listed.json()).data!;
    interfered.unitId = unit.adgroupId;
    const jobId = startedJobId(
      await call(endpoints.negativeWordAdd, {
        level: 'unit',
        targetId: unit.adgroupId,
        matchType: 'exact',
        terms: ['旧货市场', '二手回收'],
        version,
      }),
    );
    const job = await finishedJob(app, editor, accountId, jobId);
    expect(interfered.reads).toBe(3);
    expect(job.status).toBe('failed');
    const reason =
      'The negative keywords changed at the provider after they were read: nothing was written. Open the list again';
    expect(job.rows.map((row) => [row.newValue, row.result, row.reason])).toEqual([
      ['旧货市场', 'failed', reason],
      ['二手回收', 'failed', reason],
    ]);
    expect(held.units.get(unit.adgroupId)?.exactNegativeWords).toEqual([...exact, '别人加的']);
  });

  it('starts a keyword without its own bid from its unit’s bid', async () => {
    const keyword = advertiser.keywords[5]!;
    held.keywords.set(keyword.keywordId, { ...held.keywords.get(keyword.keywordId), price: null });
    held.units.set(keyword.adgroupId, { ...held.units.get(keyword.adgroupId), maxPrice: 1.5 });
    const previewed = await call(endpoints.bulkEditPreview, {
      level: 'keyword',
      ids: [keyword.keywordId],
      edit: { field: 'bid', op: 'raise', by: 'percent', value: 10 },
    });
    const [row] = envelope(BulkEditPreview).parse(previewed.json()).data!.rows;
    expect(row).toMatchObject({ id: keyword.keywordId, oldValue: '1.50', newValue: '1.65' });
    expect(row!.refused).toBeUndefined();
  });

  it('sets two keywords’ bids, refuses an id the account lacks, and undoes the edit', async () => {
    const [first, second] = advertiser.keywords;
    const ids = [first!.keywordId, second!.keywordId, 424_242];
    const edit = { field: 'bid', op: 'set', value: 2.5 };
    const previewed = await call(endpoints.bulkEditPreview, { level: 'keyword', ids, edit });
    const rows = envelope(BulkEditPreview).parse(previewed.json()).data!.rows;
    expect(rows.map((row) => [row.newValue, row.refused])).toEqual([
      ['2.50', undefined],
      ['2.50', undefined],
      [null, 'Not found in this account'],
    ]);
    const jobId = startedJobId(await call(endpoints.bulkEditApply, { level: 'keyword', ids, edit }));
    const job = await finishedJob(app, editor, accountId, jobId);
    expect(job.status).toBe('partial');
    expect(job.rows.map((row) => row.result)).toEqual(['done', 'done', 'failed']);
    expect(held.keywords.get(first!.keywordId)?.price).toBe(2.5);
    expect(held.keywords.get(second!.keywordId)?.price).toBe(2.5);

    const undoId = startedJobId(await call(endpoints.bulkEditUndo, { jobId }));
    const undo = await finishedJob(app, editor, accountId, undoId);
    expect(undo.rows.map((row) => [row.oldValue, row.newValue, row.result])).toEqual(
      job.rows.slice(0, 2).map((row) => [row.newValue, row.oldValue, 'done']),
    );
    expect(held.keywords.get(first!.keywordId)?.price).toBe(Number(job.rows[0]!.oldValue));
  });
});
