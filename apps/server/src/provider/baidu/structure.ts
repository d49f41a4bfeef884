/**
 * An account's structure from the provider's services into the dimension tables
 * (docs/baidu-provider.md): search campaigns, units, keywords (with their match type, and the
 * quality codes of the keyword report) and creatives; feed campaigns, units and creatives. Each get takes at
 * most so many ids a call, by method and kind of id (`idCaps`): longer lists are split.
 */
import { addCalendarDays, providerYesterday } from '@adconsole/date-range-rules';
import { deleteAccountRows, type FactStore } from '../../stores/fact-store';
import type { BaiduChannel, BaiduClient } from './protocol';
import { readReport, type ReadSettings } from './report-reader';
import { reportNumber, type ReportRow } from './report-feeds';

/** An IN filter of a report takes at most this many values. */
export const maxInValues = 500;

/**
 * The most ids one get takes, by method and `idType` (bububa/baidu-marketing's request models copy the
 * provider's limits: model/search/keyword/getWord.go, model/search/adgroup/getAdgroup.go,
 * model/search/creative/getCreative.go, model/search/campaign/getCampaign.go, model/feed/{adgroup,creative}/get….go).
 */
export const idCaps = {
  getCampaign: 100,
  /** Units of campaigns (idType 3) or units by id (idType 5). */
  getAdgroup: { 3: 100, 5: 5000 },
  /** Keywords of units (idType 5) or keywords by id (idType 11). */
  getWord: { 5: 50, 11: 10_000 },
  /** Creatives of units (idType 5) or creatives by id (idType 7). */
  getCreative: { 5: 1000, 7: 3000 },
  getCampaignFeed: 100,
  getAdgroupFeed: 100,
  getCreativeFeed: 100,
} as const;

/** The search reports the structure sync reads quality codes from (bububa/baidu-marketing enum/reportType.go). */
const qualityReportType = { keyword: 2602783, creative: 2665235 } as const;

/** The dimension tables the structure sync replaces (terms and regions come with the reports). */
export const structureTables = [
  'search_campaigns',
  'search_units',
  'search_keywords',
  'search_creatives',
  'feed_campaigns',
  'feed_units',
  'feed_creatives',
] as const;

/** Splits values into lists of at most `size`. */
export function chunks<T>(values: readonly T[], size: number): T[][] {
  const lists: T[][] = [];
  for (let i = 0; i < values.length; i += size) lists.push(values.slice(i, i + size));
  return lists;
}

interface Campaign {
  campaignId: number;
  campaignName: string;
  pause?: boolean;
}
interface Unit {
  adgroupId: number;
  campaignId: number;
  adgroupName: string;
  pause?: boolean;
}
interface Keyword {
  keywordId: number;
  adgroupId: number;
  campaignId: number;
  keyword: string;
  matchType: number;
  phraseType?: number;
  pause?: boolean;
}
interface Creative {
  creativeId: number;
  adgroupId: number;
  campaignId: number;
  title: string;
  description1: string;
  description2?: string;
  pcDisplayUrl?: string;
  pause?: boolean;
}
interface FeedCampaign {
  campaignFeedId: number;
  campaignFeedName: string;
  pause?: boolean;
}
interface FeedUnit {
  adgroupFeedId: number;
  campaignFeedId: number;
  adgroupFeedName: string;
  pause?: boolean;
}
/**
 * A feed creative as `CreativeFeedService/getCreativeFeed` answers it (bububa/baidu-marketing
 * model/feed/creative/creative.go): its name, and `material`, a JSON object in a string whose fields depend
 * on the creative's style; it names no campaign (its unit does).
 */
interface FeedCreative {
  creativeFeedId: number;
  adgroupFeedId: number;
  creativeFeedName?: string;
  material?: string;
  pause?: boolean;
}

/**
 * A feed creative's title and first picture from its `material`. No source gives every style's fields: the
 * catalogue style's `title` and `pictures[{url}]` (model/feed/creative/creative.go) are read, and the
 * creative's name stands in for a title the material lacks.
 */
