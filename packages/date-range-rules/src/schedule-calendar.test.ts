import { describe, expect, it } from 'vitest';
import {
  instantOf,
  latestRunAtOrBefore,
  nextRunAfter,
  zoneDateTime,
  type ScheduleCalendar,
} from './schedule-calendar';

const at = (iso: string) => Date.parse(iso);
const iso = (instant: number) => new Date(instant).toISOString();

describe('next run of a schedule', () => {
  it('sends daily at its time on the zone’s clock (Asia/Shanghai by default)', () => {
    const daily: ScheduleCalendar = { frequency: 'daily', at: '09:00', timeZone: 'Asia/Shanghai' };
    // 15:10 in Shanghai: today's 09:00 has passed.
    expect(iso(nextRunAfter(daily, at('2026-11-27T07:10:00Z')))).toBe('2026-11-28T01:00:00.000Z');
    // 08:59 in Shanghai: today's is still to come; exactly at it, the next one is tomorrow's.
    expect(iso(nextRunAfter(daily, at('2026-11-27T00:59:00Z')))).toBe('2026-11-27T01:00:00.000Z');
    expect(iso(nextRunAfter(daily, at('2026-11-27T01:00:00Z')))).toBe('2026-11-28T01:00:00.000Z');
  });

  it('sends once on the days the clocks change: a skipped time after the gap, a repeated one first', () => {
    const york = (time: string): ScheduleCalendar => ({
      frequency: 'daily',
      at: time,
      timeZone: 'America/New_York',
    });
    // 8 March 2026: 02:00 EST jumps to 03:00 EDT; 02:30 is sent at 03:30 EDT.
    expect(iso(nextRunAfter(york('02:30'), at('2026-03-08T05:00:00Z')))).toBe('2026-03-08T07:30:00.000Z');
    expect(iso(nextRunAfter(york('02:30'), at('2026-03-08T07:30:00Z')))).toBe('2026-03-09T06:30:00.000Z');
    // 1 November 2026: 01:30 shows at 05:30Z (EDT) and again at 06:30Z (EST); sent at the first only.
    expect(iso(nextRunAfter(york('01:30'), at('2026-11-01T04:00:00Z')))).toBe('2026-11-01T05:30:00.000Z');
    expect(iso(nextRunAfter(york('01:30'), at('2026-11-01T05:30:00Z')))).toBe('2026-11-02T06:30:00.000Z');
  });

  it('sends weekly on its weekday, monthly on its day or the month’s last', () => {
    const monday: ScheduleCalendar = {
      frequency: 'weekly',
      at: '09:00',
      weekday: 1,
      timeZone: 'Europe/London',
    };
    // Friday 27 November 2026 → Monday 30 November, 09:00 GMT.
    expect(iso(nextRunAfter(monday, at('2026-11-27T07:10:00Z')))).toBe('2026-11-30T09:00:00.000Z');
    const sunday = { ...monday, weekday: 7 };
    expect(iso(nextRunAfter(sunday, at('2026-11-27T07:10:00Z')))).toBe('2026-11-29T09:00:00.000Z');
    const monthly = (monthDay: number | 'last'): ScheduleCalendar => ({
      frequency: 'monthly',
      at: '08:00',
      monthDay,
      timeZone: 'Asia/Shanghai',
    });
    expect(iso(nextRunAfter(monthly(31), at('2026-02-01T00:00:00Z')))).toBe('2026-02-28T00:00:00.000Z');
    expect(iso(nextRunAfter(monthly('last'), at('2028-02-01T00:00:00Z')))).toBe('2028-02-29T00:00:00.000Z');
    expect(iso(nextRunAfter(monthly(31), at('2026-02-28T00:00:00Z')))).toBe('2026-03-31T00:00:00.000Z');
    expect(iso(nextRunAfter(monthly(1), at('2026-12-01T00:00:00Z')))).toBe('2027-01-01T00:00:00.000Z');
  });

  it('sends hourly at its minute as the zone shows it, every hour the clock shows', () => {
    // India is 5:30 ahead: its :15 is UTC's :45.
    const kolkata: ScheduleCalendar = { frequency: 'hourly', at: '00:15', timeZone: 'Asia/Kolkata' };
    expect(iso(nextRunAfter(kolkata, at('2026-11-27T07:10:00Z')))).toBe('2026-11-27T07:45:00.000Z');
    const york: ScheduleCalendar = { frequency: 'hourly', at: '00:00', timeZone: 'America/New_York' };
    const runsOf = (from: string, to: string) => {
      const runs: string[] = [];
      for (let due = nextRunAfter(york, at(from)); due < at(to); due = nextRunAfter(york, due)) {
        runs.push(zoneDateTime(due, 'America/New_York'));
      }
      return runs;
    };
    // The spring day has 23 hours, the autumn day 25 (01:00 twice).
    expect(runsOf('2026-03-08T04:30:00Z', '2026-03-09T03:30:00Z')).toHaveLength(23);
    const autumn = runsOf('2026-11-01T03:30:00Z', '2026-11-02T04:30:00Z');
    expect(autumn).toHaveLength(25);
    expect(autumn.slice(0, 4)).toEqual([
      '2026-11-01 00:00',
      '2026-11-01 01:00',
      '2026-11-01 01:00',
      '2026-11-01 02:00',
    ]);
  });

  it('keeps its properties in every zone, calendar and instant (property-style)', () => {
    const zones = [
      'Asia/Shanghai',
      'UTC',
      'America/New_York',
      'America/Sao_Paulo',
      'Europe/London',
      'Europe/Berlin',
      'Asia/Kolkata',
      'Asia/Kathmandu',
      'Australia/Lord_Howe',
      'Pacific/Chatham',
      'Pacific/Apia',
      'America/St_Johns',
    ];
    // A fixed seed: the same cases every run.
    let seed = 48;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const two = (n: number) => String(n).padStart(2, '0');
    for (let i = 0; i < 1500; i++) {
      const frequency = (['hourly', 'daily', 'weekly', 'monthly'] as const)[random(4)]!;
      const calendar: ScheduleCalendar = {
        frequency,
        at: `${two(random(24))}:${two(random(4) * 15 + random(2))}`,
        weekday: 1 + random(7),
        monthDay: random(5) === 0 ? 'last' : 1 + random(31),
        timeZone: zones[random(zones.length)]!,
      };
      const after = at('2025-01-01T00:00:00Z') + random(3 * 365 * 24 * 60) * 60_000 + random(60_000);
      const next = nextRunAfter(calendar, after);
      const shown = zoneDateTime(next, calendar.timeZone);
      const label = `${JSON.stringify(calendar)} after ${iso(after)}: ${iso(next)} (${shown})`;
      expect(next, label).toBeGreaterThan(after);
      // Nothing due between: the run before the next one is at or before `after`.
      expect(nextRunAfter(calendar, next - 1), label).toBe(next);
      const longest = { hourly: 2, daily: 26, weekly: 7 * 24 + 2, monthly: 31 * 24 + 2 }[frequency];
      expect(next - after, label).toBeLessThanOrEqual(longest * 3_600_000);
      const [hour, minute] = calendar.at.split(':');
      if (frequency === 'hourly') {
        expect(shown.slice(14), label).toBe(minute);
        continue;
      }
      // Shown at its time, unless the clocks skipped it that day (then the offset changed in the hours before).
      const offset = (instant: number) =>
        Date.parse(`${zoneDateTime(instant, calendar.timeZone).replace(' ', 'T')}:00Z`) -
        Math.floor(instant / 60_000) * 60_000;
      if (shown.slice(11) !== `${hour}:${minute}`) {
        expect(offset(next - 3 * 3_600_000), label).not.toBe(offset(next));
      }
      const day = new Date(`${shown.slice(0, 10)}T00:00:00Z`);
      if (frequency === 'weekly') expect(day.getUTCDay() || 7, label).toBe(calendar.weekday);
      if (frequency === 'monthly') {
        const last = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0)).getUTCDate();
        const wanted = calendar.monthDay === 'last' ? last : Math.min(calendar.monthDay!, last);
        expect(day.getUTCDate(), label).toBe(wanted);
      }
    }
  });

  it('sends every day of a year exactly once in zones with daylight saving', () => {
    for (const timeZone of ['America/New_York', 'Europe/Berlin', 'Australia/Lord_Howe', 'America/Santiago']) {
      for (const time of ['00:00', '00:30', '01:30', '02:00', '02:30', '03:00', '23:30']) {
        const calendar: ScheduleCalendar = { frequency: 'daily', at: time, timeZone };
        const days = new Set<string>();
        let due = nextRunAfter(calendar, at('2026-01-01T12:00:00Z'));
        for (let n = 0; n < 365; n++, due = nextRunAfter(calendar, due)) {
          days.add(zoneDateTime(due, timeZone).slice(0, 10));
        }
        expect(days.size, `${timeZone} ${time}`).toBe(365);
      }
    }
  });
});

