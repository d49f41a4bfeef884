import type { CSSProperties } from 'react';
import { clampColumnWidth, columnWidthRange, type ReportColumn } from '@adconsole/report-table-rules';
import type { ContentWidth } from './use-column-widths';

/**
 * Where one visible column sits: its classes, shared by its header, body and summary cells. One of them
 * (`rt-c<index>`) places the cells through the table's column rules (`columnRules`).
 */
export interface ColumnLayout {
  column: ReportColumn;
  className: string;
  /** Its width in px: the user's, else a flexible column's least width. */
  size: number;
  pinned: Pinned;
  /** Its longest values are cut: a cell shows its whole text on hover. */
  clipped: boolean;
}

type Pinned = false | 'start' | 'end';

export interface PlacedColumn {
  column: ReportColumn;
  size: number;
  pinned: Pinned;
  /** Offset from the left edge (start-pinned) or the right edge (end-pinned), in px. */
  offset: number;
  /** The start-pinned column nearest the middle, or the end-pinned one: it draws the divider. */
  edge: boolean;
  clipped: boolean;
  /** The user gave it its width: it keeps it, where other middle columns grow to fill a wide table. */
  sized: boolean;
}

/**
 * The shown columns in order, left-fixed ones first and right-fixed ones last, with their sizes and offsets:
 * a width the user gave a column (`widths`, by id, within its `columnWidthRange`) wins over the width its
 * content needs.
 */
export function placeColumns(
  columns: readonly ReportColumn[],
  contentWidths: ReadonlyMap<string, ContentWidth>,
  widths: Readonly<Record<string, number>> = {},
): PlacedColumn[] {
  const placed = columns.map((column): PlacedColumn => {
    const content = contentWidths.get(column.id);
    const fit = content?.width ?? column.width;
    const own = Object.hasOwn(widths, column.id)
      ? clampColumnWidth(widths[column.id]!, columnWidthRange(column))
      : undefined;
    const pinned = column.fixed === 'left' ? 'start' : column.fixed === 'right' ? 'end' : false;
    return {
      column,
      size: own ?? fit,
      pinned,
      offset: 0,
      edge: false,
      clipped: (content?.clipped ?? false) || (own !== undefined && own < fit),
      sized: own !== undefined,
    };
  });
  const start = placed.filter((column) => column.pinned === 'start');
  const end = placed.filter((column) => column.pinned === 'end');
  start.reduce((offset, column) => ((column.offset = offset), offset + column.size), 0);
  end.reduceRight((offset, column) => ((column.offset = offset), offset + column.size), 0);
  if (start.length) start.at(-1)!.edge = true;
  if (end.length) end[0]!.edge = true;
  return placed;
}

const widthVariable = (index: number) => `--rt-w${index}`;
const offsetVariable = (index: number) => `--rt-o${index}`;
const growVariable = (index: number) => `--rt-g${index}`;
const totalVariable = '--rt-total';

/**
 * The grid's CSS variables: each shown column's width, its sticky offset (pinned) or its share of the room
 * left (middle), and the total width. The cells read them, so the end of a drag of a column's edge sets a
 * few variables on the grid and no row renders again (docs/architecture.md#column-resize).
 */
export function columnVariables(placed: readonly PlacedColumn[]): Record<string, string> {
  const variables: Record<string, string> = {};
  let total = 0;
  placed.forEach(({ size, pinned, offset, sized }, index) => {
    variables[widthVariable(index)] = `${size}px`;
    if (pinned) variables[offsetVariable(index)] = `${offset}px`;
    else variables[growVariable(index)] = sized ? '0' : String(size);
    total += size;
  });
  variables[totalVariable] = `${total}px`;
  return variables;
}

/**
 * The grid's own style: its width and the columns' variables; `lead` px more for a column before them all (the
 * select column), whose cells the columns fixed at the left sit after (`columnRules`).
 */
export function gridStyle(placed: readonly PlacedColumn[], lead = 0): CSSProperties {
  const width = lead ? `calc(var(${totalVariable}) + ${lead}px)` : `var(${totalVariable})`;
  return { width, ...columnVariables(placed) } as CSSProperties;
}

/** The class of a shown column's cells, by its place: `rt-c3` for the fourth. */
const placeClass = (index: number) => `rt-c${index}`;

/**
 * Cell classes per column. Pinned columns stick at their offsets with a fixed width; the others grow in
 * proportion to their width when the table is wider than the columns, so a narrow report still fills its box
 * and the right-pinned columns sit at its right edge. A column the user sized keeps its width. Where a
 * column's cells go is said once, in `columnRules`, not in a style of each cell.
 */
export function columnLayouts(placed: readonly PlacedColumn[]): ColumnLayout[] {
  return placed.map(({ column, size, pinned, edge, clipped }, index) => {
    const classes = ['rt-cell', placeClass(index)];
    if (column.align === 'right') classes.push('rt-num');
    if (pinned) {
      classes.push('rt-fixed', pinned === 'start' ? 'rt-fixed-left' : 'rt-fixed-right');
      if (edge) classes.push('rt-fixed-edge');
    }
    return { column, className: classes.join(' '), size, pinned, clipped };
  });
}

/**
 * The style rules that place each shown column's cells, under `scope` (a selector of one table's grid): a
 * pinned column's width and offset, a middle column's flex, all read from the grid's variables
 * (`columnVariables`). Rules by class rather than a style on each cell let the browser style every cell of a
 * column alike, once per column instead of once per cell (its cache of matched styles works for rules, not
 * for each element's own style attribute), which makes a table's cells about as cheap to style as plain
 * ones: mounting and sorting draw some 600 new cells (docs/architecture.md#report-table). They change only
 * when the columns shown, their order or their sides do. Columns fixed at the left sit `lead` px further in,
 * after the select column.
 */
export function columnRules(placed: readonly PlacedColumn[], scope: string, lead = 0): string {
  return placed
    .map(({ pinned }, index) => {
      const width = `var(${widthVariable(index)})`;
      const offset = `var(${offsetVariable(index)})`;
      const side =
        pinned === 'start' ? `left:${lead ? `calc(${offset} + ${lead}px)` : offset}` : `right:${offset}`;
      const place = pinned ? `width:${width};${side}` : `flex:var(${growVariable(index)}) 0 ${width}`;
      return `${scope} .${placeClass(index)}{${place}}`;
    })
    .join('\n');
}
