import {
  defaultPageSize,
  isComparisonKey,
  reportListEndpoint,
  ReportListRequest,
  reportSection,
  type CatalogueReport,
} from '@adconsole/api-client/contract';
import { defaultRange, type DateRange } from '@adconsole/date-range';
import * as z from 'zod/mini';

/** The metrics a chart can draw: the additive ones, which add up across rows (cities to a province). */
export const chartMetrics = ['cost', 'impression', 'click', 'conversion'] as const;
export type ChartMetric = (typeof chartMetrics)[number];

/** A URL's text as a number, for a contract schema of numbers. */
const fromText = <Schema extends z.ZodMiniType<unknown, number>>(schema: Schema) =>
  z.pipe(z.coerce.number(), schema);

/**
 * A report page's state in its URL (docs/requirements.md#report-catalogue: a copied link reopens the same
 * report): range, filters, page, size, sort, the chart's metric and the comparison with the previous period
 * (docs/requirements.md#period-comparison). Each part is read with the contract's
 * schema of the report's list call (its section's page sizes and sortable columns, the filters' rules) and
 * falls back to its default when it is not valid, so a hand-edited link still opens; the range is kept as
 * given and checked by the date rules, which block the search.
 */
export function reportParamsSchema(report: CatalogueReport, now: number) {
  const request = reportListEndpoint(report.channel, report.section).request.shape;
  const page = request.page.def.innerType.shape;
  const { beginDate, endDate, ...filters } = ReportListRequest.shape.query.shape;
  const fallback = defaultRange(report.pickerType, now);
  return z.pipe(
    z.object({
      beginDate: z.catch(beginDate, fallback.beginDate),
      endDate: z.catch(endDate, fallback.endDate),
      campaignId: z.catch(z.optional(fromText(filters.campaignId.def.innerType)), undefined),
      adgroupId: z.catch(z.optional(fromText(filters.adgroupId.def.innerType)), undefined),
      device: z.catch(z.optional(fromText(filters.device.def.innerType)), undefined),
      name: z.catch(filters.name, undefined),
      page: z.catch(fromText(page.number.def.innerType), 1),
      size: z.catch(fromText(page.size.def.innerType), defaultPageSize),
      sortCol: z.catch(page.sortCol, undefined),
      sortOrder: z.catch(page.sortOrder, undefined),
      metric: z.catch(z.enum(chartMetrics), 'cost'),
      compare: z.catch(z.optional(z.stringbool()), undefined),
    }),
    z.transform((state) => (sortsWithoutComparison(state) ? { ...state, ...noSort } : state)),
  );
}

const noSort = { sortCol: undefined, sortOrder: undefined };

/** A sort by a comparison column (a change, a previous value) needs the comparison on. */
function sortsWithoutComparison(state: { sortCol?: string; compare?: boolean }) {
  return !state.compare && state.sortCol !== undefined && isComparisonKey(state.sortCol);
}
export type ReportParams = z.infer<ReturnType<typeof reportParamsSchema>>;

export function parseReportParams(
  report: CatalogueReport,
  params: URLSearchParams,
  now: number,
): ReportParams {
  return reportParamsSchema(report, now).parse(Object.fromEntries(params));
}

/** The URL's search params of a state: what is unset is left out, so links stay short. */
export function reportSearchParams(state: ReportParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(state)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}

/** The state after the comparison switch: back to page 1; a sort by a comparison column ends with it. */
export function switchComparison(state: ReportParams, compare: boolean): ReportParams {
  const next = { ...state, compare: compare || undefined, page: 1 };
  return sortsWithoutComparison(next) ? { ...next, ...noSort } : next;
}

export function rangeOf(state: ReportParams): DateRange {
  return { beginDate: state.beginDate, endDate: state.endDate };
}

/** The filters of a state that the report's section takes. */
export function filtersOf(report: CatalogueReport, state: ReportParams) {
  const { filters } = reportSection(report.channel, report.section);
  return Object.fromEntries(
    filters.filter((f) => state[f] !== undefined && state[f] !== '').map((f) => [f, state[f]]),
  ) as Pick<ReportListRequest['query'], 'campaignId' | 'adgroupId' | 'device' | 'name'>;
}

/** The list (and export) call's body for a state: the report's range and filters, its page, size and sort. */
export function reportRequest(report: CatalogueReport, state: ReportParams): ReportListRequest {
  return {
    page: {
      number: state.page,
      size: state.size,
      ...(state.sortCol ? { sortCol: state.sortCol, sortOrder: state.sortOrder ?? 'desc' } : {}),
    },
    query: {
      ...rangeOf(state),
      timeUnit: report.granularity,
      ...filtersOf(report, state),
      ...(state.compare ? { compare: true } : {}),
    },
  };
}
