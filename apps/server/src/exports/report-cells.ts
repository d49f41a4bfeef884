import {
  comparisonKey,
  periodChangeRenderer,
  type MetricFormat,
  type CalculatedColumnDefinition,
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

/**
 * Excel's format of a calculated column (docs/requirements.md#calculated-columns), as the table writes its
 * metric: money with ￥, a percentage of its ratio, or a number with thousands separators; each with the
 * metric's decimals.
 */
function metricNumFmt({ format, decimals }: Pick<CalculatedColumnDefinition, 'format' | 'decimals'>): string {
  const fraction = decimals > 0 ? `.${'0'.repeat(decimals)}` : '';
  const formats: Record<MetricFormat, string> = {
    number: `#,##0${fraction}`,
    percent: `0${fraction}%`,
    money: `"￥"#,##0${fraction}`,
  };
  return formats[format];
}

/** A calculated column of a sheet: its key (`calc_<id>`) and the metric it answers. */
interface SheetMetric {
  key: string;
  metric: Pick<CalculatedColumnDefinition, 'format' | 'decimals'>;
}

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
 * their words in the user's language, numbers in their unit's format (a calculated column's value and its
 * previous one in their metric's, of `calculated`), empty values as the table's `--`.
 */
export function cellPlan(
  titleInfos: readonly TitleInfo[],
  language: Language,
  calculated: readonly SheetMetric[] = [],
) {
  const metricOf = (dataKey: string) =>
    calculated.find(({ key }) => dataKey === key || dataKey === comparisonKey(key, 'Previous'))?.metric;
  const plan = titleInfos.map((info): { numFmt?: string; cell: (value: unknown) => SheetCell } => {
    if (info.renderer === qualityCodeRenderer) {
      return {
        cell: (value) => {
          const key = qualityLabelKey(value);
          return { value: (key && lookup(language, key)) ?? emptyText };
        },
      };
    }
    const metric = metricOf(info.dataKey);
    const format = info.unit ? unitFormats[info.unit] : undefined;
    if (metric || format) {
      const divisor = metric ? 1 : format!.divisor;
      const numFmt = metric
        ? metricNumFmt(metric)
        : info.renderer === periodChangeRenderer
          ? changeFormat
          : info.unit === 't' && info.valueType === 'Double'
            ? decimalCount
            : format!.numFmt;
      return {
        numFmt,
        cell: (value) =>
          typeof value === 'number' ? { value: value / divisor, numFmt } : { value: emptyText },
      };
    }
    return {
      cell: (value) =>
        value === null || value === undefined || value === ''
          ? { value: emptyText }
          : { value: typeof value === 'string' ? inertText(value) : (value as number) },
    };
  });
  const cells = (row: ReportRow): SheetCell[] =>
    titleInfos.map((info, i) => plan[i]!.cell(row[info.dataKey]));
  // Each column's number format, for a sheet that formats whole columns.
  return Object.assign(cells, { numFmts: plan.map((column) => column.numFmt) });
}
