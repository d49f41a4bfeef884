// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { endpoints, ErrorEnvelope } from '@adconsole/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, providerAccountId, startTestApp } from '../testing/test-app';
import { callEndpoint } from '../http/testing/test-calls';
import { draftDetail, minimal, savedId } from './testing/draft-calls';

const now = Date.parse('2026-11-21T08:00:00Z');
const server = await startTestApp({ now: () => now });
const { app } = server;
afterAll(() => server.stop());

let demo: string;
let admin: string;
let demoAccount: number;
let adminAccount: number;
beforeAll(async () => {
  demo = await loginToken(app, 'demo', 'demo123');
  admin = await loginToken(app, 'admin', 'admin123');
  demoAccount = await providerAccountId(app, 'adc-demo-01');
  adminAccount = await providerAccountId(app, 'adc-admin-01');
});

const call = (endpoint: Parameters<typeof callEndpoint>[1], token: string, body: object, language = 'en') =>
  callEndpoint(app, endpoint, token, body, { 'accept-language': language });
const answer = async (...args: Parameters<typeof call>) => {
  const response = await call(...args);
  return { status: response.statusCode, ...ErrorEnvelope.parse(response.json()) };
};

/** A new draft of demo's with one campaign and one unit of the minimal bodies. */
async function draftWithUnit(name = 'Spring', token = demo, accountId = demoAccount) {
  const draftId = await savedId(app, endpoints.draftSave, token, { name, accountId });
  const campaignId = await savedId(app, endpoints.draftCampaignSave, token, { draftId, ...minimal.campaign });
  const unitId = await savedId(app, endpoints.draftUnitSave, token, { draftId, campaignId, ...minimal.unit });
  return { draftId, campaignId, unitId };
}

const setDraftStatus = (id: number, status: 1 | 2 | 3 | 4 | 9) =>
  app.entities.db.updateTable('drafts').set({ status }).where('id', '=', id).execute();

