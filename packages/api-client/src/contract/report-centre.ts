import { isSingleWeek } from '@adconsole/date-range-rules';
import * as z from 'zod/mini';
import { defineEndpoint, reportListPermission } from './endpoint';
import { DateRange, IsoDate, Metrics, PickedRange } from './metrics';

/**
 * Whether a range is exactly one Monday–Sunday week (docs/requirements.md#date-ranges). Zod runs this check
 * even when a date already failed its own, so a range that is not two dates is simply not a week.
 */
export const isOneWeek = (range: DateRange) => DateRange.safeParse(range).success && isSingleWeek(range);

/**
 * The weekly report centre's calls (docs/requirements.md#report-centre): one Monday–Sunday week of the
 * current account; an empty date asks to select a time, any other range fails on beginDate with the date
 * picker's own message.
 */
export const WeeklyRequest = z.object({
  query: z
    .extend(PickedRange, { channel: z._default(z.enum(['search', 'feed']), 'search') })
    .check(z.refine(isOneWeek, { message: 'dateRange.singleWeek', path: ['beginDate'] })),
});
export type WeeklyRequest = z.infer<typeof WeeklyRequest>;

/** The week against the week before, and its days (the overview of the report centre). */
export const WeeklyOverview = z.object({
  current: Metrics,
  previous: Metrics,
  days: z.array(z.extend(Metrics, { date: IsoDate })),
});
export type WeeklyOverview = z.infer<typeof WeeklyOverview>;

/**
 * The top rows of a weekly breakdown: the top 15 regions and keywords (docs/requirements.md#report-centre).
 */
const ranked = <T extends z.core.$ZodLooseShape>(shape: T) => z.array(z.extend(Metrics, shape));

const weekly = <Res extends z.ZodMiniType>(path: string, response: Res, summary: string) =>
  defineEndpoint({
    method: 'POST',
    path,
    request: WeeklyRequest,
    response,
    permission: reportListPermission,
    summary,
  });

/**
 * What an export call answers: the download record that will hold the file (docs/requirements.md#exports).
 */
export const CreatedExport = z.object({ id: z.int() });

/** The export of the report centre's week, allowed like every export to report:export holders only. */
const overviewExport = (path: string, summary: string) =>
  defineEndpoint({
    method: 'POST',
    path,
    request: WeeklyRequest,
    response: CreatedExport,
    write: true,
    permission: 'report:export',
    summary,
  });

export const reportCentreEndpoints = {
  weeklyOverviewSearch: weekly(
    '/weeklyOverview/search/statistics',
    WeeklyOverview,
    'Search ads: the week against the week before, and its days.',
  ),
  weeklyOverviewFeed: weekly(
    '/weeklyOverview/info/statistics',
    WeeklyOverview,
    'Feed ads: the week against the week before, and its days.',
  ),
  weeklyDevices: weekly(
    '/weeklyDevices/statistics',
    ranked({ device: z.enum(['pc', 'mobile']) }),
    'The week by device.',
  ),
  weeklyRegion: weekly(
    '/weeklyRegion/statistics',
    ranked({ provinceName: z.string() }),
    'The 15 regions of the week with the highest cost.',
  ),
  weeklyKeywords: weekly(
    '/weeklyKeywords/statistics',
    ranked({ keyword: z.string() }),
    'The 15 keywords of the week with the highest cost.',
  ),
  weeklyDirection: weekly(
    '/weeklyDirection/statistics',
    ranked({ name: z.string(), kind: z.enum(['crowd', 'automatic', 'newInterest', 'intentionWord']) }),
    'The targeting (crowds, automatic targeting, new interests, intention words) of the week by cost.',
  ),
  weeklyHour: weekly(
    '/weeklyHour/statistics',
    ranked({ hour: z.int().check(z.minimum(0), z.maximum(23)) }),
    'The week by hour of the day.',
  ),
  overviewExportSearch: overviewExport(
    '/seachReport/account/overview/createExport',
    'Exports the search ads account report of the week by day with its totals; answers the download record id.',
  ),
  overviewExportFeed: overviewExport(
    '/infoReport/account/overview/createExport',
    'Exports the feed ads account report of the week by day with its totals; answers the download record id.',
  ),
};

/** The export of a channel's weekly overview. */
export const overviewExportEndpoint = (channel: 'search' | 'feed') =>
  channel === 'feed' ? reportCentreEndpoints.overviewExportFeed : reportCentreEndpoints.overviewExportSearch;
