import {
  reportSection,
  unpagedRowLimit,
  type AnsweredKey,
  type Channel,
  type Granularity,
  type ReportDataKey,
  type ReportFilter,
  type ReportRow,
  type Section,
  type SortOrder,
} from '@adconsole/api-client/contract';
import type { Language } from '@adconsole/i18n/resources';
import type { FactStore } from '../stores/fact-store';
import { previousPeriod } from './previous-period';
import { formatSummary, rowFormatter } from './report-rows';
import { reportSource } from './report-sources';
import { pageSql, totalsSql, type ReportSqlInput } from './report-sql';

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
  sort?: { sortCol: AnsweredKey; sortOrder: SortOrder };
  /** The columns to answer, in order. */
  dataKeys: readonly ReportDataKey[];
  language: Language;
  /** Each metric also over the previous period, and its change (docs/requirements.md#period-comparison). */
  compare: boolean;
}

export interface ReportResult {
  list: ReportRow[];
  summary: ReportRow;
  totalCount: number;
}

/**
 * A report of the fact store: one page of rows (or all of them), the number of rows, and the summary over
 * every row the filters keep, whatever the page.
 */
export async function runReport(facts: FactStore, query: ReportQuery): Promise<ReportResult> {
  const spec = reportSection(query.channel, query.section);
  const given = (Object.keys(query.filters) as ReportFilter[]).filter(
    (f) => spec.filters.includes(f) && query.filters[f] !== undefined && query.filters[f] !== '',
  );
  const previous = query.compare ? previousPeriod(query.timeUnit, query) : undefined;
  const input: ReportSqlInput = {
    source: reportSource(query.channel, query.section),
    timeUnit: query.timeUnit,
    filters: given,
    deviceCost: spec.columns.includes('PcCost'),
    sort: query.sort ?? spec.defaultSort,
    comparison: previous?.shift,
  };
  const limit = query.page?.size ?? unpagedRowLimit;
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
  const page = await facts.queryTable(pageSql(input), params, { exactCount: true });
  const countAll = async () => {
    const totals = await facts.queryTable(totalsSql(input), params);
    return { totals, count: Number(totals.rows[0]?.[totals.columns.indexOf('total_count')] ?? 0) };
  };
  if (page.totals) {
    const format = rowFormatter(page.columns, query.dataKeys, query);
    return {
      list: page.rows.map(format),
      summary: formatSummary(page.columns, page.totals, query.dataKeys, query.compare),
      // An older ClickHouse server counts the page's rows after its joins: counted on their own there.
      totalCount: page.rowsBeforeLimit ?? (await countAll()).count,
    };
  }
  // A page past the last row (or a report without rows) carries no totals: count and sum on their own.
  const { totals, count } = await countAll();
  return {
    list: [],
    summary: formatSummary(totals.columns, totals.rows[0], query.dataKeys, query.compare),
    totalCount: count,
  };
}
