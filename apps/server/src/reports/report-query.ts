import {
  isComparedMetric,
  type Comparison,
  reportSection,
  unpagedRowLimit,
  type AnsweredKey,
  type CalculatedColumnKey,
  type Channel,
  type Granularity,
  type ReportDataKey,
  type ReportFilter,
  type ReportRow,
  type Section,
  type SortOrder,
} from '@adconsole/api-client/contract';
import { isWholeWeeks } from '@adconsole/date-range-rules';
import type { Language } from '@adconsole/i18n/resources';
import { keywordWeeksHeldThrough } from '../stores/fact-days';
import { fewRowsLimit, type ReadTiming } from '../stores/fact-engine';
import { parsedRows, type FactStore } from '../stores/fact-store';
import { calculatedColumnsSql, formulaParameters, type CalculatedColumn } from './calculated-columns';
import { comparedPeriod } from './previous-period';
import { answeredColumnsSql, metricColumns, quoted } from './report-rows';
import { reportSource } from './report-sources';
import { measuredSums, pageSql, summed, totalSum, totalsSql, type ReportSqlInput } from './report-sql';

export interface ReportFilters {
  campaignId?: number;
  adgroupId?: number;
  device?: number;
  name?: string;
}

export interface ReportQuery {
  channel: Channel;
  section: Section;
  accountId: number;
  accountNo: string;
  beginDate: string;
  endDate: string;
  timeUnit: Granularity;
  filters: ReportFilters;
  /** A page of rows; none for every row (up to `unpagedRowLimit`). */
  page?: { number: number; size: number };
  sort?: { sortCol: AnsweredKey | CalculatedColumnKey; sortOrder: SortOrder };
  /** The columns to answer, in order. */
  dataKeys: readonly ReportDataKey[];
  /** The calculated columns to answer besides (docs/requirements.md#calculated-columns). */
  calculated?: readonly CalculatedColumn[];
  language: Language;
  /** Each metric also over the compared period, and its change (docs/requirements.md#period-comparison). */
  compare: boolean;
  /** The period compared with when `compare`: the previous one when left out. */
  comparison?: Comparison;
}

/** What a query compares with, as titleInfos take it: false, or the comparison. */
export const comparisonOfQuery = (query: Pick<ReportQuery, 'compare' | 'comparison'>) =>
  query.compare && (query.comparison ?? ({ kind: 'previous' } as const));

export interface ReportResult {
  list: ReportRow[];
  summary: ReportRow;
  totalCount: number;
}

/**
 * A report's answer with its rows as the engine wrote them: a JSON array of `ReportRow`s, in UTF-8, in pieces
 * to send one after another.
 */
export interface ReportAnswer extends Omit<ReportResult, 'list'> {
  list: Buffer[];
}

/**
 * Where a report's rows come from: a weekly report of whole weeks, filtered by name at most, reads the
 * section's weekly roll-up when it has one and holds those weeks, closed and summed
 * (docs/architecture.md#weekly-keyword-roll-up).
 */
async function sourceOf(facts: FactStore, query: ReportQuery, filters: readonly ReportFilter[]) {
  const source = reportSource(query.channel, query.section);
  const wholeWeeks = query.timeUnit === 'week' && isWholeWeeks(query);
  const rolledUp = source.weeks && wholeWeeks && !query.compare && filters.every((f) => f === 'name');
  return rolledUp && (await keywordWeeksHeldThrough(facts, query.accountId, query.endDate))
    ? { ...source, table: source.weeks!, rowPerPeriod: true }
    : source;
}

/**
 * A report of the fact store: one page of rows (or all of them) as JSON text, passed through as the engine
 * wrote it (docs/architecture.md#report-answers-pass-through), the number of rows, and the summary over every
 * row the filters keep, whatever the page. `timing` is given the time its reads spent.
 */
