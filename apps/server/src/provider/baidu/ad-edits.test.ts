import { afterEach, describe, expect, it } from 'vitest';
import { fakeAdvertiser } from '../../testing/baidu-fake/fake-data';
import {
  createEditHandlers,
  fakeEditFailureCode,
  fakeEdits,
  recordPage,
} from '../../testing/baidu-fake/fake-edits';
import { reportHandlers } from '../../testing/baidu-fake/fake-reports';
import { startBaiduFake, type BaiduFake } from '../../testing/baidu-fake/fake-server';
import { uploadHandlers } from '../../testing/baidu-fake/fake-uploads';
import type { ProviderAccount } from '../provider';
import { baiduAdEdits } from './ad-edits';
import { createBaiduClient } from './client';
import { BaiduCallError, type BaiduClient } from './protocol';

const account: ProviderAccount = { id: 9, accountNo: 'adc-baidu-edits', position: 0 };
const advertiser = fakeAdvertiser(account.accountNo).search;

let fake: BaiduFake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function start(now = () => Date.now()) {
  fake = await startBaiduFake({
    handlers: { ...reportHandlers, ...uploadHandlers, ...createEditHandlers({ now }) },
    now,
  });
  fake.accounts.set(account.accountNo, {
    userName: account.accountNo,
    accessToken: 'token-edits',
    quota: 1e9,
  });
  const client = createBaiduClient({
    baseUrl: fake.url,
    credentials: { userName: account.accountNo, accessToken: 'token-edits' },
    retry: { baseDelayMs: 5 },
  });
  return { fake, client, edits: baiduAdEdits({ clientFor: () => Promise.resolve(client) }) };
}

const callsTo = (fake: BaiduFake, method: string) =>
  fake.calls.filter((call) => call.path.endsWith(`/${method}`));

