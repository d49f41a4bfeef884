// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { apiPrefix, endpoints, ErrorEnvelope, type Endpoint } from '@adconsole/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, loginToken, providerAccountId, startTestApp } from '../testing/test-app';
import { call, callEndpoint } from '../http/testing/test-calls';
import { draftDetail, minimal, savedId } from './testing/draft-calls';

let clock = Date.parse('2026-11-21T08:00:00Z');
const server = await startTestApp({ now: () => clock });
const { app } = server;
afterAll(() => server.stop());

let demo: string;
let admin: string;
let demoAccount: number;
let sharedAccount: number;
let adminAccount: number;
beforeAll(async () => {
  demo = await loginToken(app, 'demo', 'demo123');
  admin = await loginToken(app, 'admin', 'admin123');
  demoAccount = await providerAccountId(app, 'adc-demo-01');
  sharedAccount = await providerAccountId(app, 'adc-shared-01');
  adminAccount = await providerAccountId(app, 'adc-admin-01');
});

const answer = async (endpoint: Endpoint, token: string, body: object, language = 'en') => {
  const response = await callEndpoint(app, endpoint, token, body, { 'accept-language': language });
  return { status: response.statusCode, ...ErrorEnvelope.parse(response.json()) };
};
const newDraft = (name: string, token = demo, accountId = demoAccount) =>
  savedId(app, endpoints.draftSave, token, { name, accountId });
const setDraftStatus = (id: number, status: 1 | 2 | 3 | 4 | 9) =>
  app.entities.db.updateTable('drafts').set({ status }).where('id', '=', id).execute();
const demoDraftCount = async () =>
  (await answer(endpoints.draftList, demo, { page: { number: 1, size: 10 } })).page!.totalCount;

