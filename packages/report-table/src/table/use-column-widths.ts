import { qualityCodeRenderer } from '@adconsole/api-client/contract';
import type { TFunction } from '@adconsole/i18n';
import { useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import {
  emptyText,
  isEmptyValue,
  maxTextColumnWidth,
  qualityLabelKey,
  qualityLevels,
  type ReportColumn,
  type ReportRow,
  textWidth,
  totalText,
  widestValueTexts,
} from '@adconsole/report-table-rules';
import type { ColumnFormats } from './calculated-columns';

/** A cell's padding (12 px a side) and a sort button's room for its arrows, as report-table.css draws them. */
const cellPadding = 24;
const sortArrowRoom = 14;
/**
 * The header's room for its column menu button beyond the cell's padding (report-table.css): a number's
 * button is on its left, 4 px from the edge (padding 28 where cells have 12), a text's on its right, 8 px
 * from the edge, clear of the resize handle (padding 32).
 */
const menuButtonRoom = { right: 16, left: 20 } as const;
/** Room for rounding: a text measured at 99.6 px may take 100 on screen. */
const roundingRoom = 2;
/** The header and the summary row are drawn semi-bold (report-table.css). */
const boldWeight = '600';

/** A column wider than its least width to fit its header, values and total. */
export interface ContentWidth {
  width: number;
  /** A text column at its widest (`maxTextColumnWidth`): longer values are cut and show in full on hover. */
  clipped: boolean;
}

let canvas: CanvasRenderingContext2D | null | undefined;

/**
 * Measures a text in the table's font (its size follows the global size); where nothing is drawn (tests
 * without layout) the title estimate's per-character widths stand in. The canvas's font is set only when
 * the weight changes (each setting is parsed as CSS).
 */
function textMeasurer({ fontSize, fontFamily, fontWeight }: CSSStyleDeclaration) {
  canvas ??= document.createElement('canvas').getContext('2d');
  if (!canvas) return (text: string) => textWidth(text);
  const context = canvas;
  let font: string | undefined;
  return (text: string, weight = fontWeight) => {
    const wanted = `${weight} ${fontSize} ${fontFamily}`;
    if (wanted !== font) context.font = font = wanted;
    return context.measureText(text).width;
  };
}

/**
 * The widest texts of a number column the table formats itself: the largest and smallest values (as
 * `widestValueTexts` finds them, written plainly) in the column's format, and its total.
 */
function formattedTexts(
  column: ReportColumn,
  rows: readonly ReportRow[],
  summary: ReportRow | null | undefined,
  format: (value: unknown) => string,
) {
  const plain = widestValueTexts({ ...column, domType: 'text', unit: null }, rows);
  const total = summary?.[column.dataKey];
  return {
    values: plain.map((text) => (text === emptyText ? text : format(Number(text)))),
    total: isEmptyValue(total) ? undefined : format(total),
  };
}

const sameWidths = (a: ReadonlyMap<string, ContentWidth>, b: ReadonlyMap<string, ContentWidth>) =>
  a.size === b.size &&
  [...a].every(([id, { width, clipped }]) => b.get(id)?.width === width && b.get(id)?.clipped === clipped);

/**
 * The columns that need more than their least width (the title estimate or the server's width) to show
 * their header, their widest values and their total in full (docs/requirements.md#report-table: numbers are
 * never cut). Measured in the table's font under `element`; measured again when the rows, the totals, the
 * language or the density (`densityKey`, e.g. the row height) change.
 */
export function useColumnWidths(
  element: RefObject<HTMLElement | null>,
  columns: readonly ReportColumn[],
  rows: readonly ReportRow[],
  summary: ReportRow | null | undefined,
  densityKey: number,
  /** The table's words (the quality levels' are measured). */
  t: TFunction,
  /** The cell texts of the columns the table formats itself (calculated columns), measured as drawn. */
  formats: ColumnFormats,
): ReadonlyMap<string, ContentWidth> {
  const texts = useMemo(() => {
    const qualityLabels = qualityLevels.map((_, code) => t(qualityLabelKey(code)!));
    return columns.map((column) => {
      const format = formats.get(column.id);
      if (format) return { column, ...formattedTexts(column, rows, summary, format) };
      return {
        column,
        values: column.renderer === qualityCodeRenderer ? qualityLabels : widestValueTexts(column, rows),
        total: totalText(column, summary),
      };
    });
  }, [columns, rows, summary, t, formats]);
  const [widths, setWidths] = useState<ReadonlyMap<string, ContentWidth>>(() => new Map());
  /** The texts and the font last measured: a new density in the same font needs no new measurement. */
  const measured = useRef<{ texts: typeof texts; font: string } | null>(null);

  useLayoutEffect(() => {
    if (!element.current) return;
    const style = getComputedStyle(element.current);
    const font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    if (measured.current?.texts === texts && measured.current.font === font) return;
    measured.current = { texts, font };
    const measure = textMeasurer(style);
    const next = new Map<string, ContentWidth>();
    for (const { column, values, total } of texts) {
      const header =
        measure(column.title, boldWeight) +
        (column.sortable ? sortArrowRoom : 0) +
        menuButtonRoom[column.align];
      const totalWidth = total === undefined ? 0 : measure(total, boldWeight);
      const widest = Math.max(column.width, maxTextColumnWidth) - cellPadding - roundingRoom;
      let valuesWidth = Math.max(0, ...values.map((value) => measure(value)));
      const clipped = !column.numeric && valuesWidth > widest;
      if (clipped) valuesWidth = widest;
      const width = Math.ceil(Math.max(header, totalWidth, valuesWidth)) + cellPadding + roundingRoom;
      if (width > column.width || clipped) {
        next.set(column.id, { width: Math.max(width, column.width), clipped });
      }
    }
    setWidths((current) => (sameWidths(current, next) ? current : next));
  }, [element, texts, densityKey]);

  return widths;
}
