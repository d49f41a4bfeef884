import type { MetricDirection } from '@adconsole/api-client/contract';
import type { CalculatedFormat, FormulaNode } from '@adconsole/report-table-rules';

/**
 * A column the table works out from others (docs/requirements.md#calculated-columns), e.g. cost per
 * conversion: `{ key: 'calc_7', title: 'Cost per conversion', formula: 'cost / conversion', format: 'money',
 * decimals: 2 }`. A `CalculatedColumnDefinition` of the API has these fields (its key is `calc_<id>`).
 */
export interface CalculatedColumn {
  /** The column's dataKey and id (in views and column settings), `calc_<id>` for a saved metric. */
  key: string;
  /** The header, in the reader's language. */
  title: string;
  /**
   * The formula: its text over the table's numeric columns (their dataKeys, with + − × ÷, parentheses and
   * numbers), or a tree `parseFormula` made. One naming a column the table does not have shows `--`.
   */
  formula: string | FormulaNode;
  format: CalculatedFormat;
  /** Decimals shown, 0 to 4. */
  decimals: number;
  /**
   * Whether a higher value is the better one: its change cells show a rise in the success colour and a fall in
   * the danger colour. Left out (or `lower`), they read as cost does: a rise red, a fall green.
   */
  better?: MetricDirection;
}

/** The renderer name of a calculated column's cells (and of its previous period's). */
export const calculatedRenderer = 'calculatedColumn';

/** A cell's text by the column's id, for the columns the table formats itself (the calculated ones). */
export type ColumnFormats = ReadonlyMap<string, (value: unknown) => string>;