describe('the ad-draft box', () => {
  it('creates a draft in status 1 for one of the user’s accounts and changes its base', async () => {
    const id = await newDraft('Spring');
    clock += 60_000;
    expect(
      await savedId(app, endpoints.draftSave, demo, { id, name: ' Spring sale ', accountId: sharedAccount }),
    ).toBe(id);
    const detail = await draftDetail(app, demo, id);
    expect(detail).toEqual({
      id,
      name: 'Spring sale',
      accountId: sharedAccount,
      status: 1,
      createdTime: '2026-11-21 16:00:00',
      updatedTime: '2026-11-21 16:01:00',
      campaigns: [],
      units: [],
      keywords: [],
      creatives: [],
    });
    const noName = await answer(endpoints.draftSave, demo, { name: '', accountId: demoAccount }, 'zh-CN');
    expect(noName).toMatchObject({ status: 400, data: [{ field: 'name', message: '请输入草稿名称' }] });
  });

  it('refuses an account that is not the user’s: 403, nothing written', async () => {
    const id = await newDraft('Mine');
    const before = await demoDraftCount();
    const forbidden = { status: 403, code: 403, msg: 'You do not have access to this' };
    expect(await answer(endpoints.draftSave, demo, { name: 'Theirs', accountId: adminAccount })).toEqual(
      forbidden,
    );
    expect(await answer(endpoints.draftSave, demo, { id, name: 'Moved', accountId: adminAccount })).toEqual(
      forbidden,
    );
    expect(await demoDraftCount()).toBe(before);
    expect(await draftDetail(app, demo, id)).toMatchObject({ name: 'Mine', accountId: demoAccount });
  });

  it('lists the user’s drafts newest first, by part of the name and by status, page by page', async () => {
    await addUser(app, {
      userName: 'lister',
      password: 'lister123',
      role: 'edit',
      accountIds: [demoAccount],
    });
    const lister = await loginToken(app, 'lister', 'lister123');
    const ids: number[] = [];
    clock = Date.parse('2026-11-21T09:00:00Z');
    for (const name of ['Spring sale', 'Summer', 'spring 100%', 'Autumn']) {
      clock += 60_000;
      ids.push(await newDraft(name, lister));
    }
    await setDraftStatus(ids[1]!, 3);
    const list = async (body: object) => {
      const { data, page } = await answer(endpoints.draftList, lister, body);
      return { names: (data as { name: string }[]).map((draft) => draft.name), page };
    };
    expect(await list({})).toEqual({
      names: ['Autumn', 'spring 100%', 'Summer', 'Spring sale'],
      page: { number: 1, size: 20, sortCol: 'createdTime', sortOrder: 'desc', totalCount: 4 },
    });
    expect((await list({ query: { name: 'SPRING' } })).names).toEqual(['spring 100%', 'Spring sale']);
    expect((await list({ query: { name: '0%' } })).names).toEqual(['spring 100%']);
    expect((await list({ query: { name: '_' } })).names).toEqual([]);
    expect((await list({ query: { status: 3 } })).names).toEqual(['Summer']);
    expect((await list({ query: { name: 'spring', status: 1 } })).names).toEqual([
      'spring 100%',
      'Spring sale',
    ]);
    expect(await list({ page: { number: 2, size: 10 } })).toEqual({
      names: [],
      page: { number: 2, size: 10, sortCol: 'createdTime', sortOrder: 'desc', totalCount: 4 },
    });
    const [first] = (await answer(endpoints.draftList, lister, { page: { number: 1, size: 10 } }))
      .data as object[];
    expect(first).toEqual({
      id: ids[3],
      name: 'Autumn',
      accountId: demoAccount,
      status: 1,
      createdTime: '2026-11-21 17:04:00',
      updatedTime: '2026-11-21 17:04:00',
    });
  });

  it('copies a draft with every item into a new draft in status 1, parents remapped', async () => {
    const draftId = await newDraft('Spring');
    const campaignId = await savedId(app, endpoints.draftCampaignSave, demo, {
      draftId,
      ...minimal.campaign,
    });
    const unitIds = [
      await savedId(app, endpoints.draftUnitSave, demo, { draftId, campaignId, ...minimal.unit }),
      await savedId(app, endpoints.draftUnitSave, demo, {
        draftId,
        campaignId,
        ...minimal.unit,
        adgroupName: '通用词',
      }),
    ];
    for (const [index, unitId] of unitIds.entries()) {
      await savedId(app, endpoints.draftKeywordSave, demo, { draftId, unitId, keyword: `数据平台${index}` });
      await savedId(app, endpoints.draftCreativeSave, demo, { draftId, unitId, ...minimal.creative });
    }
    // The original as an upload left it: refused in part, its items synchronized.
    await setDraftStatus(draftId, 3);
    for (const table of ['draft_campaigns', 'draft_units', 'draft_keywords', 'draft_creatives'] as const) {
      await app.entities.db
        .updateTable(table)
        .set({ sync_state: 1 })
        .where('draft_id', '=', draftId)
        .execute();
    }
    const original = await draftDetail(app, demo, draftId);

    const copyId = await savedId(app, endpoints.draftCopy, demo, { id: draftId });
    expect(copyId).not.toBe(draftId);
    const copy = await draftDetail(app, demo, copyId);
    expect(copy).toMatchObject({ id: copyId, name: 'Spring', accountId: demoAccount, status: 1 });
    const [campaignCopy] = copy.campaigns;
    const unitCopies = copy.units.map((unit) => unit.id);
    expect(campaignCopy!.id).not.toBe(campaignId);
    expect(unitCopies.filter((id) => unitIds.includes(id))).toEqual([]);
    expect(copy.units.map((unit) => unit.campaignId)).toEqual([campaignCopy!.id, campaignCopy!.id]);
    expect(copy.keywords.map((k) => [k.unitId, k.keyword])).toEqual([
      [unitCopies[0], '数据平台0'],
      [unitCopies[1], '数据平台1'],
    ]);
    expect(copy.creatives.map((c) => c.unitId)).toEqual(unitCopies);
    // Every item equal to its original but for ids, draft and sync state: a copy is not at the provider.
    const own = <T extends { id: number; draftId: number; syncState: number }>(items: T[]) =>
      items.map(({ id: _id, draftId: _draft, syncState: _sync, ...fields }) => fields);
    const parentless = <T extends object>(items: T[]) =>
      items.map((item) => ({ ...item, campaignId: 0, unitId: 0 }));
    expect(parentless(own(copy.units))).toEqual(parentless(own(original.units)));
    expect(own(copy.campaigns)).toEqual(own(original.campaigns));
    expect(parentless(own(copy.keywords))).toEqual(parentless(own(original.keywords)));
    expect(parentless(own(copy.creatives))).toEqual(parentless(own(original.creatives)));
    const syncStates = [copy.campaigns, copy.units, copy.keywords, copy.creatives]
      .flat()
      .map((i) => i.syncState);
    expect(syncStates).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(await draftDetail(app, demo, draftId)).toEqual(original);
  });

  it('deletes drafts with every item; one uploading stays', async () => {
    const draftId = await newDraft('Spring');
    const uploaded = await newDraft('Uploaded');
    const uploading = await newDraft('Uploading');
    const campaignId = await savedId(app, endpoints.draftCampaignSave, demo, {
      draftId,
      ...minimal.campaign,
    });
    const unitId = await savedId(app, endpoints.draftUnitSave, demo, {
      draftId,
      campaignId,
      ...minimal.unit,
    });
    await savedId(app, endpoints.draftKeywordSave, demo, { draftId, unitId, ...minimal.keyword });
    await savedId(app, endpoints.draftCreativeSave, demo, { draftId, unitId, ...minimal.creative });
    await setDraftStatus(uploaded, 4);
    await setDraftStatus(uploading, 9);

    expect(await answer(endpoints.draftDelete, demo, { ids: [uploading, draftId] })).toEqual({
      status: 400,
      code: 400,
      msg: 'This draft is uploading and cannot be changed',
      data: [{ field: 'ids', message: 'This draft is uploading and cannot be changed' }],
    });
    expect(await answer(endpoints.draftDelete, demo, { ids: [draftId, uploaded] })).toMatchObject({
      code: 200,
    });
    expect(await answer(endpoints.draftDetail, demo, { id: draftId })).toMatchObject({ status: 404 });
    expect(await answer(endpoints.draftDetail, demo, { id: uploaded })).toMatchObject({ status: 404 });
    expect(await answer(endpoints.draftDetail, demo, { id: uploading })).toMatchObject({ code: 200 });
    for (const table of ['draft_campaigns', 'draft_units', 'draft_keywords', 'draft_creatives'] as const) {
      const left = await app.entities.db
        .selectFrom(table)
        .select('id')
        .where('draft_id', '=', draftId)
        .execute();
      expect(left, table).toEqual([]);
    }
  });

  it('changes a draft pending confirmation back to a draft, and refuses one uploaded', async () => {
    const pending = await newDraft('Pending');
    await setDraftStatus(pending, 2);
    await savedId(app, endpoints.draftSave, demo, {
      id: pending,
      name: 'Pending, renamed',
      accountId: demoAccount,
    });
    expect((await draftDetail(app, demo, pending)).status).toBe(1);

    const uploaded = await newDraft('Uploaded');
    await setDraftStatus(uploaded, 4);
    const renamed = await answer(
      endpoints.draftSave,
      demo,
      { id: uploaded, name: 'X', accountId: demoAccount },
      'zh-TW',
    );
    expect(renamed).toEqual({
      status: 400,
      code: 400,
      msg: '草稿已上傳，不能修改；可複製後再編輯',
      data: [{ field: 'id', message: '草稿已上傳，不能修改；可複製後再編輯' }],
    });
    expect(await draftDetail(app, demo, uploaded)).toMatchObject({ name: 'Uploaded', status: 4 });
  });

  it('moving a draft to another of the user’s accounts leaves none of its items synchronized', async () => {
    const draftId = await newDraft('Spring');
    const campaignId = await savedId(app, endpoints.draftCampaignSave, demo, {
      draftId,
      ...minimal.campaign,
    });
    await app.entities.db
      .updateTable('draft_campaigns')
      .set({ sync_state: 1 })
      .where('id', '=', campaignId)
      .execute();
    await savedId(app, endpoints.draftSave, demo, { id: draftId, name: 'Spring', accountId: demoAccount });
    expect((await draftDetail(app, demo, draftId)).campaigns[0]!.syncState).toBe(1);
    await savedId(app, endpoints.draftSave, demo, { id: draftId, name: 'Spring', accountId: sharedAccount });
    expect((await draftDetail(app, demo, draftId)).campaigns[0]!.syncState).toBe(0);
  });

  it('keeps other users’ drafts out of reach: 404, nothing read or written', async () => {
    const theirs = await newDraft('Admin’s', admin, adminAccount);
    const mine = await newDraft('Mine');
    const notFound = { status: 404, code: 404, msg: 'Not found' };
    expect(await answer(endpoints.draftDetail, demo, { id: theirs })).toEqual(notFound);
    expect(await answer(endpoints.draftCopy, demo, { id: theirs })).toEqual(notFound);
    expect(
      await answer(endpoints.draftSave, demo, { id: theirs, name: 'Taken', accountId: demoAccount }),
    ).toEqual(notFound);
    expect(await answer(endpoints.draftDelete, demo, { ids: [mine, theirs] })).toEqual(notFound);
    expect(await draftDetail(app, admin, theirs)).toMatchObject({ name: 'Admin’s', accountId: adminAccount });
    expect(await draftDetail(app, demo, mine)).toMatchObject({ name: 'Mine' });
    const adminNames = (await answer(endpoints.draftList, admin, {})).data as { name: string }[];
    expect(adminNames.map((draft) => draft.name)).toEqual(['Admin’s']);
  });

  it('needs draft:edit to change drafts, and a session for every call', async () => {
    await app.entities.db
      .insertInto('roles')
      .values({ name: 'reader', permissions: JSON.stringify(['report:list']), created_time: clock })
      .execute();
    await addUser(app, {
      userName: 'reader',
      password: 'reader123',
      role: 'reader',
      accountIds: [demoAccount],
    });
    const reader = await loginToken(app, 'reader', 'reader123');
    expect(
      await answer(endpoints.draftSave, reader, { name: 'Spring', accountId: demoAccount }),
    ).toMatchObject({
      status: 403,
    });
    expect(await answer(endpoints.draftList, reader, {})).toMatchObject({ code: 200, data: [] });

    const draftCalls = Object.entries(endpoints).filter(([name]) => name.startsWith('draft'));
    expect(draftCalls).toHaveLength(25);
    for (const [name, endpoint] of draftCalls) {
      const response = await call(app, 'POST', endpoint.path.slice(apiPrefix.length), {
        payload: {},
      });
      expect(response.statusCode, name).toBe(401);
    }
  });
});
