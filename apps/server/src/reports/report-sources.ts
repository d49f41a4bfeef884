import type { Channel, ReportDataKey, Section } from '@adconsole/api-client/contract';

/**
 * Where each report section's rows come from in the fact store: the table, the keys a row is grouped by,
 * the dimension tables joined onto a page for names, statuses and parent ids, and what "name contains"
 * searches. Rows are summed by their own key alone and everything else is joined after paging, so a page
 * costs a few lookups rather than carrying names and parents through the sums of every keyword.
 */
export interface ReportSource {
  table: string;
  /** Extra condition on the fact rows `f` (the kind of the shared audience table). */
  where?: string;
  /** Grain columns of a row besides its period, in tie-break order. */
  keys: readonly string[];
  /** ANY LEFT JOINs onto the page `p`, each dimension subquery with prefixed columns. */
  joins: readonly string[];
  /** SQL of the dimension columns over the joined page. */
  columns: Partial<Record<ReportDataKey, string>>;
  /** SQL of the parent ids a row links to (campaign_id, unit_id…), from the joined dimensions. */
  parents?: Record<string, string>;
  /** A condition on the fact rows `f` for "name contains {name}". */
  nameFilter?: string;
}

const account = 'account_id = {accountId:UInt32}';
const contains = (column: string) => `positionCaseInsensitiveUTF8(${column}, {name:String}) > 0`;
/** ANY: a dimension row replaced but not yet merged away must not double a report row. */
const dimension = (alias: string, select: string, table: string, on: string) =>
  `ANY LEFT JOIN (SELECT ${select} FROM ${table} WHERE ${account}) AS ${alias} ON ${on}`;
const nameIn = (key: string, table: string, column: string, extra = '') =>
  `f.${key} IN (SELECT ${key} FROM ${table} WHERE ${account}${extra} AND ${contains(column)})`;

/** The campaign and unit of a row, joined through the unit id (the unit knows its campaign). */
function unitJoins(channel: Channel, unitId: string) {
  return [
    dimension(
      'u',
      'unit_id AS u_id, campaign_id AS u_campaign_id, unit_name AS u_name, status AS u_status',
      `${channel}_units`,
      `u.u_id = ${unitId}`,
    ),
    campaignJoin(channel, 'u.u_campaign_id'),
  ];
}

function campaignJoin(channel: Channel, campaignId: string) {
  return dimension(
    'c',
    'campaign_id AS c_id, campaign_name AS c_name, status AS c_status',
    `${channel}_campaigns`,
    `c.c_id = ${campaignId}`,
  );
}

const campaignColumns = { campaignName: 'c.c_name', campaignStatus: 'c.c_status' } as const;
const unitColumns = { ...campaignColumns, adgroupName: 'u.u_name', adgroupStatus: 'u.u_status' } as const;
const unitParents = { campaign_id: 'u.u_campaign_id', unit_id: 'u.u_id' };
const qualityColumns = (alias: string) => ({
  landPageExperience: `${alias}.land_page_experience`,
  businessRelationship: `${alias}.business_relationship`,
  estimatedClickRate: `${alias}.estimated_click_rate`,
});

interface ItemDimension {
  table: string;
  /** Its columns besides id and unit, selected from the item's table `i`. */
  select: string;
  columns: Partial<Record<ReportDataKey, string>>;
  /** More dimensions reached through the item (a search term's keyword). */
  joins?: readonly string[];
  parents?: Record<string, string>;
}

/** A report of one kind of item under a unit (keyword, creative…): the item, then its unit and campaign. */
function underUnit(channel: Channel, table: string, key: string, item: ItemDimension, nameFilter: string) {
  return {
    table,
    keys: [key],
    joins: [
      dimension('i', `${key} AS i_id, unit_id AS i_unit_id, ${item.select}`, item.table, `i.i_id = p.${key}`),
      ...unitJoins(channel, 'i.i_unit_id'),
      ...(item.joins ?? []),
    ],
    columns: { ...unitColumns, ...item.columns },
    parents: { ...unitParents, ...item.parents },
    nameFilter,
  } satisfies ReportSource;
}

function structureSources(channel: Channel): Record<'account' | 'campaign' | 'unit', ReportSource> {
  const table = `${channel}_unit_daily`;
  return {
    account: { table, keys: [], joins: [], columns: {} },
    campaign: {
      table,
      keys: ['campaign_id'],
      joins: [campaignJoin(channel, 'p.campaign_id')],
      columns: campaignColumns,
      nameFilter: nameIn('campaign_id', `${channel}_campaigns`, 'campaign_name'),
    },
    unit: {
      table,
      keys: ['unit_id'],
      joins: unitJoins(channel, 'p.unit_id'),
      columns: unitColumns,
      parents: { campaign_id: 'u.u_campaign_id' },
      nameFilter: nameIn('unit_id', `${channel}_units`, 'unit_name'),
    },
  };
}

