import { periodChange, periodChangeRenderer } from '@adconsole/api-client/contract';
import {
  computeSummary,
  evaluateFormula,
  type FormulaNode,
  formulaText,
  isNumericValueType,
  parseFormula,
  type ReportColumn,
  type ReportRow,
  type SummaryOptions,
  type TitleInfo,
} from '@adconsole/report-table-rules';
import { calculatedRenderer, type CalculatedColumn } from './calculated-columns';
import { changeKey, drawnTitleInfos, previousKey } from './calculated-formats';

/*
 * Client mode's calculated columns (docs/requirements.md#calculated-columns): the formulas read against the
 * report's columns and worked out for each row and the summary.
 */

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
 * The report's titleInfos with its calculated columns drawn in their formats, and those the titleInfos do not
 * name added (after the others; its comparison columns after a calculated column the caller placed).
 */
export function calculatedTitleInfos(
  titleInfos: readonly TitleInfo[],
  columns: readonly ResolvedCalculatedColumn[],
): TitleInfo[] {
  const named = new Set(titleInfos.map((info) => info.dataKey));
  const byKey = new Map(columns.map((column) => [column.definition.key, column]));
  const missing = (infos: readonly TitleInfo[]) => infos.filter((info) => !named.has(info.dataKey));
  const drawn = drawnTitleInfos(
    titleInfos,
    columns.map(({ definition }) => definition),
  );
  const infos = drawn.flatMap((info) => {
    const column = byKey.get(info.dataKey);
    return column ? [info, ...missing(addedTitleInfos(column).slice(1))] : [info];
  });
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
 * summary row the caller gives holds them; for the table's own rows, `summedInputs`).
 */
export function calculatedSummary(
  summary: ReportRow,
  sums: ReportRow,
  columns: readonly ResolvedCalculatedColumn[],
): ReportRow {
  const values: Record<string, unknown> = { ...summary };
  for (const column of columns) calculatedValues(column, sums, values);
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
