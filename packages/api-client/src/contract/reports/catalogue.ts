import { reportListPermission } from '../endpoint';
import type { RouteItem } from '../routes';

/**
 * The report catalogue (docs/architecture.md#report-catalogue): channel × section × granularity. The
 * console's report routes, the server's route list and the report queries are all generated from it, never
 * written page by page.
 */
export const channels = {
  search: {
    routeBase: '/keywordSearch',
    api: 'seachReport',
    i18nKey: 'reports.channel.search',
    icon: 'search',
  },
  feed: { routeBase: '/feeds', api: 'infoReport', i18nKey: 'reports.channel.feed', icon: 'feed' },
} as const;
export type Channel = keyof typeof channels;

/** The API's `timeUnit`, one per report granularity; `summary` is the custom-period report. */
export const granularities = {
  day: { routeSuffix: 'Report', i18nKey: 'reports.granularity.day', pickerType: 1 },
  week: { routeSuffix: 'Weekly', i18nKey: 'reports.granularity.week', pickerType: 2 },
  month: { routeSuffix: 'Month', i18nKey: 'reports.granularity.month', pickerType: 4 },
  summary: { routeSuffix: 'Custom', i18nKey: 'reports.granularity.summary', pickerType: 1 },
} as const;
export type Granularity = keyof typeof granularities;
export const granularityList = Object.keys(granularities) as Granularity[];

/** Sections of each channel, in menu order (docs/requirements.md#report-catalogue). */
export const sectionsByChannel = {
  search: [
    'account',
    'campaign',
    'unit',
    'keyword',
    'searchTerm',
    'designDaily',
    'region',
    'timePeriod',
    'device',
  ],
  feed: [
    'account',
    'campaign',
    'unit',
    'designDaily',
    'programDesignDaily',
    'region',
    'timePeriod',
    'newInterest',
    'intentionWord',
    'crowd',
    'automatic',
  ],
} as const satisfies Record<Channel, readonly string[]>;
export type SearchSection = (typeof sectionsByChannel.search)[number];
export type FeedSection = (typeof sectionsByChannel.feed)[number];
export type Section = SearchSection | FeedSection;

/**
 * The sections a provider has no report for (docs/baidu-provider.md#baidu-reports): Baidu's report service names
 * no feed region, programmatic creative or feed targeting report, and a table of zeros would read as data, so
 * the console says the provider does not offer them to that provider's accounts. Keyed by provider name.
 */
export const sectionsNotOffered: Record<string, Partial<Record<Channel, readonly Section[]>>> = {
  baidu: {
    feed: ['programDesignDaily', 'region', 'newInterest', 'intentionWord', 'crowd', 'automatic'],
  },
};

/** Whether the accounts of `provider` have a report for the section. */
export const offersSection = (provider: string, channel: Channel, section: Section) =>
  !sectionsNotOffered[provider]?.[channel]?.includes(section);

/** One report of the catalogue: where it lives in the console, which call lists it, how it is titled and picked. */
export interface CatalogueReport {
  channel: Channel;
  section: Section;
  granularity: Granularity;
  /** Route name, e.g. `keywordWeekly`, `deviceReport`. */
  name: string;
  /** Console path, e.g. `/keywordSearch/keywordWeekly`. */
  path: string;
  /** API path of the list call under `/marketing/api/v1`, e.g. `/seachReport/keyword/list`. */
  listPath: string;
  /** API path of the export call. */
  exportPath: string;
  /** i18n key of the section's name; the granularity's key follows it in titles. */
  i18nKey: string;
  i18nKeyReport: string;
  /** The date-range picker type (docs/requirements.md#date-pickers) of this granularity. */
  pickerType: 1 | 2 | 3 | 4 | 5;
}

function catalogueReport(channel: Channel, section: Section, granularity: Granularity): CatalogueReport {
  const { routeBase, api } = channels[channel];
  const { routeSuffix, i18nKey, pickerType } = granularities[granularity];
  const name = `${section}${routeSuffix}`;
  return {
    channel,
    section,
    granularity,
    name,
    path: `${routeBase}/${name}`,
    listPath: `/${api}/${section}/list`,
    exportPath: `/${api}/${section}/createExport`,
    i18nKey: `reports.section.${section}`,
    i18nKeyReport: i18nKey,
    pickerType,
  };
}

/** Every report of both channels: 9 search sections and 11 feed sections, 4 granularities each. */
export const catalogueReports: readonly CatalogueReport[] = (
  Object.keys(sectionsByChannel) as Channel[]
).flatMap((channel) =>
  sectionsByChannel[channel].flatMap((section) =>
    granularityList.map((g) => catalogueReport(channel, section, g)),
  ),
);

/** The catalogue report at a console path, if any. */
export function catalogueReportByPath(path: string): CatalogueReport | undefined {
  return catalogueReports.find((p) => p.path === path);
}

/** The sections of a channel as API path segments, for the server's list and export routes. */
export function isSection(channel: Channel, section: string): section is Section {
  return (sectionsByChannel[channel] as readonly string[]).includes(section);
}

/**
 * The route list of both channels (docs/requirements.md#report-catalogue): `/keywordSearch` and `/feeds`,
 * each redirecting to its account report.
 */
export function reportRouteTree(): RouteItem[] {
  return (Object.keys(channels) as Channel[]).map((channel) => {
    const { routeBase, i18nKey, icon } = channels[channel];
    const reports = catalogueReports.filter((r) => r.channel === channel);
    return {
      path: routeBase,
      component: 'Layout',
      redirect: reports[0]!.path,
      alwaysShow: true,
      meta: { title: i18nKey, i18nKey, icon, permission: reportListPermission },
      children: reports.map((p) => ({
        path: p.name,
        name: p.name,
        component: 'ReportPage',
        meta: { title: p.i18nKey, i18nKey: p.i18nKey, i18nKeyReport: p.i18nKeyReport, noCache: false },
      })),
    };
  });
}
