import { memo, type RefObject } from 'react';
import type { ReportRow } from '../core/title-info';
import type { ColumnLayout } from './column-layout';
import { cellHtml, HtmlCell } from './report-cell';
import type { RenderCell } from './types';
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
}

/** One data row; memoized, so scrolling renders only the rows that come into view. */
const BodyRow = memo(function BodyRow({ row, rowIndex, top, layouts, renderCell }: BodyRowProps) {
  return (
    <div role="row" aria-rowindex={rowIndex} className="rt-row" style={{ transform: `translateY(${top}px)` }}>
      {layouts.map(({ column, className, style, clipped }) => {
        const html = cellHtml(column, row);
        if (html !== undefined) {
          return <HtmlCell key={column.id} html={html} className={className} style={style} />;
        }
        const content = renderCell(column, row);
        const title = clipped && typeof content === 'string' ? content : undefined;
        return (
          <div key={column.id} role="cell" className={className} style={style} title={title}>
            {content}
          </div>
        );
      })}
    </div>
  );
});

interface ReportTableBodyProps {
  /** The rows to list, in the order shown. */
  rows: readonly ReportRow[];
  /** Each row's stable id, at the row's place. */
  rowIds: readonly string[];
  /** The position of the first row among all rows (0 on the first page). */
  firstRowIndex: number;
  layouts: readonly ColumnLayout[];
  renderCell: RenderCell;
  scrollRef: RefObject<HTMLDivElement | null>;
  rowHeight: number;
  /** Height of the sticky header above the rows, in the same scroll box. */
  headerHeight: number;
}

/** The virtual rows: only those in (and near) view are in the DOM. */
export function ReportTableBody(props: ReportTableBodyProps) {
  const { rows, rowIds, firstRowIndex, layouts, renderCell, scrollRef, rowHeight, headerHeight } = props;
  const { start, end } = useVisibleRows(scrollRef, rows.length, rowHeight, headerHeight, overscan);
  const shown = [];
  // Fewer rows than at the last scroll (a new page or data set) until the window is measured again.
  for (let index = start; index < Math.min(end, rows.length); index++) {
    shown.push(
      <BodyRow
        key={rowIds[index]}
        row={rows[index]!}
        rowIndex={firstRowIndex + index + 2}
        top={index * rowHeight}
        layouts={layouts}
        renderCell={renderCell}
      />,
    );
  }
  return (
    <div role="rowgroup" className="rt-body" style={{ height: rows.length * rowHeight }}>
      {shown}
    </div>
  );
}
