import {
  comparisonKey,
  isComparedMetric,
  type AnsweredKey,
  type ComparedMetric,
  type Granularity,
  type ReportDataKey,
} from '@adconsole/api-client/contract';
import { lookup, type Language } from '@adconsole/i18n/resources';
import { stringLiteral } from '../stores/bind-sql';
import { keyIdFields, type ReportSource } from './report-sources';
import { previousSum, summed, type Sum } from './report-sql';

export interface RowContext {
  timeUnit: Granularity;
  beginDate: string;
  endDate: string;
  accountNo: string;
  language: Language;
  /** Whether each metric is answered with its previous value and change (docs/requirements.md#period-comparison). */
  compare: boolean;
}

/**
 * A report answer's rows are written by the engine, as JSON objects keyed by the answered columns, and passed
 * through as they are (docs/architecture.md#report-answers-pass-through): each column below is SQL over the
 * page's sums (`sum_…`, cost in fen) and joined columns, giving the very numbers JavaScript gave. Money is in
 * yuan (fen / 100), and ctr, cpc and cpm are recomputed from the sums, never averaged, rounded as
 * `Math.round`: floor(x + 0.5), the same double steps in the same order.
 */
export const roundSql = (value: string, scale: number) => `floor(${value} * ${scale} + 0.5) / ${scale}`;

/** The SQL of each metric over a row's sums, `sum` naming them (0 for a sum the report does not measure). */
function metricSql(sum: (s: Sum) => string): Record<ComparedMetric, string> {
  const [impression, click, cost] = [sum('impression'), sum('click'), sum('cost_fen')];
  return {
    impression,
    click,
    conversion: sum('conversion'),
    cost: `${cost} / 100`,
    PcCost: `${sum('pc_cost_fen')} / 100`,
    mobileCost: `${sum('mobile_cost_fen')} / 100`,
    ctr: `if(${impression} = 0, 0, ${roundSql(`${click} / ${impression}`, 10_000)})`,
    cpc: `if(${click} = 0, 0, ${roundSql(`${cost} / ${click} / 100`, 100)})`,
    cpm: `if(${impression} = 0, 0, ${roundSql(`${cost} / ${impression} * 10`, 100)})`,
  };
}

/**
 * The columns of a metric in a row or in the totals, by answered key: compared, also its value over the
 * previous period and its change, null where the previous value is 0 (docs/requirements.md#period-comparison).
 * `sum` names the sums the SQL reads, `measured` those the report has.
 */
export function metricColumns(
  compare: boolean,
  sum: (name: string) => string,
  measured: readonly Sum[],
): (metric: ComparedMetric) => [AnsweredKey, string][] {
  const reading = (name: (s: Sum) => string) => (s: Sum) => (measured.includes(s) ? sum(name(s)) : '0');
  const current = metricSql(reading((s) => s));
  const previous = metricSql(reading(previousSum));
  return (metric) => {
    if (!compare) return [[metric, current[metric]]];
    const [now, before] = [`toFloat64(${current[metric]})`, `toFloat64(${previous[metric]})`];
    return [
      [metric, current[metric]],
      [comparisonKey(metric, 'Previous'), previous[metric]],
      [comparisonKey(metric, 'Change'), `if(${before} = 0, NULL, (${now} - ${before}) / ${before})`],
    ];
  };
}

/** How a period reads: a day, "Monday ~ Sunday", a month, or the whole range. */
function reportDatesSql({ timeUnit, beginDate, endDate }: RowContext): string {
  switch (timeUnit) {
    case 'day':
      return 'toString(period_begin)';
    case 'week':
      return "concat(toString(period_begin), ' ~ ', toString(addDays(period_begin, 6)))";
    case 'month':
      return 'substring(toString(period_begin), 1, 7)';
    case 'summary':
      return stringLiteral(`${beginDate} ~ ${endDate}`);
  }
}

/** Provider codes the console shows as words: 1 paused else active; 48 precise, 17 phrase, else auto. */
function labelsSql(language: Language) {
  const text = (key: string) => stringLiteral(lookup(language, `reports.${key}`)!);
  const [active, paused] = [text('status.active'), text('status.paused')];
  const [precise, phrase, auto] = [text('match.precise'), text('match.phrase'), text('match.auto')];
  const status = (code: string) => `if(${code} = 1, ${paused}, ${active})`;
  return {
    device: (code: string) => `if(${code} = 1, ${text('device.computer')}, ${text('device.mobile')})`,
    translated: {
      campaignStatus: status,
      adgroupStatus: status,
      ideaStatus: status,
      matchType: (code: string) => `multiIf(${code} = 48, ${precise}, ${code} = 17, ${phrase}, ${auto})`,
    } as Partial<Record<ReportDataKey, (code: string) => string>>,
  };
}

/** A column name as SQL, quoted: answered keys are camelCase. */
export const quoted = (name: string) => `\`${name}\``;

/**
 * The SELECT list of a report answer over its joined page: the row's ids (its keys and parents, by their API
 * names), then the chosen columns in order, each compared metric with its previous value and change. A
 * column the section has not is null.
 */
export function answeredColumnsSql(
  source: ReportSource,
  dataKeys: readonly ReportDataKey[],
  context: RowContext,
  measured: readonly Sum[],
): string {
  const label = labelsSql(context.language);
  const idSql: Record<string, string> = {
    ...Object.fromEntries(source.keys.map((key) => [key, key])),
    ...source.parents,
  };
  const answered = new Map<string, string>();
  for (const [name, field] of Object.entries(keyIdFields)) {
    if (name in idSql) answered.set(field, idSql[name]!);
  }
  const column = (dataKey: ReportDataKey): string => {
    if (dataKey === 'reportDates') return reportDatesSql(context);
    if (dataKey === 'accountName') return stringLiteral(context.accountNo);
    if (dataKey === 'hour') return 'hour';
    if (dataKey === 'deviceName') return label.device('device');
    const sql = source.columns[dataKey];
    const translate = label.translated[dataKey];
    return sql === undefined ? 'NULL' : translate ? translate(sql) : sql;
  };
  const metric = metricColumns(context.compare, summed, measured);
  // A data key that is also an id (hour) keeps the id's place, as a key set twice in an object does.
  for (const dataKey of dataKeys) {
    const columns = isComparedMetric(dataKey) ? metric(dataKey) : [[dataKey, column(dataKey)] as const];
    for (const [key, sql] of columns) answered.set(key, sql);
  }
  return [...answered].map(([key, sql]) => (sql === key ? sql : `${sql} AS ${quoted(key)}`)).join(', ');
}
