/**
 * The provider's calendar (docs/requirements.md#date-ranges): "today", weeks and months are computed in
 * Asia/Shanghai. Its offset from UTC has been +08:00 without daylight saving since 1991, so a fixed offset is
 * exact for every instant the product handles and costs no time-zone lookup on each request
 * (docs/decisions.md#fixed-offset-provider-calendar).
 */
const providerOffsetMs = 8 * 60 * 60 * 1000;

/** Weeks start on Monday (docs/requirements.md#date-ranges). */
export const weekStartsOn = 1;

/** A calendar day as the API writes it: yyyy-MM-dd. Such strings sort in date order. */
export type ApiDate = string;

const dayMs = 24 * 60 * 60 * 1000;
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The provider's wall clock at an instant, as a date whose UTC fields are that clock's. */
const providerClock = (now: Date | number) => new Date(+now + providerOffsetMs);

/** Today's date in the provider's calendar at the instant `now`, as yyyy-MM-dd. */
export function providerToday(now: Date | number): ApiDate {
  return fromDay(providerClock(now));
}

/** An instant as the console shows times (created times, messages): yyyy-MM-dd HH:mm:ss in Asia/Shanghai. */
export function providerDateTime(instant: Date | number): string {
  const clock = providerClock(instant);
  const time = [clock.getUTCHours(), clock.getUTCMinutes(), clock.getUTCSeconds()].map(twoDigits);
  return `${fromDay(clock)} ${time.join(':')}`;
}

/** The instant a day (yyyy-MM-dd) starts in the provider's calendar, epoch milliseconds. */
export function providerDayStart(date: ApiDate): number {
  return toDay(date).getTime() - providerOffsetMs;
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
 * A day of the calendar as a date at midnight in UTC (month 1–12; days past the month's end roll over). Once
 * "today" is known, day arithmetic needs no time zone, and UTC has no daylight-saving gaps whatever zone the
 * host runs in. `setUTCFullYear` keeps years below 100 as written.
 */
function utcDay(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

/** A day (yyyy-MM-dd) as a date at midnight in UTC, the form the calendar's arithmetic works on. */
export function toDay(date: ApiDate): Date {
  const [, year, month, day] = apiDatePattern.exec(date) ?? [];
  return utcDay(Number(year), Number(month), Number(day));
}

function fromDay(day: Date): ApiDate {
  const year = String(day.getUTCFullYear()).padStart(4, '0');
  return `${year}-${twoDigits(day.getUTCMonth() + 1)}-${twoDigits(day.getUTCDate())}`;
}

/** Whether a value is a real calendar day written yyyy-MM-dd (no 2026-02-30, no 2026-1-5). */
export function isApiDate(value: unknown): value is ApiDate {
  return typeof value === 'string' && apiDatePattern.test(value) && fromDay(toDay(value)) === value;
}

export function addCalendarDays(date: ApiDate, days: number): ApiDate {
  const day = toDay(date);
  return fromDay(utcDay(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate() + days));
}

/** The same day `months` later; a day the target month lacks becomes its last (Jan 31 + 1 month: Feb 28/29). */
export function addCalendarMonths(date: ApiDate, months: number): ApiDate {
  const day = toDay(date);
  const year = day.getUTCFullYear();
  const month = day.getUTCMonth() + 1 + months;
  const lastDay = utcDay(year, month + 1, 0).getUTCDate();
  return fromDay(utcDay(year, month, Math.min(day.getUTCDate(), lastDay)));
}

/** The number of days from `begin` to `end`, both counted: 1 for a single day. */
export function daysInRange(begin: ApiDate, end: ApiDate): number {
  return Math.round((toDay(end).getTime() - toDay(begin).getTime()) / dayMs) + 1;
}

/** 0 for Sunday … 6 for Saturday, as `Date#getDay`. */
export function dayOfWeek(date: ApiDate): number {
  return toDay(date).getUTCDay();
}

export function startOfWeekOf(date: ApiDate): ApiDate {
  return addCalendarDays(date, -((dayOfWeek(date) - weekStartsOn + 7) % 7));
}

export function endOfWeekOf(date: ApiDate): ApiDate {
  return addCalendarDays(startOfWeekOf(date), 6);
}

export function startOfMonthOf(date: ApiDate): ApiDate {
  return `${date.slice(0, 8)}01`;
}

export function endOfMonthOf(date: ApiDate): ApiDate {
  const day = toDay(date);
  return fromDay(utcDay(day.getUTCFullYear(), day.getUTCMonth() + 2, 0));
}

export function earlierOf(a: ApiDate, b: ApiDate): ApiDate {
  return a <= b ? a : b;
}
