import {
  defaultPageSize,
  reportFields,
  reportSection,
  type ReportDataKey,
  type ReportListRequest,
  type CatalogueReport,
} from '@adconsole/api-client/contract';
import { defaultRange, isApiDate, type DateRange } from '@adconsole/date-range';
import { z } from 'zod';

/** The metrics a chart can draw: the additive ones, which add up across rows (cities to a province). */
export const chartMetrics = ['cost', 'impression', 'click', 'conversion'] as const;
export type ChartMetric = (typeof chartMetrics)[number];

const id = z.coerce.number().int().min(1).optional().catch(undefined);

/**
 * A report page's state in its URL (STYLE.md: a copied link reopens the same report): range, filters, page,
 * size, sort and the chart's metric. Each part that is not valid falls back to its default, so a hand-edited
 * link still opens; the range is kept as given and checked by the date rules, which block the search.
 */
export function reportParamsSchema(report: CatalogueReport, now: number) {
  const spec = reportSection(report.channel, report.section);
  const sortable = spec.columns.filter((key) => reportFields[key].isSort);
  const fallback = defaultRange(report.pickerType, now);
  return z.object({
    beginDate: z.string().refine(isApiDate).catch(fallback.beginDate),
    endDate: z.string().refine(isApiDate).catch(fallback.endDate),
    campaignId: id,
    adgroupId: id,
    device: z.coerce
      .number()
      .pipe(z.literal([1, 2]))
      .optional()
      .catch(undefined),
    name: z.string().trim().max(100).optional().catch(undefined),
    page: z.coerce.number().int().min(1).catch(1),
    size: z.coerce
      .number()
      .refine((size) => spec.pageSizes.includes(size))
      .catch(defaultPageSize),
    sortCol: z
      .enum(sortable as [ReportDataKey, ...ReportDataKey[]])
      .optional()
      .catch(undefined),
    sortOrder: z.enum(['asc', 'desc']).optional().catch(undefined),
    metric: z.enum(chartMetrics).catch('cost'),
  });
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

type PageSize = NonNullable<ReportListRequest['page']>['size'];

/** The list (and export) call's body for a state: the report's range and filters, its page, size and sort. */
export function reportRequest(report: CatalogueReport, state: ReportParams): ReportListRequest {
  return {
    page: {
      number: state.page,
      // One of the section's sizes: the URL's schema keeps no other.
      size: state.size as PageSize,
      ...(state.sortCol ? { sortCol: state.sortCol, sortOrder: state.sortOrder ?? 'desc' } : {}),
    },
    query: { ...rangeOf(state), timeUnit: report.granularity, ...filtersOf(report, state) },
  };
}
