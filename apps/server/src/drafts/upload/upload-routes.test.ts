// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import {
  endpoints,
  envelope,
  ErrorEnvelope,
  UploadDetail,
  UploadRecord,
} from '@adconsole/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginToken, providerAccountId, startTestApp, userIdOf } from '../../testing/test-app';
import { callEndpoint } from '../../http/testing/test-calls';
import { draftDetail, savedId } from '../testing/draft-calls';
import { plantRefusedKeyword, uploadableDraft, uploadedDraft } from './testing/upload-calls';

const clock = Date.parse('2026-11-21T08:00:00Z');
const server = await startTestApp({ now: () => clock, sandboxUploadSeconds: 1 });
const { app } = server;
afterAll(() => server.stop());

let demo: string;
let account: number;
beforeAll(async () => {
  demo = await loginToken(app, 'demo', 'demo123');
  account = await providerAccountId(app, 'adc-demo-01');
});

const upload = (id: number) => callEndpoint(app, endpoints.draftUpload, demo, { id });
const reportList = async (query: object) => {
  const response = await callEndpoint(app, endpoints.draftReportList, demo, { query });
  return envelope(z.array(UploadRecord)).parse(response.json());
};
const reportDetail = async (id: number) => {
  const response = await callEndpoint(app, endpoints.draftReportDetail, demo, { id });
  return envelope(UploadDetail).parse(response.json()).data!;
};
/** What the sandbox provider holds of a draft's items: each item key with how many times it was created. */
const heldAtProvider = async (accountId: number) =>
  (await app.entities.db

    .selectFrom('sandbox_provider_items')
    .select(['item_key'])
    .select((eb) => eb.fn.countAll<number>().as('times'))
    .where('account_id', '=', accountId)
    .groupBy('item_key')
    .execute()) as { item_key: string; times: number }[];
const messagesOf = async (userName: string) =>
  app.entities.db
    .selectFrom('user_messages')
    .select(['msg_type', 'introduce_en', 'introduce_cn'])
    .where('user_id', '=', await userIdOf(app, userName))
    .where('msg_type', '=', 2)
    .orderBy('id')
    .execute();

describe('uploading a draft to the provider', () => {
  it('moves a draft without errors to 9, then to 4 with every item synchronized and a message', async () => {
    const draft = await uploadableDraft(app, demo, account, '春季推广上传');
    const response = await upload(draft.draftId);
    expect(response.statusCode).toBe(200);
    const uploading = await draftDetail(app, demo, draft.draftId);
    expect(uploading.status).toBe(9);
    expect(uploading.uploadProgress?.total).toBe(6);

    const done = await uploadedDraft(app, demo, draft.draftId);
    expect(done.status).toBe(4);
    expect(done.uploadProgress).toBeUndefined();
    for (const item of [...done.campaigns, ...done.units, ...done.keywords, ...done.creatives]) {
      expect(item.syncState).toBe(1);
      expect(item.failReason).toBeUndefined();
    }
    const [k1, k2] = draft.keywordIds;
    expect((await heldAtProvider(account)).sort((a, b) => a.item_key.localeCompare(b.item_key))).toEqual([
      { item_key: `campaign:${draft.campaignId}`, times: 1 },
      { item_key: `creative:${draft.creativeId}`, times: 1 },
      { item_key: `creative:${draft.creativeId}:picture:0`, times: 1 },
      { item_key: `keyword:${k1}`, times: 1 },
      { item_key: `keyword:${k2}`, times: 1 },
      { item_key: `unit:${draft.unitId}`, times: 1 },
    ]);
    expect(await messagesOf('demo')).toEqual([
      {
        msg_type: 2,
        introduce_en: 'The draft “草稿 春季推广上传” was uploaded: sync upload succeeded (6 items).',
        introduce_cn: '草稿“草稿 春季推广上传”已上传：同步上传成功（共 6 项）。',
      },
    ]);
    // An uploaded draft is locked: a second upload is refused.
    expect((await upload(draft.draftId)).statusCode).toBe(400);
  });

  it('ends in 3 with the reason on the item when the provider refuses a banned word put past the editor', async () => {
    const draft = await uploadableDraft(app, demo, account, '夏季推广上传');
    const banned = draft.keywordIds[1]!;
    await plantRefusedKeyword(app, banned);
    expect((await upload(draft.draftId)).statusCode).toBe(200);

    const done = await uploadedDraft(app, demo, draft.draftId);
    expect(done.status).toBe(3);
    expect(done.keywords.map((k) => [k.id, k.syncState, k.failReason])).toEqual([
      [draft.keywordIds[0], 1, undefined],
      [banned, 0, 'draftUpload.refusal.bannedWord'],
    ]);
    expect(done.campaigns[0]!.syncState).toBe(1);
    expect(done.creatives[0]!.failReason).toBeUndefined();
    expect((await messagesOf('demo')).at(-1)!.introduce_en).toBe(
      'The upload of the draft “草稿 夏季推广上传” failed: the provider refused 1 items; see the ad report.',
    );

    // The reason stays on the item until it changes; the changed keyword is a draft's item again.
    await savedId(app, endpoints.draftKeywordSave, demo, {
      id: banned,
      draftId: draft.draftId,
      unitId: draft.unitId,
      keyword: '数据治理方案',
      matchType: 'phrase',
    });
    const changed = await draftDetail(app, demo, draft.draftId);
    expect(changed.status).toBe(1);
    expect(changed.keywords[1]!.failReason).toBeUndefined();
  });

  it('refuses a draft with errors with 400 naming them, and leaves it as it was', async () => {
    const draft = await uploadableDraft(app, demo, account, '秋季推广上传');
    await app.entities.db
      .updateTable('draft_creatives')
      .set({ title: '短标题' })
      .where('id', '=', draft.creativeId)
      .execute();
    const response = await upload(draft.draftId);
    expect(response.statusCode).toBe(400);
    const answer = ErrorEnvelope.parse(response.json());
    expect(answer.msg).toBe(
      'The draft has 1 errors to fix before it can be uploaded: creative.' +
        `${draft.creativeId}.title: Less than 9 bytes — a Chinese character counts 2`,
    );
    expect(answer.data).toEqual([
      {
        field: `creative.${draft.creativeId}.title`,
        message: 'Less than 9 bytes — a Chinese character counts 2',
      },
    ]);
    expect((await draftDetail(app, demo, draft.draftId)).status).toBe(1);
  });

  it('refuses at the provider a campaign name it already has, and what belongs to the campaign with it', async () => {
    const first = await uploadableDraft(app, demo, account, '冬季推广上传');
    await upload(first.draftId);
    expect((await uploadedDraft(app, demo, first.draftId)).status).toBe(4);
    const copy = await savedId(app, endpoints.draftCopy, demo, { id: first.draftId });
    expect((await upload(copy)).statusCode).toBe(200);

    const done = await uploadedDraft(app, demo, copy);
    expect(done.status).toBe(3);
    expect(done.campaigns[0]!.failReason).toBe('draftUpload.refusal.nameTaken');
    expect(done.units[0]!.failReason).toBe('draftUpload.refusal.parentRefused');
    expect(done.keywords.map((k) => k.failReason)).toEqual([
      'draftUpload.refusal.parentRefused',
      'draftUpload.refusal.parentRefused',
    ]);
  });
});

