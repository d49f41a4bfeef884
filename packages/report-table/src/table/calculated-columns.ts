import { periodChange, periodChangeRenderer } from '@adconsole/api-client/contract';
import {
  computeSummary,
  emptyText,
  evaluateFormula,
  formatNumber,
  type FormulaNode,
  formulaText,
  isNumericValueType,
  parseFormula,
  type ReportColumn,
  type ReportRow,
  type SummaryOptions,
  type TitleInfo,
  toNumber,
} from '@adconsole/report-table-rules';

/** How a calculated column writes its values: a ratio shown ×100 as a percentage, or yuan. */
export type CalculatedFormat = 'number' | 'percent' | 'money';

/**
 * A column the table works out from others (docs/requirements.md#calculated-columns), e.g. cost per
 * conversion: `{ key: 'calc_7', title: 'Cost per conversion', formula: 'cost / conversion', format: 'money',
 * decimals: 2 }`. A `ReportMetric` of the API has these fields (its key is `calc_<id>`).
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
}

/** The renderer name of a calculated column's cells (and of its previous period's). */
export const calculatedRenderer = 'calculatedColumn';

/**
 * A calculated value as its cell reads: `--` when there is none (a division by zero, a missing input);
 * money with ￥, a percentage ×100 with %, each with thousands separators and `decimals` decimals.
 */
export function formatCalculatedValue(value: unknown, format: CalculatedFormat, decimals: number): string {
  const number = toNumber(value);
  if (number === undefined) return emptyText;
  const text = formatNumber(format === 'percent' ? number * 100 : number, decimals);
  if (format === 'percent') return `${text}%`;
  if (format === 'number') return text;
  return text.startsWith('-') ? `-￥${text.slice(1)}` : `￥${text}`;
}

const previousKey = (key: string) => `${key}Previous`;
const changeKey = (key: string) => `${key}Change`;

/** A cell's text by the column's id, for the columns the table formats itself (the calculated ones). */
export type ColumnFormats = ReadonlyMap<string, (value: unknown) => string>;

/** The texts of calculated columns' cells, and of their previous values', by column id. */
export function calculatedFormats(columns: readonly ResolvedCalculatedColumn[]): ColumnFormats {
  return new Map(
    columns.flatMap(({ definition: { key, format, decimals } }) => {
      const write = (value: unknown) => formatCalculatedValue(value, format, decimals);
      return [
        [key, write],
        [previousKey(key), write],
      ];
    }),
  );
}

/** A calculated column fitted to a report: its formula read against the report's columns. */
export interface ResolvedCalculatedColumn {
  definition: CalculatedColumn;
  /** Null when the formula does not fit the report: every value is empty. */
  tree: FormulaNode | null;
  /** The columns the formula names. */
  inputs: readonly string[];
  /**
   * In a compared report (each input has a `{input}Previous` column): the titles of the column's previous
   * value and of its change, made as the report titles its first input's.
   */
  comparison: { previous: string; change: string } | null;
}

/** An input's comparison title made the column's: "Cost (previous period)" → "CPA (previous period)". */
function comparisonTitle(inputTitle: string, inputComparisonTitle: string, title: string): string {
  return inputComparisonTitle.includes(inputTitle)
    ? inputComparisonTitle.replace(inputTitle, title)
    : `${title} ${inputComparisonTitle}`;
}

/**
 * Reads each calculated column's formula against the report's numeric columns (not the calculated ones: a
 * formula names the report's own columns, so no order among them is needed).
 */
export function resolveCalculatedColumns(
  definitions: readonly CalculatedColumn[],
  titleInfos: readonly TitleInfo[],
): ResolvedCalculatedColumn[] {
  const own = new Set(definitions.flatMap(({ key }) => [key, previousKey(key), changeKey(key)]));
  const infos = new Map(titleInfos.map((info) => [info.dataKey, info]));
  const names = titleInfos
    .filter((info) => isNumericValueType(info.valueType) && !own.has(info.dataKey))
    .map((info) => info.dataKey);
  return definitions.map((definition) => {
    const { formula, key } = definition;
    // A column the caller placed with a titleInfo of its own shows that title.
    const title = infos.get(key)?.titleName ?? definition.title;
    const parsed = parseFormula(typeof formula === 'string' ? formula : formulaText(formula), names);
    if (!parsed.ok) return { definition, tree: null, inputs: [], comparison: null };
    const { tree, columns: inputs } = parsed;
    const first = inputs[0] === undefined ? undefined : infos.get(inputs[0]);
    const previous = first && infos.get(previousKey(first.dataKey));
    const change = first && infos.get(changeKey(first.dataKey));
    const compared = inputs.every((input) => infos.has(previousKey(input)));
    const comparison =
      first && previous && change && compared
        ? {
            previous: comparisonTitle(first.titleName, previous.titleName, title),
            change: comparisonTitle(first.titleName, change.titleName, title),
          }
        : null;
    return { definition, tree, inputs, comparison };
  });
}

