import type { ReportColumn } from './columns';
import { emptyText, formatValue, isEmptyValue, toNumber } from './format';
import type { ReportRow } from './title-info';
import { isWideChar } from './width';

/**
 * A text column (names, titles) widens to its longest value up to this; a longer value is cut and shows in
 * full on hover. Numbers are never cut (docs/requirements.md#report-table).
 */
export const maxTextColumnWidth = 360;

/** How long a text draws, in narrow characters: a Chinese (wide) character counts as two. */
function drawnLength(text: string): number {
  let length = 0;
  for (const char of text) length += isWideChar(char) ? 2 : 1;
  return length;
}

/**
 * The texts that decide how wide a text column's values run, as its cells show them: for numbers the
 * largest and the smallest value (the most digits, a minus sign) in the column's unit, for other text the
 * longest value. Columns drawn otherwise (renderers, pictures, html) give none. One pass over the rows,
 * formatting two values a column: a page of 10,000 rows costs no more than reading them.
 */
export function widestValueTexts(column: ReportColumn, rows: readonly ReportRow[]): string[] {
  if (column.domType !== 'text') return [];
  if (column.numeric) {
    let largest: number | undefined;
    let smallest: number | undefined;
    let empty = false;
    for (const row of rows) {
      const number = toNumber(row[column.dataKey]);
      if (number === undefined) {
        empty = true;
        continue;
      }
      if (largest === undefined || number > largest) largest = number;
      if (smallest === undefined || number < smallest) smallest = number;
    }
    const texts = [largest, smallest]
      .filter((number) => number !== undefined)
      .map((number) => formatValue(number, column.unit));
    return empty ? [...texts, emptyText] : texts;
  }
  let longest: string | undefined;
  let longestLength = -1;
  for (const row of rows) {
    const value = row[column.dataKey];
    const text = isEmptyValue(value) ? emptyText : String(value);
    const length = drawnLength(text);
    if (length > longestLength) {
      longest = text;
      longestLength = length;
    }
  }
  return longest === undefined ? [] : [longest];
}

/** The text the summary row shows in a text column, or none (no total, or a column drawn otherwise). */
export function totalText(column: ReportColumn, summary: ReportRow | null | undefined): string | undefined {
  const value = summary?.[column.dataKey];
  if (column.domType !== 'text' || isEmptyValue(value)) return undefined;
  return formatValue(value, column.unit);
}
