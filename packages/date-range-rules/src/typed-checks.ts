import {
  dayOfWeek,
  endOfLastWeek,
  endOfMonthOf,
  providerToday,
  providerYesterday,
  startOfMonthOf,
  type ApiDate,
} from './calendar';
import { firstKeptDate } from './data-kept';
import { normalizeRange, validateRange, type PickerType } from './picker-types';
import type { DateRange, RangeMessageKey } from './range-checks';
import { parseTypedDate } from './typed-dates';

/** Which end of a range a typed date is. */
export type RangeEdge = 'beginDate' | 'endDate';

export type TypedDateCheck = { ok: true; date: ApiDate } | { ok: false; messageKey: RangeMessageKey };

export type TypedRangeCheck =
  { ok: true; range: DateRange } | { ok: false; edge: RangeEdge; messageKey: RangeMessageKey };

type EdgeRule = (date: ApiDate, now: Date | number) => RangeMessageKey | undefined;

interface TypedRules {
  /** The latest day a typed date may be, and what a later one says. */
  latest: (now: Date | number) => ApiDate;
  latestMessageKey: RangeMessageKey;
  edges?: Record<RangeEdge, EdgeRule>;
}

const weekEdges: Record<RangeEdge, EdgeRule> = {
  beginDate: (date) => (dayOfWeek(date) === 1 ? undefined : 'dateRange.notMonday'),
  endDate: (date) => (dayOfWeek(date) === 0 ? undefined : 'dateRange.notSunday'),
};

/** A month range may end on yesterday, in the running month (docs/requirements.md#range-checks). */
const monthEdges: Record<RangeEdge, EdgeRule> = {
  beginDate: (date) => (date === startOfMonthOf(date) ? undefined : 'dateRange.notFirstOfMonth'),
  endDate: (date, now) =>
    date === endOfMonthOf(date) || date === providerYesterday(now) ? undefined : 'dateRange.notLastOfMonth',
};

const typedRules: Record<PickerType, TypedRules> = {
  1: { latest: providerYesterday, latestMessageKey: 'dateRange.notAfterYesterday' },
  2: { latest: endOfLastWeek, latestMessageKey: 'dateRange.notAfterLastWeek', edges: weekEdges },
  3: { latest: endOfLastWeek, latestMessageKey: 'dateRange.notAfterLastWeek', edges: weekEdges },
  4: {
    latest: (now) => endOfMonthOf(providerYesterday(now)),
    latestMessageKey: 'dateRange.notAfterYesterday',
    edges: monthEdges,
  },
  5: { latest: providerToday, latestMessageKey: 'dateRange.notAfterToday' },
};

/**
 * One typed end of a range (docs/requirements.md#date-pickers), with the first reason to refuse it: not a
 * date, before the first day with report data, after the type's latest day (yesterday, the end of last week,
 * the end of the running month, today), not a Monday or a Sunday (types 2 and 3), not the first or the last
 * day of a month (type 4).
 */
export function checkTypedDate(
  type: PickerType,
  edge: RangeEdge,
  text: string,
  now: Date | number,
): TypedDateCheck {
  const date = parseTypedDate(text);
  if (!date) return { ok: false, messageKey: 'dateRange.notADate' };
  const rules = typedRules[type];
  if (date < firstKeptDate(now)) return { ok: false, messageKey: 'dateRange.beforeDataKept' };
  if (date > rules.latest(now)) return { ok: false, messageKey: rules.latestMessageKey };
  const messageKey = rules.edges?.[edge](date, now);
  return messageKey ? { ok: false, messageKey } : { ok: true, date };
}

/**
 * A range typed into the picker's two fields: each end as `checkTypedDate` says, the end not before the
 * start (said as such, not as a wrong format), then the type's own check (at most 731 days, exactly one week for type 3). What passes is the range
 * a calendar pick of the same days would give (`normalizeRange`).
 */
export function checkTypedRange(
  type: PickerType,
  texts: Record<RangeEdge, string>,
  now: Date | number,
): TypedRangeCheck {
  const begin = checkTypedDate(type, 'beginDate', texts.beginDate, now);
  if (!begin.ok) return { ...begin, edge: 'beginDate' };
  const end = checkTypedDate(type, 'endDate', texts.endDate, now);
  if (!end.ok) return { ...end, edge: 'endDate' };
  const range = { beginDate: begin.date, endDate: end.date };
  if (range.endDate < range.beginDate)
    return { ok: false, edge: 'endDate', messageKey: 'dateRange.endBeforeStart' };
  const check = validateRange(type, range, now);
  if (!check.ok) return { ...check, edge: 'endDate' };
  return { ok: true, range: normalizeRange(type, range, now) };
}
