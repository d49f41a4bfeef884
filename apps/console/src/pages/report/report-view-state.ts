import type {
  CatalogueReport,
  CustomReportFields,
  ReportView,
  ReportViewState,
  ViewRange,
} from '@adconsole/api-client/contract';
import { presetRange, validateRange } from '@adconsole/date-range';
import {
  columnSettingsOfView,
  migrateReportView,
  reportViewVersion,
  type ColumnSettings,
} from '@adconsole/report-table-rules';
import {
  comparisonOf,
  filtersOf,
  parseReportParams,
  reportSearchParams,
  viewRangeOf,
  type ReportParams,
} from '../../lib/report-params';

/**
 * What a named view keeps of a report page (docs/requirements.md#report-views): the URL's state (dates as
 * the shortcut or the report's default when one was shown, sort, page size, comparison, filters) and the
 * table's columns.
 */
export function viewStateOf(
  report: CatalogueReport,
  state: ReportParams,
  columns: ColumnSettings,
): ReportViewState {
  const comparison = comparisonOf(state);
  return {
    version: reportViewVersion,
    columns: {
      order: columns.order,
      hidden: columns.hidden,
      ...(columns.widths && Object.keys(columns.widths).length > 0 ? { widths: columns.widths } : {}),
    },
    sort: state.sortCol ? { sortCol: state.sortCol, sortOrder: state.sortOrder ?? 'desc' } : null,
    size: state.size,
    range: viewRangeOf(state),
    comparison,
    filters: filtersOf(report, state),
  };
}

/**
 * Whether a view's dates can be shown by a report's picker type (docs/requirements.md#report-views): the
 * report's default always; a shortcut the type offers; fixed dates the type could pick. A view opened on
 * another report of its section (a link, or one saved before views belonged to a report) may hold others:
 * "last 7 days" on a weekly report, a Tuesday on a monthly one.
 */
export function viewRangeFits(report: CatalogueReport, range: ViewRange | undefined, now: number): boolean {
  if (!range || 'reportDefault' in range) return true;
  if ('preset' in range) return presetRange(report.pickerType, range.preset, now) !== null;
  return validateRange(report.pickerType, range, now).ok;
}

/** The URL's dates of a view's range; none for the report's default, or for a range the report cannot show. */
function rangeParams(report: CatalogueReport, range: ViewRange | undefined, now: number) {
  if (!range || 'reportDefault' in range || !viewRangeFits(report, range, now)) return {};
  return 'preset' in range ? { range: range.preset } : range;
}

/**
 * The page's URL of a view: its state as the report page's URL says it, and its id. Read back through the
 * page's own rules, so a view saved for other columns or page sizes opens with what the report takes, and
 * dates the report's picker cannot show open as the report's default (the page says so).
 */
export function viewSearchParams(report: CatalogueReport, view: ReportView, now: number): URLSearchParams {
  const { state } = view;
  const given: Record<string, string | number | undefined> = {
    ...rangeParams(report, state.range, now),
    ...state.filters,
    size: state.size,
    sortCol: state.sort?.sortCol,
    sortOrder: state.sort?.sortOrder,
    compare: state.comparison?.kind,
    compareFrom: state.comparison?.kind === 'custom' ? state.comparison.beginDate : undefined,
    view: view.id,
  };
  const params = new URLSearchParams(
    Object.entries(given).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  );
  return reportSearchParams(parseReportParams(report, params, now));
}

/** A view's columns fitted to the report's columns now: a vanished one drops out, a new one is shown. */
export function viewColumns(view: ReportView, fields: CustomReportFields): ColumnSettings {
  return columnSettingsOfView(
    migrateReportView(
      view.state,
      fields.fields.map((field) => ({ id: field.dataKey })),
    ),
  );
}

/**
 * How many of a view's shown columns the report no longer offers, e.g. a calculated column whose metric is
 * gone or no longer fits (docs/requirements.md#calculated-columns): they drop out, and the page says how many.
 */
export function viewColumnsGone(view: ReportView, fields: CustomReportFields): number {
  const offered = new Set(fields.fields.map((field) => field.dataKey));
  const hidden = new Set(view.state.columns.hidden);
  return view.state.columns.order.filter((id) => !hidden.has(id) && !offered.has(id)).length;
}
