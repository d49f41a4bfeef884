/**
 * Calculated columns (docs/requirements.md#calculated-columns): an advertiser's own metric, a formula over a
 * report's metric columns, kept per user or shared by an administrator with everyone. A report answers it as the
 * column `calc_<id>`.
 */
import * as z from 'zod/mini';
import { defineEndpoint, reportListPermission, selfServiceWrite } from '../endpoint';
import { NoData, trimmedText } from '../text-rules';
import { comparedMetrics, comparisonRoles, type ComparedMetric, type ComparisonRole } from './comparison';

/** How a metric's value is shown: a number, a percentage (the value is a ratio) or money in yuan. */
export const metricFormats = ['number', 'percent', 'money'] as const;
export type MetricFormat = (typeof metricFormats)[number];

/** Whether a higher or a lower value is the better one (a change's colour). */
export const metricDirections = ['higher', 'lower'] as const;
export type MetricDirection = (typeof metricDirections)[number];

/** The most decimals a metric shows. */
export const maxMetricDecimals = 4;

/**
 * The columns a formula may name: the reports' metrics (counts, money in yuan, ratios), as each row answers
 * them. Codes, hours and texts are not numbers to compute with.
 */
export const formulaInputs: readonly ComparedMetric[] = comparedMetrics;

/**
 * A bound on the formula's text in a request. The formula's own limit is the formula rules' (shorter), which
 * refuses a longer one with its position in the reader's language.
 */
const formulaTextLimit = 2000;

const MetricId = z.int().check(z.minimum(1));

/** A metric's name in each language the user gave one in; `name` stands for the others. */
const MetricNames = z.object({
  en: z.optional(trimmedText(40)),
  cn: z.optional(trimmedText(40)),
  tw: z.optional(trimmedText(40)),
});

const metricShape = {
  name: trimmedText(40),
  names: z.optional(MetricNames),
  formula: z.string().check(z.maxLength(formulaTextLimit)),
  format: z.enum(metricFormats),
  decimals: z.int().check(z.minimum(0), z.maximum(maxMetricDecimals)),
  better: z.enum(metricDirections),
};

/** A metric as the server keeps it. `mine`: the caller's own, which only they change or delete. */
export const CalculatedColumnDefinition = z.object({
  id: MetricId,
  ...metricShape,
  shared: z.boolean(),
  mine: z.boolean(),
});
export type CalculatedColumnDefinition = z.infer<typeof CalculatedColumnDefinition>;

/** Creates a metric (no `id`) or changes one of the caller's own; only an administrator shares one. */
export const SaveCalculatedColumn = z.object({
  id: z.optional(MetricId),
  ...metricShape,
  shared: z.optional(z.boolean()),
});
export type SaveCalculatedColumn = z.infer<typeof SaveCalculatedColumn>;

/** The most metrics one user keeps (shared ones they did not write do not count). */
export const maxCalculatedColumns = 100;

/** A calculated column's dataKey: `calc_` and the metric's id. */
export type CalculatedKey = `calc_${number}`;
/** A calculated column's comparison columns: its value over the compared period and its change. */
export type CalculatedComparisonKey = `${CalculatedKey}${ComparisonRole}`;
/** Any column a calculated metric answers. */
export type CalculatedColumnKey = CalculatedKey | CalculatedComparisonKey;

export const calculatedKey = (id: number): CalculatedKey => `calc_${id}`;

const calculatedPattern = /^calc_([1-9]\d{0,9})$/;

/** The metric id of a calculated column's dataKey; null for any other key. */
export function calculatedId(dataKey: string): number | null {
  const match = calculatedPattern.exec(dataKey);
  return match ? Number(match[1]) : null;
}

/** Whether a key names a calculated column or one of its comparison columns (`calc_7Change`). */
export const isCalculatedColumnKey = (key: string): key is CalculatedColumnKey =>
  calculatedId(key) !== null ||
  comparisonRoles.some((role) => key.endsWith(role) && calculatedId(key.slice(0, -role.length)) !== null);

const own = { accountScoped: false, permission: reportListPermission } as const;
const ownWrite = { accountScoped: false, ...selfServiceWrite } as const;

export const calculatedColumnEndpoints = {
  calculatedColumnList: defineEndpoint({
    method: 'POST',
    path: '/reportMetric/list',
    request: z.object({}),
    response: z.array(CalculatedColumnDefinition),
    ...own,
    summary: "The caller's own calculated metrics and those shared with everyone, by name.",
  }),
  calculatedColumnSave: defineEndpoint({
    method: 'POST',
    path: '/reportMetric/save',
    request: SaveCalculatedColumn,
    response: CalculatedColumnDefinition,
    ...ownWrite,
    localized: true,
    summary:
      "Creates a calculated metric or changes one of the caller's own; a formula the rules refuse is a 400 naming its position, and un-sharing one that other users' views or scheduled reports show is a 400 naming them.",
  }),
  calculatedColumnDelete: defineEndpoint({
    method: 'POST',
    path: '/reportMetric/delete',
    request: z.object({ id: MetricId }),
    response: NoData,
    ...ownWrite,
    localized: true,
    summary:
      "Deletes one of the caller's own calculated metrics; one that a view or a scheduled report shows is a 400 naming them.",
  }),
};
