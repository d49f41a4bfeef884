import { pageSizes as reportPageSizes } from '@adconsole/api-client/contract';
import { ReportTableLanguage, useReportTableText } from './report-table-text';
import { useId, useLayoutEffect, useMemo, useRef } from 'react';
import { buildColumns } from '@adconsole/report-table-rules';
import type { ColumnLayout } from './column-layout';
import { ColumnSettingsPanel } from './column-settings-panel';
import { useCellRenderer } from './report-cell';
import { ReportPager } from './report-pager';
import { ReportTableBody } from './report-table-body';
import { ReportTableHeader } from './report-table-header';
import { ReportTableSummary } from './report-table-summary';
import { ReportTableStatus } from './report-table-status';
import { SelectAllCell, selectColumnWidth, useRowSelection } from './row-selection';
import type { ReportTableProps } from './types';
import { useColumnActions, useSettingsControl } from './use-column-actions';
import { useColumnWidths } from './use-column-widths';
import { useCalculatedColumns } from './use-calculated-columns';
import { useReportState } from './use-report-state';
import { useReportTable } from './use-report-table';
import { useSideScroll, type PinnedWidths } from './use-side-scroll';
import { useTableMetrics } from './use-table-metrics';
import './report-table.css';

/** Row and header heights before the first measurement (the `small` size). */
const fallbackRowHeight = 36;

/** The widths of the columns fixed at each side. */
function pinnedWidths(layouts: readonly ColumnLayout[]): PinnedWidths {
  const widths = { start: 0, end: 0 };
  for (const { pinned, size } of layouts) if (pinned) widths[pinned] += size;
  return widths;
}

/**
 * The report table: columns from the server's titleInfos, virtual rows, a sticky header, columns fixed
 * left or right, a pinned summary row, and a pager. Each header has a column menu (move, hide) and a resize
 * handle, and drags onto another to reorder; the widths and order go to `columnSettings`
 * (docs/requirements.md#report-views). Sorts and pages the rows itself (`mode: 'client'`)
 * or lets the caller's server do it (`mode: 'server'`, controlled). Density follows the global size
 * (`data-size` on an ancestor); its words follow `language`, else the host's language, else English.
 *
 * **When to use:** any report or list the server describes with titleInfos (docs/requirements.md#report-table);
 * `mode: 'server'` once the rows are paged by the API, client mode for a few thousand rows at most.
 *
 * **States:** loading (a spinner over the rows kept), empty ("No data"), error (a message and Retry), rows
 * (thousands stay smooth: only the rows in view are drawn), text cut with "…" and a tooltip in fixed-width
 * columns, sorted header (arrow), a header's menu open, a column being resized or dragged (a line marks
 * where it would go), totals row pinned at the bottom.
 *
 * - Do give it a `label` (the report's title): it names the table for assistive tech and the pager.
 * - Do keep it at least 500 px high; on a phone it scrolls sideways (a shade on a side says more columns are
 *   there), the fixed columns stay while they leave half of the box to the others.
 * - Don't give number columns a fixed `width`: with `minWidth` they grow to fit, so numbers are never cut.
 */
export function ReportTable(props: ReportTableProps) {
  return (
    <ReportTableLanguage value={props.language}>
      <ReportTableContent {...props} />
    </ReportTableLanguage>
  );
}

