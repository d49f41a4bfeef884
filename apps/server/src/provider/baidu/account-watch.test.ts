import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeAdvertiser, fakeOfflineTime } from '../../testing/baidu-fake/fake-data';
import { fakeReport, reportHandlers } from '../../testing/baidu-fake/fake-reports';
import { startBaiduFake, type BaiduFake } from '../../testing/baidu-fake/fake-server';
import type { ProviderAccount } from '../provider';
import { baiduAccountWatch, offlineInstant } from './account-watch';
import { createBaiduClient } from './client';
import { feedColumns, reportFeeds } from './report-feeds';

const account: ProviderAccount = { id: 7, accountNo: 'baidu-watch-01', position: 0 };
/** Saturday 21 November 2026, 17:20 in Beijing. */
const now = Date.parse('2026-11-21T09:20:00Z');
const beijing = (time: string) => Date.parse(`${time}+08:00`);
let fake: BaiduFake;
const settings = { pageRows: 10_000, asyncAfterDays: 31, taskPollMs: 5, taskPolls: 10 };
let watch: ReturnType<typeof baiduAccountWatch>;

beforeAll(async () => {
  fake = await startBaiduFake({ handlers: reportHandlers });
  fake.accounts.set(account.accountNo, {
    userName: account.accountNo,
    accessToken: 'token',
    quota: 1_000_000,
  });
  const client = createBaiduClient({
    baseUrl: fake.url,
    credentials: { userName: account.accountNo, accessToken: 'token' },
    retry: { baseDelayMs: 5 },
    quotaWaitMs: 20,
  });
  watch = baiduAccountWatch(() => Promise.resolve(client), settings);
});
afterAll(() => fake.close());

describe('offline times', () => {
  it('reads the provider’s English form and plain dates, in Beijing time', () => {
    expect(offlineInstant('Jul 10, 2015 11:00:00 AM')).toBe(beijing('2015-07-10T11:00:00'));
    expect(offlineInstant('Nov 21, 2026 12:05:09 PM')).toBe(beijing('2026-11-21T12:05:09'));
    expect(offlineInstant('Nov 21, 2026 12:05:09 AM')).toBe(beijing('2026-11-21T00:05:09'));
    expect(offlineInstant('2026-11-21 15:30:00')).toBe(beijing('2026-11-21T15:30:00'));
    expect(offlineInstant('yesterday')).toBeUndefined();
  });
});

describe('accountStatus', () => {
  it('answers the balance of a running account, offline for nothing', async () => {
    expect(await watch.accountStatus(account, now)).toEqual({
      balanceFen: Math.round(fakeAdvertiser(account.accountNo).balance * 100),
      outOfBalance: false,
      offline: false,
      budgetOfflines: [],
    });
  });

  it('answers today’s budget offlines of the account and its campaigns, earliest first, and the balance running out', async () => {
    const advertiser = fakeAdvertiser(account.accountNo);
    const [campaign] = advertiser.search.campaigns;
    advertiser.status = {
      userStat: 3,
      budgetType: 1,
      budget: 500,
      budgetOfflineTime: [
        fakeOfflineTime(beijing('2026-11-20T16:00:00')),
        fakeOfflineTime(beijing('2026-11-21T15:30:00')),
        fakeOfflineTime(beijing('2026-11-21T16:10:00'), 1),
      ],
    };
    campaign!.budget = 200;
    campaign!.budgetOfflineTime = [fakeOfflineTime(beijing('2026-11-21T11:05:00'))];
    try {
      expect(await watch.accountStatus(account, now)).toEqual({
        balanceFen: Math.round(advertiser.balance * 100),
        outOfBalance: true,
        offline: true,
        budgetOfflines: [
          {
            campaignId: campaign!.campaignId,
            campaignName: campaign!.campaignName,
            budgetFen: 20_000,
            at: beijing('2026-11-21T11:05:00'),
          },
          { budgetFen: 50_000, at: beijing('2026-11-21T15:30:00') },
        ],
      });
      // Over its budget but not its balance: offline, not out of balance.
      advertiser.status.userStat = 11;
      expect(await watch.accountStatus(account, now)).toMatchObject({ outOfBalance: false, offline: true });
    } finally {
      advertiser.status = { userStat: 2, budgetType: 0, budget: 0, budgetOfflineTime: [] };
      delete campaign!.budget;
      delete campaign!.budgetOfflineTime;
    }
  });
});

describe('todaySoFar', () => {
  it('sums today’s full hours of both campaign reports by hour', async () => {
    let expected = { impression: 0, click: 0, costFen: 0, conversion: 0 };
    for (const feed of reportFeeds.filter((f) => f.timeUnit === 'HOUR')) {
      const rows = fakeReport(account.accountNo, {
        reportType: feed.reportType,
        timeUnit: 'HOUR',
        columns: feedColumns(feed),
        startDate: '2026-11-21',
        endDate: '2026-11-21',
      }).filter((row) => Number(String(row.date).slice(11, 13)) < 17);
      const sum = (metric: string) => rows.reduce((total, row) => total + Number(row[metric] ?? 0), 0);
      expected = {
        impression: expected.impression + sum('impression'),
        click: expected.click + sum('click'),
        costFen: expected.costFen + Math.round(sum('cost') * 100),
        conversion: expected.conversion + (feed.metrics.conversion ? sum(feed.metrics.conversion) : 0),
      };
    }
    expect(expected.click).toBeGreaterThan(0);
    expect(await watch.todaySoFar(account, now, 17)).toEqual(expected);
  });
});
