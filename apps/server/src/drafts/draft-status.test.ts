// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { endpoints, ErrorEnvelope, type Endpoint } from '@adconsole/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, providerAccountId, startTestApp } from '../testing/test-app';
import { callEndpoint } from '../http/testing/test-calls';
import { postImport } from './import/testing/import-calls';
import { sheetFile } from './import/testing/spreadsheets';
import { draftDetail, minimal, savedId } from './testing/draft-calls';
import {
  plantRefusedKeyword,
  uploadableDraft,
  uploadedDraft,
  type UploadableDraft,
} from './upload/testing/upload-calls';

// Every transition of a draft's status (docs/requirements.md#ad-drafts) through the API, refused ones included.
let clock = Date.parse('2026-11-21T08:00:00Z');
const server = await startTestApp({ now: () => clock, sandboxUploadSeconds: 2 });
const { app } = server;
afterAll(() => server.stop());

let demo: string;
let account: number;
beforeAll(async () => {
  demo = await loginToken(app, 'demo', 'demo123');
  account = await providerAccountId(app, 'adc-demo-01');
});

const answer = async (endpoint: Endpoint, body: object, language = 'en') => {
  const response = await callEndpoint(app, endpoint, demo, body, { 'accept-language': language });
  return { status: response.statusCode, ...ErrorEnvelope.parse(response.json()) };
};
const statusOf = async (draftId: number) => (await draftDetail(app, demo, draftId)).status;
const confirm = (draftId: number, language = 'en') =>
  answer(endpoints.draftConfirm, { id: draftId }, language);
const upload = (draftId: number) => answer(endpoints.draftUpload, { id: draftId });
const ok = { status: 200, code: 200 };
/** The refusal of a draft whose status does not allow the call: 400 saying why, on the field naming it. */
const refused = (message: string, field = 'id') => ({
  status: 400,
  code: 400,
  msg: message,
  data: [{ field, message }],
});
const uploadedMessage = 'This draft has been uploaded and cannot be changed; copy it to make a new one';
const uploadingMessage = 'This draft is uploading and cannot be changed';

/** Confirms a draft ready to upload and checks it is pending confirmation (2). */
async function pending(draftId: number) {
  expect(await confirm(draftId)).toMatchObject(ok);
  expect(await statusOf(draftId)).toBe(2);
}

/** Imports keywords into a unit from a spreadsheet, as the browser posts it. */
function importKeywords(draft: UploadableDraft, keywords: string[]) {
  const rows = [['Keyword', 'Match type'], ...keywords.map((keyword) => [keyword, 'phrase'])];
  const file = { name: 'keywords.xlsx', data: sheetFile(rows, 'xlsx') };
  return postImport(app, endpoints.keywordImport, draft, file, { token: demo });
}