export function feedMaterial(creative: Pick<FeedCreative, 'creativeFeedName' | 'material'>) {
  let material: { title?: unknown; pictures?: { url?: unknown }[] } = {};
  try {
    material = JSON.parse(creative.material ?? '{}') as typeof material;
  } catch {
    // Not JSON: the name alone.
  }
  const title =
    typeof material.title === 'string' && material.title ? material.title : creative.creativeFeedName;
  const url = Array.isArray(material.pictures) ? material.pictures[0]?.url : undefined;
  return { title: title ?? '', url: typeof url === 'string' ? url : '' };
}

/**
 * A keyword's match as the reports code it (48 exact, 17 phrase, 0 smart) from the keyword service's
 * `matchType` and `phraseType`: 1 exact; 2 with phraseType 1 phrase, 3 smart (bububa/baidu-marketing
 * model/search/keyword/keyword.go). A phrase without its phraseType is read as phrase.
 */
export function reportMatchOf(matchType: number, phraseType?: number): number {
  if (matchType === 1) return 48;
  if (matchType === 2 && phraseType === 3) return 0;
  if (matchType === 2) return 17;
  return 0;
}
const status = (pause?: boolean) => (pause ? 1 : 0);

/** Quality codes 0–3 by item id; an item the report does not name is still accumulating data (0). */
interface Quality {
  estimated_click_rate: number;
  business_relationship: number;
  land_page_experience: number;
}