const regionSource = (channel: Channel): ReportSource => ({
  table: `${channel}_region_daily`,
  keys: ['city_id'],
  joins: [
    'ANY LEFT JOIN (SELECT city_id AS r_city_id, province_id AS r_province_id, province_name AS r_province, city_name AS r_city FROM regions) AS r ON r.r_city_id = p.city_id',
  ],
  columns: { provinceName: 'r.r_province', cityName: 'r.r_city' },
  parents: { province_id: 'r.r_province_id' },
  nameFilter: `f.city_id IN (SELECT city_id FROM regions WHERE ${contains('province_name')} OR ${contains('city_name')})`,
});

const hourSource = (channel: Channel): ReportSource => ({
  table: `${channel}_hour_daily`,
  keys: ['hour'],
  joins: [],
  columns: {},
});

/** New interests, intention words, crowds and automatic targeting: targets shared by the units using them. */
function audienceSource(kind: string, column: ReportDataKey): ReportSource {
  const ofKind = ` AND kind = '${kind}'`;
  return {
    table: 'feed_audience_daily',
    where: `f.kind = '${kind}'`,
    keys: ['unit_id', 'target_id'],
    joins: [
      ...unitJoins('feed', 'p.unit_id'),
      `ANY LEFT JOIN (SELECT target_id AS t_id, name AS t_name FROM feed_audiences WHERE ${account}${ofKind}) AS t ON t.t_id = p.target_id`,
    ],
    columns: { ...unitColumns, [column]: 't.t_name' },
    parents: { campaign_id: 'u.u_campaign_id' },
    nameFilter: nameIn('target_id', 'feed_audiences', 'name', ofKind),
  };
}

const quality = 'land_page_experience, business_relationship, estimated_click_rate';

const searchSources: Record<string, ReportSource> = {
  ...structureSources('search'),
  keyword: underUnit(
    'search',
    'search_keyword_daily',
    'keyword_id',
    {
      table: 'search_keywords',
      select: `keyword, match_type, ${quality}`,
      columns: { keyword: 'i.keyword', matchType: 'i.match_type', ...qualityColumns('i') },
    },
    nameIn('keyword_id', 'search_keywords', 'keyword'),
  ),
  searchTerm: underUnit(
    'search',
    'search_term_daily',
    'term_id',
    {
      table: 'search_terms',
      select: 'keyword_id AS i_keyword_id, term',
      columns: { keyword: 'k.keyword', showWord: 'i.term' },
      joins: [dimension('k', 'keyword_id AS k_id, keyword', 'search_keywords', 'k.k_id = i.i_keyword_id')],
      parents: { keyword_id: 'i.i_keyword_id' },
    },
    nameIn('term_id', 'search_terms', 'term'),
  ),
  designDaily: underUnit(
    'search',
    'search_creative_daily',
    'creative_id',
    {
      table: 'search_creatives',
      select: `title, description1, description2, show_url, status AS i_status, ${quality}`,
      columns: {
        ideaTitle: 'i.title',
        ideaDesc: 'i.description1',
        ideaDesc2: 'i.description2',
        ideaShowUrl: 'i.show_url',
        ideaStatus: 'i.i_status',
        ...qualityColumns('i'),
      },
    },
    `f.creative_id IN (SELECT creative_id FROM search_creatives WHERE ${account} AND (${contains('title')} OR ${contains('description1')}))`,
  ),
  region: regionSource('search'),
  timePeriod: hourSource('search'),
  device: { table: 'search_unit_daily', keys: ['device'], joins: [], columns: {} },
};

const feedSources: Record<string, ReportSource> = {
  ...structureSources('feed'),
  designDaily: underUnit(
    'feed',
    'feed_creative_daily',
    'creative_id',
    {
      table: 'feed_creatives',
      select: 'title, material_url, status AS i_status',
      columns: { ideaTitle: 'i.title', ideaMaterialUrl: 'i.material_url', ideaStatus: 'i.i_status' },
    },
    nameIn('creative_id', 'feed_creatives', 'title'),
  ),
  programDesignDaily: underUnit(
    'feed',
    'feed_program_creative_daily',
    'program_creative_id',
    {
      table: 'feed_program_creatives',
      select: 'title, material_url',
      columns: { ideaTitle: 'i.title', ideaMaterialUrl: 'i.material_url' },
    },
    nameIn('program_creative_id', 'feed_program_creatives', 'title'),
  ),
  region: regionSource('feed'),
  timePeriod: hourSource('feed'),
  newInterest: audienceSource('interest', 'interestsName'),
  intentionWord: audienceSource('intention', 'intentionWord'),
  crowd: audienceSource('crowd', 'crowdName'),
  automatic: audienceSource('automatic', 'automaticName'),
};

const sources: Record<Channel, Record<string, ReportSource>> = { search: searchSources, feed: feedSources };

export function reportSource(channel: Channel, section: Section): ReportSource {
  const source = sources[channel][section];
  if (!source) throw new Error(`${channel} ads have no ${section} report`);
  return source;
}

/** The API's id field for each grain or parent column, so a row can link to its campaign, unit, keyword… */
export const keyIdFields: Record<string, string> = {
  campaign_id: 'campaignId',
  unit_id: 'adgroupId',
  keyword_id: 'keywordId',
  term_id: 'termId',
  creative_id: 'ideaId',
  program_creative_id: 'ideaId',
  province_id: 'provinceId',
  city_id: 'cityId',
  target_id: 'targetId',
  device: 'device',
  hour: 'hour',
};
