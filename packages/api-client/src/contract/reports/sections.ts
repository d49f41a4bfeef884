import { materialPageSizes, pageSizes, type ListSort } from '../pagination';
import type { Channel, FeedSection, SearchSection, Section } from './catalogue';
import type { ReportDataKey } from './fields';

/** Filters a report list takes besides its range (issue 4): campaign, unit, device and "name contains". */
export const reportFilters = ['campaignId', 'adgroupId', 'device', 'name'] as const;
export type ReportFilter = (typeof reportFilters)[number];

/** Device codes as the provider writes them (docs/requirements.md#report-catalogue): 1 computer, 2 mobile. */
export const devices = { computer: 1, mobile: 2 } as const;

/** One report section of one channel: its columns in default order and what may be asked of it. */
export interface ReportSectionSpec {
  /** Dimension columns first, then metrics; the custom-field page chooses and orders among these. */
  columns: readonly ReportDataKey[];
  /** Columns a user cannot remove (docs/requirements.md#custom-report-fields). */
  locked: readonly ReportDataKey[];
  filters: readonly ReportFilter[];
  pageSizes: readonly number[];
  /** Reports sort by begin date descending unless asked otherwise (docs/requirements.md#lists-and-paging). */
  defaultSort: ListSort<ReportDataKey>;
}

const metrics = ['impression', 'click', 'ctr', 'cost', 'cpc', 'cpm', 'conversion'] as const;
const withDeviceCost = [...metrics, 'PcCost', 'mobileCost'] as const;
const qualityCodes = ['landPageExperience', 'businessRelationship', 'estimatedClickRate'] as const;
const parents = ['campaignName', 'adgroupName'] as const;

const all = ['campaignId', 'adgroupId', 'device', 'name'] as const;
const campaignFilters = ['campaignId', 'device', 'name'] as const;

function section(
  dimensions: readonly ReportDataKey[],
  columns: readonly ReportDataKey[],
  filters: readonly ReportFilter[],
  {
    locked = [],
    pageSizes: sizes = pageSizes,
  }: { locked?: readonly ReportDataKey[]; pageSizes?: readonly number[] } = {},
): ReportSectionSpec {
  return {
    columns: ['reportDates', ...dimensions, ...columns],
    locked: ['reportDates', ...locked],
    filters,
    pageSizes: sizes,
    defaultSort: { sortCol: 'reportDates', sortOrder: 'desc' },
  };
}

const searchSections: Record<SearchSection, ReportSectionSpec> = {
  account: section(['accountName'], withDeviceCost, ['device'], { locked: ['accountName'] }),
  campaign: section(['campaignName', 'campaignStatus'], withDeviceCost, campaignFilters, {
    locked: ['campaignName'],
  }),
  unit: section([...parents, 'adgroupStatus'], withDeviceCost, all, { locked: ['adgroupName'] }),
  keyword: section([...parents, 'keyword', 'matchType'], [...metrics, ...qualityCodes], all, {
    locked: ['keyword'],
  }),
  searchTerm: section([...parents, 'keyword', 'showWord'], metrics, all, { locked: ['showWord'] }),
  designDaily: section(
    [...parents, 'ideaTitle', 'ideaDesc', 'ideaDesc2', 'ideaShowUrl', 'ideaStatus'],
    [...metrics, ...qualityCodes],
    all,
    { locked: ['ideaTitle'], pageSizes: materialPageSizes },
  ),
  region: section(['provinceName', 'cityName'], metrics, campaignFilters, { locked: ['provinceName'] }),
  timePeriod: section(['hour'], metrics, ['campaignId', 'device'], { locked: ['hour'] }),
  device: section(['deviceName'], metrics, ['campaignId', 'adgroupId', 'device'], { locked: ['deviceName'] }),
};

/** Feed ads run almost only on mobile: their reports filter by campaign, unit and name, not device. */
const feedFilters = ['campaignId', 'adgroupId', 'name'] as const;
const feedAudience = (name: ReportDataKey) =>
  section([...parents, name], metrics, feedFilters, { locked: [name] });

const feedSections: Record<FeedSection, ReportSectionSpec> = {
  account: section(['accountName'], metrics, [], { locked: ['accountName'] }),
  campaign: section(['campaignName', 'campaignStatus'], metrics, ['campaignId', 'name'], {
    locked: ['campaignName'],
  }),
  unit: section([...parents, 'adgroupStatus'], metrics, feedFilters, { locked: ['adgroupName'] }),
  designDaily: section([...parents, 'ideaMaterialUrl', 'ideaTitle', 'ideaStatus'], metrics, feedFilters, {
    locked: ['ideaTitle'],
    pageSizes: materialPageSizes,
  }),
  programDesignDaily: section([...parents, 'ideaMaterialUrl', 'ideaTitle'], metrics, feedFilters, {
    locked: ['ideaTitle'],
    pageSizes: materialPageSizes,
  }),
  region: section(['provinceName', 'cityName'], metrics, ['campaignId', 'name'], {
    locked: ['provinceName'],
  }),
  timePeriod: section(['hour'], metrics, ['campaignId'], { locked: ['hour'] }),
  newInterest: feedAudience('interestsName'),
  intentionWord: feedAudience('intentionWord'),
  crowd: feedAudience('crowdName'),
  automatic: feedAudience('automaticName'),
};

export const reportSections = { search: searchSections, feed: feedSections } as const;

/** The spec of a channel's section; the caller has checked the section belongs to the channel. */
export function reportSection(channel: Channel, section: Section): ReportSectionSpec {
  const spec = (reportSections[channel] as Partial<Record<Section, ReportSectionSpec>>)[section];
  if (!spec) throw new Error(`${channel} ads have no ${section} report`);
  return spec;
}