describe('the items of a draft', () => {
  it('takes the minimal bodies as they are and answers the draft with every item', async () => {
    const { draftId, campaignId, unitId } = await draftWithUnit();
    const keywordIds = [
      await savedId(app, endpoints.draftKeywordSave, demo, { draftId, unitId, ...minimal.keyword }),
      await savedId(app, endpoints.draftKeywordSave, demo, { draftId, unitId, keyword: 'BI tool' }),
      await savedId(app, endpoints.draftKeywordSave, demo, {
        draftId,
        unitId,
        keyword: '报表软件',
        matchType: 'precise',
      }),
    ];
    const creativeIds = [
      await savedId(app, endpoints.draftCreativeSave, demo, { draftId, unitId, ...minimal.creative }),
      await savedId(app, endpoints.draftCreativeSave, demo, {
        draftId,
        unitId,
        title: '{地域}数据分析平台',
        description1: '报表、看板与预警，一个平台全部搞定',
        description2: '免费试用30天',
        pictures: [{ url: 'https://img.example.com/board.png', theme: '数据看板', width: 323, height: 200 }],
      }),
    ];
    const items = { draftId, syncState: 0 };
    expect(await draftDetail(app, demo, draftId)).toEqual({
      id: draftId,
      name: 'Spring',
      accountId: demoAccount,
      status: 1,
      createdTime: '2026-11-21 16:00:00',
      updatedTime: '2026-11-21 16:00:00',
      campaigns: [
        {
          id: campaignId,
          ...items,
          campaignName: '春季推广',
          marketingTarget: 1,
          brandKeywordsOnly: false,
          device: 3,
          budgetType: 2,
          budget: 100,
          regionType: 1,
          regions: ['北京', '上海'],
          regionBidFactors: {},
          scheduleType: 1,
          bidMode: 1,
        },
      ],
      units: [
        {
          id: unitId,
          ...items,
          campaignId,
          adgroupName: '品牌词',
          autoTargeting: false,
          pcFinalUrl: 'https://example.com/',
          mobileFinalUrl: 'https://m.example.com/',
        },
      ],
      keywords: [
        { id: keywordIds[0], ...items, unitId, keyword: '数据分析平台', matchType: 'phrase' },
        { id: keywordIds[1], ...items, unitId, keyword: 'BI tool', matchType: 'phrase' },
        { id: keywordIds[2], ...items, unitId, keyword: '报表软件', matchType: 'precise' },
      ],
      creatives: [
        {
          id: creativeIds[0],
          ...items,
          unitId,
          title: '专业数据分析平台免费试用',
          description1: '一站式数据分析平台，帮助企业快速洞察业务增长机会',
          description2: '',
          pictures: [],
        },
        {
          id: creativeIds[1],
          ...items,
          unitId,
          title: '{地域}数据分析平台',
          description1: '报表、看板与预警，一个平台全部搞定',
          description2: '免费试用30天',
          pictures: [
            { url: 'https://img.example.com/board.png', theme: '数据看板', width: 323, height: 200 },
          ],
        },
      ],
    });
    const keywords = await answer(endpoints.draftKeywordList, demo, { draftId, parentId: unitId });
    expect((keywords.data as { keyword: string }[]).map((k) => k.keyword)).toEqual([
      '数据分析平台',
      'BI tool',
      '报表软件',
    ]);
    const otherCampaign = await savedId(app, endpoints.draftCampaignSave, demo, {
      draftId,
      ...minimal.campaign,
      campaignName: '夏季推广',
    });
    expect((await answer(endpoints.draftUnitList, demo, { draftId, parentId: otherCampaign })).data).toEqual(
      [],
    );
    const campaigns = await answer(endpoints.draftCampaignList, demo, { draftId });
    expect((campaigns.data as { campaignName: string }[]).map((c) => c.campaignName)).toEqual([
      '春季推广',
      '夏季推广',
    ]);
  });

  it('updates an item in full: not synchronized again, and the draft a draft again', async () => {
    const { draftId, campaignId } = await draftWithUnit();
    await app.entities.db
      .updateTable('draft_campaigns')
      .set({ sync_state: 1 })
      .where('id', '=', campaignId)
      .execute();
    await setDraftStatus(draftId, 3);
    const body = {
      draftId,
      id: campaignId,
      ...minimal.campaign,
      budgetType: 1,
      budget: 50.5,
      business: '数据分析',
    };
    expect(await savedId(app, endpoints.draftCampaignSave, demo, body)).toBe(campaignId);
    const detail = await draftDetail(app, demo, draftId);
    expect(detail.status).toBe(1);
    expect(detail.campaigns).toEqual([
      expect.objectContaining({
        id: campaignId,
        syncState: 0,
        budgetType: 1,
        budget: 50.5,
        business: '数据分析',
      }),
    ]);
  });

  it('refuses a campaign name its draft has and a keyword its unit has: 1400', async () => {
    const { draftId, campaignId, unitId } = await draftWithUnit();
    const repeatedName = await answer(endpoints.draftCampaignSave, demo, { draftId, ...minimal.campaign });
    expect(repeatedName).toEqual({
      status: 200,
      code: 1400,
      msg: 'Data duplication',
      data: [{ field: 'campaignName', message: 'Another campaign of this draft has this name' }],
    });
    const renamedToItself = { draftId, id: campaignId, ...minimal.campaign, campaignName: ' 春季推广 ' };
    expect(await savedId(app, endpoints.draftCampaignSave, demo, renamedToItself)).toBe(campaignId);
    await draftWithUnit('Another draft, the same names');

    const unitName = await answer(
      endpoints.draftUnitSave,
      demo,
      { draftId, campaignId, ...minimal.unit },
      'zh-CN',
    );
    expect(unitName).toMatchObject({
      code: 1400,
      msg: '数据重复',
      data: [{ field: 'adgroupName', message: '该推广计划中已有同名推广单元' }],
    });

    await savedId(app, endpoints.draftKeywordSave, demo, { draftId, unitId, keyword: 'BI Tool' });
    const sameKeyword = await answer(endpoints.draftKeywordSave, demo, {
      draftId,
      unitId,
      keyword: ' bi tool ',
      matchType: 'precise',
    });
    expect(sameKeyword).toMatchObject({
      code: 1400,
      data: [{ field: 'keyword', message: 'This unit already has this keyword' }],
    });
    const otherUnit = await savedId(app, endpoints.draftUnitSave, demo, {
      draftId,
      campaignId,
      ...minimal.unit,
      adgroupName: '通用词',
    });
    await savedId(app, endpoints.draftKeywordSave, demo, { draftId, unitId: otherUnit, keyword: 'bi tool' });
    const keywords = (await draftDetail(app, demo, draftId)).keywords;
    expect(keywords.map((k) => [k.unitId, k.keyword])).toEqual([
      [unitId, 'BI Tool'],
      [otherUnit, 'bi tool'],
    ]);
  });

  it('compares campaign and unit names as keywords: a repeat differing in ASCII case or spaces is 1400', async () => {
    const draftId = await savedId(app, endpoints.draftSave, demo, { name: 'Cases', accountId: demoAccount });
    const campaign = { draftId, ...minimal.campaign, campaignName: 'Spring Sale' };
    const campaignId = await savedId(app, endpoints.draftCampaignSave, demo, campaign);
    const otherCase = await answer(endpoints.draftCampaignSave, demo, {
      ...campaign,
      campaignName: ' spring SALE ',
    });
    expect(otherCase).toEqual({
      status: 200,
      code: 1400,
      msg: 'Data duplication',
      data: [{ field: 'campaignName', message: 'Another campaign of this draft has this name' }],
    });
    // Only ASCII letters fold: a full-width Ｓ is another name, and an item may change its own name's case.
    await savedId(app, endpoints.draftCampaignSave, demo, { ...campaign, campaignName: 'Ｓpring Sale' });
    const recased = { ...campaign, id: campaignId, campaignName: 'SPRING SALE' };
    expect(await savedId(app, endpoints.draftCampaignSave, demo, recased)).toBe(campaignId);

    const unit = { draftId, campaignId, ...minimal.unit, adgroupName: 'Brand words' };
    await savedId(app, endpoints.draftUnitSave, demo, unit);
    const unitCase = await answer(
      endpoints.draftUnitSave,
      demo,
      { ...unit, adgroupName: 'BRAND WORDS' },
      'zh-TW',
    );
    expect(unitCase).toMatchObject({
      code: 1400,
      data: [{ field: 'adgroupName', message: '該推廣計劃中已有同名推廣單元' }],
    });
    const detail = await draftDetail(app, demo, draftId);
    expect(detail.campaigns.map((c) => c.campaignName)).toEqual(['SPRING SALE', 'Ｓpring Sale']);
    expect(detail.units.map((u) => u.adgroupName)).toEqual(['Brand words']);
  });

  it('refuses to delete a campaign with units (921001) or a unit with keywords or creatives (921002)', async () => {
    const { draftId, campaignId, unitId } = await draftWithUnit();
    const keywordId = await savedId(app, endpoints.draftKeywordSave, demo, {
      draftId,
      unitId,
      ...minimal.keyword,
    });
    const creativeId = await savedId(app, endpoints.draftCreativeSave, demo, {
      draftId,
      unitId,
      ...minimal.creative,
    });

    expect(await answer(endpoints.draftCampaignDelete, demo, { id: campaignId })).toEqual({
      status: 200,
      code: 921001,
      msg: 'The campaign has bound units',
    });
    expect(await answer(endpoints.draftUnitDelete, demo, { id: unitId }, 'zh-CN')).toEqual({
      status: 200,
      code: 921002,
      msg: '该推广单元已绑定关键词或创意',
    });
    expect(await answer(endpoints.draftKeywordDelete, demo, { id: keywordId })).toMatchObject({ code: 200 });
    expect(await answer(endpoints.draftUnitDelete, demo, { id: unitId })).toMatchObject({ code: 921002 });
    expect(await answer(endpoints.draftCreativeDelete, demo, { id: creativeId })).toMatchObject({
      code: 200,
    });
    expect(await answer(endpoints.draftUnitDelete, demo, { id: unitId })).toMatchObject({ code: 200 });
    expect(await answer(endpoints.draftCampaignDelete, demo, { id: campaignId })).toMatchObject({
      code: 200,
    });
    const detail = await draftDetail(app, demo, draftId);
    expect([detail.campaigns, detail.units, detail.keywords, detail.creatives]).toEqual([[], [], [], []]);
  });

  it('batch deletes items with their children, and only theirs', async () => {
    const first = await draftWithUnit();
    const { draftId, campaignId } = first;
    const keep = await savedId(app, endpoints.draftUnitSave, demo, {
      draftId,
      campaignId,
      ...minimal.unit,
      adgroupName: '通用词',
    });
    for (const unitId of [first.unitId, keep]) {
      await savedId(app, endpoints.draftKeywordSave, demo, { draftId, unitId, ...minimal.keyword });
      await savedId(app, endpoints.draftCreativeSave, demo, { draftId, unitId, ...minimal.creative });
    }
    expect(await answer(endpoints.draftUnitBatchDelete, demo, { ids: [first.unitId] })).toMatchObject({
      code: 200,
    });
    let detail = await draftDetail(app, demo, draftId);
    expect(detail.units.map((u) => u.id)).toEqual([keep]);
    expect(detail.keywords.map((k) => k.unitId)).toEqual([keep]);
    expect(detail.creatives.map((c) => c.unitId)).toEqual([keep]);

    const second = await savedId(app, endpoints.draftCampaignSave, demo, {
      draftId,
      ...minimal.campaign,
      campaignName: '夏季推广',
    });
    expect(await answer(endpoints.draftCampaignBatchDelete, demo, { ids: [campaignId] })).toMatchObject({
      code: 200,
    });
    detail = await draftDetail(app, demo, draftId);
    expect(detail.campaigns.map((c) => c.id)).toEqual([second]);
    expect([detail.units, detail.keywords, detail.creatives]).toEqual([[], [], []]);
    const left = await app.entities.db
      .selectFrom('draft_keywords')
      .select('id')
      .where('unit_id', 'in', [first.unitId, keep])
      .execute();
    expect(left).toEqual([]);
  });

  it('takes a parent only from the same draft: 400 naming the parent field', async () => {
    const own = await draftWithUnit();
    const other = await draftWithUnit('Other');
    const unit = await answer(endpoints.draftUnitSave, demo, {
      draftId: own.draftId,
      campaignId: other.campaignId,
      ...minimal.unit,
      adgroupName: '通用词',
    });
    expect(unit).toEqual({
      status: 400,
      code: 400,
      msg: 'The request is not valid',
      data: [{ field: 'campaignId', message: 'The campaign of this unit is not in the draft' }],
    });
    const keyword = { draftId: own.draftId, unitId: other.unitId, ...minimal.keyword };
    expect(await answer(endpoints.draftKeywordSave, demo, keyword, 'zh-CN')).toMatchObject({
      status: 400,
      data: [{ field: 'unitId', message: '所属推广单元不在此草稿中' }],
    });
    const creative = { draftId: own.draftId, unitId: other.unitId, ...minimal.creative };
    expect(await answer(endpoints.draftCreativeSave, demo, creative)).toMatchObject({
      status: 400,
      data: [{ field: 'unitId', message: 'The unit of this item is not in the draft' }],
    });
    const detail = await draftDetail(app, demo, own.draftId);
    expect([detail.units.length, detail.keywords.length, detail.creatives.length]).toEqual([1, 0, 0]);
  });

  it('takes a creative’s library pictures only from its user’s own library: 400 naming the field', async () => {
    const { draftId, unitId } = await draftWithUnit('Pictures');
    const pictureOf = async (userName: string) => {
      const { id: userId } = await app.entities.db
        .selectFrom('users')
        .select('id')
        .where('user_name', '=', userName)
        .executeTakeFirstOrThrow();
      const { id } = await app.entities.db
        .insertInto('pictures')
        .values({
          user_id: userId,
          content_hash: `${userName}-picture`.padEnd(64, '0'),
          content_type: 'image/png',
          size_bytes: 100,
          width: 400,
          height: 400,
          ratio: '1:1',
          theme: 'Square',
          draft_id: null,
          unit_ids: '[]',
          library: 1,
          created_time: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    };
    const mine = await pictureOf('demo');
    const theirs = await pictureOf('admin');
    const withPictures = (pictureIds: number[]) => ({
      draftId,
      unitId,
      ...minimal.creative,
      pictures: pictureIds.map((pictureId) => ({ pictureId, theme: '产品图', width: 400, height: 400 })),
    });
    expect(await answer(endpoints.draftCreativeSave, demo, withPictures([mine, theirs]))).toEqual({
      status: 400,
      code: 400,
      msg: 'The request is not valid',
      data: [{ field: 'pictures.1.pictureId', message: 'Choose a picture of your own picture library' }],
    });
    // A picture nobody has is as unknown as another user's.
    expect(
      await answer(endpoints.draftCreativeSave, demo, withPictures([theirs + 1000]), 'zh-CN'),
    ).toMatchObject({
      status: 400,
      data: [{ field: 'pictures.0.pictureId', message: '请选择您自己图片库中的图片' }],
    });
    expect((await draftDetail(app, demo, draftId)).creatives).toEqual([]);
    const saved = await savedId(app, endpoints.draftCreativeSave, demo, withPictures([mine]));
    // An update naming another's picture is refused as a new creative is.
    expect(
      await answer(endpoints.draftCreativeSave, demo, { ...withPictures([theirs]), id: saved }),
    ).toMatchObject({ status: 400, data: [{ field: 'pictures.0.pictureId' }] });
    expect((await draftDetail(app, demo, draftId)).creatives[0]!.pictures).toEqual([
      { pictureId: mine, theme: '产品图', width: 400, height: 400 },
    ]);
  });

  it('takes a picture address only as an http(s) URL: 400 naming the field', async () => {
    const { draftId, unitId } = await draftWithUnit('Picture addresses');
    const withUrl = (url: string) => ({
      draftId,
      unitId,
      ...minimal.creative,
      pictures: [{ url, theme: '产品图', width: 323, height: 200 }],
    });
    for (const url of [
      'javascript:alert(document.cookie)',
      'JavaScript://x.example/%0aalert(1)',
      'data:image/png;base64,AAAA',
      'file:///etc/passwd',
      '//img.example.com/a.png',
      '/base-api/a.png',
    ]) {
      expect(await answer(endpoints.draftCreativeSave, demo, withUrl(url))).toEqual({
        status: 400,
        code: 400,
        msg: 'The request is not valid',
        data: [
          { field: 'pictures.0.url', message: 'The picture address must start with http:// or https://' },
        ],
      });
    }
    expect(
      await answer(endpoints.draftCreativeSave, demo, withUrl('javascript:alert(1)'), 'zh-TW'),
    ).toMatchObject({
      data: [{ field: 'pictures.0.url', message: '圖片位址須以http://或https://開頭' }],
    });
    expect((await draftDetail(app, demo, draftId)).creatives).toEqual([]);
    expect(
      await savedId(app, endpoints.draftCreativeSave, demo, withUrl('https://img.example.com/a.png')),
    ).toBeGreaterThan(0);
  });

  it('runs the rules on every save: 400 naming each field in the caller’s language', async () => {
    const { draftId, unitId } = await draftWithUnit();
    // 'A' and 25 Chinese characters: 51 bytes as the provider counts them.
    const title51 = 'A专业数据分析平台免费试用专业数据分析平台免费试用专';
    const creative = { draftId, unitId, ...minimal.creative, title: title51 };
    expect(await answer(endpoints.draftCreativeSave, demo, creative)).toEqual({
      status: 400,
      code: 400,
      msg: 'The request is not valid',
      data: [{ field: 'title', message: 'More than 50 bytes — a Chinese character counts 2' }],
    });
    expect(await answer(endpoints.draftCreativeSave, demo, creative, 'zh-CN')).toEqual({
      status: 400,
      code: 400,
      msg: '请求参数不正确',
      data: [{ field: 'title', message: '超过 50 字节（1 个汉字计 2 字节）' }],
    });
    const title50 = title51.slice(1);
    expect(
      await savedId(app, endpoints.draftCreativeSave, demo, { ...creative, title: title50 }),
    ).toBeGreaterThan(0);

    const keyword = await answer(endpoints.draftKeywordSave, demo, {
      draftId,
      unitId,
      keyword: '赌博',
      matchType: 'exact',
    });
    expect(keyword.data).toEqual([
      { field: 'keyword', message: 'This keyword is on the banned list' },
      { field: 'matchType', message: 'Choose one of the options' },
    ]);
    const budget = await answer(endpoints.draftCampaignSave, demo, {
      draftId,
      ...minimal.campaign,
      campaignName: '夏季推广',
      budget: 49.99,
    });
    expect(budget.data).toEqual([{ field: 'budget', message: 'The daily budget must be at least 50 RMB' }]);
    expect((await draftDetail(app, demo, draftId)).creatives.map((c) => c.title)).toEqual([title50]);
  });

  it('keeps other users’ drafts and items out of reach: 404, nothing read or written', async () => {
    const mine = await draftWithUnit();
    const theirs = await draftWithUnit('Admin’s', admin, adminAccount);
    const theirKeyword = await savedId(app, endpoints.draftKeywordSave, admin, {
      draftId: theirs.draftId,
      unitId: theirs.unitId,
      keyword: '报表软件',
    });
    const notFound = { status: 404, code: 404, msg: 'Not found' };
    const calls: [Parameters<typeof call>[0], object][] = [
      [endpoints.draftKeywordList, { draftId: theirs.draftId }],
      [endpoints.draftCampaignList, { draftId: theirs.draftId }],
      [endpoints.draftKeywordSave, { draftId: theirs.draftId, unitId: theirs.unitId, keyword: '数据平台' }],
      [
        endpoints.draftKeywordSave,
        { draftId: mine.draftId, unitId: mine.unitId, id: theirKeyword, keyword: 'x' },
      ],
      [endpoints.draftKeywordDelete, { id: theirKeyword }],
      [endpoints.draftUnitDelete, { id: theirs.unitId }],
      [endpoints.draftCampaignBatchDelete, { ids: [mine.campaignId, theirs.campaignId] }],
    ];
    for (const [endpoint, body] of calls) expect(await answer(endpoint, demo, body)).toEqual(notFound);
    const detail = await draftDetail(app, admin, theirs.draftId);
    expect(detail.keywords).toEqual([expect.objectContaining({ id: theirKeyword, keyword: '报表软件' })]);
    expect(detail.units.map((u) => u.id)).toEqual([theirs.unitId]);
    expect((await draftDetail(app, demo, mine.draftId)).campaigns.map((c) => c.id)).toEqual([
      mine.campaignId,
    ]);
  });

  it('refuses every change of a draft uploading or uploaded, saying why', async () => {
    const { draftId, campaignId, unitId } = await draftWithUnit();
    const keywordId = await savedId(app, endpoints.draftKeywordSave, demo, {
      draftId,
      unitId,
      ...minimal.keyword,
    });
    await setDraftStatus(draftId, 4);
    const uploaded = 'This draft has been uploaded and cannot be changed; copy it to make a new one';
    expect(await answer(endpoints.draftKeywordSave, demo, { draftId, unitId, keyword: '报表软件' })).toEqual({
      status: 400,
      code: 400,
      msg: uploaded,
      data: [{ field: 'draftId', message: uploaded }],
    });
    expect(await answer(endpoints.draftKeywordDelete, demo, { id: keywordId })).toMatchObject({
      status: 400,
      data: [{ field: 'id', message: uploaded }],
    });
    await setDraftStatus(draftId, 9);
    expect(await answer(endpoints.draftCampaignBatchDelete, demo, { ids: [campaignId] }, 'zh-CN')).toEqual({
      status: 400,
      code: 400,
      msg: '草稿正在上传，不能修改',
      data: [{ field: 'ids', message: '草稿正在上传，不能修改' }],
    });
    const detail = await draftDetail(app, demo, draftId);
    expect(detail.status).toBe(9);
    expect(detail.keywords.map((k) => k.keyword)).toEqual(['数据分析平台']);
    expect(detail.campaigns.map((c) => c.id)).toEqual([campaignId]);
  });
});
