import {
  comparisonKey,
  comparedMetrics,
  type AnsweredKey,
  type CalculatedColumnKey,
  type ComparedMetric,
  type Granularity,
  type ReportFilter,
  type SortOrder,
} from '@adconsole/api-client/contract';
import { nonZero } from '../stores/fact-schema';
import type { PreviousPeriod } from './previous-period';
import type { ReportSource } from './report-sources';

/** The sums a report row carries, in integer units (cost in fen). */
export const sums = [
  'impression',
  'click',
  'cost_fen',
  'conversion',
  'pc_cost_fen',
  'mobile_cost_fen',
] as const;
export type Sum = (typeof sums)[number];

/** A sum over the previous period, beside the sum over the range (docs/requirements.md#period-comparison). */
export const previousSum = (sum: Sum) => `${sum}_previous`;

/** The sums of a report: cost by device only where the report shows it. */
export const measuredSums = (deviceCost: boolean): readonly Sum[] =>
  deviceCost ? sums : sums.filter((s) => s !== 'pc_cost_fen' && s !== 'mobile_cost_fen');

/**
 * A sum's name in the SQL that adds it up: never a fact column's name, which older servers would read as the
 * alias inside the aggregate (docs/architecture.md#clickhouse-server-fact-store). The page answers it under
 * the sum's own name.
 */
export const summed = (name: string) => `sum_${name}`;

/** What each sum adds up over the fact table `f`, and over which of its rows. */
const sumSql: Record<Sum, { value: string; where?: string }> = {
  impression: { value: 'f.impression' },
  click: { value: 'f.click' },
  cost_fen: { value: 'f.cost_fen' },
  conversion: { value: 'f.conversion' },
  pc_cost_fen: { value: 'f.cost_fen', where: 'f.device = 1' },
  mobile_cost_fen: { value: 'f.cost_fen', where: 'f.device = 2' },
};

const sumOver = (sum: Sum, period?: string) => {
  const { value, where } = sumSql[sum];
  const conditions = [where, period].filter(Boolean);
  return conditions.length ? `sumIf(${value}, ${conditions.join(' AND ')})` : `sum(${value})`;
};

/** A sum of a table that holds it already, one row per period and key: the row's own value. */
const valueOf = (sum: Sum) => {
  const { value, where } = sumSql[sum];
  return where ? `if(${where}, ${value}, 0)` : value;
};

const inRange = 'f.date >= {beginDate:Date}';

/** The period a fact day falls in: its day, its Monday, its month's first, or the whole range. */
export const periodSql: Record<Granularity, (day: string) => string> = {
  day: (day) => day,
  week: (day) => `toMonday(${day})`,
  month: (day) => `toStartOfMonth(${day})`,
  summary: () => '{beginDate:Date}',
};

/** A previous period's day moved onto the day of the range it is compared with. */
const movedDay = (shift: PreviousPeriod['shift']) =>
  'days' in shift ? 'addDays(f.date, {shiftDays:Int32})' : 'addMonths(f.date, {shiftMonths:Int32})';

/** A metric over a row's sums (named by `sum`): ratios are computed from the sums, never stored. */
const metricSql: Record<ComparedMetric, (sum: (s: Sum) => string) => string> = {
  impression: (sum) => sum('impression'),
  click: (sum) => sum('click'),
  conversion: (sum) => sum('conversion'),
  cost: (sum) => sum('cost_fen'),
  PcCost: (sum) => sum('pc_cost_fen'),
  mobileCost: (sum) => sum('mobile_cost_fen'),
  ctr: (sum) => `if(${sum('impression')} = 0, 0, ${sum('click')} / ${sum('impression')})`,
  cpc: (sum) => `if(${sum('click')} = 0, 0, ${sum('cost_fen')} / ${sum('click')})`,
  cpm: (sum) => `if(${sum('impression')} = 0, 0, ${sum('cost_fen')} / ${sum('impression')})`,
};

/**
 * What a sortable column sorts by: a metric, its previous value, or its change (null, sorted last, where
 * the previous value is 0).
 */
const sortSql: Partial<Record<AnsweredKey, string>> = {
  reportDates: 'period_begin',
  hour: 'hour',
  ...Object.fromEntries(
    comparedMetrics.flatMap((metric) => {
      const current = metricSql[metric](summed);
      const previous = metricSql[metric]((s) => summed(previousSum(s)));
      return [
        [metric, current],
        [comparisonKey(metric, 'Previous'), previous],
        [
          comparisonKey(metric, 'Change'),
          `if(${previous} = 0, NULL, (${current} - ${previous}) / ${previous})`,
        ],
      ];
    }),
  ),
};

const filterSql: Record<ReportFilter, string> = {
  campaignId: 'f.campaign_id = {campaignId:UInt64}',
  adgroupId: 'f.unit_id = {adgroupId:UInt64}',
  device: 'f.device = {device:UInt8}',
  name: '',
};

export interface ReportSqlInput {
  source: ReportSource;
  timeUnit: Granularity;
  /** Filters given (and allowed for the section). */
  filters: readonly ReportFilter[];
  /** Whether the rows split cost by device (PcCost, mobileCost). */
  deviceCost: boolean;
  /** The column to sort by; `by`, its SQL over the rows' sums, for a calculated column. */
  sort: { sortCol: AnsweredKey | CalculatedColumnKey; sortOrder: SortOrder; by?: string };
  /**
   * How the previous period's days move onto the range when the report compares with it; its dates are the
   * parameters previousBeginDate and previousEndDate.
   */
  comparison?: PreviousPeriod['shift'];
}

