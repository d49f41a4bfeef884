/**
 * An account's structure from the provider's services into the dimension tables
 * (docs/architecture.md#baidu-provider): search campaigns, units, keywords (with their match type, and the
 * quality codes of the keyword report) and creatives; feed campaigns, units and creatives. Id lists go 500 at
 * a time, the provider's limit.
 */
import { addCalendarDays, providerYesterday } from '@adconsole/date-range/rules';
import { deleteAccountRows, type FactStore } from '../../stores/fact-store';
import type { BaiduChannel, BaiduClient } from './protocol';
import { readReport, type ReadSettings } from './report-reader';
import { searchReportType, type ReportRow } from './report-feeds';

/** At most this many values in an id list or an IN filter. */
export const maxInValues = 500;

/** The dimension tables the structure sync replaces (terms, regions and targets come with the reports). */
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
export function chunks<T>(values: readonly T[], size = maxInValues): T[][] {
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
interface FeedCreative {
  creativeFeedId: number;
  adgroupFeedId: number;
  campaignFeedId: number;
  title: string;
  materialUrl?: string;
  pause?: boolean;
}

/** The keyword service's match (1 exact, 2 phrase, 3 broad) as the reports code it: 48, 17, 0 (smart). */
const reportMatch: Record<number, number> = { 1: 48, 2: 17, 3: 0 };
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
  /** A get of the items under (or with) the ids, 500 ids a call. */
  async function byIds<Row>(
    channel: BaiduChannel,
    service: string,
    method: string,
    ids: number[],
    body: object,
  ): Promise<Row[]> {
    const rows: Row[] = [];
    for (const list of chunks(ids)) {
      rows.push(...(await client.call<Row>(channel, service, method, { ...body, ids: list })).data);
    }
    return rows;
  }

  /** The quality codes of the items named by `idColumn` over the last 30 days, 500 ids a request. */
  async function qualityOf(reportType: number, idColumn: string, ids: number[]) {
    const codes = new Map<number, Quality>();
    const yesterday = providerYesterday(now);
    const days = { from: addCalendarDays(yesterday, -29), to: yesterday };
    const columns = [
      idColumn,
      'estimatedClickRate',
      'businessRelationship',
      'landPageExperience',
      'impression',
    ];
    for (const list of chunks(ids)) {
      const filters = [{ column: idColumn, operator: 'IN' as const, values: list.map(String) }];
      await readReport(
        client,
        { reportType, timeUnit: 'SUMMARY', columns, filters },
        days,
        settings,
        (rows) => {
          for (const row of rows) codes.set(Number(row[idColumn]), qualityCodes(row));
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
  );
  const unitIds = units.map((u) => u.adgroupId);
  const keywords = await byIds<Keyword>('search', 'KeywordService', 'getWord', unitIds, {
    idType: 5,
    wordFields: ['keywordId', 'adgroupId', 'campaignId', 'keyword', 'matchType', 'pause'],
  });
  const creatives = await byIds<Creative>('search', 'CreativeService', 'getCreative', unitIds, {
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
  });
  const keywordQuality = await qualityOf(
    searchReportType.keyword,
    'keywordId',
    keywords.map((k) => k.keywordId),
  );
  const creativeQuality = await qualityOf(
    searchReportType.creative,
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
  );
  const feedCreatives = await byIds<FeedCreative>(
    'feed',
    'CreativeFeedService',
    'getCreativeFeed',
    feedUnits.map((u) => u.adgroupFeedId),
    {
      idType: 2,
      creativeFeedFields: [
        'creativeFeedId',
        'adgroupFeedId',
        'campaignFeedId',
        'title',
        'materialUrl',
        'pause',
      ],
    },
  );

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
      match_type: reportMatch[k.matchType] ?? 0,
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
    feed_creatives: feedCreatives.map((c) => ({
      account_id,
      creative_id: c.creativeFeedId,
      campaign_id: c.campaignFeedId,
      unit_id: c.adgroupFeedId,
      title: c.title,
      material_url: c.materialUrl ?? '',
      status: status(c.pause),
    })),
  };
  for (const table of structureTables) await facts.insert(table, rows[table]);
}

function qualityCodes(row: ReportRow): Quality {
  return {
    estimated_click_rate: Number(row.estimatedClickRate),
    business_relationship: Number(row.businessRelationship),
    land_page_experience: Number(row.landPageExperience),
  };
}
