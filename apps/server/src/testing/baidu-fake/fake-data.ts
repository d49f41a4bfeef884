/**
 * The fake's advertiser (docs/baidu-provider.md): one per user name, the same on every run. Its
 * structure is small and fixed in shape (3 search campaigns × 4 units × 45 keywords, so the keyword ids of an
 * account pass the 500 values of an IN filter; 2 feed campaigns × 3 units); its report rows are computed from
 * hashes of the user name, the report, the item, the day and the device, so a test computes the rows the
 * fake answers with `fakeReportRows` instead of keeping them. Words come from the sandbox's vocabulary.
 */
import { addCalendarDays, daysInRange } from '@adconsole/date-range-rules';
import * as words from '../../provider/sandbox/vocabulary';

/** Murmur3's final avalanche: every bit of the input moves about half the bits of the output. */
function mix(value: number): number {
  let hash = value ^ (value >>> 16);
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

/** FNV-1a over text, mixed. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return mix(hash);
}

/** A number in [0, 1) for the given parts. */
export function fakeRandom(...parts: (string | number)[]): number {
  return hashText(parts.join('|')) / 2 ** 32;
}

const pick = <T>(items: readonly T[], ...parts: (string | number)[]) =>
  items[Math.floor(fakeRandom(...parts) * items.length)]!;

/**
 * The report types the fake has rows for, by the ids of bububa/baidu-marketing enum/reportType.go (the other
 * ids that file lists answer no rows). Region is a column of the campaign report, hours its `timeUnit`.
 */
export const fakeReportTypes = {
  searchAccount: 2208157,
  searchCampaign: 2290316,
  searchKeyword: 2602783,
  searchCreative: 2665235,
  searchTerm: 2307838,
  feedCampaign: 2276038,
  feedCreative: 2094816,
} as const;

/**
 * An entry of `budgetOfflineTime`: `time` in the form bububa/baidu-marketing's comment gives
 * (`Jul 10, 2015 11:00:00 AM`), `flag` 0 offline / 1 online (baidu/baiduads-sdk `ApiOfflineTimeType`).
 */
export interface FakeOfflineTime {
  time: string;
  flag: 0 | 1;
}

export interface FakeCampaign {
  campaignId: number;
  campaignName: string;
  pause: boolean;
  /** Yuan; a test sets it with the offline times. */
  budget?: number;
  budgetOfflineTime?: FakeOfflineTime[];
}
export interface FakeUnit {
  adgroupId: number;
  campaignId: number;
  adgroupName: string;
  pause: boolean;
}
export interface FakeKeyword {
  keywordId: number;
  adgroupId: number;
  campaignId: number;
  keyword: string;
  /** `matchType`/`phraseType`: 1/1 exact, 2/1 phrase, 2/3 smart (bububa/baidu-marketing model/search/keyword). */
  matchType: 1 | 2;
  phraseType: 1 | 3;
  pause: boolean;
}
export interface FakeCreative {
  creativeId: number;
  adgroupId: number;
  campaignId: number;
  title: string;
  description1: string;
  description2: string;
  pcDisplayUrl: string;
  pause: boolean;
}
export interface FakeFeedCreative {
  creativeFeedId: number;
  adgroupFeedId: number;
  campaignFeedId: number;
  title: string;
  materialUrl: string;
  pause: boolean;
}

/** One thing a report has rows for: the report's dimension columns, and how much traffic it gets a day. */
interface ReportItem {
  key: string;
  columns: Record<string, string | number>;
  weight: number;
}

export interface FakeAdvertiser {
  userName: string;
  userId: number;
  /** Yuan, 2 decimals. */
  balance: number;
  /**
   * What `getAccountInfo` answers beyond the balance (bububa model/search/account/account.go): `userStat` 2
   * running, 3 balance zero, 11 budget too low…; `budgetType` 0 none, 1 daily. Tests change them.
   */
  status: { userStat: number; budgetType: 0 | 1; budget: number; budgetOfflineTime: FakeOfflineTime[] };
  search: {
    campaigns: FakeCampaign[];
    units: FakeUnit[];
    keywords: FakeKeyword[];
    creatives: FakeCreative[];
  };
  feed: { campaigns: FakeCampaign[]; units: FakeUnit[]; creatives: FakeFeedCreative[] };
  /** The items of each report type. */
  items: Record<number, ReportItem[]>;
}

const advertisers = new Map<string, FakeAdvertiser>();

/** The advertiser behind a user name (made once per process). */
export function fakeAdvertiser(userName: string): FakeAdvertiser {
  let advertiser = advertisers.get(userName);
  if (!advertiser) {
    advertiser = makeAdvertiser(userName);
    advertisers.set(userName, advertiser);
  }
  return advertiser;
}

/** Exact, phrase and smart match as the keyword service codes them. */
const matchCodes = [
  { matchType: 1, phraseType: 1 },
  { matchType: 2, phraseType: 1 },
  { matchType: 2, phraseType: 3 },
] as const;

function makeAdvertiser(userName: string): FakeAdvertiser {
  const r = (...parts: (string | number)[]) => fakeRandom(userName, ...parts);
  const industry = pick(words.industries, userName, 'industry');
  // Ids of one account share a prefix, as the provider's do; all stay far below 2^53.
  const base = (1000 + Math.floor(r('base') * 8000)) * 1_000_000;
  const searchCampaigns = [0, 1, 2].map((c) => ({
    campaignId: base + 1 + c,
    campaignName: `${words.searchCampaignThemes[c % words.searchCampaignThemes.length]}-${industry.products[c]}`,
    pause: r('campaign pause', c) < 0.1,
  }));
  const searchUnits = searchCampaigns.flatMap((campaign, c) =>
    [0, 1, 2, 3].map((u) => ({
      adgroupId: base + 100 + c * 4 + u,
      campaignId: campaign.campaignId,
      adgroupName: `${industry.products[(c * 4 + u) % industry.products.length]}-${words.searchUnitThemes[u]}`,
      pause: r('unit pause', c, u) < 0.1,
    })),
  );
  const suffixes = words.keywordSuffixes;
  const keywords = searchUnits.flatMap((unit, u) => {
    const product = industry.products[u % industry.products.length]!;
    return Array.from({ length: 45 }, (_, k) => ({
      keywordId: base + 10_000 + u * 45 + k,
      adgroupId: unit.adgroupId,
      campaignId: unit.campaignId,
      // Suffix, then prefix and suffix: every keyword of a unit differs, as the provider requires.
      keyword: `${k < suffixes.length ? '' : words.keywordPrefixes[Math.floor(k / suffixes.length) - 1]}${product}${suffixes[k % suffixes.length]}`,
      ...matchCodes[Math.floor(r('match', u, k) * 3)]!,
      pause: r('keyword pause', u, k) < 0.05,
    }));
  });
  const creatives = searchUnits.flatMap((unit, u) =>
    [0, 1, 2].map((i) => {
      const product = industry.products[u % industry.products.length]!;
      const fill = (text: string) =>
        text.replaceAll('{product}', product).replaceAll('{brand}', industry.brand);
      return {
        creativeId: base + 50_000 + u * 3 + i,
        adgroupId: unit.adgroupId,
        campaignId: unit.campaignId,
        title: fill(pick(words.searchCreativeTitles, userName, 'title', u, i)),
        description1: fill(pick(words.searchCreativeDescriptions, userName, 'description', u, i)),
        description2: fill(pick(words.searchCreativeDescriptions2, userName, 'description 2', u, i)),
        pcDisplayUrl: industry.site,
        pause: r('creative pause', u, i) < 0.05,
      };
    }),
  );
  const feedCampaigns = [0, 1].map((c) => ({
    campaignId: base + 60_001 + c,
    campaignName: `${words.feedCampaignThemes[c]}-${industry.products[c + 3]}`,
    pause: false,
  }));
  const feedUnits = feedCampaigns.flatMap((campaign, c) =>
    [0, 1, 2].map((u) => ({
      adgroupId: base + 60_100 + c * 3 + u,
      campaignId: campaign.campaignId,
      adgroupName: `${industry.products[c + 3]}-${words.feedUnitThemes[u]}`,
      pause: r('feed unit pause', c, u) < 0.1,
    })),
  );
  const feedCreatives = feedUnits.flatMap((unit, u) =>
    [0, 1, 2, 3].map((i) => ({
      creativeFeedId: base + 61_000 + u * 4 + i,
      adgroupFeedId: unit.adgroupId,
      campaignFeedId: unit.campaignId,
      title: pick(words.feedCreativeTitles, userName, 'feed title', u, i).replaceAll(
        '{product}',
        industry.products[3]!,
      ),
      materialUrl: `https://feed.example.com/${base + 61_000 + u * 4 + i}.jpg`,
      pause: false,
    })),
  );

  const cities = words.provinces.flatMap((province) =>
    province.cities.map((city) => ({ provinceName: province.name, cityName: city })),
  );
  const weight = (scale: number, ...parts: (string | number)[]) => scale * r('weight', ...parts) ** 2;
  /** The quality codes (0–3) the provider's keyword and creative reports give an item. */
  const qualityCodes = (tagPrefix: '' | 'creative ', i: number) => ({
    // Spelled as bububa/baidu-marketing model/report/dimension.go spells it (no "d").
    estimateClickRate: Math.floor(r(`${tagPrefix}click rate`, i) * 4),
    businessRelationship: Math.floor(r(`${tagPrefix}relevance`, i) * 4),
    landPageExperience: Math.floor(r(`${tagPrefix}landing`, i) * 4),
  });
  /**
   * A campaign's traffic by region: the campaign report's rows carry region names, no ids (the city's name
   * with its province before it is the fake's choice: no source shows the format).
   */
  const regionItems = (campaigns: FakeCampaign[], tag: string) =>
    campaigns.flatMap((campaign) =>
      [0, 1, 2, 3, 4, 5].map((i) => {
        const city = pick(cities, userName, tag, campaign.campaignId, i);
        return {
          key: `${campaign.campaignId}:${city.provinceName}:${city.cityName}:${i}`,
          columns: {
            campaignId: campaign.campaignId,
            provinceName: city.provinceName,
            provinceCityName: `${city.provinceName}-${city.cityName}`,
          },
          weight: weight(400, tag, campaign.campaignId, i),
        };
      }),
    );
  const campaignItems = (campaigns: FakeCampaign[], tag: string) =>
    campaigns.map((campaign) => ({
      key: String(campaign.campaignId),
      columns: { campaignId: campaign.campaignId },
      weight: weight(200, tag, campaign.campaignId) + 20,
    }));

  const items: Record<number, ReportItem[]> = {
    [fakeReportTypes.searchAccount]: [{ key: 'account', columns: {}, weight: 5000 }],
    // The campaign report at its finest: by region; a request without region columns gets the sums.
    [fakeReportTypes.searchCampaign]: regionItems(searchCampaigns, 'search region'),
    [fakeReportTypes.searchKeyword]: keywords.map((keyword, k) => ({
      key: String(keyword.keywordId),
      columns: {
        campaignId: keyword.campaignId,
        adGroupId: keyword.adgroupId,
        wInfoId: keyword.keywordId,
        wInfoNameStatus: keyword.keyword,
        ...qualityCodes('', k),
      },
      // About one keyword in five shows no traffic on a given day.
      weight: weight(400, 'keyword', k),
    })),
    [fakeReportTypes.searchCreative]: creatives.map((creative, i) => ({
      key: String(creative.creativeId),
      columns: {
        campaignId: creative.campaignId,
        adGroupId: creative.adgroupId,
        ideaId: creative.creativeId,
        ...qualityCodes('creative ', i),
      },
      weight: weight(300, 'creative', i),
    })),
    [fakeReportTypes.searchTerm]: keywords.slice(0, 120).flatMap((keyword, k) =>
      [0, 1].map((j) => ({
        key: `${keyword.keywordId}:${j}`,
        columns: {
          campaignId: keyword.campaignId,
          adGroupId: keyword.adgroupId,
          wInfoId: keyword.keywordId,
          queryWord:
            j === 0
              ? keyword.keyword
              : `${keyword.keyword}${pick(words.searchTermSuffixes, userName, k)}附近`,
        },
        weight: weight(40, 'term', k, j),
      })),
    ),
    [fakeReportTypes.feedCampaign]: campaignItems(feedCampaigns, 'feed campaign'),
    [fakeReportTypes.feedCreative]: feedCreatives.map((creative, i) => ({
      key: String(creative.creativeFeedId),
      columns: {
        campaignId: creative.campaignFeedId,
        adGroupId: creative.adgroupFeedId,
        ideaId: creative.creativeFeedId,
      },
      weight: weight(500, 'feed creative', i),
    })),
  };

  return {
    userName,
    userId: base / 1000 + 7,
    balance: Math.round(r('balance') * 5_000_000) / 100,
    status: { userStat: 2, budgetType: 0, budget: 0, budgetOfflineTime: [] },
    search: { campaigns: searchCampaigns, units: searchUnits, keywords, creatives },
    feed: {
      campaigns: feedCampaigns,
      units: feedUnits,
      creatives: feedCreatives,
    },
    items,
  };
}

/** A report row: the item's columns, `date` (and hour), `device` and the metrics. */
export type FakeReportRow = Record<string, string | number>;

/** Feed reports count conversions as `ocpcTargetTrans` (bububa/baidu-marketing model/report/feedMetric.go). */
const feedReportTypes: ReadonlySet<number> = new Set([
  fakeReportTypes.feedCampaign,
  fakeReportTypes.feedCreative,
]);

/**
 * Every row the fake's report of `reportType` holds for the days `from`..`to` at its finest, in its order
 * (day, item, device; by hour within a day for `HOUR`). A row with no impression is left out, as the provider
 * does. The device is its enumeration's text, 计算机 or 移动设备 (bububa/baidu-marketing enum/device.go: a
 * report answers the value, a filter takes the key); cost is yuan with 2 decimals.
 */
export function fakeReportRows(
  userName: string,
  reportType: number,
  from: string,
  to: string,
  timeUnit: 'DAY' | 'HOUR' = 'DAY',
): FakeReportRow[] {
  const items = fakeAdvertiser(userName).items[reportType];
  if (!items) return [];
  const feed = feedReportTypes.has(reportType);
  const rows: FakeReportRow[] = [];
  const hours = timeUnit === 'HOUR' ? 24 : 1;
  // Hashes of the item and the day are made once; a row's draws mix them with numbers (fast for 100,000 rows).
  const itemHashes = items.map((item) => hashText(`${userName}|${reportType}|${item.key}`));
  for (let d = 0; d < daysInRange(from, to); d++) {
    const date = addCalendarDays(from, d);
    for (let hour = 0; hour < hours; hour++) {
      const stamp = timeUnit === 'HOUR' ? `${date} ${String(hour).padStart(2, '0')}:00` : date;
      const stampHash = hashText(stamp);
      for (const [i, item] of items.entries()) {
        for (const device of [0, 1]) {
          const row = mix(itemHashes[i]! ^ mix(stampHash + device));
          const r = (tag: number) => mix(row + Math.imul(tag, 0x9e3779b9)) / 2 ** 32;
          const impression = Math.floor((item.weight / hours) * (0.3 + 1.4 * r(1)));
          if (impression === 0) continue;
          const click = Math.floor(impression * (0.01 + 0.09 * r(2)));
          const costFen = Math.floor(click * (50 + 900 * r(3)));
          rows.push({
            date: stamp,
            ...item.columns,
            device: device === 0 ? '计算机' : '移动设备',
            impression,
            click,
            cost: costFen / 100,
            ...(feed ? { ocpcTargetTrans: Math.floor(click * 0.3 * r(4)) } : {}),
          });
        }
      }
    }
  }
  return rows;
}

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An instant as the provider writes an offline time, in Beijing time: `Nov 21, 2026 3:30:00 PM`. */
export function fakeOfflineTime(instant: number, flag: 0 | 1 = 0): FakeOfflineTime {
  const clock = new Date(instant + 8 * 3_600_000);
  const hours = clock.getUTCHours();
  const two = (value: number) => String(value).padStart(2, '0');
  const time = `${monthNames[clock.getUTCMonth()]} ${clock.getUTCDate()}, ${clock.getUTCFullYear()} ${hours % 12 || 12}:${two(clock.getUTCMinutes())}:${two(clock.getUTCSeconds())} ${hours < 12 ? 'AM' : 'PM'}`;
  return { time, flag };
}
