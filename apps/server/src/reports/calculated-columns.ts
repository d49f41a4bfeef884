import {
  calculatedId,
  calculatedKey,
  calculatedTitleInfos,
  comparisonKey,
  comparisonOf,
  isComparedMetric,
  reportSection,
  responseCode,
  titleInfos,
  type CalculatedKey,
  type ComparedMetric,
  type Comparison,
  type Granularity,
  type ReportDataKey,
  type CalculatedColumnDefinition,
  type ReportRef,
  type TitleInfo,
} from '@adconsole/api-client/contract';
import type { Language } from '@adconsole/i18n/resources';
import { formulaSql, parseFormula, type FormulaNode } from '@adconsole/report-table-rules';
import { ResponseError } from '../http/response-error';
import { formulaMessage, listMetrics, usableMetrics } from '../calculated-columns/calculated-columns';
import type { EntityStore } from '../stores/entity-store';
import { metricColumns, roundSql } from './report-rows';
import type { Sum } from './report-sql';

/** A calculated column a report answers (docs/requirements.md#calculated-columns). */
export interface CalculatedColumn {
  key: CalculatedKey;
  metric: CalculatedColumnDefinition;
  /** Its formula, parsed against the report's metric columns. */
  tree: FormulaNode;
  /** How many of the report's own columns (`dataKeys`) come before it in the answer. */
  at: number;
}

/** The columns of a report a formula may name: its metrics. */
const formulaInputsOf = (ref: ReportRef) =>
  reportSection(ref.channel, ref.section).columns.filter(isComparedMetric);

/**
 * The metrics a user may use in a report: their own and the shared ones whose formula names only the report's
 * metric columns (docs/requirements.md#calculated-columns).
 */
export async function columnDefinitionsOf(
  entities: EntityStore,
  userId: number,
  ref: ReportRef,
): Promise<CalculatedColumnDefinition[]> {
  const inputs = formulaInputsOf(ref);
  const metrics = await listMetrics(entities, userId);
  return metrics.filter((metric) => parseFormula(metric.formula, inputs).ok);
}

/**
 * The calculated columns of a request's columns, in their order: those of metrics the user may use (a deleted
 * or unshared one is left out, as a column the report no longer has). A formula naming a column this report
 * lacks is a 400 naming the column and its position in the formula, in the caller's language, when the
 * request named the columns (`named`); a user's stored choice leaves it out as well.
 */
export async function calculatedColumnsOf(
  entities: EntityStore,
  userId: number,
  ref: ReportRef,
  requested: { keys: readonly string[]; named: boolean },
  dataKeys: readonly ReportDataKey[],
  language: Language,
): Promise<CalculatedColumn[]> {
  const { keys: requestedKeys, named } = requested;
  const wanted = requestedKeys.flatMap((key, index) => {
    const id = calculatedId(key);
    return id === null ? [] : [{ id, index }];
  });
  if (wanted.length === 0) return [];
  const metrics = await usableMetrics(entities, userId, [...new Set(wanted.map(({ id }) => id))]);
  const inputs = formulaInputsOf(ref);
  const own = new Set<string>(dataKeys);
  // The columns the report adds (the locked ones the request left out) come first.
  const added = dataKeys.filter((key) => !requestedKeys.includes(key)).length;
  const answered = new Set<number>();
  return wanted.flatMap(({ id, index }) => {
    const metric = metrics.find((m) => m.id === id);
    if (!metric || answered.has(id)) return [];
    answered.add(id);
    const parsed = parseFormula(metric.formula, inputs);
    if (!parsed.ok && !named) return [];
    if (!parsed.ok) {
      const message = formulaMessage(language, parsed.problem);
      throw new ResponseError(
        responseCode.badRequest,
        [{ field: `query.columns.${index}`, message }],
        message,
      );
    }
    const before = requestedKeys.slice(0, index).findLast((key) => own.has(key));
    const at = before === undefined ? added : dataKeys.indexOf(before as ReportDataKey) + 1;
    return [{ key: calculatedKey(id), metric, tree: parsed.tree, at }];
  });
}

/**
 * The titleInfos of a report's own columns with its calculated ones where the request placed them, in the
 * caller's language.
 */
export function answeredTitleInfos(
  dataKeys: readonly ReportDataKey[],
  calculated: readonly CalculatedColumn[],
  granularity: Granularity,
  language: Language,
  compare: false | Comparison,
): TitleInfo[] {
  const comparison = comparisonOf(compare) ?? false;
  const calculatedAt = (at: number) =>
    calculated
      .filter((column) => column.at === at)
      .flatMap((column) => calculatedTitleInfos(column.metric, language, comparison));
  return [
    ...calculatedAt(0),
    ...dataKeys.flatMap((key, index) => [
      ...titleInfos([key], granularity, language, comparison),
      ...calculatedAt(index + 1),
    ]),
  ];
}

/** Binds the numbers of formulas into a query's parameters, each under a name of its own. */
export function formulaParameters(params: Record<string, unknown>) {
  let count = 0;
  return (value: number) => {
    const name = `formula_${count++}`;
    // The text binding takes no whole number beyond 2^53 as a number: its digits are read as a double.
    if (Number.isSafeInteger(value) || !Number.isInteger(value)) {
      params[name] = value;
      return `{${name}:Float64}`;
    }
    params[name] = String(value);
    return `toFloat64({${name}:String})`;
  };
}

/**
 * The SQL of calculated columns over a row's sums (`sum` names them, `measured` those the report has): the
 * formula over the metrics as the row answers them (money in yuan, ratios rounded), so that a row's value is its
 * formula over its other columns and the totals' is the formula over the summed inputs, never an average of the
 * rows; rounded to the metric's decimals (of the percentage, for a percentage). Compared, also its value over
 * the compared period and its change, null where the previous value is 0 or empty
 * (docs/requirements.md#period-comparison). Inputs are SQL from the fixed metric list and numbers are
 * parameters: no text of a formula reaches the query.
 */
export function calculatedColumnsSql(
  compare: boolean,
  sum: (name: string) => string,
  measured: readonly Sum[],
  parameter: (value: number) => string,
): (column: CalculatedColumn) => [string, string][] {
  const inputs = metricColumns(true, sum, measured);
  const input = (period: 0 | 1) => (key: string) => `toFloat64(${inputs(key as ComparedMetric)[period]![1]})`;
  return ({ key, metric, tree }) => {
    const scale = 10 ** (metric.decimals + (metric.format === 'percent' ? 2 : 0));
    const value = (period: 0 | 1) => `(${roundSql(formulaSql(tree, input(period), parameter), scale)})`;
    if (!compare) return [[key, value(0)]];
    const [now, before] = [value(0), value(1)];
    return [
      [key, now],
      [comparisonKey(key, 'Previous'), before],
      [comparisonKey(key, 'Change'), `if(${before} = 0, NULL, (${now} - ${before}) / ${before})`],
    ];
  };
}