describe('the ad report', () => {
  it('lists the uploads of the user’s accounts with their results, filtered by status and date', async () => {
    const all = await reportList({});
    expect(all.page!.totalCount).toBe(4);
    const succeeded = await reportList({ status: 'succeeded' });
    expect(succeeded.data!.map((u) => [u.draftName, u.itemCount, u.createdCount, u.refusedCount])).toEqual([
      ['草稿 冬季推广上传', 6, 6, 0],
      ['草稿 春季推广上传', 6, 6, 0],
    ]);
    expect(succeeded.data![0]).toMatchObject({
      userName: 'demo',
      accountNo: 'adc-demo-01',
      status: 'succeeded',
      createdTime: '2026-11-21 16:00:00',
    });
    const failed = await reportList({ status: 'failed' });
    expect(failed.data!.map((u) => [u.draftName, u.createdCount, u.refusedCount])).toEqual([
      ['草稿 冬季推广上传', 0, 6],
      ['草稿 夏季推广上传', 5, 1],
    ]);
    expect((await reportList({ beginDate: '2026-11-21', endDate: '2026-11-21' })).page!.totalCount).toBe(4);
    expect((await reportList({ beginDate: '2026-11-22' })).page!.totalCount).toBe(0);
    expect((await reportList({ endDate: '2026-11-20' })).page!.totalCount).toBe(0);
  });

  it('shows each item of an upload with its result, reason and sync state', async () => {
    const [failed] = (await reportList({ status: 'failed' })).data!;
    const detail = await reportDetail(failed!.id);
    expect(detail.items.map((i) => [i.kind, i.name, i.result, i.failReason, i.syncState])).toEqual([
      ['campaign', '冬季推广上传', 'refused', 'draftUpload.refusal.nameTaken', 0],
      ['unit', '品牌词', 'refused', 'draftUpload.refusal.parentRefused', 0],
      ['keyword', '数据分析平台', 'refused', 'draftUpload.refusal.parentRefused', 0],
      ['keyword', '企业数据看板', 'refused', 'draftUpload.refusal.parentRefused', 0],
      ['creative', '专业数据分析平台免费试用', 'refused', 'draftUpload.refusal.parentRefused', 0],
      ['picture', '春季促销', 'refused', 'draftUpload.refusal.parentRefused', 0],
    ]);
  });

  it('answers 404 for an upload of an account the user does not have', async () => {
    const admin = await loginToken(app, 'admin', 'admin123');
    const adminAccount = await providerAccountId(app, 'adc-admin-01');
    const draft = await uploadableDraft(app, admin, adminAccount, '管理员推广');
    const { uploadId } = (await callEndpoint(app, endpoints.draftUpload, admin, { id: draft.draftId })).json<{
      data: { uploadId: number };
    }>().data;
    expect((await callEndpoint(app, endpoints.draftReportDetail, demo, { id: uploadId })).statusCode).toBe(
      404,
    );
    await uploadedDraft(app, admin, draft.draftId);
  });
});
