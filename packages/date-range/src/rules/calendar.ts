import { TZDate } from '@date-fns/tz';
import {
  addDays,
  addMonths,
  differenceInCalendarDays,
  endOfMonth,
  endOfWeek,
  format,
  getDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns';

/**
 * The provider's calendar (docs/requirements.md#date-ranges): "today", weeks and months are computed in
 * Asia/Shanghai.
 */
export const providerTimeZone = 'Asia/Shanghai';

/** The API's date format (docs/requirements.md#date-ranges). */
export const apiDateFormat = 'yyyy-MM-dd';

/** Weeks start on Monday (docs/requirements.md#date-ranges). */
export const weekStartsOn = 1;

/** A calendar day as the API writes it: yyyy-MM-dd. Such strings sort in date order. */
export type ApiDate = string;

/** Today's date in the provider's calendar at the instant `now`, as yyyy-MM-dd. */
export function providerToday(now: Date | number): ApiDate {
  return format(new TZDate(+now, providerTimeZone), apiDateFormat);
}

/** An instant as the console shows times (created times, messages): yyyy-MM-dd HH:mm:ss in Asia/Shanghai. */
export function providerDateTime(instant: Date | number): string {
  return format(new TZDate(+instant, providerTimeZone), 'yyyy-MM-dd HH:mm:ss');
}

/** Yesterday in the provider's calendar: the last day with report data. */
export function providerYesterday(now: Date | number): ApiDate {
  return addCalendarDays(providerToday(now), -1);
}

/** The Sunday that ended last week in the provider's calendar (the latest day a weekly range may reach). */
export function endOfLastWeek(now: Date | number): ApiDate {
  return addCalendarDays(startOfWeekOf(providerToday(now)), -1);
}

const apiDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The day as a date at midnight in UTC. Once "today" is known, day arithmetic needs no time zone, and UTC
 * has no daylight-saving gaps whatever zone the host runs in.
 */
function toDay(date: ApiDate): TZDate {
  const [, year, month, day] = apiDatePattern.exec(date) ?? [];
  return new TZDate(Number(year), Number(month) - 1, Number(day), 'UTC');
}

function fromDay(day: Date): ApiDate {
  return format(day, apiDateFormat);
}

/** Whether a value is a real calendar day written yyyy-MM-dd (no 2026-02-30, no 2026-1-5). */
export function isApiDate(value: unknown): value is ApiDate {
  return typeof value === 'string' && apiDatePattern.test(value) && fromDay(toDay(value)) === value;
}

export function addCalendarDays(date: ApiDate, days: number): ApiDate {
  return fromDay(addDays(toDay(date), days));
}

export function addCalendarMonths(date: ApiDate, months: number): ApiDate {
  return fromDay(addMonths(toDay(date), months));
}

/** The number of days from `begin` to `end`, both counted: 1 for a single day. */
export function daysInRange(begin: ApiDate, end: ApiDate): number {
  return differenceInCalendarDays(toDay(end), toDay(begin)) + 1;
}

/** 0 for Sunday … 6 for Saturday, as `Date#getDay`. */
export function dayOfWeek(date: ApiDate): number {
  return getDay(toDay(date));
}

export function startOfWeekOf(date: ApiDate): ApiDate {
  return fromDay(startOfWeek(toDay(date), { weekStartsOn }));
}

export function endOfWeekOf(date: ApiDate): ApiDate {
  return fromDay(endOfWeek(toDay(date), { weekStartsOn }));
}

export function startOfMonthOf(date: ApiDate): ApiDate {
  return fromDay(startOfMonth(toDay(date)));
}

export function endOfMonthOf(date: ApiDate): ApiDate {
  return fromDay(endOfMonth(toDay(date)));
}

export function earlierOf(a: ApiDate, b: ApiDate): ApiDate {
  return a <= b ? a : b;
}

/** The day as a `Date` for formatting with a locale; its calendar fields are the day's. */
export function dayAsDate(date: ApiDate): Date {
  return toDay(date);
}
