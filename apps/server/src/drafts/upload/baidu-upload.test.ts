// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { endpoints, envelope, UploadDetail, UploadRecord } from '@adconsole/api-client/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pngPicture } from '../../pictures/testing/picture-fixtures';
import { reportHandlers } from '../../testing/baidu-fake/fake-reports';
import { startBaiduFake } from '../../testing/baidu-fake/fake-server';
import { createUploadHandlers, fakeUploads } from '../../testing/baidu-fake/fake-uploads';
import { testNow } from '../../reports/testing/report-calls';
import { addUser, loginToken, startTestApp, userIdOf } from '../../testing/test-app';
import { callEndpoint } from '../../http/testing/test-calls';
import { draftDetail, minimal, savedId } from '../testing/draft-calls';
import { uploadedDraft } from './testing/upload-calls';

// A draft of a Baidu account uploaded through the API to the local fake of Baidu Marketing's protocol
// (docs/baidu-provider.md#baidu-uploads): each item created under its parent's id at the provider, a refused
// item's reason and the provider's own words on it in the draft and in the ad report.

/** The keyword the fake refuses with a failure code the adapter does not know. */
const oddKeyword = '数据中台报价';
const fake = await startBaiduFake({
  handlers: {
    ...reportHandlers,
    ...createUploadHandlers({
      refuse: (kind, element) =>
        kind === 'keyword' && element.keyword === oddKeyword
          ? { code: 901234, message: '关键词重复' }
          : undefined,
    }),
  },
});
const credentials = { userName: 'uploads-baidu', accessToken: 'tok-uploads-3c9e1a7f' };
fake.accounts.set(credentials.userName, { ...credentials, quota: 1_000_000 });

const server = await startTestApp({
  now: () => testNow,
  sandboxProfile: 'test',
  baiduApiBase: fake.url,
  secretKey: 'a-test-secret-key-of-baidu-uploads',
  baiduSyncDays: 1,
  // The fake serves the creatives' pictures from this machine, which the upload fetches from no user's address
  // (docs/operations.md#the-outbound-guard).
  outboundAllowHosts: [new URL(fake.url).host],
});
const { app } = server;
afterAll(async () => {
  await server.stop();
  await fake.close();
});

let uploader: string;
let accountId: number;
beforeAll(async () => {
  const admin = await loginToken(app, 'admin', 'admin123');
  accountId = await savedId(app, endpoints.providerAccountSave, admin, {
    accountNo: 'uploads-search',
    channel: 'search',
    companyId: null,
    provider: 'baidu',
    credentials,
  });
  await addUser(app, {
    userName: 'baidu-uploader',
    password: 'upload123',
    role: 'edit',
    accountIds: [accountId],
  });
  uploader = await loginToken(app, 'baidu-uploader', 'upload123');
});

/** The ids of a draft of the Baidu account: a campaign, its unit, its keywords and a creative. */
async function baiduDraft(campaignName: string, keywords: string[], pictureUrl?: string) {
  const draftId = await savedId(app, endpoints.draftSave, uploader, {
    name: `草稿 ${campaignName}`,
    accountId,
  });
  const campaignId = await savedId(app, endpoints.draftCampaignSave, uploader, {
    ...minimal.campaign,
    campaignName,
    business: '数据分析',
    draftId,
  });
  const unitId = await savedId(app, endpoints.draftUnitSave, uploader, {
    ...minimal.unit,
    draftId,
    campaignId,
  });
  const keywordIds: number[] = [];
  for (const keyword of keywords) {
    keywordIds.push(
      await savedId(app, endpoints.draftKeywordSave, uploader, {
        keyword,
        matchType: 'phrase',
        draftId,
        unitId,
      }),
    );
  }
  const creativeId = await savedId(app, endpoints.draftCreativeSave, uploader, {
    ...minimal.creative,
    pictures: pictureUrl ? [{ url: pictureUrl, theme: '春季促销', width: 200, height: 200 }] : [],
    draftId,
    unitId,
  });
  return { draftId, keywordIds, creativeId };
}