const drawnAsCalculated = (info: TitleInfo): TitleInfo => ({
  ...info,
  valueType: 'Double',
  domType: 'render',
  renderer: calculatedRenderer,
});

/** The titleInfos a calculated column adds: itself and, when comparing, its previous value and change. */
function addedTitleInfos({ definition, comparison }: ResolvedCalculatedColumn): TitleInfo[] {
  const column: TitleInfo = {
    titleName: definition.title,
    dataKey: definition.key,
    isSort: true,
    valueType: 'Double',
    domType: 'render',
    renderer: calculatedRenderer,
  };
  if (!comparison) return [column];
  return [
    column,
    { ...column, titleName: comparison.previous, dataKey: previousKey(definition.key) },
    {
      ...column,
      titleName: comparison.change,
      dataKey: changeKey(definition.key),
      unit: '%*100',
      renderer: periodChangeRenderer,
    },
  ];
}

/**
 * The report's titleInfos with its calculated columns drawn in their formats. `add`: client-side rows, where
 * the table adds the columns the titleInfos do not name (after the others; its comparison columns after a
 * calculated column the caller placed); a server names those it answers itself.
 */
export function calculatedTitleInfos(
  titleInfos: readonly TitleInfo[],
  columns: readonly ResolvedCalculatedColumn[],
  add: boolean,
): TitleInfo[] {
  const named = new Set(titleInfos.map((info) => info.dataKey));
  const byKey = new Map(columns.map((column) => [column.definition.key, column]));
  const previousKeys = new Set(columns.map(({ definition }) => previousKey(definition.key)));
  const missing = (infos: readonly TitleInfo[]) => infos.filter((info) => !named.has(info.dataKey));
  const infos = titleInfos.flatMap((info) => {
    const column = byKey.get(info.dataKey);
    if (column) return [drawnAsCalculated(info), ...(add ? missing(addedTitleInfos(column).slice(1)) : [])];
    return previousKeys.has(info.dataKey) ? [drawnAsCalculated(info)] : [info];
  });
  if (!add) return infos;
  const unplaced = columns.filter(({ definition }) => !named.has(definition.key));
  return [...infos, ...unplaced.flatMap((column) => missing(addedTitleInfos(column)))];
}

/** The previous period's values of a row, under the inputs' own keys. */
function previousValues(row: ReportRow, inputs: readonly string[]): ReportRow {
  return Object.fromEntries(inputs.map((input) => [input, row[previousKey(input)]]));
}

/** A row's values of a calculated column: its own, and when comparing the previous one and the change. */
function calculatedValues(
  { definition: { key }, tree, inputs, comparison }: ResolvedCalculatedColumn,
  row: ReportRow,
  values: Record<string, unknown>,
) {
  const current = tree && evaluateFormula(tree, row);
  values[key] = current;
  if (!comparison) return;
  const previous = tree && evaluateFormula(tree, previousValues(row, inputs));
  values[previousKey(key)] = previous;
  values[changeKey(key)] = current === null || previous === null ? null : periodChange(current, previous);
}

/** Client-side rows with their calculated values: one new row each, the given rows untouched. */
export function calculatedRows(
  rows: readonly ReportRow[],
  columns: readonly ResolvedCalculatedColumn[],
): ReportRow[] {
  return rows.map((row) => {
    const values: Record<string, unknown> = { ...row };
    for (const column of columns) calculatedValues(column, row, values);
    return values;
  });
}

/**
 * The summary row with its calculated values worked out from sums (docs/requirements.md#calculated-columns):
 * Σcost ÷ Σconversions, never the mean of the rows' cost per conversion. `sums`: the inputs' totals (a
 * server's summary row holds them; for client-side rows, `summedInputs`). `keep`: values the summary already
 * has (a server's) stay.
 */
export function calculatedSummary(
  summary: ReportRow,
  sums: ReportRow,
  columns: readonly ResolvedCalculatedColumn[],
  keep: boolean,
): ReportRow {
  const values: Record<string, unknown> = { ...summary };
  for (const column of columns) {
    if (!keep || summary[column.definition.key] === undefined) calculatedValues(column, sums, values);
  }
  return values;
}

/**
 * The totals of the calculated columns' inputs over client-side rows, as the summary row totals them but
 * summed where it averages: a formula is worked out over sums (and ratio columns' ratios of sums), whatever
 * the summary shows of its inputs.
 */
export function summedInputs(
  rows: readonly ReportRow[],
  reportColumns: readonly ReportColumn[],
  columns: readonly ResolvedCalculatedColumn[],
  options: SummaryOptions,
): ReportRow {
  const inputs = new Set(
    columns.flatMap(({ inputs }) => inputs.flatMap((input) => [input, previousKey(input)])),
  );
  const summed = reportColumns.filter((column) => inputs.has(column.dataKey));
  return computeSummary(rows, summed, { ...options, mode: 'sum' });
}