describe('latest missed run', () => {
  const daily: ScheduleCalendar = { frequency: 'daily', at: '09:00', timeZone: 'Asia/Shanghai' };

  it('is the last one due, however many were missed', () => {
    // Down from 24 to 27 November: of the runs of the 25th, 26th and 27th, the 27th's.
    const since = at('2026-11-25T01:00:00Z');
    expect(iso(latestRunAtOrBefore(daily, since, at('2026-11-27T07:10:00Z'))!)).toBe(
      '2026-11-27T01:00:00.000Z',
    );
    // Months down: still one.
    expect(iso(latestRunAtOrBefore(daily, at('2026-01-01T01:00:00Z'), at('2026-11-27T07:10:00Z'))!)).toBe(
      '2026-11-27T01:00:00.000Z',
    );
    const hourly: ScheduleCalendar = { frequency: 'hourly', at: '00:05', timeZone: 'Asia/Shanghai' };
    expect(iso(latestRunAtOrBefore(hourly, since, at('2026-11-27T07:10:00Z'))!)).toBe(
      '2026-11-27T07:05:00.000Z',
    );
  });

  it('is none while the first run is still to come', () => {
    expect(latestRunAtOrBefore(daily, at('2026-11-28T01:00:00Z'), at('2026-11-27T07:10:00Z'))).toBeNull();
  });
});

describe('a wall-clock time in a zone', () => {
  it('is the instant the zone’s clock shows it', () => {
    expect(iso(instantOf('2026-07-01', 9, 0, 'Europe/Berlin'))).toBe('2026-07-01T07:00:00.000Z');
    expect(iso(instantOf('2026-12-31', 23, 45, 'Asia/Kathmandu'))).toBe('2026-12-31T18:00:00.000Z');
  });
});
