import {
  periodChangeRenderer,
  qualityCodeRenderer,
  type ReportRow,
  type TitleInfo,
  type ValueUnit,
} from '@adconsole/api-client/contract';
import { lookup, type Language } from '@adconsole/i18n/resources';
import { emptyText, qualityLabelKey } from '@adconsole/report-table-rules';

/** A cell of the sheet: its value and, for numbers, Excel's number format. */
export interface SheetCell {
  value: string | number;
  numFmt?: string;
}

/**
 * Excel's formats for the table's units (docs/requirements.md#units-and-formats), so a number stays a number
 * in the sheet and reads as the table shows it: money with ￥ and 2 decimals, ratios as percentages, counts
 * with thousands separators. `divisor` brings a value to the unit's scale (`%` values already are
 * percentages).
 */
const unitFormats: Record<ValueUnit, { divisor: number; numFmt: string }> = {
  '￥': { divisor: 1, numFmt: '"￥"#,##0.00' },
  '￥/10000': { divisor: 10_000, numFmt: '"￥"#,##0.00' },
  '%': { divisor: 100, numFmt: '0.00%' },
  '%*100': { divisor: 1, numFmt: '0.00%' },
  t: { divisor: 1, numFmt: '#,##0' },
  't/10000': { divisor: 10_000, numFmt: '#,##0.00' },
  t1: { divisor: 1, numFmt: '#,##0.0' },
  t2: { divisor: 1, numFmt: '#,##0.00' },
  't2/10000': { divisor: 10_000, numFmt: '#,##0.00' },
};

/** A `t` column of decimals (a Double) keeps 2 of them; a count shows none. */
const decimalCount = '#,##0.00';

/**
 * A change (docs/requirements.md#period-comparison) reads as the table shows it: signed, one decimal, +12.3%
 * and −4.0%.
 */
const changeFormat = '+0.0%;\u22120.0%;0.0%';

/** What a spreadsheet reads as the start of a formula (OWASP's list for CSV and spreadsheet injection). */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * Text of users or the provider as an inert sheet cell (docs/hardening.md#inert-sheets): text that a
 * spreadsheet would take for a formula (`=HYPERLINK(…)`, `+1`, `@SUM(…)`) gets a leading `'`, so it stays
 * text even when the sheet is saved again as CSV or the cell is edited. Numbers are left numbers.
 */
export function inertText(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}

/**
 * How each column of a report turns a row's value into a cell, planned once per sheet: quality codes as
 * their words in the user's language, numbers in their unit's format, empty values as the table's `--`.
 */
export function cellPlan(titleInfos: readonly TitleInfo[], language: Language) {
  const plan = titleInfos.map((info) => {
    if (info.renderer === qualityCodeRenderer) {
      return (value: unknown): SheetCell => {
        const key = qualityLabelKey(value);
        return { value: (key && lookup(language, key)) ?? emptyText };
      };
    }
    const format = info.unit ? unitFormats[info.unit] : undefined;
    if (format) {
      const numFmt =
        info.renderer === periodChangeRenderer
          ? changeFormat
          : info.unit === 't' && info.valueType === 'Double'
            ? decimalCount
            : format.numFmt;
      return (value: unknown): SheetCell =>
        typeof value === 'number' ? { value: value / format.divisor, numFmt } : { value: emptyText };
    }
    return (value: unknown): SheetCell =>
      value === null || value === undefined || value === ''
        ? { value: emptyText }
        : { value: typeof value === 'string' ? inertText(value) : (value as number) };
  });
  return (row: ReportRow): SheetCell[] => titleInfos.map((info, i) => plan[i]!(row[info.dataKey]));
}
