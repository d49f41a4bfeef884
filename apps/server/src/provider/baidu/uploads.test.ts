import { afterEach, describe, expect, it } from 'vitest';
import { fakeAdvertiser } from '../../testing/baidu-fake/fake-data';
import { reportHandlers } from '../../testing/baidu-fake/fake-reports';
import { startBaiduFake, type BaiduFake } from '../../testing/baidu-fake/fake-server';
import {
  createUploadHandlers,
  fakeUploads,
  uploadHandlers,
  type UploadHandlerOptions,
} from '../../testing/baidu-fake/fake-uploads';
import type { ProviderAccount, UploadItem } from '../provider';
import { createBaiduClient } from './client';
import { baiduUploads } from './uploads';

const account: ProviderAccount = { id: 7, accountNo: 'adc-baidu-uploads', position: 0 };
const urls = { pcFinalUrl: 'https://example.com/pc', mobileFinalUrl: 'https://example.com/m' };

let fake: BaiduFake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

/** The fake with the account known to it, and the upload of the adapter talking to it. */
/**
 * The fake serves pictures from this machine, an address the upload's own fetch refuses
 * (outbound-guard.test.ts): the tests read them directly unless they check that refusal.
 */
const readFromFake = async (item: { url?: string }) =>
  Buffer.from(await (await fetch(item.url!)).arrayBuffer());

async function start(options?: UploadHandlerOptions, defaultPictureFetch = false) {
  fake = await startBaiduFake({
    handlers: { ...reportHandlers, ...(options ? createUploadHandlers(options) : uploadHandlers) },
  });
  fake.accounts.set(account.accountNo, {
    userName: account.accountNo,
    accessToken: 'token-uploads',
    quota: 1_000_000,
  });
  const client = createBaiduClient({
    baseUrl: fake.url,
    credentials: { userName: account.accountNo, accessToken: 'token-uploads' },
    retry: { baseDelayMs: 5 },
    quotaWaitMs: 20,
    quotaWaits: 3,
  });
  const pictureContent = defaultPictureFetch ? undefined : readFromFake;
  return {
    fake,
    uploads: baiduUploads({
      clientFor: () => Promise.resolve(client),
      ...(pictureContent && { pictureContent }),
    }),
  };
}

const campaign: UploadItem = {
  kind: 'campaign',
  key: 'campaign:1',
  name: '春季数据分析',
  texts: [],
  budgetFen: 12_000,
  fields: { kind: 'campaign', budgetFen: 12_000, device: 3, bidMode: 1 },
};
const unit = (parentProviderId: string): UploadItem => ({
  kind: 'unit',
  key: 'unit:2',
  parentKey: 'campaign:1',
  parentProviderId,
  name: '数据看板',
  texts: [],
});
const keyword = (parentProviderId: string, word = '企业数据看板'): UploadItem => ({
  kind: 'keyword',
  key: `keyword:${word}`,
  parentKey: 'unit:2',
  parentProviderId,
  name: word,
  texts: [],
  fields: { kind: 'keyword', matchType: 'precise', urls },
});
const creative = (parentProviderId: string): UploadItem => ({
  kind: 'creative',
  key: 'creative:4',
  parentKey: 'unit:2',
  parentProviderId,
  name: '企业数据看板一站搞定',
  texts: [],
  fields: {
    kind: 'creative',
    title: '企业数据看板一站搞定',
    description1: '实时报表，随时查看投放效果',
    description2: '',
    urls,
  },
});

/** A picture of creative 4 (provider id 20000000004), read from `url`. */
const picture = (url: string, theme: string): UploadItem => ({
  kind: 'picture',
  key: 'creative:4:picture:0',
  parentKey: 'creative:4',
  parentProviderId: '20000000004',
  name: theme,
  texts: [],
  fields: { kind: 'picture', url, theme, width: 200, height: 200 },
});

