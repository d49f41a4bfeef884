import {
  comparisonKey,
  isComparedMetric,
  periodChange,
  type Granularity,
  type ReportDataKey,
  type ReportRow,
} from '@adconsole/api-client/contract';
import { addCalendarDays } from '@adconsole/date-range/rules';
import { lookup, type Language } from '@adconsole/i18n/resources';
import { keyIdFields } from './report-sources';
import { previousSum, type Sum } from './report-sql';

export interface RowContext {
  timeUnit: Granularity;
  beginDate: string;
  endDate: string;
  accountNo: string;
  language: Language;
  /** Whether each metric is answered with its previous value and change (docs/requirements.md#period-comparison). */
  compare: boolean;
}

type Value = string | number | null;

const round2 = (value: number) => Math.round(value * 100) / 100;
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** Reads one sum of a row (0 for those the report does not measure). */
type SumReader = (values: readonly unknown[]) => number;

/**
 * The metrics of a row or of the totals, from its sums (cost in fen): money in yuan with 2 decimals, ctr a
 * ratio, and ctr, cpc and cpm always recomputed from the sums, never averaged. `column` names the sums read:
 * the range's, or the previous period's.
 */
function metricReaders(
  columns: readonly string[],
  column: (sum: Sum) => string = (sum) => sum,
): Partial<Record<ReportDataKey, SumReader>> {
  const read = (sum: Sum): SumReader => {
    const index = columns.indexOf(column(sum));
    return index < 0 ? () => 0 : (values) => Number(values[index]);
  };
  const [impression, click, cost, conversion] = [
    read('impression'),
    read('click'),
    read('cost_fen'),
    read('conversion'),
  ];
  const [computer, mobile] = [read('pc_cost_fen'), read('mobile_cost_fen')];
  return {
    impression,
    click,
    conversion,
    cost: (v) => cost(v) / 100,
    PcCost: (v) => computer(v) / 100,
    mobileCost: (v) => mobile(v) / 100,
    ctr: (v) => (impression(v) ? round4(click(v) / impression(v)) : 0),
    cpc: (v) => (click(v) ? round2(cost(v) / click(v) / 100) : 0),
    cpm: (v) => (impression(v) ? round2((cost(v) / impression(v)) * 10) : 0),
  };
}

/** How a period reads: a day, "Monday ~ Sunday", a month, or the whole range. */
function reportDates({ timeUnit, beginDate, endDate }: RowContext): (begin: string) => string {
  switch (timeUnit) {
    case 'day':
      return (begin) => begin;
    case 'week': {
      const weeks = new Map<string, string>();
      return (begin) => {
        let label = weeks.get(begin);
        if (!label) weeks.set(begin, (label = `${begin} ~ ${addCalendarDays(begin, 6)}`));
        return label;
      };
    }
    case 'month':
      return (begin) => begin.slice(0, 7);
    case 'summary': {
      const range = `${beginDate} ~ ${endDate}`;
      return () => range;
    }
  }
}

/** Provider codes the console shows as words: 1 paused else active; 48 precise, 17 phrase, else auto. */
function labels(language: Language) {
  const text = (key: string) => lookup(language, `reports.${key}`)!;
  const [active, paused] = [text('status.active'), text('status.paused')];
  const [precise, phrase, auto] = [text('match.precise'), text('match.phrase'), text('match.auto')];
  const [computer, mobile] = [text('device.computer'), text('device.mobile')];
  return {
    status: (code: unknown) => (code === 1 ? paused : active),
    match: (code: unknown) => (code === 48 ? precise : code === 17 ? phrase : auto),
    device: (code: unknown) => (code === 1 ? computer : mobile),
  };
}

type ValueReader = (values: readonly unknown[]) => Value;

/**
 * The values answered for a column: a compared metric's also under `{metric}Previous` and `{metric}Change`
 * (docs/requirements.md#period-comparison).
 */
function answeredValues(
  dataKey: ReportDataKey,
  value: ValueReader,
  previousMetrics: Partial<Record<ReportDataKey, SumReader>> | undefined,
): [string, ValueReader][] {
  if (!previousMetrics || !isComparedMetric(dataKey)) return [[dataKey, value]];
  const previous = previousMetrics[dataKey]!;
  return [
    [dataKey, value],
    [comparisonKey(dataKey, 'Previous'), previous],
    [comparisonKey(dataKey, 'Change'), (values) => periodChange(value(values) as number, previous(values))],
  ];
}

/**
 * Formats the rows of a report answer (arrays in the order of `columns`): the row's ids, then the chosen
 * columns in order. The plan is made once per answer, so a 50,000-row answer looks nothing up per row.
 */
export function rowFormatter(
  columns: readonly string[],
  dataKeys: readonly ReportDataKey[],
  context: RowContext,
) {
  const at = (name: string) => columns.indexOf(name);
  const label = labels(context.language);
  const dates = reportDates(context);
  const metrics = metricReaders(columns);
  const translated: Partial<Record<ReportDataKey, (code: unknown) => string>> = {
    campaignStatus: label.status,
    adgroupStatus: label.status,
    ideaStatus: label.status,
    matchType: label.match,
  };
  const column = (dataKey: ReportDataKey): ((values: readonly unknown[]) => Value) => {
    const metric = metrics[dataKey];
    if (metric) return metric;
    if (dataKey === 'reportDates') {
      const period = at('period_begin');
      return (values) => dates(values[period] as string);
    }
    if (dataKey === 'accountName') return () => context.accountNo;
    if (dataKey === 'hour') return (values) => values[at('hour')] as number;
    if (dataKey === 'deviceName') {
      const device = at('device');
      return (values) => label.device(values[device]);
    }
    const index = at(`d_${dataKey}`);
    const translate = translated[dataKey];
    return (values) => {
      const value = (values[index] ?? null) as Value;
      return translate && value !== null ? translate(value) : value;
    };
  };
  const ids = Object.entries(keyIdFields)
    .map(([name, field]) => [field, at(name)] as const)
    .filter(([, index]) => index >= 0);
  const previous = context.compare ? metricReaders(columns, previousSum) : undefined;
  const plan = dataKeys.flatMap((dataKey) => answeredValues(dataKey, column(dataKey), previous));
  return (values: readonly unknown[]): ReportRow => {
    const row: ReportRow = {};
    for (const [field, index] of ids) row[field] = values[index] as Value;
    for (const [dataKey, value] of plan) row[dataKey] = value(values);
    return row;
  };
}

/**
 * The summary row: additive metrics summed over every row of the query, ratios from those sums; compared,
 * each with its previous value and change.
 */
export function formatSummary(
  columns: readonly string[],
  totals: readonly unknown[] | undefined,
  dataKeys: readonly ReportDataKey[],
  compare: boolean,
): ReportRow {
  const metrics = metricReaders(columns);
  const previous = compare ? metricReaders(columns, previousSum) : undefined;
  const values = totals ?? columns.map(() => 0);
  const summary: ReportRow = {};
  for (const dataKey of dataKeys) {
    const metric = metrics[dataKey];
    if (!metric) continue;
    for (const [key, value] of answeredValues(dataKey, metric, previous)) summary[key] = value(values);
  }
  return summary;
}
