import {
  metricKeys,
  reportFields,
  type endpoints,
  type Metrics,
  type ResponseOf,
} from '@adconsole/api-client/contract';
import type { CalculatedColumn } from '@adconsole/report-table';
import {
  evaluateFormula,
  formatCalculatedValue,
  formatValue,
  formulaText,
  parseFormula,
  type FormulaNode,
} from '@adconsole/report-table-rules';

/** A channel's week against the week before, and its days, as the overview call answers them. */
export type WeeklyOverview = ResponseOf<typeof endpoints.weeklyOverviewSearch>;
/** The rows of the week's breakdowns. */
export type DeviceRow = ResponseOf<typeof endpoints.weeklyDevices>[number];
export type RegionRow = ResponseOf<typeof endpoints.weeklyRegion>[number];
export type KeywordRow = ResponseOf<typeof endpoints.weeklyKeywords>[number];
export type TargetingRow = ResponseOf<typeof endpoints.weeklyDirection>[number];
export type HourRow = ResponseOf<typeof endpoints.weeklyHour>[number];

/** The week's figures the overview compares with the week before (docs/requirements.md#report-centre). */
export const overviewMetrics = metricKeys;
export type OverviewMetric = (typeof overviewMetrics)[number];

/** The metrics the overview's charts draw: the additive ones, which add up over days and hours. */
export const chartMetrics = ['cost', 'impression', 'click', 'conversion'] as const;
export type ChartMetric = (typeof chartMetrics)[number];

/** A metric in the unit of its report column (docs/requirements.md#units-and-formats). */
export function formatMetric(metric: OverviewMetric, value: number): string {
  return formatValue(value, reportFields[metric].unit);
}

export type Trend = 'up' | 'down' | 'flat' | 'new';

/** A metric's change from the week before: the ratio, and which way it went. */
export interface Change {
  /** (current − previous) / previous; null when the week before had none to compare with. */
  ratio: number | null;
  trend: Trend;
}

export function changeOf(current: number, previous: number): Change {
  if (previous === 0) return { ratio: null, trend: current === 0 ? 'flat' : 'new' };
  const ratio = (current - previous) / previous;
  return { ratio, trend: ratio > 0 ? 'up' : ratio < 0 ? 'down' : 'flat' };
}

/** A ratio as a percentage, 2 decimals: a change's size (its words say the way) or a share, 0.125 → `12.50%`. */
export function percent(ratio: number): string {
  return formatValue(ratio, '%*100');
}

export interface KpiFigure {
  metric: OverviewMetric;
  current: number;
  previous: number;
  change: Change;
}

/** The overview's cards: each metric of the week beside the week before. */
export function kpiFigures(overview: Pick<WeeklyOverview, 'current' | 'previous'>): KpiFigure[] {
  return overviewMetrics.map((metric) => ({
    metric,
    current: overview.current[metric],
    previous: overview.previous[metric],
    change: changeOf(overview.current[metric], overview.previous[metric]),
  }));
}

/** A user's metric the overview works out itself: its column, and its formula read against the overview's metrics. */
export interface OverviewCalculated {
  column: CalculatedColumn;
  tree: FormulaNode;
}

/**
 * The calculated columns whose formula names only the metrics the overview's rows have
 * (docs/requirements.md#calculated-columns); the others are left out.
 */
export function overviewCalculated(columns: readonly CalculatedColumn[]): OverviewCalculated[] {
  return columns.flatMap((column) => {
    const { formula } = column;
    const parsed = parseFormula(
      typeof formula === 'string' ? formula : formulaText(formula),
      overviewMetrics,
    );
    return parsed.ok ? [{ column, tree: parsed.tree }] : [];
  });
}

/**
 * A calculated metric of a row of metrics: of a region's or a day's, or of the week's totals, which applies the
 * formula to the week's sums (Σcost ÷ Σconversion), never to a mean of the days' values. Null for `--`.
 */
export function calculatedValue({ tree }: OverviewCalculated, row: Metrics): number | null {
  return evaluateFormula(tree, row);
}

/** A calculated metric's value as its cell reads, in its format and decimals. */
export function calculatedText(calculated: OverviewCalculated, row: Metrics): string {
  const { format, decimals } = calculated.column;
  return formatCalculatedValue(calculatedValue(calculated, row), format, decimals);
}

/**
 * A calculated metric's change from the week before, each week's value worked out over its own sums; an
 * empty value (`--`) counts as none.
 */
export function calculatedChange(
  calculated: OverviewCalculated,
  overview: Pick<WeeklyOverview, 'current' | 'previous'>,
): Change {
  return changeOf(
    calculatedValue(calculated, overview.current) ?? 0,
    calculatedValue(calculated, overview.previous) ?? 0,
  );
}

/** A line chart's points: labels along the axis, one value each. */
export interface Series {
  labels: string[];
  values: number[];
}

/** The week's days in date order. */
export function daySeries(days: WeeklyOverview['days'], metric: ChartMetric): Series {
  const sorted = [...days].sort((a, b) => a.date.localeCompare(b.date));
  return { labels: sorted.map((day) => day.date), values: sorted.map((day) => day[metric]) };
}

/** All 24 hours of the day, 0 for an hour without traffic, labelled `00`–`23`. */
export function hourSeries(hours: readonly HourRow[], metric: ChartMetric): Series {
  const values = Array.from({ length: 24 }, () => 0);
  for (const row of hours) values[row.hour] = row[metric];
  return { labels: values.map((_, hour) => String(hour).padStart(2, '0')), values };
}

/** Each row's share of the largest value (0–1), for the bars of a ranked table. */
export function barShares(values: readonly number[]): number[] {
  const largest = Math.max(0, ...values);
  return values.map((value) => (largest > 0 ? Math.max(0, value) / largest : 0));
}

/** Each row's share of the total (0–1): the device split. */
export function totalShares(values: readonly number[]): number[] {
  const total = values.reduce((sum, value) => sum + Math.max(0, value), 0);
  return values.map((value) => (total > 0 ? Math.max(0, value) / total : 0));
}

export type TargetingKind = TargetingRow['kind'];
export const targetingKinds: readonly TargetingKind[] = [
  'crowd',
  'automatic',
  'newInterest',
  'intentionWord',
];

/** Targeting rows by kind, in the kinds' order, each kind by cost, highest first; empty kinds left out. */
export function targetingGroups(
  rows: readonly TargetingRow[],
): { kind: TargetingKind; rows: TargetingRow[] }[] {
  return targetingKinds
    .map((kind) => ({
      kind,
      rows: rows.filter((row) => row.kind === kind).sort((a, b) => b.cost - a.cost),
    }))
    .filter((group) => group.rows.length > 0);
}