function ReportTableContent(props: ReportTableProps) {
  const { t } = useReportTableText();
  const state = useReportState(props);
  const { sortableKeys, summaryRow, summary } = props;
  // Client-side rows get their calculated values here; a server's carry them
  // (docs/requirements.md#calculated-columns).
  const calculated = useCalculatedColumns(
    props.calculatedColumns,
    props.titleInfos,
    props.rows,
    props.renderers,
    !state.manual,
  );
  const { titleInfos, rows: givenRows, totals: calculatedTotals } = calculated;
  const columns = useMemo(() => buildColumns(titleInfos, { sortableKeys }), [titleInfos, sortableKeys]);
  const totals = useMemo(() => {
    if (summaryRow) return calculatedTotals.given(summaryRow);
    if (!summary || state.manual) return null;
    return calculatedTotals.ofRows(columns, summary === true ? {} : summary);
  }, [summaryRow, summary, state.manual, columns, calculatedTotals]);
  const frameRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const rowProbe = useRef<HTMLDivElement>(null);
  const headProbe = useRef<HTMLDivElement>(null);
  // Null on the first render, which draws the frame and the probes only (`useTableMetrics`).
  const metrics = useTableMetrics(scrollRef, rowProbe, headProbe, fallbackRowHeight);
  const rowHeight = metrics?.rowHeight ?? fallbackRowHeight;
  // Every row the table was given (in client mode all pages), so paging through them keeps the widths.
  const contentWidths = useColumnWidths(
    scrollRef,
    columns,
    givenRows,
    totals,
    rowHeight,
    t,
    calculated.formats,
  );
  const control = useSettingsControl(props.columnSettings);
  // Names this table's grid for its column rules, so two tables on a page keep their own.
  const layoutId = useId();
  const { rows, layouts, gridStyle, columnRules, shownColumns } = useReportTable(
    givenRows === props.rows ? props : { ...props, rows: givenRows },
    state,
    columns,
    contentWidths,
    control.settings,
    `.rt-grid[data-rt-layout="${layoutId}"]`,
    props.selection ? selectColumnWidth : 0,
  );
  const { selection } = props;
  const selectable = selection !== undefined;
  const pinned = useMemo(() => {
    const widths = pinnedWidths(layouts);
    return selectable ? { ...widths, start: widths.start + selectColumnWidth } : widths;
  }, [layouts, selectable]);
  // The select column draws the fixed columns' divider when it is the only one fixed at the left.
  const selectEdge = !layouts.some((layout) => layout.pinned === 'start');
  const chosen = useRowSelection(selection, rows, selectEdge, t);
  useSideScroll(frameRef, scrollRef, gridRef, pinned);
  const tableActions = useColumnActions({
    columns,
    control,
    canHideColumns: props.columnSettings !== undefined,
    shownColumns,
    contentWidths,
    gridRef,
  });
  const { columnMenuItems } = props;
  const actions = useMemo(
    () => (columnMenuItems ? { ...tableActions, hostItems: columnMenuItems } : tableActions),
    [tableActions, columnMenuItems],
  );

  // Another page or order starts at the top, as a new page of a book does.
  useLayoutEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [state.page, state.size, state.sort]);

  // The words are looked up once here and handed to the parts (docs/architecture.md#report-table).
  const renderCell = useCellRenderer(calculated.renderers, t);

  const { error, onRetry, label, columnSettings, height, className } = props;
  // Until a table that computes calculated columns has their rules, it shows itself loading.
  const loading = (props.loading ?? false) || calculated.pending;
  const tableLabel = label ?? t('reportTable.label');
  const showRows = !error;
  const rowCount = showRows ? rows.count : 0;
  const firstRowIndex = state.manual || state.paginated ? (state.page - 1) * state.size : 0;
  const ariaRowCount = (showRows ? state.totalCount : 0) + 1 + (totals ? 1 : 0);

  return (
    <div
      className={['rt', height !== undefined && 'rt-sized', selectable && 'rt-selectable', className]
        .filter(Boolean)
        .join(' ')}
      style={{ height }}
    >
      <style>{columnRules}</style>
      {columnSettings && (
        <div className="rt-toolbar">
          <ColumnSettingsPanel columns={columns} control={columnSettings} />
        </div>
      )}
      <div ref={frameRef} className="rt-frame">
        <div
          ref={scrollRef}
          className="rt-scroll"
          role="table"
          aria-label={tableLabel}
          aria-rowcount={ariaRowCount}
          aria-busy={loading || undefined}
          // The rows scroll by keyboard once the table has focus.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus to scroll by keyboard (WCAG 2.1.1)
          tabIndex={0}
        >
          <div ref={gridRef} className="rt-grid" data-rt-layout={layoutId} style={gridStyle}>
            <div ref={rowProbe} className="rt-probe" aria-hidden="true" />
            <div ref={headProbe} className="rt-probe rt-probe-head" aria-hidden="true" />
            {metrics && (
              <ReportTableHeader
                selectAll={
                  chosen && (
                    <SelectAllCell state={chosen.state} onToggle={chosen.toggleAll} edge={selectEdge} t={t} />
                  )
                }
                layouts={layouts}
                sort={state.sort}
                onSortChange={state.setSort}
                actions={actions}
                widths={control.settings.widths}
                t={t}
              />
            )}
            {metrics && rowCount > 0 && (
              <ReportTableBody
                rows={rows}
                firstRowIndex={firstRowIndex}
                layouts={layouts}
                renderCell={renderCell}
                scrollBox=".rt-scroll"
                rowHeight={rowHeight}
                headerHeight={metrics.headerHeight}
                initialView={metrics.view}
                selection={chosen}
              />
            )}
            {metrics && totals && showRows && (
              <ReportTableSummary
                summary={totals}
                layouts={layouts}
                rowIndex={ariaRowCount}
                label={t('reportTable.total')}
                renderCell={renderCell}
                selectEdge={chosen ? selectEdge : undefined}
              />
            )}
          </div>
        </div>
        <ReportTableStatus loading={loading} error={error} empty={rowCount === 0} onRetry={onRetry} t={t} />
      </div>
      {state.paginated && (
        <ReportPager
          label={tableLabel}
          page={state.page}
          size={state.size}
          totalCount={state.totalCount}
          pageSizes={props.pageSizes ?? reportPageSizes}
          onChange={state.setPage}
        />
      )}
    </div>
  );
}
