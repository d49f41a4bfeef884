import type { Channel, ReportDataKey, Section } from '@adconsole/api-client/contract';
import { keywordWeeksTable } from '../stores/fact-schema';

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
  /**
   * ANY LEFT JOINs onto the page, in order, each `USING` a column of the page or of a join before it, each
   * dimension subquery naming its other columns with a prefix of its own: the page's columns and every joined
   * column keep one name (docs/architecture.md#clickhouse-server-fact-store).
   */
  joins: readonly string[];
  /** SQL of the dimension columns over the joined page, by the joined columns' names. */
  columns: Partial<Record<ReportDataKey, string>>;
  /** SQL of the parent ids a row links to (campaign_id, unit_id…), from the joined dimensions. */
  parents?: Record<string, string>;
  /** A condition on the fact rows `f` for "name contains {name}". */
  nameFilter?: string;
  /**
   * A roll-up of the facts by whole weeks, dated Monday, with the same keys and sums but no campaign, unit or
   * device: what a weekly report of whole weeks filtered by name at most reads instead
   * (docs/architecture.md#weekly-keyword-roll-up).
   */
  weeks?: string;
  /**
   * Whether the table holds one row per period and key already (the weekly roll-up read by whole weeks): its
   * rows are read as they are, not grouped again (docs/architecture.md#weekly-keyword-roll-up).
   */
  rowPerPeriod?: boolean;
}

const account = 'account_id = {accountId:UInt32}';
const contains = (column: string) => `positionCaseInsensitiveUTF8(${column}, {name:String}) > 0`;
/**
 * A dimension joined on the page's column `key`, which the dimension's `id` column is selected as. ANY: a
 * dimension row replaced but not yet merged away must not double a report row.
 */
const dimension = (alias: string, id: string, key: string, select: string, table: string) =>
  `ANY LEFT JOIN (SELECT ${id === key ? id : `${id} AS ${key}`}, ${select} FROM ${table} WHERE ${account}) AS ${alias} USING ${key}`;
const nameIn = (key: string, table: string, column: string, extra = '') =>
  `f.${key} IN (SELECT ${key} FROM ${table} WHERE ${account}${extra} AND ${contains(column)})`;

/** The campaign and unit of a row, joined through the unit id `unitId` (the unit knows its campaign). */
function unitJoins(channel: Channel, unitId: string) {
  return [
    dimension(
      'u',
      'unit_id',
      unitId,
      'campaign_id AS u_campaign_id, unit_name AS u_name, status AS u_status',
      `${channel}_units`,
    ),
    campaignJoin(channel, 'u_campaign_id'),
  ];
}

function campaignJoin(channel: Channel, campaignId: string) {
  return dimension(
    'c',
    'campaign_id',
    campaignId,
    'campaign_name AS c_name, status AS c_status',
    `${channel}_campaigns`,
  );
}

const campaignColumns = { campaignName: 'c_name', campaignStatus: 'c_status' } as const;
const unitColumns = { ...campaignColumns, adgroupName: 'u_name', adgroupStatus: 'u_status' } as const;
const unitParents = { campaign_id: 'u_campaign_id', unit_id: 'i_unit_id' };
const quality =
  'land_page_experience AS i_land_page_experience, business_relationship AS i_business_relationship, estimated_click_rate AS i_estimated_click_rate';
const qualityColumns = {
  landPageExperience: 'i_land_page_experience',
  businessRelationship: 'i_business_relationship',
  estimatedClickRate: 'i_estimated_click_rate',
};

interface ItemDimension {
  table: string;
  /** Its columns besides id and unit, selected from the item's table, each named with the prefix `i_`. */
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
      dimension('i', key, key, `unit_id AS i_unit_id, ${item.select}`, item.table),
      ...unitJoins(channel, 'i_unit_id'),
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
      joins: [campaignJoin(channel, 'campaign_id')],
      columns: campaignColumns,
      nameFilter: nameIn('campaign_id', `${channel}_campaigns`, 'campaign_name'),
    },
    unit: {
      table,
      keys: ['unit_id'],
      joins: unitJoins(channel, 'unit_id'),
      columns: unitColumns,
      parents: { campaign_id: 'u_campaign_id' },
      nameFilter: nameIn('unit_id', `${channel}_units`, 'unit_name'),
    },
  };
}

const regionSource = (channel: Channel): ReportSource => ({
  table: `${channel}_region_daily`,
  keys: ['city_id'],
  joins: [
    'ANY LEFT JOIN (SELECT city_id, province_id AS r_province_id, province_name AS r_province, city_name AS r_city FROM regions) AS r USING city_id',
  ],
  columns: { provinceName: 'r_province', cityName: 'r_city' },
  parents: { province_id: 'r_province_id' },
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
      ...unitJoins('feed', 'unit_id'),
      `ANY LEFT JOIN (SELECT target_id, name AS t_name FROM feed_audiences WHERE ${account}${ofKind}) AS t USING target_id`,
    ],
    columns: { ...unitColumns, [column]: 't_name' },
    parents: { campaign_id: 'u_campaign_id' },
    nameFilter: nameIn('target_id', 'feed_audiences', 'name', ofKind),
  };
}

const searchSources: Record<string, ReportSource> = {
  ...structureSources('search'),
  keyword: {
    ...underUnit(
      'search',
      'search_keyword_daily',
      'keyword_id',
      {
        table: 'search_keywords',
        select: `keyword AS i_keyword, match_type AS i_match_type, ${quality}`,
        columns: { keyword: 'i_keyword', matchType: 'i_match_type', ...qualityColumns },
      },
      nameIn('keyword_id', 'search_keywords', 'keyword'),
    ),
    weeks: keywordWeeksTable,
  },
  searchTerm: underUnit(
    'search',
    'search_term_daily',
    'term_id',
    {
      table: 'search_terms',
      select: 'keyword_id AS i_keyword_id, term AS i_term',
      columns: { keyword: 'k_keyword', showWord: 'i_term' },
      joins: [dimension('k', 'keyword_id', 'i_keyword_id', 'keyword AS k_keyword', 'search_keywords')],
      parents: { keyword_id: 'i_keyword_id' },
    },
    nameIn('term_id', 'search_terms', 'term'),
  ),
  designDaily: underUnit(
    'search',
    'search_creative_daily',
    'creative_id',
    {
      table: 'search_creatives',
      select: `title AS i_title, description1 AS i_description1, description2 AS i_description2, show_url AS i_show_url, status AS i_status, ${quality}`,
      columns: {
        ideaTitle: 'i_title',
        ideaDesc: 'i_description1',
        ideaDesc2: 'i_description2',
        ideaShowUrl: 'i_show_url',
        ideaStatus: 'i_status',
        ...qualityColumns,
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
      select: 'title AS i_title, material_url AS i_material_url, status AS i_status',
      columns: { ideaTitle: 'i_title', ideaMaterialUrl: 'i_material_url', ideaStatus: 'i_status' },
    },
    nameIn('creative_id', 'feed_creatives', 'title'),
  ),
  programDesignDaily: underUnit(
    'feed',
    'feed_program_creative_daily',
    'program_creative_id',
    {
      table: 'feed_program_creatives',
      select: 'title AS i_title, material_url AS i_material_url',
      columns: { ideaTitle: 'i_title', ideaMaterialUrl: 'i_material_url' },
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
