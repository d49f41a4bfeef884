import type { Granularity, ReportDataKey, ReportFilter, SortOrder } from '@adconsole/api-client/contract';
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

/** The sums of a report: cost by device only where the report shows it. */
const measuredSums = (deviceCost: boolean) =>
  deviceCost ? sums : sums.filter((s) => s !== 'pc_cost_fen' && s !== 'mobile_cost_fen');

/** Over the fact table `f`: qualified, since the sums take the columns' names as aliases. */
const sumSql: Record<Sum, string> = {
  impression: 'sum(f.impression)',
  click: 'sum(f.click)',
  cost_fen: 'sum(f.cost_fen)',
  conversion: 'sum(f.conversion)',
  pc_cost_fen: 'sumIf(f.cost_fen, f.device = 1)',
  mobile_cost_fen: 'sumIf(f.cost_fen, f.device = 2)',
};

/** The period a fact day falls in: its day, its Monday, its month's first, or the whole range. */
const periodSql: Record<Granularity, string> = {
  day: 'date',
  week: 'toMonday(date)',
  month: 'toStartOfMonth(date)',
  summary: '{beginDate:Date}',
};

/** What a sortable column sorts by: ratios are computed from the row's sums, never stored. */
const sortSql: Partial<Record<ReportDataKey, string>> = {
  reportDates: 'period_begin',
  hour: 'hour',
  impression: 'impression',
  click: 'click',
  conversion: 'conversion',
  cost: 'cost_fen',
  PcCost: 'pc_cost_fen',
  mobileCost: 'mobile_cost_fen',
  ctr: 'if(impression = 0, 0, click / impression)',
  cpc: 'if(click = 0, 0, cost_fen / click)',
  cpm: 'if(impression = 0, 0, cost_fen / impression)',
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
  sort: { sortCol: ReportDataKey; sortOrder: SortOrder };
}

/** Rows of the range grouped by period and keys, with their sums: every row of the report, unpaged. */
function aggregate({ source, timeUnit, filters, deviceCost }: ReportSqlInput): string {
  const conditions = [
    'f.account_id = {accountId:UInt32}',
    'f.date BETWEEN {beginDate:Date} AND {endDate:Date}',
    ...(source.where ? [source.where] : []),
    ...filters.map((f) => (f === 'name' ? source.nameFilter! : filterSql[f])),
  ];
  const group = ['period_begin', ...source.keys];
  const columns = [
    `${periodSql[timeUnit]} AS period_begin`,
    ...source.keys,
    ...measuredSums(deviceCost).map((s) => `${sumSql[s]} AS ${s}`),
  ];
  return `SELECT ${columns.join(', ')}
    FROM ${source.table} AS f WHERE ${conditions.join(' AND ')}
    GROUP BY ${group.join(', ')}`;
}

/** Sort, then the newest period, the highest cost and the keys: paging never repeats or skips a row. */
function orderBy({ source, sort }: ReportSqlInput): string {
  const direction = sort.sortOrder === 'asc' ? 'ASC' : 'DESC';
  const main = sortSql[sort.sortCol]!;
  const ties = ['period_begin DESC', 'cost_fen DESC', ...source.keys.map((k) => `${k} ASC`)].filter(
    (tie) => !tie.startsWith(`${main} `),
  );
  return [`${main} ${direction}`, ...ties].join(', ');
}

/**
 * One query for a page of a report: the grouped rows sorted and cut to the page, then the page's names
 * joined. The totals row sums every row of the query, and the count before the LIMIT is exact: the page
 * answers its summary and totalCount without a second pass over the facts.
 */
export function pageSql(input: ReportSqlInput): string {
  const { source } = input;
  const dimensionColumns = [
    ...Object.entries(source.columns).map(([dataKey, sql]) => `, ${sql} AS \`d_${dataKey}\``),
    ...Object.entries(source.parents ?? {}).map(([column, sql]) => `, ${sql} AS ${column}`),
  ];
  const order = orderBy(input);
  return `SELECT p.*${dimensionColumns.join('')}
    FROM (${aggregate(input)} WITH TOTALS ORDER BY ${order} LIMIT {limit:UInt64} OFFSET {offset:UInt64}) AS p
    ${source.joins.join('\n    ')}
    ORDER BY ${order}
    SETTINGS exact_rows_before_limit = 1`;
}

/** The count and sums of every row, for an answer without rows (which ClickHouse gives no totals). */
export function totalsSql(input: ReportSqlInput): string {
  const totals = measuredSums(input.deviceCost).map((s) => `sum(${s}) AS ${s}`);
  return `SELECT count() AS total_count, ${totals.join(', ')} FROM (${aggregate(input)})`;
}
