import {
  addCalendarDays,
  addCalendarMonths,
  dayOfWeek,
  endOfMonthOf,
  startOfMonthOf,
  type ApiDate,
} from './calendar';

/** How often a scheduled report is sent (docs/requirements.md#scheduled-reports). */
export const scheduleFrequencies = ['hourly', 'daily', 'weekly', 'monthly'] as const;
export type ScheduleFrequency = (typeof scheduleFrequencies)[number];

/** When a schedule sends: its frequency, HH:mm, weekday (1 Monday … 7 Sunday) or month day, in a time zone. */
export interface ScheduleCalendar {
  frequency: ScheduleFrequency;
  at: string;
  weekday?: number;
  monthDay?: number | 'last';
  timeZone: string;
}

/** A wall clock reading in a zone: the day, and the minutes since its midnight. */
interface WallClock {
  date: ApiDate;
  hour: number;
  minute: number;
}

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building one costs far more than using it. */
function formatIn(zone: string) {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(zone, format);
  }
  return format;
}

function partsIn(instant: number, zone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatIn(zone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

const two = (value: number) => String(value).padStart(2, '0');

/** The wall clock of a zone at an instant. */
function wallClock(instant: number, zone: string): WallClock {
  const { year, month, day, hour, minute } = partsIn(instant, zone);
  return { date: `${String(year).padStart(4, '0')}-${two(month)}-${two(day)}`, hour, minute };
}

/** How far the zone's clock is ahead of UTC at an instant (ms; negative west of Greenwich). */
function offsetAt(instant: number, zone: string): number {
  const { year, month, day, hour, minute, second } = partsIn(instant, zone);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a zone's clock reads `date` `hour`:`minute`. A reading the clock skips (the hour a
 * daylight-saving change leaves out) is read with the offset before the change, landing as far after the gap
 * as it was into it (02:30 → 03:30); a reading the clock shows twice (the hour repeated in autumn) is its
 * first showing. As JavaScript's Temporal does by default ("compatible"), so a schedule never sends twice
 * or not at all on the day the clocks change.
 */
export function instantOf(date: ApiDate, hour: number, minute: number, zone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const local = Date.UTC(year, month - 1, day, hour, minute);
  const before = offsetAt(local - dayMs, zone);
  const after = offsetAt(local + dayMs, zone);
  const fits = [local - before, local - after].filter((instant) => {
    const clock = wallClock(instant, zone);
    return clock.date === date && clock.hour === hour && clock.minute === minute;
  });
  return fits.length > 0 ? Math.min(...fits) : local - before;
}

const hourAndMinute = (at: string) => at.split(':').map(Number) as [number, number];

/** The next instant after `after` at which an hourly schedule's minute shows on the zone's clock. */
function nextHourly(minute: number, zone: string, after: number): number {
  let instant = Math.floor(after / minuteMs) * minuteMs + minuteMs;
  // Each step lands on the minute the clock reads before it; a change of offset on the way takes another.
  for (let step = 0; step < 4; step++) {
    const shown = wallClock(instant, zone).minute;
    if (shown === minute) return instant;
    instant += ((minute - shown + 60) % 60) * minuteMs;
  }
  return instant;
}

/** The day of a monthly schedule in the month of `date`: its day, or the month's last when it has none. */
function monthDayIn(date: ApiDate, monthDay: number | 'last'): ApiDate {
  const last = endOfMonthOf(date);
  if (monthDay === 'last' || monthDay >= Number(last.slice(8))) return last;
  return `${date.slice(0, 8)}${two(monthDay)}`;
}

/** The days a schedule may send on, from the first that may follow `date`'s (its week's, its month's). */
function* sendingDays(calendar: ScheduleCalendar, date: ApiDate): Generator<ApiDate> {
  if (calendar.frequency === 'monthly') {
    for (let month = startOfMonthOf(date); ; month = addCalendarMonths(month, 1)) {
      yield monthDayIn(month, calendar.monthDay ?? 1);
    }
  }
  const step = calendar.frequency === 'weekly' ? 7 : 1;
  let day = date;
  if (calendar.frequency === 'weekly') {
    // 1 Monday … 7 Sunday; the calendar's days count from Sunday, 0.
    const wanted = (calendar.weekday ?? 1) % 7;
    day = addCalendarDays(date, -((dayOfWeek(date) - wanted + 7) % 7));
  }
  for (; ; day = addCalendarDays(day, step)) yield day;
}

/**
 * The first instant after `after` at which a schedule sends (docs/requirements.md#scheduled-reports): at its
 * HH:mm on the zone's clock, daily, on its weekday, on its day of the month (the last day when the month
 * is shorter), or at its minute of every hour the clock shows (both showings of a repeated hour).
 */
export function nextRunAfter(calendar: ScheduleCalendar, after: number): number {
  const [hour, minute] = hourAndMinute(calendar.at);
  if (calendar.frequency === 'hourly') return nextHourly(minute, calendar.timeZone, after);
  // Starting a day early: a zone's date at `after` may be ahead of the day a run due after it lies on.
  const start = addCalendarDays(wallClock(after, calendar.timeZone).date, -1);
  for (const day of sendingDays(calendar, start)) {
    const instant = instantOf(day, hour, minute, calendar.timeZone);
    if (instant > after) return instant;
  }
  throw new Error('unreachable');
}

/** How far back the latest run of any schedule lies at most: a monthly one's, a month and a day. */
const longestGapMs = 32 * dayMs;

/**
 * The latest instant at or before `now` at which a schedule sent or should have: the one run a server that
 * was down sends for every run it missed (docs/requirements.md#scheduled-reports); none when the schedule's
 * first run is still to come after `since`.
 */
export function latestRunAtOrBefore(calendar: ScheduleCalendar, since: number, now: number): number | null {
  let latest: number | null = null;
  for (
    let due = nextRunAfter(calendar, Math.max(since, now - longestGapMs) - 1);
    due <= now;
    due = nextRunAfter(calendar, due)
  ) {
    latest = due;
  }
  return latest;
}

/** An instant as a schedule's zone shows it, yyyy-MM-dd HH:mm. */
export function zoneDateTime(instant: number, zone: string): string {
  const { date, hour, minute } = wallClock(instant, zone);
  return `${date} ${two(hour)}:${two(minute)}`;
}
