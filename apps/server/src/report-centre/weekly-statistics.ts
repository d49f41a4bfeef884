import {
  comparisonKey,
  metricKeys,
  type Channel,
  type Metrics,
  type ReportDataKey,
  type ReportRow,
  type WeeklyOverview,
} from '@adconsole/api-client/contract';
import { addCalendarDays } from '@adconsole/date-range-rules';
import type { Language } from '@adconsole/i18n/resources';
import { runReport } from '../reports/report-query';
import { answeredColumnsSql } from '../reports/report-rows';
import { reportSource, type ReportSource } from '../reports/report-sources';
import { measuredSums, pageSql } from '../reports/report-sql';
import type { EntityStore } from '../stores/entity-store';
import { keywordWeeksHeldThrough } from '../stores/fact-days';
import { keywordWeeksTable } from '../stores/fact-schema';
import { parsedRows, type FactStore } from '../stores/fact-store';

/** One Monday–Sunday week of one account, asked for in a language (docs/requirements.md#report-centre). */
export interface Week {
  channel: Channel;
  accountId: number;
  accountNo: string;
  beginDate: string;
  endDate: string;
  language: Language;
}

/** The week of a checked request (or of an export job made from one), with its account's number. */
export async function weekOf(
  entities: EntityStore,
  ask: Pick<Week, 'channel' | 'accountId' | 'language'> & {
    request: { query: Pick<Week, 'beginDate' | 'endDate'> };
  },
): Promise<Week> {
  const { account_no } = await entities.db
    .selectFrom('provider_accounts')
    .select('account_no')
    .where('id', '=', ask.accountId)
    .executeTakeFirstOrThrow();
  const { beginDate, endDate } = ask.request.query;
  return {
    channel: ask.channel,
    accountId: ask.accountId,
    accountNo: account_no,
    beginDate,
    endDate,
    language: ask.language,
  };
}

/**
 * The metrics every statistic answers (the contract's Metrics, in the report table's order), computed by the
 * report engine from the same sums as every report.
 */
export const weeklyMetrics = metricKeys satisfies readonly ReportDataKey[];

const metricsOf = (row: ReportRow) =>
  Object.fromEntries(weeklyMetrics.map((metric) => [metric, Number(row[metric] ?? 0)])) as Metrics;

/** The ranked lists (regions, keywords, each kind of targeting) hold the week's 15 highest costs. */
export const topCount = 15;

/**
 * The week against the week before and each of its seven days (a day without facts is all zeros): the
 * account daily report of the week compared with the previous period (the seven days before it), one query
 * whose summary is the account weekly report's, so the week's totals are that report's.
 */
export async function weeklyOverview(facts: FactStore, week: Week): Promise<WeeklyOverview> {
  const report = await runReport(facts, {
    channel: week.channel,
    section: 'account',
    accountId: week.accountId,
    accountNo: week.accountNo,
    beginDate: week.beginDate,
    endDate: week.endDate,
    timeUnit: 'day',
    filters: {},
    sort: { sortCol: 'reportDates', sortOrder: 'asc' },
    dataKeys: ['reportDates', ...weeklyMetrics],
    language: week.language,
    compare: true,
  });
  const byDate = new Map(report.list.map((row) => [row.reportDates, row]));
  const days = Array.from({ length: 7 }, (_, i) => addCalendarDays(week.beginDate, i)).map((date) => ({
    date,
    ...metricsOf(byDate.get(date) ?? {}),
  }));
  const previous = Object.fromEntries(
    weeklyMetrics.map((metric) => [metric, Number(report.summary[comparisonKey(metric, 'Previous')] ?? 0)]),
  ) as Metrics;
  return { current: metricsOf(report.summary), previous, days };
}

/**
 * The rows of one grouping of the week's facts, highest cost first (or by `sortCol`), summed over the whole
 * week by the report engine's SQL: the same sums and ratios as the reports.
 */
async function weekRows(
  facts: FactStore,
  week: Week,
  source: ReportSource,
  options: {
    dataKeys: readonly ReportDataKey[];
    limit: number;
    sortCol?: 'cost' | 'hour';
    sortOrder?: 'asc' | 'desc';
  },
): Promise<ReportRow[]> {
  const sort = { sortCol: options.sortCol ?? 'cost', sortOrder: options.sortOrder ?? 'desc' } as const;
  const columns = answeredColumnsSql(
    source,
    [...options.dataKeys, ...weeklyMetrics],
    { ...week, timeUnit: 'summary', compare: false },
    measuredSums(false),
  );
  const sql = pageSql(
    { source, timeUnit: 'summary', filters: [], deviceCost: false, sort },
    columns,
    facts.joinsInOneSelect,
  );
  const rows = await facts.queryRows(sql, {
    accountId: week.accountId,
    beginDate: week.beginDate,
    endDate: week.endDate,
    limit: options.limit,
    offset: 0,
  });
  return parsedRows<ReportRow>(rows);
}

/** Provinces: the region facts summed by province rather than by city. */
const provinceSource = (channel: Channel): ReportSource => ({
  table: `${channel}_region_daily`,
  keys: ['province_id'],
  joins: [
    'ANY LEFT JOIN (SELECT province_id, any(province_name) AS r_province FROM regions GROUP BY province_id) AS r USING province_id',
  ],
  columns: { provinceName: 'r_province' },
});

/**
 * The week's highest-cost search keywords from their weekly roll-up, where each week's keywords are ranked by
 * cost (docs/architecture.md#weekly-keyword-roll-up): the first `topCount` ranks are the top list, read from
 * one granule instead of the week's 370,000 daily rows on the bench profile, and only those keywords are
 * looked up for their names. The rows are summed and sorted as every report's, so the order is the same.
 */
