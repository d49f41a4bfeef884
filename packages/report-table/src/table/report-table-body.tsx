import { memo, useRef } from 'react';
import type { ReportRow } from '@adconsole/report-table-rules';
import type { ColumnLayout } from './column-layout';
import { cellHtml, HtmlCell } from './report-cell';
import { SelectCell, type RowSelect } from './row-selection';
import type { RenderCell } from './types';
import type { ShownRows } from './use-report-table';
import type { BoxView } from './use-visible-rows';
import { useVisibleRows } from './use-visible-rows';

/** Rows drawn beyond the visible ones, so a fast scroll rarely shows an empty frame. */
const overscan = 4;

interface BodyRowProps {
  row: ReportRow;
  /** aria-rowindex: the row's position among all rows, counting the header as 1. */
  rowIndex: number;
  top: number;
  layouts: readonly ColumnLayout[];
  renderCell: RenderCell;
  /** With a select column: how its box toggles the row, and whether the row is chosen. */
  select: RowSelect | null;
  selected: boolean;
}

/** One data row; memoized, so scrolling renders only the rows that come into view. */
const BodyRow = memo(function BodyRow({
  row,
  rowIndex,
  top,
  layouts,
  renderCell,
  select,
  selected,
}: BodyRowProps) {
  return (
    <div role="row" aria-rowindex={rowIndex} className="rt-row" style={{ transform: `translateY(${top}px)` }}>
      {select && <SelectCell row={row} selected={selected} select={select} />}
      {layouts.map(({ column, className, clipped }) => {
        const html = cellHtml(column, row);
        if (html !== undefined) {
          return <HtmlCell key={column.id} html={html} className={className} />;
        }
        const content = renderCell(column, row);
        const title = clipped && typeof content === 'string' ? content : undefined;
        return (
          <div key={column.id} role="cell" className={className} title={title}>
            {content}
          </div>
        );
      })}
    </div>
  );
});

interface ReportTableBodyProps {
  /** The rows to list, in the order shown, each with its stable id. */
  rows: ShownRows;
  /** The position of the first row among all rows (0 on the first page). */
  firstRowIndex: number;
  layouts: readonly ColumnLayout[];
  renderCell: RenderCell;
  /** A selector of the scroll box the rows are in (an ancestor of theirs). */
  scrollBox: string;
  rowHeight: number;
  /** Height of the sticky header above the rows, in the same scroll box. */
  headerHeight: number;
  /** The scroll box as the table measured it before drawing the rows. */
  initialView: BoxView;
  /** The select column's toggle and the keys chosen, when the table has one. */
  selection?: { select: RowSelect; selected: ReadonlySet<string> } | null;
}

/** The virtual rows: only those in (and near) view are in the DOM. */
export function ReportTableBody(props: ReportTableBodyProps) {
  const { rows, firstRowIndex, layouts, renderCell, scrollBox, rowHeight, headerHeight, initialView } = props;
  const select = props.selection?.select ?? null;
  const rowsRef = useRef<HTMLDivElement>(null);
  const { start, end } = useVisibleRows(
    rowsRef,
    scrollBox,
    rows.count,
    rowHeight,
    headerHeight,
    overscan,
    initialView,
  );
  const shown = [];
  // Fewer rows than at the last scroll (a new page or data set) until the window is measured again.
  for (let index = start; index < Math.min(end, rows.count); index++) {
    const row = rows.row(index);
    shown.push(
      <BodyRow
        key={rows.id(index)}
        row={row}
        rowIndex={firstRowIndex + index + 2}
        top={index * rowHeight}
        layouts={layouts}
        renderCell={renderCell}
        select={select}
        selected={select ? props.selection!.selected.has(select.key(row)) : false}
      />,
    );
  }
  return (
    <div ref={rowsRef} role="rowgroup" className="rt-body" style={{ height: rows.count * rowHeight }}>
      {shown}
    </div>
  );
}
