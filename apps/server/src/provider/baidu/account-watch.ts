/**
 * What the alerts ask of a Baidu account (docs/baidu-provider.md#baidu-account-status): its status from
 * `AccountService/getAccountInfo`, its campaigns' budget offlines from `CampaignService/getCampaign`, and
 * today's traffic so far from the campaign reports by hour.
 */
import { providerDayStart, providerToday } from '@adconsole/date-range-rules';
import type { AccountWatch, BudgetOffline, MetricSums, ProviderAccount } from '../provider';
import type { BaiduClient } from './protocol';
import { factRow, feedColumns, reportFeeds, reportNumber } from './report-feeds';
import { readReport, type ReadSettings } from './report-reader';

/**
 * `userStat` of the account (bububa/baidu-marketing model/search/account/account.go): 1 opening deposit
 * not paid, 2 running, 3 balance zero, 4 refused in review, 6 in review, 7 disabled, 11 budget too low.
 */
const userStat = { running: 2, balanceZero: 3 } as const;

/**
 * One entry of `budgetOfflineTime` (baidu/baiduads-sdk `ApiOfflineTimeType`: `time`, `flag`; older
 * bububa/baidu-marketing models spell the flag `flat`): flag 0 is going offline, 1 coming back.
 */
interface OfflineTime {
  time?: unknown;
  flag?: unknown;
  flat?: unknown;
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * An offline time as an instant. bububa's comment gives the form `Jul 10, 2015 11:00:00 AM`; the SDK types it
 * as a plain string, so `2015-07-10 11:00:00` is read too. No source gives a zone: Beijing time, as every
 * time of the provider's reports.
 */
export function offlineInstant(value: unknown): number | undefined {
  const text = String(value ?? '').trim();
  const english = /^([A-Z][a-z]{2}) (\d{1,2}), (\d{4}) (\d{1,2}):(\d{2}):(\d{2}) ([AP]M)$/.exec(text);
  const numeric = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  let day: string;
  let hours: number;
  let minutes: number;
  let seconds: number;
  if (english) {
    const month = months.indexOf(english[1]!) + 1;
    if (month === 0) return undefined;
    day = `${english[3]}-${String(month).padStart(2, '0')}-${english[2]!.padStart(2, '0')}`;
    hours = (Number(english[4]) % 12) + (english[7] === 'PM' ? 12 : 0);
    [minutes, seconds] = [Number(english[5]), Number(english[6])];
  } else if (numeric) {
    day = `${numeric[1]}-${numeric[2]}-${numeric[3]}`;
    [hours, minutes, seconds] = [Number(numeric[4]), Number(numeric[5]), Number(numeric[6] ?? 0)];
  } else return undefined;
  return providerDayStart(day) + ((hours * 60 + minutes) * 60 + seconds) * 1000;
}

/** When the thing went offline today for its budget: the first offline of today's entries, if any. */
function offlineToday(times: unknown, now: number): number | undefined {
  if (!Array.isArray(times)) return undefined;
  const today = providerToday(now);
  const offlines = (times as OfflineTime[])
    .filter((entry) => Number(entry.flag ?? entry.flat) === 0)
    .map((entry) => offlineInstant(entry.time))
    .filter((at): at is number => at !== undefined && at <= now && providerToday(at) === today);
  return offlines.length ? Math.min(...offlines) : undefined;
}

/** Yuan as the provider answers it (a number or its text) in fen. */
export const fen = (yuan: unknown) => Math.round(reportNumber(yuan) * 100);
const hourFeeds = reportFeeds.filter((feed) => feed.timeUnit === 'HOUR');

export function baiduAccountWatch(
  clientFor: (account: ProviderAccount) => Promise<BaiduClient>,
  settings: ReadSettings,
): AccountWatch {
  return {
    async accountStatus(account, now) {
      const client = await clientFor(account);
      // Field names of baiduads-sdk `ApiAccountType`; `budgetType` 0 is no budget, 1 a daily one (bububa).
      const { data } = await client.call<Record<string, unknown>>(
        'search',
        'AccountService',
        'getAccountInfo',
        {
          accountFields: ['userId', 'balance', 'budget', 'budgetType', 'userStat', 'budgetOfflineTime'],
        },
      );
      const info = data[0] ?? {};
      const budgetOfflines: BudgetOffline[] = [];
      const accountAt = offlineToday(info.budgetOfflineTime, now);
      if (accountAt !== undefined) {
        const budgetFen = Number(info.budgetType) === 1 ? fen(info.budget) : undefined;
        budgetOfflines.push({ at: accountAt, ...(budgetFen ? { budgetFen } : {}) });
      }
      // Every campaign of the account: getCampaign without ids (bububa model/search/campaign/getCampaign.go).
      const campaigns = await client.call<Record<string, unknown>>(
        'search',
        'CampaignService',
        'getCampaign',
        {
          campaignFields: ['campaignId', 'campaignName', 'budget', 'budgetOfflineTime'],
        },
      );
      for (const campaign of campaigns.data) {
        const at = offlineToday(campaign.budgetOfflineTime, now);
        if (at === undefined) continue;
        const budgetFen = fen(campaign.budget);
        budgetOfflines.push({
          campaignId: reportNumber(campaign.campaignId),
          campaignName: String(campaign.campaignName ?? ''),
          ...(budgetFen ? { budgetFen } : {}),
          at,
        });
      }
      budgetOfflines.sort((a, b) => a.at - b.at);
      const stat = Number(info.userStat);
      return {
        balanceFen: fen(info.balance),
        outOfBalance: stat === userStat.balanceZero,
        // An account without a status in the answer is taken as running: only what the provider says counts.
        offline: Number.isFinite(stat) && stat !== userStat.running,
        budgetOfflines,
      };
    },

    async todaySoFar(account, now, hours) {
      const client = await clientFor(account);
      const today = providerToday(now);
      const sums: MetricSums = { impression: 0, click: 0, costFen: 0, conversion: 0 };
      // The campaign reports by hour of both channels, as the sync reads them for past days.
      for (const feed of hourFeeds) {
        const request = { reportType: feed.reportType, timeUnit: feed.timeUnit, columns: feedColumns(feed) };
        await readReport(client, request, { from: today, to: today }, settings, async (rows) => {
          for (const row of rows) {
            const fact = factRow(feed, row, account.id);
            if (Number(fact.hour) >= hours) continue;
            sums.impression += Number(fact.impression);
            sums.click += Number(fact.click);
            sums.costFen += Number(fact.cost_fen);
            sums.conversion += Number(fact.conversion);
          }
        });
      }
      return sums;
    },
  };
}
