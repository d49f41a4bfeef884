import {
  columnOrderingFeature,
  columnPinningFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  createPaginatedRowModel,
  createSortedRowModel,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type Row,
  type SortFn,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import { defaultColumnSettings, orderColumns } from '../core/column-settings';
import type { ReportColumn } from '../core/columns';
import { compareValues, sortKey } from '../core/sort';
import type { ReportRow } from '../core/title-info';
import { columnLayouts } from './column-layout';
import type { ContentWidth } from './use-column-widths';
import type { ReportState } from './use-report-state';
import type { ReportTableProps } from './types';

const features = tableFeatures({
  columnVisibilityFeature,
  columnOrderingFeature,
  columnPinningFeature,
  columnSizingFeature,
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});
type Features = typeof features;

export type ReportTableRow = Row<Features, ReportRow>;

// Empty values come out of the accessor as undefined, which `sortUndefined: 'last'` keeps last both ways.
const compareRows: SortFn<Features, ReportRow> = (a, b, columnId) =>
  compareValues(a.getValue(columnId), b.getValue(columnId));

function columnDef(column: ReportColumn, content?: ContentWidth): ColumnDef<Features, ReportRow, unknown> {
  return {
    id: column.id,
    header: column.title,
    accessorFn: (row) => sortKey(row[column.dataKey]),
    size: content?.width ?? column.width,
    minSize: column.minWidth,
    enableSorting: column.sortable,
    sortFn: compareRows,
    sortUndefined: 'last',
  };
}

const defaultRowId = (row: ReportRow, index: number) =>
  typeof row.id === 'string' || typeof row.id === 'number' ? String(row.id) : String(index);

/**
 * The TanStack table behind a report table: the columns (from titleInfos) at their widths, pinned as
 * `fixed` says, and ordered and hidden as the column settings say unless the server has applied them (the
 * control names the columns `available`); sorted and paged here on the client, passed through on the
 * server side.
 */
export function useReportTable(
  props: ReportTableProps,
  state: ReportState,
  columns: readonly ReportColumn[],
  contentWidths: ReadonlyMap<string, ContentWidth>,
) {
  const { rows, getRowId = defaultRowId, columnSettings } = props;
  const settings =
    columnSettings && !columnSettings.available ? columnSettings.settings : defaultColumnSettings;
  const columnsById = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);
  const columnDefs = useMemo(
    () => columns.map((column) => columnDef(column, contentWidths.get(column.id))),
    [columns, contentWidths],
  );

  const columnOrder = useMemo(() => orderColumns(columns, settings).map((c) => c.id), [columns, settings]);
  const columnVisibility = useMemo(
    () => Object.fromEntries(settings.hidden.map((id) => [id, false])),
    [settings.hidden],
  );
  const columnPinning = useMemo(
    () => ({
      start: columnOrder.filter((id) => columnsById.get(id)?.fixed === 'left'),
      end: columnOrder.filter((id) => columnsById.get(id)?.fixed === 'right'),
    }),
    [columnOrder, columnsById],
  );
  const sorting = useMemo(
    () => (state.sort ? [{ id: state.sort.sortCol, desc: state.sort.sortOrder === 'desc' }] : []),
    [state.sort],
  );
  const pagination = useMemo(
    () => ({ pageIndex: state.page - 1, pageSize: state.size }),
    [state.page, state.size],
  );

  const table = useTable({
    features,
    columns: columnDefs,
    data: rows as ReportRow[],
    getRowId,
    state: { sorting, pagination, columnOrder, columnVisibility, columnPinning },
    manualSorting: state.manual,
    manualPagination: state.manual || !state.paginated,
    rowCount: state.totalCount,
    autoResetPageIndex: false,
    enableSortingRemoval: true,
  });

  const layouts = useMemo(
    () => {
      const start = table.getStartVisibleLeafColumns();
      const end = table.getEndVisibleLeafColumns();
      return columnLayouts(
        table.getVisibleLeafColumns().map((column) => {
          const pinned = column.getIsPinned();
          return {
            column: columnsById.get(column.id)!,
            size: column.getSize(),
            pinned,
            offset:
              pinned === 'start' ? column.getStart('start') : pinned === 'end' ? column.getAfter('end') : 0,
            edge: column === start.at(-1) || column === end[0],
            clipped: contentWidths.get(column.id)?.clipped ?? false,
          };
        }),
      );
    },
    // `table` is a new object on every render; the visible columns and their offsets change only with
    // these, so the rows (memoized on the layouts) re-render only when the columns really change.
    [columnDefs, columnsById, columnOrder, columnVisibility, columnPinning, contentWidths],
  );

  return { table, layouts, rows: table.getRowModel().rows };
}