describe('baidu uploads', () => {
  it('creates each kind under its parent’s provider id', async () => {
    const { fake, uploads } = await start();
    const created = await uploads.createUploadItem(account, campaign, 5);
    expect(created).toEqual({ created: true, providerId: '20000000001' });
    const unitAnswer = await uploads.createUploadItem(account, unit('20000000001'), 5);
    expect(unitAnswer).toEqual({ created: true, providerId: '20000000002' });
    expect(await uploads.createUploadItem(account, keyword('20000000002'), 5)).toEqual({
      created: true,
      providerId: '20000000003',
    });
    expect(await uploads.createUploadItem(account, creative('20000000002'), 5)).toEqual({
      created: true,
      providerId: '20000000004',
    });
    const pictureItem = picture(fake.serveFile('PNG picture bytes', 60_000), '春季促销');
    expect(await uploads.createUploadItem(account, pictureItem, 5)).toEqual({
      created: true,
      providerId: '20000000005',
    });

    const held = fakeUploads(fake, account.accountNo);
    expect(held.campaigns).toEqual([
      { campaignId: 20000000001, campaignName: '春季数据分析', budget: 120, equipmentType: 3 },
    ]);
    // The marketing target every add needs: website links.
    const added = fake.calls.find((call) => call.path.endsWith('/addCampaign'))!;
    expect((added.body.campaignTypes as { marketingTargetId: number }[])[0]!.marketingTargetId).toBe(0);
    expect(held.units).toEqual([
      { adgroupId: 20000000002, campaignId: 20000000001, adgroupName: '数据看板' },
    ]);
    expect(held.keywords).toEqual([
      {
        keywordId: 20000000003,
        adgroupId: 20000000002,
        keyword: '企业数据看板',
        matchType: 1,
        phraseType: 1,
        pcFinalUrl: 'https://example.com/pc',
      },
    ]);
    expect(held.creatives).toEqual([
      {
        creativeId: 20000000004,
        adgroupId: 20000000002,
        title: '企业数据看板一站搞定',
        description1: '实时报表，随时查看投放效果',
        description2: '',
      },
    ]);
    expect(held.segments).toEqual([
      { segmentId: 20000000005, desc: ['春季促销'], bytes: 'PNG picture bytes'.length },
    ]);
    // The picture shows with the unit of its creative.
    expect(held.bindings).toEqual([{ adgroupId: 20000000002, segmentId: 20000000005 }]);
  });

  it('refuses a keyword with a banned word and a budget under 50 RMB with the provider’s code and words', async () => {
    const { fake, uploads } = await start();
    await uploads.createUploadItem(account, campaign, 3);
    await uploads.createUploadItem(account, unit('20000000001'), 3);
    expect(await uploads.createUploadItem(account, keyword('20000000002', '赌博'), 3)).toEqual({
      created: false,
      // No source gives a single business code's meaning: the reason is the provider's refusal, its words the detail.
      reason: 'draftUpload.refusal.provider',
      detail: '901101 关键词含有违禁词',
    });
    const cheap: UploadItem = {
      ...campaign,
      key: 'campaign:9',
      name: '低预算计划',
      fields: { kind: 'campaign', budgetFen: 4_999, device: 1, bidMode: 1 },
    };
    expect(await uploads.createUploadItem(account, cheap, 3)).toEqual({
      created: false,
      reason: 'draftUpload.refusal.provider',
      detail: '901104 计划预算低于50元',
    });
    expect(fakeUploads(fake, account.accountNo).keywords).toEqual([]);
  });

  it('keeps the words of a failure it does not know as the detail', async () => {
    const { uploads } = await start({
      refuse: (kind, element) =>
        kind === 'keyword' && element.keyword === '数据看板报价'
          ? { code: 901234, message: '关键词重复' }
          : undefined,
    });
    await uploads.createUploadItem(account, campaign, 3);
    await uploads.createUploadItem(account, unit('20000000001'), 3);
    expect(await uploads.createUploadItem(account, keyword('20000000002', '数据看板报价'), 3)).toEqual({
      created: false,
      reason: 'draftUpload.refusal.provider',
      detail: '901234 关键词重复',
    });
  });

  it('says the credentials were refused when the call itself is, with the provider’s words', async () => {
    const { fake, uploads } = await start();
    fake.accounts.get(account.accountNo)!.accessToken = 'another token';
    expect(await uploads.createUploadItem(account, campaign, 1)).toEqual({
      created: false,
      reason: 'draftUpload.refusal.credentials',
      detail: '8402 The token is invalid, please contact administrator',
    });
  });

  it('says the provider was busy when its rate refusals outlast the waits', async () => {
    const { fake, uploads } = await start({
      refuse: (kind) =>
        kind === 'campaign' ? { code: 421, message: 'request rate exceeds limit' } : undefined,
    });
    expect(await uploads.createUploadItem(account, campaign, 1)).toEqual({
      created: false,
      reason: 'draftUpload.refusal.busy',
      detail: '421 request rate exceeds limit',
    });
    expect(fakeUploads(fake, account.accountNo).campaigns).toEqual([]);
    // The first call and one after each of the 3 waits.
    expect(fake.calls.filter((call) => call.path.endsWith('/addCampaign'))).toHaveLength(4);
  });

  it('takes an item it sent again after a crash as its first creation', async () => {
    const { fake, uploads } = await start();
    await uploads.createUploadItem(account, campaign, 3);
    await uploads.createUploadItem(account, unit('20000000001'), 3);
    const first = await uploads.createUploadItem(account, keyword('20000000002'), 3);
    // The runner's process stopped before it recorded the answer: it sends the keyword again.
    const again = await uploads.createUploadItem(account, keyword('20000000002'), 3);
    expect(first).toEqual({ created: true, providerId: '20000000003' });
    expect(again).toEqual({ created: true, providerId: '20000000003' });
    const campaignAgain = await uploads.createUploadItem(account, campaign, 3);
    expect(campaignAgain).toEqual({ created: true, providerId: '20000000001' });
    const held = fakeUploads(fake, account.accountNo);
    expect(held.keywords.map((k) => k.keywordId)).toEqual([20000000003]);
    expect(held.campaigns.map((c) => c.campaignId)).toEqual([20000000001]);
  });

  it('is refused a campaign whose name differs from one the account has only in case and spaces', async () => {
    const { fake, uploads } = await start();
    const [existing] = fakeAdvertiser(account.accountNo).search.campaigns;
    const name = ` ${existing!.campaignName.toUpperCase()} `;
    const answer = await uploads.createUploadItem(account, { ...campaign, name }, 1);
    // No source names Baidu's "already exists" code: the refusal is passed on with the provider's words.
    expect(answer).toMatchObject({
      created: false,
      reason: 'draftUpload.refusal.provider',
      detail: expect.stringContaining('计划名称已存在'),
    });
    expect(fakeUploads(fake, account.accountNo).campaigns).toEqual([]);
  });

  it('never fetches a picture whose address is on this machine or a private network', async () => {
    const { fake, uploads } = await start(undefined, true);
    const pictureItem = picture(fake.serveFile('PNG picture bytes', 60_000), '内网图片');
    expect(await uploads.createUploadItem(account, pictureItem, 5)).toEqual({
      created: false,
      reason: 'draftUpload.refusal.provider',
      detail: 'the host 127.0.0.1 is this server or on a network that is not public',
    });
    expect(fakeUploads(fake, account.accountNo).segments).toEqual([]);
  });

  it('finds a namesake among what the account had before the upload too', async () => {
    const { uploads } = await start();
    const [existing] = fakeAdvertiser(account.accountNo).search.campaigns;
    const answer = await uploads.createUploadItem(account, { ...campaign, name: existing!.campaignName }, 1);
    expect(answer).toEqual({ created: true, providerId: String(existing!.campaignId) });
  });
});
