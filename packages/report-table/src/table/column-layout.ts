import type { CSSProperties } from 'react';
import type { ReportColumn } from '../core/columns';

/** Where one visible column sits: its class and style, shared by its header, body and summary cells. */
export interface ColumnLayout {
  column: ReportColumn;
  className: string;
  style: CSSProperties;
  /** Its width in px (a flexible column's least width). */
  size: number;
  /** Its longest values are cut: a cell shows its whole text on hover. */
  clipped: boolean;
}

export interface PlacedColumn {
  column: ReportColumn;
  size: number;
  pinned: false | 'start' | 'end';
  /** Offset from the left edge (start-pinned) or the right edge (end-pinned), in px. */
  offset: number;
  /** The start-pinned column nearest the middle, or the end-pinned one: it draws the divider. */
  edge: boolean;
  clipped: boolean;
}

/**
 * Cell classes and styles per column. Pinned columns stick at their offsets with a fixed width; the
 * others grow in proportion to their width when the table is wider than the columns, so a narrow report
 * still fills its box and the right-pinned columns sit at its right edge.
 */
export function columnLayouts(placed: readonly PlacedColumn[]): ColumnLayout[] {
  return placed.map(({ column, size, pinned, offset, edge, clipped }) => {
    const classes = ['rt-cell'];
    if (column.align === 'right') classes.push('rt-num');
    let style: CSSProperties;
    if (pinned) {
      classes.push('rt-fixed', pinned === 'start' ? 'rt-fixed-left' : 'rt-fixed-right');
      if (edge) classes.push('rt-fixed-edge');
      style = pinned === 'start' ? { width: size, left: offset } : { width: size, right: offset };
    } else {
      style = { flex: `${size} 0 ${size}px` };
    }
    return { column, className: classes.join(' '), style, size, clipped };
  });
}
