import {
  defaultPageSize,
  PickedDate,
  isComparisonKey,
  reportListEndpoint,
  ReportListRequest,
  reportSection,
  type CatalogueReport,
  type ViewRange,
} from '@adconsole/api-client/contract';
import {
  defaultRange,
  presetRange,
  shortcutsOf,
  type Comparison,
  type DateRange,
  type ShortcutId,
} from '@adconsole/date-range';
import * as z from 'zod/mini';

/** The metrics a chart can draw: the additive ones, which add up across rows (cities to a province). */
export const chartMetrics = ['cost', 'impression', 'click', 'conversion'] as const;
export type ChartMetric = (typeof chartMetrics)[number];

/** A URL's text as a number, for a contract schema of numbers. */
const fromText = <Schema extends z.ZodMiniType<unknown, number>>(schema: Schema) =>
  z.pipe(z.coerce.number(), schema);

/** How the URL names a comparison: `compare=previous` (or `true`, as older links say), `lastYear`, `custom`. */
const comparisonKinds = ['previous', 'lastYear', 'custom'] as const;
export type ComparisonKind = (typeof comparisonKinds)[number];
const comparisonKind = z.pipe(
  z.union([z.enum(comparisonKinds), z.stringbool()]),
  z.transform((value): ComparisonKind | undefined => (value === true ? 'previous' : value || undefined)),
);

/** The parts of a link whose given value could not be read: the page says so (docs/requirements.md#report-views). */
export const noticedParams = ['beginDate', 'endDate', 'range', 'compare', 'compareFrom'] as const;
export type NoticedParam = (typeof noticedParams)[number];

/**
 * A report page's state in its URL (docs/requirements.md#report-catalogue: a copied link reopens the same
 * report): dates (a shortcut's id in `range`, resolved again on each load, or `beginDate` and `endDate`),
 * filters, page, size, sort, the chart's metric, the comparison (docs/requirements.md#period-comparison) and
 * the named view it came from (docs/requirements.md#report-views). A link with neither a shortcut nor dates
 * shows the report's default range, `reportDefault`, which moves on with the day the page opens. Each part
 * is read with the contract's schema of the report's list call (its section's page sizes and sortable
 * columns, the filters' rules) and falls back to its default when it is not valid, so a hand-edited link
 * still opens; the parts of the dates and the comparison that fell back are added to `refused`. A range of real dates is kept as given and
 * checked by the date rules, which block the search.
 */
export function reportParamsSchema(report: CatalogueReport, now: number, refused?: Set<NoticedParam>) {
  const request = reportListEndpoint(report.channel, report.section).request.shape;
  const page = request.page.def.innerType.shape;
  const { beginDate, endDate, ...filters } = ReportListRequest.shape.query.shape;
  const fallback = defaultRange(report.pickerType, now);
  const shortcuts = shortcutsOf(report.pickerType).map((shortcut) => shortcut.id) as [
    ShortcutId,
    ...ShortcutId[],
  ];
  /** A noticed part: a value given but not valid is noted, then its fallback used. */
  const noticed = <T>(key: NoticedParam, schema: z.ZodMiniType<T>, value: T) =>
    z.catch(schema, (context) => {
      if (context.value !== undefined && context.value !== '') refused?.add(key);
      return value;
    });
  return z.pipe(
    z.object({
      beginDate: noticed('beginDate', z.optional(beginDate), undefined),
      endDate: noticed('endDate', z.optional(endDate), undefined),
      range: noticed('range', z.optional(z.enum(shortcuts)), undefined),
      campaignId: z.catch(z.optional(fromText(filters.campaignId.def.innerType)), undefined),
      adgroupId: z.catch(z.optional(fromText(filters.adgroupId.def.innerType)), undefined),
      device: z.catch(z.optional(fromText(filters.device.def.innerType)), undefined),
      name: z.catch(filters.name, undefined),
      page: z.catch(fromText(page.number.def.innerType), 1),
      size: z.catch(fromText(page.size.def.innerType), defaultPageSize),
      sortCol: z.catch(page.sortCol, undefined),
      sortOrder: z.catch(page.sortOrder, undefined),
      metric: z.catch(z.enum(chartMetrics), 'cost'),
      compare: noticed('compare', z.optional(comparisonKind), undefined),
      compareFrom: noticed('compareFrom', z.optional(PickedDate), undefined),
      view: z.catch(z.optional(fromText(z.int().check(z.minimum(1)))), undefined),
    }),
    z.transform((state) => {
      // A shortcut gives the dates of the day the page opens; its dates in the link are not read.
      const preset = state.range && presetRange(report.pickerType, state.range, now);
      const reportDefault = !preset && state.beginDate === undefined && state.endDate === undefined;
      const dated = {
        ...state,
        beginDate: state.beginDate ?? fallback.beginDate,
        endDate: state.endDate ?? fallback.endDate,
        ...preset,
        reportDefault,
      };
      const compared =
        dated.compare === 'custom' && !dated.compareFrom ? { ...dated, compare: undefined } : dated;
      return sortsWithoutComparison(compared) ? { ...compared, ...noSort } : compared;
    }),
  );
}

