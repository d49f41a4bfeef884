import { useMemo } from 'react';
import {
  type ColumnSettings,
  columnSortKeys,
  defaultColumnSettings,
  orderColumns,
  type ReportColumn,
  type ReportRow,
  type ReportSort,
  sortedPositions,
} from '@adconsole/report-table-rules';
import { columnLayouts, columnRules, gridStyle, placeColumns } from './column-layout';
import type { ContentWidth } from './use-column-widths';
import type { ReportState } from './use-report-state';
import type { ReportTableProps } from './types';

const defaultRowId = (row: ReportRow, index: number) =>
  typeof row.id === 'string' || typeof row.id === 'number' ? String(row.id) : String(index);

/**
 * The rows a table shows, by their place in it (sorted and paged): read for the rows drawn only, so neither a
 * sort nor a page builds an array of 10,000 rows or their ids (docs/architecture.md#report-table).
 */
export interface ShownRows {
  count: number;
  row: (index: number) => ReportRow;
  /** The row's stable id: `getRowId` of the row and its index among the rows given. */
  id: (index: number) => string;
}

/** Each data set's sort keys by column, worked out on its first sort by that column. */
const sortKeysByRows = new WeakMap<readonly ReportRow[], Map<string, Float64Array>>();

function sortKeys(rows: readonly ReportRow[], dataKey: string): Float64Array {
  let byColumn = sortKeysByRows.get(rows);
  if (!byColumn) sortKeysByRows.set(rows, (byColumn = new Map()));
  let keys = byColumn.get(dataKey);
  if (!keys) byColumn.set(dataKey, (keys = columnSortKeys(rows, dataKey)));
  return keys;
}

/** The rows' positions in the sort, or null for the rows' own order (no sort, or not a sortable column). */
function sortPositions(
  rows: readonly ReportRow[],
  columns: readonly ReportColumn[],
  sort: ReportSort | null,
) {
  const column = sort && columns.find((candidate) => candidate.id === sort.sortCol);
  if (!sort || !column?.sortable) return null;
  return sortedPositions(sortKeys(rows, column.dataKey), sort.sortOrder);
}

/**
 * The rows and columns a report table draws (docs/architecture.md#report-table): the columns (from
 * titleInfos) at their widths, fixed as `fixed` says, and ordered and hidden as the column settings say
 * unless the server has applied them (the control names the columns `available`), at the widths the user
 * gave them (`settings.widths`, whoever applies the order); the rows sorted and paged
 * here on the client, passed through on the server side. A sort reorders row positions over the column's
 * sort keys, so no row is copied or wrapped, and the rows are read by their place (`ShownRows`).
 */
export function useReportTable(
  props: ReportTableProps,
  state: ReportState,
  columns: readonly ReportColumn[],
  contentWidths: ReadonlyMap<string, ContentWidth>,
  settings: ColumnSettings,
  /** A selector of this table's grid, which its column rules are scoped to. */
  scope: string,
  /** The width of the select column before the others, if the table has one. */
  lead = 0,
) {
  const { rows: given, getRowId = defaultRowId, columnSettings } = props;
  const ordering = columnSettings?.available ? defaultColumnSettings : settings;

  const shownColumns = useMemo(() => {
    const hidden = new Set(ordering.hidden);
    return orderColumns(columns, ordering).filter((column) => !hidden.has(column.id));
  }, [columns, ordering]);
  const placed = useMemo(
    () => placeColumns(shownColumns, contentWidths, settings.widths),
    [shownColumns, contentWidths, settings.widths],
  );
  const layouts = useMemo(() => columnLayouts(placed), [placed]);
  const style = useMemo(() => gridStyle(placed, lead), [placed, lead]);
  const rules = useMemo(() => columnRules(placed, scope, lead), [placed, scope, lead]);

  const { manual, sort, paginated, page, size } = state;
  const positions = useMemo(
    () => (manual ? null : sortPositions(given, columns, sort)),
    [manual, given, columns, sort],
  );
  const rows = useMemo((): ShownRows => {
    const from = manual || !paginated ? 0 : (page - 1) * size;
    const to = manual || !paginated ? given.length : Math.min(page * size, given.length);
    const at = positions ? (index: number) => positions[from + index]! : (index: number) => from + index;
    return {
      count: Math.max(0, to - from),
      row: (index) => given[at(index)]!,
      id: (index) => getRowId(given[at(index)]!, at(index)),
    };
  }, [manual, paginated, page, size, given, getRowId, positions]);

  return { layouts, gridStyle: style, columnRules: rules, shownColumns, rows };
}