async function upload(draftId: number) {
  const response = await callEndpoint(app, endpoints.draftUpload, uploader, { id: draftId });
  expect(response.statusCode, response.body).toBe(200);
  return uploadedDraft(app, uploader, draftId);
}

const lastUploadDetail = async () => {
  const list = await callEndpoint(app, endpoints.draftReportList, uploader, { query: {} });
  const [last] = envelope(z.array(UploadRecord)).parse(list.json()).data!;
  const detail = await callEndpoint(app, endpoints.draftReportDetail, uploader, { id: last!.id });
  return envelope(UploadDetail).parse(detail.json()).data!;
};

const lastMessage = async () =>
  await app.entities.db
    .selectFrom('user_messages')
    .select(['introduce_en', 'introduce_cn'])
    .where('user_id', '=', await userIdOf(app, 'baidu-uploader'))
    .where('msg_type', '=', 2)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

describe('uploading a draft of a Baidu account', () => {
  it('creates the items under their parents at the provider and keeps its words on a refused keyword', async () => {
    const picture = fake.serveFile(pngPicture(200, 200), 600_000);
    const draft = await baiduDraft('百度春季推广', ['数据分析平台', '赌场攻略'], picture);
    const [accepted, banned] = draft.keywordIds;

    const done = await upload(draft.draftId);
    expect(done.status).toBe(3);
    expect(done.keywords.map((k) => [k.id, k.syncState, k.failReason, k.failDetail])).toEqual([
      [accepted, 1, undefined, undefined],
      [banned, 0, 'draftUpload.refusal.provider', '901101 关键词含有违禁词'],
    ]);
    for (const item of [...done.campaigns, ...done.units, ...done.creatives]) {
      expect([item.syncState, item.failReason, item.failDetail]).toEqual([1, undefined, undefined]);
    }

    // Each item went to the provider under the id the provider gave its parent; the refused keyword did not.
    const held = fakeUploads(fake, credentials.userName);
    expect(held.campaigns).toEqual([
      { campaignId: 20000000001, campaignName: '百度春季推广', budget: 100, equipmentType: 3 },
    ]);
    expect(held.units).toEqual([{ adgroupId: 20000000002, campaignId: 20000000001, adgroupName: '品牌词' }]);
    expect(held.keywords).toEqual([
      {
        keywordId: 20000000003,
        adgroupId: 20000000002,
        keyword: '数据分析平台',
        matchType: 2,
        phraseType: 1,
        pcFinalUrl: 'https://example.com/',
      },
    ]);
    expect(held.creatives).toEqual([
      {
        creativeId: 20000000004,
        adgroupId: 20000000002,
        title: '专业数据分析平台免费试用',
        description1: '一站式数据分析平台，帮助企业快速洞察业务增长机会',
        description2: '',
      },
    ]);
    expect(held.segments).toEqual([
      { segmentId: 20000000005, desc: ['春季促销'], bytes: expect.any(Number) },
    ]);
    expect(held.bindings).toEqual([{ adgroupId: 20000000002, segmentId: 20000000005 }]);
    // The provider got the picture as the server decoded it.
    const segment = fake.calls.find((call) => call.path.endsWith('/addImageSegment'))!;
    const [{ srcImageContent }] = segment.body.addSegmentRequestTypes as [{ srcImageContent: string }];
    const sent = await sharp(Buffer.from(srcImageContent, 'base64')).metadata();
    expect([sent.format, sent.width, sent.height]).toEqual(['png', 200, 200]);

    expect(await lastMessage()).toEqual({
      introduce_en:
        'The upload of the draft “草稿 百度春季推广” failed: the provider refused 1 items; see the ad report.',
      introduce_cn: '草稿“草稿 百度春季推广”上传失败：媒体拒绝了 1 项，详见广告报告。',
    });
    const report = await lastUploadDetail();
    expect(report.items.map((i) => [i.kind, i.name, i.result, i.failReason, i.failDetail])).toEqual([
      ['campaign', '百度春季推广', 'created', null, null],
      ['unit', '品牌词', 'created', null, null],
      ['keyword', '数据分析平台', 'created', null, null],
      ['keyword', '赌场攻略', 'refused', 'draftUpload.refusal.provider', '901101 关键词含有违禁词'],
      ['creative', '专业数据分析平台免费试用', 'created', null, null],
      ['picture', '春季促销', 'created', null, null],
    ]);
  });

  it('refuses a keyword for a reason it does not know with the provider’s code and words', async () => {
    const draft = await baiduDraft('百度夏季推广', ['企业数据看板', oddKeyword]);
    const [accepted, odd] = draft.keywordIds;

    const done = await upload(draft.draftId);
    expect(done.status).toBe(3);
    expect(done.keywords.map((k) => [k.id, k.syncState, k.failReason, k.failDetail])).toEqual([
      [accepted, 1, undefined, undefined],
      [odd, 0, 'draftUpload.refusal.provider', '901234 关键词重复'],
    ]);
    expect(fakeUploads(fake, credentials.userName).keywords.map((k) => [k.keyword, k.adgroupId])).toEqual([
      ['数据分析平台', 20000000002],
      ['企业数据看板', 20000000007],
    ]);
    expect((await lastMessage()).introduce_en).toBe(
      'The upload of the draft “草稿 百度夏季推广” failed: the provider refused 1 items; see the ad report.',
    );
    const report = await lastUploadDetail();
    expect(report.items.find((i) => i.name === oddKeyword)).toMatchObject({
      result: 'refused',
      failReason: 'draftUpload.refusal.provider',
      failDetail: '901234 关键词重复',
    });

    // The detail goes with the reason once the keyword changes.
    await savedId(app, endpoints.draftKeywordSave, uploader, {
      id: odd,
      draftId: draft.draftId,
      unitId: done.units[0]!.id,
      keyword: '数据中台方案',
      matchType: 'phrase',
    });
    const changed = await draftDetail(app, uploader, draft.draftId);
    expect([changed.keywords[1]!.failReason, changed.keywords[1]!.failDetail]).toEqual([
      undefined,
      undefined,
    ]);
  });

  it('refuses a picture whose address is this server’s own and sends the provider no picture', async () => {
    // The probe of issue 51: the server's own API at its non-loopback address, given as a creative's picture.
    await app.listen({ port: 0, host: '0.0.0.0' });
    const port = (app.server.address() as AddressInfo).port;
    const [own] = Object.values(networkInterfaces())
      .flatMap((addresses) => addresses ?? [])
      .filter((address) => !address.internal && address.family === 'IPv4');
    expect(own, 'this machine has an IPv4 address beside loopback').toBeDefined();
    const served: string[] = [];
    app.server.on('request', (request: { url?: string }) => served.push(request.url ?? ''));
    const callsBefore = fake.calls.length;

    const address = `http://${own!.address}:${port}/base-api/openapi.json`;
    const draft = await baiduDraft('百度秋季推广', ['数据分析报价'], address);
    const done = await upload(draft.draftId);
    expect(done.status).toBe(3);

    const report = await lastUploadDetail();
    expect(report.items.map((i) => [i.kind, i.result, i.failReason, i.failDetail])).toEqual([
      ['campaign', 'created', null, null],
      ['unit', 'created', null, null],
      ['keyword', 'created', null, null],
      ['creative', 'created', null, null],
      [
        'picture',
        'refused',
        'draftUpload.refusal.provider',
        `the host ${own!.address} is this server or on a network that is not public`,
      ],
    ]);
    expect(served.filter((url) => url.endsWith('/openapi.json'))).toEqual([]);
    const sentSince = fake.calls.slice(callsBefore).map((call) => call.path.split('/').pop());
    expect(sentSince).not.toContain('addImageSegment');
    expect(sentSince).not.toContain('addAdgroupImageSegmentBind');
  });
});
