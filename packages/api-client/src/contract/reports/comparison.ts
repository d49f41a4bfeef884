import type { Comparison as RulesComparison } from '@adconsole/date-range-rules';
import * as z from 'zod/mini';
import { PickedDate } from '../metrics';
import type { ReportDataKey } from './fields';

/**
 * A comparison period (docs/requirements.md#period-comparison): the period right before, the same period a
 * year earlier, or a period of the same length the user starts. The report list takes it as `query.compare`
 * (`true` is the previous period).
 */
export const Comparison = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('previous') }),
  z.object({ kind: z.literal('lastYear') }),
  z.object({ kind: z.literal('custom'), beginDate: PickedDate }),
]);
/** The comparison the date rules work out ranges for (`comparisonRange`): the same shape, one vocabulary. */
export type Comparison = RulesComparison;
// The schema reads exactly the rules' type.
const sameShape: [z.infer<typeof Comparison>, RulesComparison] extends [
  RulesComparison,
  z.infer<typeof Comparison>,
]
  ? true
  : never = true;
void sameShape;

/** A request's comparison: `true` (the earlier form) is the previous period; false or none, no comparison. */
export function comparisonOf(compare: boolean | Comparison | undefined): Comparison | null {
  if (compare === true) return { kind: 'previous' };
  return compare ? compare : null;
}

/**
 * Period comparison (docs/requirements.md#period-comparison): with `query.compare`, a report answers each of
 * these metrics of a row and of the summary also as `{metric}Previous` (its value over the previous period)
 * and `{metric}Change` (the ratio (current − previous) / previous, null when the previous value is 0).
 */
export const comparedMetrics = [
  'impression',
  'click',
  'ctr',
  'cost',
  'cpc',
  'cpm',
  'conversion',
  'PcCost',
  'mobileCost',
] as const satisfies readonly ReportDataKey[];
export type ComparedMetric = (typeof comparedMetrics)[number];

export const comparisonRoles = ['Previous', 'Change'] as const;
export type ComparisonRole = (typeof comparisonRoles)[number];

/** A comparison column's dataKey, e.g. `costPrevious`, `ctrChange`. */
export type ComparisonKey = `${ComparedMetric}${ComparisonRole}`;

/** The columns a report answers: its own, or with comparison each metric followed by its two comparison columns. */
export type AnsweredKey = ReportDataKey | ComparisonKey;

/**
 * The renderer of a change column: a ratio drawn as +12.3% / −4.0% with its direction, or — when there is
 * nothing to compare with. The report table has it built in.
 */
export const periodChangeRenderer = 'periodChange';

export function isComparedMetric(dataKey: string): dataKey is ComparedMetric {
  return (comparedMetrics as readonly string[]).includes(dataKey);
}

/** A comparison column's key: a metric's (`costChange`), or a calculated column's (`calc_7Previous`). */
export const comparisonKey = <Key extends string = ComparedMetric>(
  metric: Key,
  role: ComparisonRole,
): `${Key}${ComparisonRole}` => `${metric}${role}`;

/** Whether a column is a comparison column, which only a comparing report answers (and sorts by). */
export function isComparisonKey(dataKey: string): dataKey is ComparisonKey {
  return comparedMetrics.some((metric) =>
    comparisonRoles.some((role) => dataKey === comparisonKey(metric, role)),
  );
}

/** The change from a previous value to a current one as a ratio; null when the previous value is 0. */
export function periodChange(current: number, previous: number): number | null {
  return previous === 0 ? null : (current - previous) / previous;
}
