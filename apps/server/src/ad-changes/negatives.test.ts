// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { endpoints, envelope, ErrorEnvelope, NegativeWordList } from '@adconsole/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, loginToken, providerAccountId, startTestApp } from '../testing/test-app';
import { callEndpoint } from '../http/testing/test-calls';
import { auditEntries, finishedJob, recordedChanges, startedJobId } from './testing/change-calls';

const clock = Date.parse('2026-11-21T08:00:00Z');
const server = await startTestApp({ now: () => clock });
const { app } = server;
afterAll(() => server.stop());

let demo: string;
let viewer: string;
let account: number;
let foreignAccount: number;
beforeAll(async () => {
  demo = await loginToken(app, 'demo', 'demo123');
  account = await providerAccountId(app, 'adc-demo-01');
  foreignAccount = await providerAccountId(app, 'adc-admin-01');
  await addUser(app, {
    userName: 'neg-viewer',
    password: 'viewer123',
    role: 'viewer',
    accountIds: [account],
  });
  viewer = await loginToken(app, 'neg-viewer', 'viewer123');
  // Known lists to add against: unit 1 (of campaign 1), unit 2 nearly full, and campaign 1.
  const { account: held, provider } = await app.providers.account(account);
  await provider.writeNegatives(held, 'unit', 1, { phrase: ['免费'], exact: ['招聘'] });
  const nearlyFull = Array.from({ length: 199 }, (_, n) => `word${n}`);
  await provider.writeNegatives(held, 'unit', 2, { phrase: [], exact: nearlyFull });
  await provider.writeNegatives(held, 'campaign', 1, { phrase: ['兼职'], exact: [] });
});

const list = async (level: 'unit' | 'campaign', targetId: number) => {
  const response = await callEndpoint(app, endpoints.negativeWordList, demo, {
    accountId: account,
    level,
    targetId,
  });
  return envelope(NegativeWordList).parse(response.json()).data!;
};
const add = (body: object, token = demo, language = 'en') =>
  callEndpoint(
    app,
    endpoints.negativeWordAdd,
    token,
    { accountId: account, ...body },
    { 'accept-language': language },
  );