/**
 * Rows of the range grouped by period and keys, with their sums: every row of the report, unpaged. A table of
 * one row per period and key already is read as it is: grouping its 200,000 rows of four weeks again costs
 * most of the page's time (docs/architecture.md#weekly-keyword-roll-up).
 */
function aggregate(
  { source, timeUnit, filters, deviceCost, comparison }: ReportSqlInput,
  withTotals = false,
): string {
  const range = 'f.date BETWEEN {beginDate:Date} AND {endDate:Date}';
  const previousRange = 'f.date BETWEEN {previousBeginDate:Date} AND {previousEndDate:Date}';
  const conditions = [
    'f.account_id = {accountId:UInt32}',
    comparison ? `(${range} OR ${previousRange})` : range,
    ...(source.where ? [source.where] : []),
    ...filters.map((f) => (f === 'name' ? source.nameFilter! : filterSql[f])),
  ];
  const group = ['period_begin', ...source.keys];
  const period = periodSql[timeUnit];
  // Compared, a row sums its period of the range and the same period of the previous one, moved onto it.
  const columns = [
    `${comparison ? `if(${inRange}, ${period('f.date')}, ${period(movedDay(comparison))})` : period('f.date')} AS period_begin`,
    ...source.keys,
    ...measuredSums(deviceCost).flatMap((s) =>
      comparison
        ? [
            `${sumOver(s, inRange)} AS ${summed(s)}`,
            `${sumOver(s, `NOT ${inRange}`)} AS ${summed(previousSum(s))}`,
          ]
        : [`${source.rowPerPeriod ? valueOf(s) : sumOver(s)} AS ${summed(s)}`],
    ),
  ];
  const rows = `SELECT ${columns.join(', ')}
    FROM ${source.table} AS f WHERE ${conditions.join(' AND ')}`;
  if (source.rowPerPeriod) return rows;
  // A key whose rows a sync took back sums to zero until its parts merge: not a row of the report
  // (docs/architecture.md#fact-layout).
  const sums = sumNames({ deviceCost, comparison }).map(summed);
  return `${rows}\n    GROUP BY ${group.join(', ')}${withTotals ? ' WITH TOTALS' : ''}\n    HAVING ${nonZero(sums)}`;
}

/** Sort, then the newest period, the highest cost and the keys: paging never repeats or skips a row. */
function orderBy({ source, sort }: ReportSqlInput): string {
  // A change without a previous value (null) sorts last both ways, as the table sorts empty values.
  const direction = sort.sortOrder === 'asc' ? 'ASC NULLS LAST' : 'DESC NULLS LAST';
  const main = sort.by ?? sortSql[sort.sortCol as AnsweredKey]!;
  const ties = [
    'period_begin DESC',
    `${summed('cost_fen')} DESC`,
    ...source.keys.map((k) => `${k} ASC`),
  ].filter((tie) => !tie.startsWith(`${main} `));
  return [`${main} ${direction}`, ...ties].join(', ');
}

/** The names of a report's sums: each over the range, and compared, over the previous period too. */
const sumNames = ({ deviceCost, comparison }: Pick<ReportSqlInput, 'deviceCost' | 'comparison'>) =>
  measuredSums(deviceCost).flatMap((s) => (comparison ? [s, previousSum(s)] : [s]));

/**
 * One query for a page of a report: the grouped rows sorted and cut to the page, then the page's names
 * joined, answered as `columns` (SQL over the joined page, report-rows.ts). The totals row sums every row of
 * the query, and the count before the LIMIT, asked exact, is the number of rows: the page answers its
 * summary and totalCount without a second pass over the facts. Rows read as they are (`rowPerPeriod`) have
 * no totals row, which only a GROUP BY gives: their count and sums come from `totalsSql`, a scan. The joins
 * follow the page in one SELECT where the engine takes several (`joinsInOneSelect`: planning a SELECT per
 * join cost chdb more than running the page, docs/testing.md#load-bench); else each join wraps the
 * page in a SELECT of its own (older servers take one JOIN per SELECT,
 * docs/architecture.md#clickhouse-server-fact-store).
 */
export function pageSql(input: ReportSqlInput, columns: string, joinsInOneSelect: boolean): string {
  const order = orderBy(input);
  const page = `(${aggregate(input, !input.source.rowPerPeriod)} ORDER BY ${order} LIMIT {limit:UInt64} OFFSET {offset:UInt64}) AS p`;
  const joined = joinsInOneSelect
    ? [page, ...input.source.joins].join('\n    ')
    : input.source.joins.reduce((rows, join) => `(SELECT * FROM ${rows}\n    ${join}) AS p`, page);
  return `SELECT ${columns}
    FROM ${joined}
    ORDER BY ${order}`;
}

/** The name of a sum over every row of a report (never a name of the rows it adds up, for older servers). */
export const totalSum = (name: string) => `total_${name}`;

/**
 * The count and sums of every row, for an answer without rows (which ClickHouse gives no totals), rows read
 * as they are (`rowPerPeriod`), or the count from a server that cannot count the page's rows exactly:
 * `total_count`, then `columns` over the sums named by `totalSum`.
 */
export function totalsSql(input: ReportSqlInput, columns: string): string {
  const totals = sumNames(input).map((name) => `sum(${summed(name)}) AS ${totalSum(name)}`);
  return `SELECT total_count${columns ? `, ${columns}` : ''}
    FROM (SELECT count() AS total_count, ${totals.join(', ')} FROM (${aggregate(input)}))`;
}