describe('the Baidu adapter’s bulk edits against the strict fake', () => {
  it('reads names, campaigns, status and bids, leaving out ids the account lacks', async () => {
    const { edits, fake } = await start();
    const unit = advertiser.units[1]!;
    const [read] = await edits.readSettings(account, 'unit', [unit.adgroupId, 1]);
    expect(read).toMatchObject({
      id: unit.adgroupId,
      level: 'unit',
      name: unit.adgroupName,
      campaignId: unit.campaignId,
      paused: unit.pause,
    });
    expect(read!.bidFen).toBeGreaterThanOrEqual(50);
    expect(await edits.readSettings(account, 'unit', [unit.adgroupId, 1])).toHaveLength(1);
    // A unit has no budget: such an update is answered without asking the provider.
    expect(await edits.updateSettings(account, 'unit', [{ id: unit.adgroupId, budgetFen: 10_000 }])).toEqual([
      { id: unit.adgroupId, ok: false, reason: 'providerRefused' },
    ]);
    expect(callsTo(fake, 'updateAdgroup')).toEqual([]);
    const campaign = advertiser.campaigns[0]!;
    const [campaignRead] = await edits.readSettings(account, 'campaign', [campaign.campaignId]);
    expect(campaignRead).toMatchObject({
      id: campaign.campaignId,
      campaignId: campaign.campaignId,
      name: campaign.campaignName,
    });
  });

  it('sends updates in batches of the provider’s size and answers each id, refused ones with the provider’s words', async () => {
    const { fake, edits } = await start();
    const campaigns = advertiser.campaigns.map((c) => c.campaignId);
    const unknown = Array.from({ length: 147 }, (_, i) => 1_000 + i);
    const outcomes = await edits.updateSettings(account, 'campaign', [
      { id: campaigns[0]!, budgetFen: 120_000 },
      { id: campaigns[1]!, budgetFen: 4_000 },
      ...unknown.map((id) => ({ id, paused: true })),
      { id: campaigns[2]!, paused: true },
    ]);
    expect(
      callsTo(fake, 'updateCampaign').map((call) => (call.body.campaignTypes as unknown[]).length),
    ).toEqual([100, 50]);
    expect(outcomes).toHaveLength(150);
    expect(outcomes[0]).toEqual({ id: campaigns[0], ok: true });
    expect(outcomes[1]).toMatchObject({ id: campaigns[1], ok: false, reason: 'providerRefused' });
    expect((outcomes[1] as { detail: string }).detail).toMatch(
      new RegExp(`^${fakeEditFailureCode.budgetTooLow} `),
    );
    expect(outcomes[2]).toMatchObject({ id: 1_000, ok: false, reason: 'providerRefused' });
    expect((outcomes[2] as { detail: string }).detail).toMatch(
      new RegExp(`^${fakeEditFailureCode.unknownId} `),
    );
    expect(outcomes[149]).toEqual({ id: campaigns[2], ok: true });
    const after = await edits.readSettings(account, 'campaign', campaigns);
    expect(after.map((c) => [c.budgetFen, c.paused])).toEqual([
      [120_000, advertiser.campaigns[0]!.pause],
      [after[1]!.budgetFen, advertiser.campaigns[1]!.pause],
      [after[2]!.budgetFen, true],
    ]);
  });

  it('splits keyword updates at 10,000 and refuses a bid above the campaign’s budget per keyword', async () => {
    const { fake, edits } = await start();
    const keyword = advertiser.keywords[0]!;
    await edits.updateSettings(account, 'campaign', [{ id: keyword.campaignId, budgetFen: 10_000 }]);
    const outcomes = await edits.updateSettings(account, 'keyword', [
      { id: keyword.keywordId, bidFen: 10_001 },
      ...Array.from({ length: 9_999 }, (_, i) => ({ id: 5_000 + i, paused: false })),
      { id: advertiser.keywords[1]!.keywordId, bidFen: 250 },
    ]);
    expect(callsTo(fake, 'updateWord').map((call) => (call.body.keywordTypes as unknown[]).length)).toEqual([
      10_000, 1,
    ]);
    expect((outcomes[0] as { detail: string }).detail).toMatch(
      new RegExp(`^${fakeEditFailureCode.priceAboveBudget} `),
    );
    expect(outcomes[10_000]).toEqual({ id: advertiser.keywords[1]!.keywordId, ok: true });
    const [read] = await edits.readSettings(account, 'keyword', [advertiser.keywords[1]!.keywordId]);
    expect(read).toMatchObject({
      bidFen: 250,
      name: advertiser.keywords[1]!.keyword,
      campaignId: advertiser.keywords[1]!.campaignId,
      unitId: advertiser.keywords[1]!.adgroupId,
    });
  });

  it('the fake refuses a whole batch over its cap, an unknown field and a changed keyword text', async () => {
    const { client } = await start();
    const tooMany = Array.from({ length: 101 }, (_, i) => ({ campaignId: i + 1, pause: true }));
    await expect(
      client.call('search', 'CampaignService', 'updateCampaign', { campaignTypes: tooMany }),
    ).rejects.toBeInstanceOf(BaiduCallError);
    const keyword = advertiser.keywords[2]!;
    const answer = await partial(client, 'KeywordService', 'updateWord', {
      keywordTypes: [
        { keywordId: keyword.keywordId, keyword: `${keyword.keyword}x` },
        { keywordId: keyword.keywordId, quality: 3 },
        { keywordId: keyword.keywordId, pause: true },
      ],
    });
    expect(answer.map((f) => [f.code, f.position])).toEqual([
      [fakeEditFailureCode.textUnchangeable, 'keywordTypes[0]'],
      [fakeEditFailureCode.unknownField, 'keywordTypes[1]'],
    ]);
  });
});

/** The failures of a call that partly failed. */
async function partial(client: BaiduClient, service: string, method: string, body: object) {
  const result = await client.call('search', service, method, body);
  expect(result.status).toBe(1);
  return result.failures;
}