describe('negative keywords of a unit or campaign', () => {
  it("lists a unit's words with its campaign's, the limits and a version", async () => {
    const unit = await list('unit', 1);
    expect(unit).toMatchObject({
      level: 'unit',
      targetId: 1,
      phrase: ['免费'],
      exact: ['招聘'],
      limits: { phrase: 200, exact: 200 },
      campaign: { id: 1, phrase: ['兼职'], exact: [], limits: { phrase: 200, exact: 400 } },
    });
    expect(unit.targetName).not.toBe('');
    expect(unit.version).toMatch(/^[0-9a-f]{32}$/);
    const campaign = await list('campaign', 1);
    expect(campaign).toMatchObject({ phrase: ['兼职'], exact: [], limits: { phrase: 200, exact: 400 } });
    expect(campaign.campaign).toBeUndefined();
  });

  it('adds each term on its own: duplicates skipped, a word too long failed, the rest written', async () => {
    const { version } = await list('unit', 1);
    const tooLong = '关键词'.repeat(7); // 21 characters: 42 bytes.
    const response = await add({
      level: 'unit',
      targetId: 1,
      matchType: 'phrase',
      terms: ['免费', '兼职', ' 二手 ', '二手', 'FREE trial', 'free TRIAL', tooLong, '便宜'],
      version,
    });
    const jobId = startedJobId(response);
    const job = await finishedJob(app, demo, account, jobId);
    expect(job).toMatchObject({
      kind: 'negative',
      level: 'unit',
      status: 'partial',
      userName: 'demo',
      undoable: false,
    });
    expect(
      job.rows.map(({ newValue, result, reason, field }) => ({ newValue, result, reason, field })),
    ).toEqual([
      {
        newValue: '免费',
        result: 'skipped',
        reason: 'Already a negative keyword here',
        field: 'negativePhrase',
      },
      {
        newValue: '兼职',
        result: 'skipped',
        reason: 'Already a negative keyword of its campaign',
        field: 'negativePhrase',
      },
      { newValue: '二手', result: 'done', reason: undefined, field: 'negativePhrase' },
      { newValue: 'FREE trial', result: 'done', reason: undefined, field: 'negativePhrase' },
      {
        newValue: tooLong,
        result: 'failed',
        reason: 'Longer than 40 bytes (a Chinese character counts as 2)',
        field: 'negativePhrase',
      },
      { newValue: '便宜', result: 'done', reason: undefined, field: 'negativePhrase' },
    ]);
    const cn = await finishedJob(app, demo, account, jobId, 'zh-CN');
    expect(cn.rows[0]!.reason).toBe('已是此处的否定关键词');
    expect(cn.rows[4]!.reason).toBe('超过 40 个字节（一个汉字按 2 个字节计算）');

    const after = await list('unit', 1);
    expect(after.phrase).toEqual(['免费', '二手', 'FREE trial', '便宜']);
    expect(after.exact).toEqual(['招聘']);
    expect(after.version).not.toBe(version);
    expect(await recordedChanges(app, jobId)).toEqual(
      ['二手', 'FREE trial', '便宜'].map((term) => ({
        kind: 'negative',
        level: 'unit',
        object_id: '1',
        field: 'negativePhrase',
        old_value: null,
        new_value: term,
        source: 'console',
      })),
    );
    const [entry] = (await auditEntries(app, '/negativeWord/add')).filter(
      (e) => e.entity_id === String(jobId),
    );
    expect(entry).toMatchObject({ user_name: 'demo', entity: 'negativeWords' });
    expect(JSON.parse(entry!.after_json!)).toMatchObject({ level: 'unit', targetId: 1, matchType: 'phrase' });
  });

  it('fails the terms past the limit of the list and adds those before it', async () => {
    const { version } = await list('unit', 2);
    const jobId = startedJobId(
      await add({ level: 'unit', targetId: 2, matchType: 'exact', terms: ['一', '二', '三'], version }),
    );
    const job = await finishedJob(app, demo, account, jobId);
    expect(job.status).toBe('partial');
    expect(job.rows.map((row) => [row.newValue, row.result, row.reason])).toEqual([
      ['一', 'done', undefined],
      ['二', 'failed', 'The list already holds as many negative keywords as the provider allows'],
      ['三', 'failed', 'The list already holds as many negative keywords as the provider allows'],
    ]);
    expect((await list('unit', 2)).exact).toHaveLength(200);
  });

  it('refuses with 409 when the lists changed since the user read them, writing nothing', async () => {
    const { version } = await list('campaign', 1);
    const { account: held, provider } = await app.providers.account(account);
    await provider.writeNegatives(held, 'campaign', 1, { phrase: ['兼职', '培训'], exact: [] });
    for (const [language, msg] of [
      [
        'en',
        'The negative keywords changed at the provider after they were read: nothing was written. Open the list again',
      ],
      ['zh-CN', '读取之后媒体上的否定关键词已有变化，未写入任何内容。请重新打开列表'],
    ] as const) {
      const response = await add(
        { level: 'campaign', targetId: 1, matchType: 'phrase', terms: ['便宜'], version },
        demo,
        language,
      );
      expect(response.statusCode).toBe(409);
      expect(ErrorEnvelope.parse(response.json())).toMatchObject({ code: 409, msg });
    }
    expect((await list('campaign', 1)).phrase).toEqual(['兼职', '培训']);
  });

  it('answers 404 for a unit the account does not hold, 403 to a viewer and for another account', async () => {
    const unknown = await callEndpoint(app, endpoints.negativeWordList, demo, {
      accountId: account,
      level: 'unit',
      targetId: 9999,
    });
    expect(unknown.statusCode).toBe(404);
    const { version } = await list('unit', 1);
    const body = { level: 'unit', targetId: 1, matchType: 'exact', terms: ['二手'], version };
    expect((await add(body, viewer)).statusCode).toBe(403);
    const viewerList = await callEndpoint(app, endpoints.negativeWordList, viewer, {
      accountId: account,
      level: 'unit',
      targetId: 1,
    });
    expect(viewerList.statusCode).toBe(403);
    const foreign = await callEndpoint(app, endpoints.negativeWordAdd, demo, {
      ...body,
      accountId: foreignAccount,
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('refuses a term over 200 characters and an empty list of terms with 400', async () => {
    const { version } = await list('unit', 1);
    for (const terms of [[], ['x'.repeat(201)], ['  ']]) {
      const response = await add({ level: 'unit', targetId: 1, matchType: 'exact', terms, version });
      expect(response.statusCode).toBe(400);
    }
  });
});
