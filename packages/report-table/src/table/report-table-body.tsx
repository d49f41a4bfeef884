import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useLayoutEffect, type RefObject } from 'react';
import type { ReportRow } from '../core/title-info';
import type { ColumnLayout } from './column-layout';
import { cellHtml } from './report-cell';
import type { RenderCell } from './types';
import type { ReportTableRow } from './use-report-table';

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
        if (html) {
          return (
            <div
              key={column.id}
              role="cell"
              className={className}
              style={style}
              dangerouslySetInnerHTML={html}
            />
          );
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
  rows: readonly ReportTableRow[];
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
  const { rows, firstRowIndex, layouts, renderCell, scrollRef, rowHeight, headerHeight } = props;
  // The virtualizer re-renders this component as it scrolls, by design; nothing here relies on the
  // React Compiler memoizing it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey: (index) => rows[index]!.id,
    scrollMargin: headerHeight,
    overscan,
  });
  // The density (global size) changes the row height: forget the positions measured at the old one.
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);
  return (
    <div role="rowgroup" className="rt-body" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index]!;
        return (
          <BodyRow
            key={row.id}
            row={row.original}
            rowIndex={firstRowIndex + item.index + 2}
            top={item.start - headerHeight}
            layouts={layouts}
            renderCell={renderCell}
          />
        );
      })}
    </div>
  );
}