const noSort = { sortCol: undefined, sortOrder: undefined };

/** A sort by a comparison column (a change, a previous value) needs the comparison on. */
function sortsWithoutComparison(state: { sortCol?: string; compare?: ComparisonKind }) {
  return !state.compare && state.sortCol !== undefined && isComparisonKey(state.sortCol);
}
export type ReportParams = z.infer<ReturnType<typeof reportParamsSchema>>;

export function parseReportParams(
  report: CatalogueReport,
  params: URLSearchParams,
  now: number,
  refused?: Set<NoticedParam>,
): ReportParams {
  return reportParamsSchema(report, now, refused).parse(Object.fromEntries(params));
}

/**
 * The URL's search params of a state: what is unset is left out, so links stay short; the dates of a shortcut
 * or of the report's default are left out too, so the link keeps meaning "the last 7 days" or "the default".
 */
export function reportSearchParams(state: ReportParams): URLSearchParams {
  const params = new URLSearchParams();
  const rolling = state.range !== undefined || state.reportDefault;
  for (const [key, value] of Object.entries(state)) {
    if (key === 'reportDefault' || (rolling && (key === 'beginDate' || key === 'endDate'))) continue;
    if (state.compare !== 'custom' && key === 'compareFrom') continue;
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}

/** The state after a comparison is chosen or ended: back to page 1; a sort by a comparison column ends with it. */
export function changeComparison(state: ReportParams, comparison: Comparison | null): ReportParams {
  const next = {
    ...state,
    compare: comparison?.kind,
    compareFrom: comparison?.kind === 'custom' ? comparison.beginDate : undefined,
    page: 1,
  };
  return sortsWithoutComparison(next) ? { ...next, ...noSort } : next;
}

/** The comparison of a state, as the picker and the list call take it; null without one. */
export function comparisonOf(state: Pick<ReportParams, 'compare' | 'compareFrom'>): Comparison | null {
  if (state.compare === 'custom')
    return state.compareFrom ? { kind: 'custom', beginDate: state.compareFrom } : null;
  return state.compare ? { kind: state.compare } : null;
}

/** The request's `compare` of a state: `true` for the previous period, as the list call has always taken it. */
export function requestComparison(state: ReportParams) {
  const comparison = comparisonOf(state);
  if (!comparison) return {};
  return { compare: comparison.kind === 'previous' ? true : comparison };
}

export function rangeOf(state: ReportParams): DateRange {
  return { beginDate: state.beginDate, endDate: state.endDate };
}

/** A page's dates as a view keeps them: the report's default or a shortcut (both roll forward), or fixed. */
export function viewRangeOf(state: ReportParams): ViewRange {
  if (state.range) return { preset: state.range };
  if (state.reportDefault) return { reportDefault: true };
  return { beginDate: state.beginDate, endDate: state.endDate };
}

/** The filters of a state that the report's section takes. */
export function filtersOf(report: CatalogueReport, state: ReportParams) {
  const { filters } = reportSection(report.channel, report.section);
  return Object.fromEntries(
    filters.filter((f) => state[f] !== undefined && state[f] !== '').map((f) => [f, state[f]]),
  ) as Pick<ReportListRequest['query'], 'campaignId' | 'adgroupId' | 'device' | 'name'>;
}

/**
 * The list (and export) call's body for a state: the report's range and filters, its page, size and sort, and
 * the columns of the open view when one is (docs/requirements.md#report-views).
 */
export function reportRequest(
  report: CatalogueReport,
  state: ReportParams,
  columns?: readonly string[],
): ReportListRequest {
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
      ...requestComparison(state),
      ...(columns ? { columns: [...columns] } : {}),
    },
  };
}