const topKeywords: ReportSource = {
  table: keywordWeeksTable,
  where: `f.cost_rank <= ${topCount}`,
  keys: ['keyword_id'],
  joins: [
    `ANY LEFT JOIN (SELECT keyword_id, keyword AS k_keyword FROM search_keywords
      WHERE account_id = {accountId:UInt32} AND keyword_id IN (SELECT keyword_id FROM ${keywordWeeksTable}
        WHERE account_id = {accountId:UInt32} AND date = {beginDate:Date} AND cost_rank <= ${topCount})
    ) AS k USING keyword_id`,
  ],
  columns: { keyword: 'k_keyword' },
};

/** The same list for a week not yet closed, summed from the daily facts. */
const topKeywordsOfDays: ReportSource = {
  table: 'search_keyword_daily',
  keys: ['keyword_id'],
  joins: [
    `ANY LEFT JOIN (SELECT keyword_id, keyword AS k_keyword FROM search_keywords
      WHERE account_id = {accountId:UInt32}) AS k USING keyword_id`,
  ],
  columns: { keyword: 'k_keyword' },
};

/** Devices: the unit roll-up by device, which both channels have (feeds have no device report). */
const deviceSource = (channel: Channel): ReportSource =>
  channel === 'search'
    ? reportSource('search', 'device')
    : { table: 'feed_unit_daily', keys: ['device'], joins: [], columns: {} };

/** The kinds of feed targeting, with their kind in the audience facts and the report column of their name. */
export const targetingKinds = {
  crowd: { kind: 'crowd', name: 'crowdName' },
  automatic: { kind: 'automatic', name: 'automaticName' },
  newInterest: { kind: 'interest', name: 'interestsName' },
  intentionWord: { kind: 'intention', name: 'intentionWord' },
} as const satisfies Record<string, { kind: string; name: ReportDataKey }>;
export type TargetingKind = keyof typeof targetingKinds;

/**
 * One kind of targeting summed by target over every unit using it (the weekly reports split it by unit):
 * what the week spent on each crowd, interest or word.
 */
function targetSource(kind: TargetingKind): ReportSource {
  const { kind: stored, name } = targetingKinds[kind];
  return {
    table: 'feed_audience_daily',
    where: `f.kind = '${stored}'`,
    keys: ['target_id'],
    joins: [
      `ANY LEFT JOIN (SELECT target_id, name AS t_name FROM feed_audiences WHERE account_id = {accountId:UInt32} AND kind = '${stored}') AS t USING target_id`,
    ],
    columns: { [name]: 't_name' },
  };
}

const deviceNames = { 1: 'pc', 2: 'mobile' } as const;

export async function weeklyDevices(facts: FactStore, week: Week) {
  const rows = await weekRows(facts, week, deviceSource(week.channel), { dataKeys: [], limit: 2 });
  return rows.map((row) => ({ device: deviceNames[row.device as 1 | 2], ...metricsOf(row) }));
}

/** The 15 provinces of the week with the highest cost. */
export async function weeklyRegions(facts: FactStore, week: Week) {
  const rows = await weekRows(facts, week, provinceSource(week.channel), {
    dataKeys: ['provinceName'],
    limit: topCount,
  });
  return rows.map((row) => ({ provinceName: String(row.provinceName ?? ''), ...metricsOf(row) }));
}

/**
 * The 15 keywords of the week with the highest cost; feeds buy no keywords, so theirs are the intention
 * words (docs/requirements.md#report-centre).
 */
export async function weeklyKeywords(facts: FactStore, week: Week) {
  if (week.channel === 'feed') {
    const words = await weeklyTargets(facts, week, 'intentionWord');
    return words.map(({ name, kind: _kind, ...metrics }) => ({ keyword: name, ...metrics }));
  }
  const held = await keywordWeeksHeldThrough(facts, week.accountId, week.endDate);
  const source = held ? topKeywords : topKeywordsOfDays;
  const rows = await weekRows(facts, week, source, { dataKeys: ['keyword'], limit: topCount });
  return rows.map((row) => ({ keyword: String(row.keyword ?? ''), ...metricsOf(row) }));
}

async function weeklyTargets(facts: FactStore, week: Week, kind: TargetingKind) {
  const name = targetingKinds[kind].name;
  const rows = await weekRows(facts, week, targetSource(kind), { dataKeys: [name], limit: topCount });
  return rows.map((row) => ({ name: String(row[name] ?? ''), kind, ...metricsOf(row) }));
}

/**
 * Feed targeting of the week: the 15 highest costs of each kind (crowds, automatic targeting, new interests,
 * intention words), kind by kind. Search ads target by keyword, so they have none.
 */
export async function weeklyDirection(facts: FactStore, week: Week) {
  if (week.channel === 'search') return [];
  const kinds = Object.keys(targetingKinds) as TargetingKind[];
  const lists = await Promise.all(kinds.map((kind) => weeklyTargets(facts, week, kind)));
  return lists.flat();
}

/** The week by hour of the day, all 24 hours (an hour without facts is all zeros). */
export async function weeklyHours(facts: FactStore, week: Week) {
  const rows = await weekRows(facts, week, reportSource(week.channel, 'timePeriod'), {
    dataKeys: ['hour'],
    limit: 24,
    sortCol: 'hour',
    sortOrder: 'asc',
  });
  const byHour = new Map(rows.map((row) => [Number(row.hour), row]));
  return Array.from({ length: 24 }, (_, hour) => ({ hour, ...metricsOf(byHour.get(hour) ?? {}) }));
}
