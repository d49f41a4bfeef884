import type {
  CatalogueReport,
  CustomReportFields,
  ReportView,
  ReportViewState,
} from '@adconsole/api-client/contract';
import {
  columnSettingsOfView,
  migrateReportView,
  reportViewVersion,
  type ColumnSettings,
} from '@adconsole/report-table/core';
import {
  comparisonOf,
  filtersOf,
  parseReportParams,
  reportSearchParams,
  type ReportParams,
} from './report-params';

/**
 * What a named view keeps of a report page (docs/requirements.md#report-views): the URL's state (dates as
 * the shortcut when one was chosen, sort, page size, comparison, filters) and the table's columns.
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
    range: state.range ? { preset: state.range } : { beginDate: state.beginDate, endDate: state.endDate },
    comparison,
    filters: filtersOf(report, state),
  };
}

/**
 * The page's URL of a view: its state as the report page's URL says it, and its id. Read back through the
 * page's own rules, so a view saved for other columns or page sizes opens with what the report takes.
 */
export function viewSearchParams(report: CatalogueReport, view: ReportView, now: number): URLSearchParams {
  const { state } = view;
  const given: Record<string, string | number | undefined> = {
    ...(state.range && 'preset' in state.range ? { range: state.range.preset } : state.range),
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
