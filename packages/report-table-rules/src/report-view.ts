import { ReportViewState, reportViewVersion } from '@adconsole/api-client/contract';
import { columnSettingsSchema, storedValue, type ColumnSettings } from './column-settings';

/**
 * A report page's named view (docs/requirements.md#report-views): the contract's versioned state of its
 * columns (order, hidden ones, widths), sort, page size, dates, comparison and filters.
 */
export { ReportViewState, reportViewVersion };

/**
 * A saved view as stored (JSON text or a value): a view of this version as it is; column settings saved
 * alone, as the table kept them before views (`{ order, hidden }`), become a view of those columns; anything
 * else (unreadable, another version, a filter the report does not know) is null.
 */
export function parseReportView(saved: unknown): ReportViewState | null {
  const value = storedValue(saved);
  const view = ReportViewState.safeParse(value);
  if (view.success) return view.data;
  if (typeof value !== 'object' || value === null || 'version' in value) return null;
  const columns = columnSettingsSchema.safeParse(value);
  return columns.success ? { version: reportViewVersion, columns: columns.data } : null;
}

/**
 * A view fitted to the report's columns as they are now (`columns` in the report's default order, e.g. the
 * titleInfos' dataKeys): a column the report no longer has leaves the order, the hidden ones, the widths and
 * the sort; a column it has since joins the order next to the column before it in the default order (as
 * `settingsOfShownColumns` places a column), shown. A renamed column is the one gone and a new one.
 */
export function migrateReportView(
  view: ReportViewState,
  columns: readonly { id: string }[],
): ReportViewState {
  const ids = columns.map((column) => column.id);
  const known = new Set(ids);
  const saved = view.columns;
  const order = saved.order.filter((id) => known.has(id));
  // An empty order is the report's own order: a new column is already at its place there.
  if (order.length) {
    for (const [index, id] of ids.entries()) {
      if (order.includes(id)) continue;
      const before = ids[index - 1];
      order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, id);
    }
  }
  const widths = Object.fromEntries(Object.entries(saved.widths ?? {}).filter(([id]) => known.has(id)));
  const migrated: ReportViewState = {
    ...view,
    columns: withWidths({ order, hidden: saved.hidden.filter((id) => known.has(id)) }, widths),
  };
  if (view.sort && !known.has(view.sort.sortCol)) delete migrated.sort;
  return migrated;
}

function withWidths(
  columns: { order: string[]; hidden: string[] },
  widths: Record<string, number> | undefined,
): ColumnSettings {
  return widths && Object.keys(widths).length ? { ...columns, widths } : columns;
}

/** The table's column settings of a view, for `ReportTable`'s `columnSettings`. */
export function columnSettingsOfView(view: ReportViewState): ColumnSettings {
  const { order, hidden, widths } = view.columns;
  return withWidths({ order: [...order], hidden: [...hidden] }, widths && { ...widths });
}

/** The view with the table's column settings in it, the rest of the view as it was. */
export function withColumnSettings(view: ReportViewState, settings: ColumnSettings): ReportViewState {
  const { order, hidden, widths } = settings;
  return {
    ...view,
    columns: withWidths({ order: [...order], hidden: [...hidden] }, widths && { ...widths }),
  };
}
