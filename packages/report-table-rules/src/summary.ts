import { periodChangeRenderer, qualityCodeRenderer } from '@adconsole/api-client/contract';
import type { ReportColumn } from './columns';
import { roundTotal, toNumber } from './format';
import type { ReportRow } from './title-info';

/** How one column's total is made. */
export type SummaryRule =
  | { mode: 'sum' }
  | { mode: 'average' }
  /**
   * sum(numerator) / sum(denominator) × scale, e.g. ctr = click / impression, cpm = cost / impression × 1000.
   */
  | { mode: 'ratio'; numerator: string; denominator: string; scale?: number }
  | { mode: 'none' };

export type SummaryMode = SummaryRule['mode'];

export interface SummaryOptions {
  /** How the totalled columns without a rule of their own are totalled; `sum` unless told. */
  mode?: 'sum' | 'average';
  /** Rules by dataKey: ratio columns, or columns totalled differently (or not at all). */
  columns?: Readonly<Record<string, SummaryRule>>;
}

/**
 * Whether a column is totalled without a rule: Long and Double columns (counts, money, ratios) are;
 * Integer columns are codes or hours (quality 0–3, hour 0–23), where a total means nothing, and the changes
 * of a comparison do not add up either (docs/requirements.md#period-comparison).
 */
export function isTotalledByDefault(column: ReportColumn): boolean {
  const { valueType } = column.titleInfo;
  return (
    (valueType === 'Long' || valueType === 'Double') &&
    column.renderer !== qualityCodeRenderer &&
    column.renderer !== periodChangeRenderer
  );
}

function numbersOf(rows: readonly ReportRow[], dataKey: string): number[] {
  const numbers: number[] = [];
  for (const row of rows) {
    const value = toNumber(row[dataKey]);
    if (value !== undefined) numbers.push(value);
  }
  return numbers;
}

const sum = (numbers: readonly number[]) => numbers.reduce((total, n) => total + n, 0);

function total(rows: readonly ReportRow[], column: ReportColumn, rule: SummaryRule): number | null {
  const { dataKey, unit } = column;
  switch (rule.mode) {
    case 'none':
      return null;
    case 'ratio': {
      const denominator = sum(numbersOf(rows, rule.denominator));
      if (denominator === 0) return null;
      return roundTotal((sum(numbersOf(rows, rule.numerator)) / denominator) * (rule.scale ?? 1), unit);
    }
    default: {
      const numbers = numbersOf(rows, dataKey);
      if (numbers.length === 0) return null;
      return roundTotal(rule.mode === 'sum' ? sum(numbers) : sum(numbers) / numbers.length, unit);
    }
  }
}

/**
 * The summary row of client-side rows (docs/requirements.md#summary-row): each column summed, averaged (over
 * its non-empty values) or a ratio of two sums times a scale, rounded to 2 decimals as shown; null where
 * nothing is totalled.
 */
export function computeSummary(
  rows: readonly ReportRow[],
  columns: readonly ReportColumn[],
  { mode = 'sum', columns: rules = {} }: SummaryOptions = {},
): Record<string, number | null> {
  const summary: Record<string, number | null> = {};
  for (const column of columns) {
    const rule = rules[column.dataKey] ?? (isTotalledByDefault(column) ? { mode } : { mode: 'none' });
    summary[column.dataKey] = total(rows, column, rule);
  }
  return summary;
}