export async function reportAnswer(
  facts: FactStore,
  query: ReportQuery,
  timing?: ReadTiming,
): Promise<ReportAnswer> {
  const spec = reportSection(query.channel, query.section);
  const given = (Object.keys(query.filters) as ReportFilter[]).filter(
    (f) => spec.filters.includes(f) && query.filters[f] !== undefined && query.filters[f] !== '',
  );
  const comparison = comparisonOfQuery(query);
  const previous = comparison ? comparedPeriod(query.timeUnit, query, comparison) : undefined;
  const deviceCost = spec.columns.includes('PcCost');
  const measured = measuredSums(deviceCost);
  // The numbers of the calculated columns' formulas, bound as parameters.
  const formulaNumbers: Record<string, unknown> = {};
  const parameter = formulaParameters(formulaNumbers);
  const calculated = (sum: (name: string) => string) =>
    (query.calculated ?? []).flatMap(calculatedColumnsSql(query.compare, sum, measured, parameter));
  const calculatedOfRows = calculated(summed);
  const sort = query.sort ?? spec.defaultSort;
  const input: ReportSqlInput = {
    source: await sourceOf(facts, query, given),
    timeUnit: query.timeUnit,
    filters: given,
    deviceCost,
    sort: { ...sort, by: calculatedOfRows.find(([key]) => key === sort.sortCol)?.[1] },
    comparison: previous?.shift,
  };
  const limit = query.page?.size ?? unpagedRowLimit;
  const fewRows = limit <= fewRowsLimit;
  const params = {
    accountId: query.accountId,
    beginDate: query.beginDate,
    endDate: query.endDate,
    ...(previous && {
      previousBeginDate: previous.beginDate,
      previousEndDate: previous.endDate,
      ...('days' in previous.shift
        ? { shiftDays: previous.shift.days }
        : { shiftMonths: previous.shift.months }),
    }),
    ...Object.fromEntries(given.map((f) => [f, query.filters[f]])),
    limit,
    offset: query.page ? (query.page.number - 1) * query.page.size : 0,
  };
  const columns = [
    answeredColumnsSql(input.source, query.dataKeys, query, measured),
    ...calculatedOfRows.map(([key, sql]) => `${sql} AS ${quoted(key)}`),
  ].join(', ');
  const pageQuery = pageSql(input, columns, facts.joinsInOneSelect);
  // The summary's metrics, read from the page's totals row or from the sums of every row: a calculated one
  // is its formula over the summed inputs, never over the rows' values.
  const summaryKeys = [
    ...query.dataKeys.filter(isComparedMetric).flatMap(metricColumns(query.compare, totalSum, measured)),
    ...calculated(totalSum),
  ];
  Object.assign(params, formulaNumbers);
  const summaryOf = (totals: Record<string, unknown>) =>
    Object.fromEntries(summaryKeys.map(([key]) => [key, totals[key]])) as ReportRow;
  const countAll = async () => {
    const sql = totalsSql(input, summaryKeys.map(([key, sql]) => `${sql} AS ${quoted(key)}`).join(', '));
    const [totals] = await facts.query<Record<string, unknown>>(sql, params, { timing });
    return { totals: totals!, count: Number(totals!.total_count) };
  };
  if (input.source.rowPerPeriod) {
    // No totals row on the page (docs/architecture.md#weekly-keyword-roll-up): both reads side by side.
    const [page, { totals, count }] = await Promise.all([
      facts.queryRows(pageQuery, params, { fewRows, timing }),
      countAll(),
    ]);
    return { list: page.json, summary: summaryOf(totals), totalCount: count };
  }
  const page = await facts.queryRows(pageQuery, params, { exactCount: true, fewRows, timing });
  if (page.totals) {
    return {
      list: page.json,
      summary: summaryOf(page.totals),
      // An older ClickHouse server counts the page's rows after its joins: counted on their own there.
      totalCount: page.rowsBeforeLimit ?? (await countAll()).count,
    };
  }
  // A page past the last row (or a report without rows) carries no totals: count and sum on their own.
  const { totals, count } = await countAll();
  return { list: [Buffer.from('[]')], summary: summaryOf(totals), totalCount: count };
}

/** A report with its rows as objects, for those who read them (exports, the weekly statistics). */
export async function runReport(facts: FactStore, query: ReportQuery): Promise<ReportResult> {
  const answer = await reportAnswer(facts, query);
  return { ...answer, list: parsedRows<ReportRow>({ json: answer.list }) };
}
