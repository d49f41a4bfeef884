import * as z from 'zod/mini';
import { defineEndpoint, reportListPermission, type Endpoint } from '../endpoint';
import { PickedDate } from '../metrics';
import {
  channels,
  granularityList,
  catalogueReports,
  type Channel,
  type Section,
  type sectionsByChannel,
} from './catalogue';
import { Comparison, comparisonKey, comparisonRoles, isComparedMetric, isComparisonKey } from './comparison';
import { reportFields } from './fields';
import { PageRequest, pageRequest, sortOrders } from '../pagination';
import { calculatedId, isCalculatedColumnKey } from './calculated-column';
import { reportSection, type ReportFilter, type ReportSectionSpec } from './sections';
import { TitleInfo } from './title-info';

const EntityId = z.int().check(z.minimum(1));

const filterSchemas = {
  campaignId: EntityId,
  adgroupId: EntityId,
  device: z.literal([1, 2]),
  name: z.string().check(z.trim(), z.maxLength(100)),
} satisfies Record<ReportFilter, z.ZodMiniType>;

/** The filters of a report page, each optional, no other key (a named view keeps them). */
export const ReportFilterValues = z.strictObject({
  campaignId: z.optional(filterSchemas.campaignId),
  adgroupId: z.optional(filterSchemas.adgroupId),
  device: z.optional(filterSchemas.device),
  name: z.optional(filterSchemas.name),
});

const queryBase = {
  /**
   * The account the client merged in (docs/requirements.md#api-conventions); the server checks it is the
   * session user's.
   */
  accountId: z.optional(z.int().check(z.minimum(0))),
  /** Empty or missing: "please select time" (docs/requirements.md#range-checks). */
  beginDate: PickedDate,
  endDate: PickedDate,
  timeUnit: z.enum(granularityList),
  /**
   * Compare with another period (docs/requirements.md#period-comparison): `true` or `{ kind: 'previous' }`
   * the period right before, `{ kind: 'lastYear' }` a year earlier, `{ kind: 'custom', beginDate }` one of the
   * same length from that day; each metric also answered as `{metric}Previous` and `{metric}Change`.
   */
  compare: z.optional(z.union([z.boolean(), Comparison])),
  /**
   * The columns to answer, by dataKey in order, instead of the user's custom fields: a named view's
   * (docs/requirements.md#report-views). Columns the report has not are left out; the ones it cannot do
   * without are added.
   */
  columns: z.optional(z.array(z.string().check(z.maxLength(200))).check(z.minLength(1), z.maxLength(100))),
};

/**
 * Any report list request: `{ page?, query }`. Without `page` the answer holds every row (up to
 * `unpagedRowLimit`), as the report-centre layout and exports ask.
 */
export const ReportListRequest = z.object({
  accountId: z.optional(z.int().check(z.minimum(0))),
  page: z.optional(PageRequest),
  query: z.object({
    ...queryBase,
    campaignId: z.optional(filterSchemas.campaignId),
    adgroupId: z.optional(filterSchemas.adgroupId),
    device: z.optional(filterSchemas.device),
    name: z.optional(filterSchemas.name),
  }),
});
export type ReportListRequest = z.output<typeof ReportListRequest>;

/** The most rows one unpaged answer holds; `page.totalCount` still counts them all. */
export const unpagedRowLimit = 100_000;

/**
 * The request schema of one section: only its filters, its page sizes and its sortable columns (a compared
 * metric's comparison columns too, which sort only a comparing request).
 */
function sectionListRequest(spec: ReportSectionSpec) {
  const sortable = spec.columns.filter((key) => reportFields[key].isSort);
  const comparisonColumns: string[] = sortable
    .filter(isComparedMetric)
    .flatMap((metric) => comparisonRoles.map((role) => comparisonKey(metric, role)));
  const filters = Object.fromEntries(spec.filters.map((f) => [f, z.optional(filterSchemas[f])]));
  const columns = [...sortable, ...comparisonColumns];
  // A calculated column sorts too (docs/requirements.md#calculated-columns); which ones the report answers,
  // the server knows.
  const page = z.extend(pageRequest({ sizes: spec.pageSizes }), {
    sortCol: z.optional(
      z.union([z.enum(columns), z.string().check(z.refine(isCalculatedColumnKey, 'validation.invalid'))]),
    ),
    sortOrder: z.optional(z.enum(sortOrders)),
  });
  return z
    .object({
      accountId: queryBase.accountId,
      page: z.optional(page),
      query: z.strictObject({ ...queryBase, ...filters }),
    })
    .check(
      z.refine(
        (request) => {
          const sortCol = request.page?.sortCol ?? '';
          const compared =
            isComparisonKey(sortCol) || (isCalculatedColumnKey(sortCol) && calculatedId(sortCol) === null);
          return Boolean(request.query.compare) || !compared;
        },
        { message: 'validation.sortNeedsCompare', path: ['page', 'sortCol'] },
      ),
    ) as unknown as typeof ReportListRequest;
}

/** A report row: values by dataKey, plus the ids of its campaign, unit, keyword… */
export const ReportRow = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export type ReportRow = z.infer<typeof ReportRow>;

/** The answer of a report list: columns, the page's rows, and totals over every row of the query. */
export const ReportListData = z.object({
  titleInfos: z.array(TitleInfo),
  list: z.array(ReportRow),
  summary: ReportRow,
  /**
   * The last day (YYYY-MM-DD) the account's facts reach, null before its first sync: the days of the range
   * after it are still being fetched (docs/requirements.md#how-fresh-a-report-is). A server before it sent none.
   */
  syncedThrough: z.optional(z.nullable(z.string())),
});
export type ReportListData = z.infer<typeof ReportListData>;

export type ReportListEndpoint = Endpoint<typeof ReportListRequest, typeof ReportListData>;

const capitalized = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;
type ListName<C extends Channel> = `${C}${Capitalize<(typeof sectionsByChannel)[C][number]>}List`;
export type ReportListName = ListName<'search'> | ListName<'feed'>;

/** `POST …/{seachReport|infoReport}/{section}/list` for every section of both channels. */
export const reportListEndpoints = Object.fromEntries(
  catalogueReports
    .filter((p) => p.granularity === 'day')
    .map((p) => [
      `${p.channel}${capitalized(p.section)}List`,
      defineEndpoint({
        method: 'POST',
        path: p.listPath,
        request: sectionListRequest(reportSection(p.channel, p.section)),
        response: ReportListData,
        localized: true,
        permission: reportListPermission,
        summary: `${channels[p.channel].api} ${p.section} report: titleInfos, a page of rows and totals.`,
      }),
    ]),
) as Record<ReportListName, ReportListEndpoint>;

/** The list call of a channel's section. */
export function reportListEndpoint(channel: Channel, section: Section): ReportListEndpoint {
  const endpoint: ReportListEndpoint | undefined =
    reportListEndpoints[`${channel}${capitalized(section)}List` as ReportListName];
  if (!endpoint) throw new Error(`${channel} ads have no ${section} report`);
  return endpoint;
}