export async function syncBaiduStructure(
  client: BaiduClient,
  facts: FactStore,
  accountId: number,
  settings: ReadSettings,
  now: number,
) {
  /** A get of the items under (or with) the ids, as many ids a call as the method takes. */
  async function byIds<Row>(
    channel: BaiduChannel,
    service: string,
    method: string,
    ids: number[],
    body: object,
    cap: number,
  ): Promise<Row[]> {
    const rows: Row[] = [];
    for (const list of chunks(ids, cap)) {
      rows.push(...(await client.call<Row>(channel, service, method, { ...body, ids: list })).data);
    }
    return rows;
  }

  /** The quality codes of the items named by `idColumn` over the last 30 days, 500 ids a request. */
  async function qualityOf(reportType: number, idColumn: string, ids: number[]) {
    const codes = new Map<number, Quality>();
    const yesterday = providerYesterday(now);
    const days = { from: addCalendarDays(yesterday, -29), to: yesterday };
    // `estimateClickRate` as bububa/baidu-marketing model/report/dimension.go spells it; a copy of the
    // provider's documentation spells it `estimatedClickRate`, which `qualityCodes` reads too.
    const columns = [
      idColumn,
      'estimateClickRate',
      'businessRelationship',
      'landPageExperience',
      'impression',
    ];
    for (const list of chunks(ids, maxInValues)) {
      const filters = [{ column: idColumn, operator: 'IN' as const, values: list.map(String) }];
      await readReport(
        client,
        { reportType, timeUnit: 'SUMMARY', columns, filters },
        days,
        settings,
        (rows) => {
          for (const row of rows) codes.set(reportNumber(row[idColumn]), qualityCodes(row));
          return Promise.resolve();
        },
      );
    }
    return codes;
  }

  const campaigns = (
    await client.call<Campaign>('search', 'CampaignService', 'getCampaign', {
      campaignFields: ['campaignId', 'campaignName', 'pause'],
    })
  ).data;
  const units = await byIds<Unit>(
    'search',
    'AdgroupService',
    'getAdgroup',
    campaigns.map((c) => c.campaignId),
    { idType: 3, adgroupFields: ['adgroupId', 'campaignId', 'adgroupName', 'pause'] },
    idCaps.getAdgroup[3],
  );
  const unitIds = units.map((u) => u.adgroupId);
  const keywords = await byIds<Keyword>(
    'search',
    'KeywordService',
    'getWord',
    unitIds,
    {
      idType: 5,
      wordFields: ['keywordId', 'adgroupId', 'campaignId', 'keyword', 'matchType', 'phraseType', 'pause'],
    },
    idCaps.getWord[5],
  );
  const creatives = await byIds<Creative>(
    'search',
    'CreativeService',
    'getCreative',
    unitIds,
    {
      idType: 5,
      creativeFields: [
        'creativeId',
        'adgroupId',
        'campaignId',
        'title',
        'description1',
        'description2',
        'pcDisplayUrl',
        'pause',
      ],
    },
    idCaps.getCreative[5],
  );
  const keywordQuality = await qualityOf(
    qualityReportType.keyword,
    'wInfoId',
    keywords.map((k) => k.keywordId),
  );
  const creativeQuality = await qualityOf(
    qualityReportType.creative,
    'ideaId',
    creatives.map((c) => c.creativeId),
  );

  const feedCampaigns = (
    await client.call<FeedCampaign>('feed', 'CampaignFeedService', 'getCampaignFeed', {
      campaignFeedFields: ['campaignFeedId', 'campaignFeedName', 'pause'],
    })
  ).data;
  const feedUnits = await byIds<FeedUnit>(
    'feed',
    'AdgroupFeedService',
    'getAdgroupFeed',
    feedCampaigns.map((c) => c.campaignFeedId),
    { idType: 1, adgroupFeedFields: ['adgroupFeedId', 'campaignFeedId', 'adgroupFeedName', 'pause'] },
    idCaps.getAdgroupFeed,
  );
  const feedCreatives = await byIds<FeedCreative>(
    'feed',
    'CreativeFeedService',
    'getCreativeFeed',
    feedUnits.map((u) => u.adgroupFeedId),
    {
      idType: 2,
      creativeFeedFields: ['creativeFeedId', 'adgroupFeedId', 'creativeFeedName', 'material', 'pause'],
    },
    idCaps.getCreativeFeed,
  );

  const feedCampaignOf = new Map(feedUnits.map((u) => [u.adgroupFeedId, u.campaignFeedId]));

  // Everything is fetched before the old rows go: a failed fetch leaves the last structure in place.
  await deleteAccountRows(facts, structureTables, accountId);
  const noQuality: Quality = { estimated_click_rate: 0, business_relationship: 0, land_page_experience: 0 };
  const account_id = accountId;
  // Search and feed campaigns and units have the same columns under the services' different names.
  const campaignRow = (campaign_id: number, campaign_name: string, pause?: boolean) => ({
    account_id,
    campaign_id,
    campaign_name,
    status: status(pause),
  });
  const unitRow = (unit_id: number, campaign_id: number, unit_name: string, pause?: boolean) => ({
    account_id,
    unit_id,
    campaign_id,
    unit_name,
    status: status(pause),
  });
  const rows: Record<(typeof structureTables)[number], Record<string, unknown>[]> = {
    search_campaigns: campaigns.map((c) => campaignRow(c.campaignId, c.campaignName, c.pause)),
    search_units: units.map((u) => unitRow(u.adgroupId, u.campaignId, u.adgroupName, u.pause)),
    search_keywords: keywords.map((k) => ({
      account_id,
      keyword_id: k.keywordId,
      campaign_id: k.campaignId,
      unit_id: k.adgroupId,
      keyword: k.keyword,
      match_type: reportMatchOf(k.matchType, k.phraseType),
      ...(keywordQuality.get(k.keywordId) ?? noQuality),
    })),
    search_creatives: creatives.map((c) => ({
      account_id,
      creative_id: c.creativeId,
      campaign_id: c.campaignId,
      unit_id: c.adgroupId,
      title: c.title,
      description1: c.description1,
      description2: c.description2 ?? '',
      show_url: c.pcDisplayUrl ?? '',
      status: status(c.pause),
      ...(creativeQuality.get(c.creativeId) ?? noQuality),
    })),
    feed_campaigns: feedCampaigns.map((c) => campaignRow(c.campaignFeedId, c.campaignFeedName, c.pause)),
    feed_units: feedUnits.map((u) => unitRow(u.adgroupFeedId, u.campaignFeedId, u.adgroupFeedName, u.pause)),
    feed_creatives: feedCreatives.map((c) => {
      const { title, url } = feedMaterial(c);
      return {
        account_id,
        creative_id: c.creativeFeedId,
        campaign_id: feedCampaignOf.get(c.adgroupFeedId) ?? 0,
        unit_id: c.adgroupFeedId,
        title,
        material_url: url,
        status: status(c.pause),
      };
    }),
  };
  for (const table of structureTables) await facts.insert(table, rows[table]);
}

function qualityCodes(row: ReportRow): Quality {
  return {
    estimated_click_rate: reportNumber(row.estimateClickRate ?? row.estimatedClickRate),
    business_relationship: reportNumber(row.businessRelationship),
    land_page_experience: reportNumber(row.landPageExperience),
  };
}