describe('negatives through the Baidu adapter', () => {
  it('round-trips a unit’s lists whole and refuses a word over 40 bytes', async () => {
    const { fake, edits } = await start();
    const unit = advertiser.units[0]!.adgroupId;
    expect(await edits.readNegatives(account, 'unit', unit)).toEqual({ phrase: [], exact: [] });
    expect(
      await edits.writeNegatives(account, 'unit', unit, { phrase: ['免费', '招聘'], exact: ['二手'] }),
    ).toEqual({
      ok: true,
    });
    expect(await edits.readNegatives(account, 'unit', unit)).toEqual({
      phrase: ['免费', '招聘'],
      exact: ['二手'],
    });
    expect(callsTo(fake, 'updateAdgroup').at(-1)!.body).toEqual({
      adgroupTypes: [{ adgroupId: unit, negativeWords: ['免费', '招聘'], exactNegativeWords: ['二手'] }],
    });
    // 21 Chinese characters are 42 bytes as the provider counts them.
    const refused = await edits.writeNegatives(account, 'unit', unit, {
      phrase: ['一'.repeat(21)],
      exact: [],
    });
    expect(refused).toMatchObject({ ok: false, reason: 'wordTooLong' });
    expect(await edits.readNegatives(account, 'unit', unit)).toEqual({
      phrase: ['免费', '招聘'],
      exact: ['二手'],
    });
    expect(await edits.readNegatives(account, 'unit', 42)).toBeNull();
  });

  it('caps a campaign’s lists by the account’s userLevel', async () => {
    const { fake, edits } = await start();
    const campaign = advertiser.campaigns[0]!.campaignId;
    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`);
    fakeEdits(fake, account.accountNo).userLevel = 1;
    expect(await edits.negativeLimits(account)).toEqual({
      unit: { phrase: 200, exact: 200 },
      campaign: { phrase: 500, exact: 900 },
    });
    expect(
      await edits.writeNegatives(account, 'campaign', campaign, { phrase: words(500), exact: [] }),
    ).toEqual({
      ok: true,
    });
    fakeEdits(fake, account.accountNo).userLevel = 4;
    expect((await edits.negativeLimits(account)).campaign).toEqual({ phrase: 200, exact: 200 });
    expect(
      await edits.writeNegatives(account, 'campaign', campaign, { phrase: words(201), exact: [] }),
    ).toMatchObject({
      ok: false,
      reason: 'tooManyNegatives',
    });
    // A level no source names gets the smallest caps.
    fakeEdits(fake, account.accountNo).userLevel = 9;
    expect((await edits.negativeLimits(account)).campaign).toEqual({ phrase: 200, exact: 200 });
  });
});

describe('operation records through the Baidu adapter', () => {
  it('reads the records of changes made through the fake and added by a test, across pages, with stable keys', async () => {
    const now = Date.parse('2026-11-20T06:00:00Z');
    const { edits, fake } = await start(() => now);
    const records = fakeEdits(fake, account.accountNo).records;
    for (let i = 0; i < recordPage + 5; i++) {
      records.push({
        userId: 1,
        planId: advertiser.campaigns[0]!.campaignId,
        unitId: 0,
        optTime: `2026-11-19 ${String(8 + Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00`,
        optContent: '预算',
        optType: 2,
        optLevel: 2,
        oldValue: String(100 + i),
        newValue: String(101 + i),
        optObj: advertiser.campaigns[0]!.campaignName,
      });
    }
    await edits.updateSettings(account, 'unit', [{ id: advertiser.units[0]!.adgroupId, bidFen: 321 }]);
    const read = await edits.operationRecords(account, { from: '2026-11-19', to: '2026-11-20' });
    expect(read).toHaveLength(recordPage + 6);
    expect(read[0]).toMatchObject({
      time: Date.parse('2026-11-19T00:00:00Z'),
      level: 'account',
      campaignId: advertiser.campaigns[0]!.campaignId,
      objectName: advertiser.campaigns[0]!.campaignName,
      field: '预算',
      oldValue: '100',
      newValue: '101',
    });
    expect(read.at(-1)).toMatchObject({
      unitId: advertiser.units[0]!.adgroupId,
      field: '出价',
      newValue: '3.21',
      objectName: advertiser.units[0]!.adgroupName,
    });
    expect(new Set(read.map((r) => r.key)).size).toBe(read.length);
    const again = await edits.operationRecords(account, { from: '2026-11-19', to: '2026-11-20' });
    expect(again.map((r) => r.key)).toEqual(read.map((r) => r.key));
    expect(await edits.operationRecords(account, { from: '2026-11-10', to: '2026-11-11' })).toEqual([]);
  });
});