describe('the status of a draft', () => {
  it('starts new drafts and copies in 1 (draft)', async () => {
    const draft = await uploadableDraft(app, demo, account, '新建与复制');
    expect(await statusOf(draft.draftId)).toBe(1);
    await pending(draft.draftId);
    const copy = await savedId(app, endpoints.draftCopy, demo, { id: draft.draftId });
    expect(await statusOf(copy)).toBe(1);
    expect(await statusOf(draft.draftId)).toBe(2);
  });

  it('goes from 1 to 2 (pending confirmation) as the confirm step opens, and stays 2 when confirmed again', async () => {
    const draft = await uploadableDraft(app, demo, account, '待确认');
    clock += 60_000;
    expect(await confirm(draft.draftId)).toEqual({ ...ok, msg: 'Success', data: null });
    const detail = await draftDetail(app, demo, draft.draftId);
    expect(detail).toMatchObject({ status: 2, updatedTime: '2026-11-21 16:01:00' });
    clock += 60_000;
    expect(await confirm(draft.draftId)).toMatchObject(ok);
    expect(await draftDetail(app, demo, draft.draftId)).toMatchObject({
      status: 2,
      updatedTime: '2026-11-21 16:01:00',
    });
    const list = await answer(endpoints.draftList, { query: { name: '待确认', status: 2 } });
    expect(list.data).toEqual([
      expect.objectContaining({ id: draft.draftId, name: '草稿 待确认', status: 2 }),
    ]);
  });

  it('stays 1 when the draft is not ready to upload: no campaign, or errors, each named', async () => {
    const empty = await savedId(app, endpoints.draftSave, demo, { name: 'Empty', accountId: account });
    expect(await confirm(empty)).toEqual(
      refused('The draft has nothing to upload yet: add a campaign first.'),
    );
    const draft = await uploadableDraft(app, demo, account, '有错误');
    // A title the rules now refuse (a save would answer 400): 4 Chinese characters are 8 bytes, under 9.
    await app.entities.db
      .updateTable('draft_creatives')
      .set({ title: '数据分析' })
      .where('id', '=', draft.creativeId)
      .execute();
    const message = 'Less than 9 bytes — a Chinese character counts 2';
    expect(await confirm(draft.draftId)).toEqual({
      status: 400,
      code: 400,
      msg: `The draft has 1 errors to fix before it can be uploaded: creative.${draft.creativeId}.title: ${message}`,
      data: [{ field: `creative.${draft.creativeId}.title`, message }],
    });
    expect([await statusOf(empty), await statusOf(draft.draftId)]).toEqual([1, 1]);
  });

  it('goes back from 2 to 1 on every change: the base, an item saved, deleted or batch deleted, an import', async () => {
    const draft = await uploadableDraft(app, demo, account, '修改后回到草稿');
    const { draftId, campaignId, unitId } = draft;
    const changes: [string, () => Promise<number | { code: number }>][] = [
      [
        'the base saved',
        () => savedId(app, endpoints.draftSave, demo, { id: draftId, name: 'Renamed', accountId: account }),
      ],
      [
        'a campaign saved',
        () =>
          savedId(app, endpoints.draftCampaignSave, demo, {
            ...minimal.campaign,
            id: campaignId,
            campaignName: '修改后回到草稿',
            business: '数据分析软件',
            draftId,
          }),
      ],
      [
        'a keyword added',
        () => savedId(app, endpoints.draftKeywordSave, demo, { draftId, unitId, keyword: '报表工具' }),
      ],
      ['a keyword deleted', () => answer(endpoints.draftKeywordDelete, { id: draft.keywordIds[0]! })],
      [
        'keywords batch deleted',
        () => answer(endpoints.draftKeywordBatchDelete, { ids: [draft.keywordIds[1]!] }),
      ],
      ['keywords imported', () => importKeywords(draft, ['数据可视化'])],
    ];
    const done = expect.objectContaining({ code: 200 });
    for (const [change, make] of changes) {
      await pending(draftId);
      const result = await make();
      if (typeof result === 'object') expect(result, change).toEqual(done);
      expect(await statusOf(draftId), change).toBe(1);
    }
    expect((await draftDetail(app, demo, draftId)).keywords.map((k) => k.keyword)).toEqual([
      '报表工具',
      '数据可视化',
    ]);
  });

  it('uploads from 2: 9 (uploading) refuses every change, confirmation, upload and delete; then 4', async () => {
    const draft = await uploadableDraft(app, demo, account, '确认后上传');
    await pending(draft.draftId);
    expect(await upload(draft.draftId)).toMatchObject(ok);
    expect(await statusOf(draft.draftId)).toBe(9);
    expect(await confirm(draft.draftId, 'zh-CN')).toEqual(refused('草稿正在上传，不能修改'));
    expect(await upload(draft.draftId)).toEqual(refused(uploadingMessage));
    expect(
      await answer(endpoints.draftKeywordSave, {
        draftId: draft.draftId,
        unitId: draft.unitId,
        keyword: '报表',
      }),
    ).toEqual(refused(uploadingMessage, 'draftId'));
    expect(await answer(endpoints.draftDelete, { ids: [draft.draftId] })).toEqual(
      refused(uploadingMessage, 'ids'),
    );

    expect((await uploadedDraft(app, demo, draft.draftId)).status).toBe(4);
    expect(await confirm(draft.draftId)).toEqual(refused(uploadedMessage));
    expect(await upload(draft.draftId)).toEqual(refused(uploadedMessage));
    expect(
      await answer(endpoints.draftSave, { id: draft.draftId, name: 'Renamed', accountId: account }),
    ).toEqual(refused(uploadedMessage));
    expect(await statusOf(draft.draftId)).toBe(4);
    // An uploaded draft may leave the box: its ads are at the provider.
    expect(await answer(endpoints.draftDelete, { ids: [draft.draftId] })).toMatchObject(ok);
  });

  it('uploads from 1 too (the upload runs the same check), and ends in 3 when the provider refuses an item', async () => {
    const draft = await uploadableDraft(app, demo, account, '被拒后修改');
    const refusedKeyword = draft.keywordIds[1]!;
    await plantRefusedKeyword(app, refusedKeyword);
    expect(await upload(draft.draftId)).toMatchObject(ok);
    expect((await uploadedDraft(app, demo, draft.draftId)).status).toBe(3);

    // 3: confirming is refused until something changes; uploading again as it is is allowed.
    expect(await confirm(draft.draftId)).toEqual(
      refused('The provider refused items of this draft: change them before confirming its upload again'),
    );
    expect(await confirm(draft.draftId, 'zh-TW')).toEqual(
      refused('媒體拒絕了此草稿中的部分內容：請先修改，再確認上傳'),
    );
    expect(await statusOf(draft.draftId)).toBe(3);
    expect(await upload(draft.draftId)).toMatchObject(ok);
    expect((await uploadedDraft(app, demo, draft.draftId)).status).toBe(3);

    // A change makes it a draft again, which may then be confirmed.
    await savedId(app, endpoints.draftKeywordSave, demo, {
      id: refusedKeyword,
      draftId: draft.draftId,
      unitId: draft.unitId,
      keyword: '数据治理方案',
    });
    expect(await statusOf(draft.draftId)).toBe(1);
    await pending(draft.draftId);
  });
});
