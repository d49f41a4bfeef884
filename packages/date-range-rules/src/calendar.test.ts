import { describe, expect, it } from 'vitest';
import { clocks } from './testing/clocks';
import {
  addCalendarDays,
  addCalendarMonths,
  dayOfWeek,
  daysInRange,
  endOfLastWeek,
  endOfMonthOf,
  endOfWeekOf,
  isApiDate,
  providerDateTime,
  providerToday,
  providerYesterday,
  startOfMonthOf,
  startOfWeekOf,
} from './calendar';

describe('providerToday', () => {
  it.each([
    ['2026-11-21T15:59:59Z', '2026-11-21'],
    ['2026-11-21T16:00:00Z', '2026-11-22'],
    ['2026-11-21T23:30:00Z', '2026-11-22'],
    ['2026-12-31T16:00:00Z', '2027-01-01'],
    ['2028-02-28T16:30:00Z', '2028-02-29'],
  ])('at %s it is %s in Asia/Shanghai', (instant, expected) => {
    expect(providerToday(new Date(instant))).toBe(expected);
  });

  it('takes a timestamp as well as a Date', () => {
    expect(providerToday(Date.parse('2026-11-21T16:00:00Z'))).toBe('2026-11-22');
  });
});

describe('yesterday and the end of last week in Asia/Shanghai', () => {
  it.each([
    ['wednesday', '2026-11-17', '2026-11-15'],
    ['sunday', '2026-11-21', '2026-11-15'],
    ['sundayLastMinute', '2026-11-21', '2026-11-15'],
    ['mondayMorning', '2026-11-22', '2026-11-22'],
    ['firstOfDecember', '2026-11-30', '2026-11-29'],
    ['newYearsDay', '2026-12-31', '2026-12-27'],
    ['leapDay', '2028-02-28', '2028-02-27'],
    ['afterLeapDay', '2028-02-29', '2028-02-27'],
  ] as const)('on %s yesterday is %s and last week ended %s', (clock, yesterday, sunday) => {
    expect(providerYesterday(clocks[clock])).toBe(yesterday);
    expect(endOfLastWeek(clocks[clock])).toBe(sunday);
  });
});

describe('isApiDate', () => {
  it.each([
    ['2026-11-18', true],
    ['2028-02-29', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2100-02-29', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-1-05', false],
    [' 2026-11-18', false],
    ['2026-11-18T00:00:00Z', false],
    ['2026/11/18', false],
    ['', false],
    [20261118, false],
    [null, false],
  ])('%j → %s', (value, expected) => {
    expect(isApiDate(value)).toBe(expected);
  });
});

describe('day arithmetic', () => {
  it.each([
    ['2026-11-18', '2026-11-18', 1],
    ['2026-11-16', '2026-11-22', 7],
    ['2026-12-31', '2027-01-01', 2],
    ['2028-02-01', '2028-02-29', 29],
    ['2026-01-01', '2026-12-31', 365],
    ['2028-01-01', '2028-12-31', 366],
    ['2024-01-01', '2025-12-31', 731],
  ])('%s to %s counts %i days', (begin, end, days) => {
    expect(daysInRange(begin, end)).toBe(days);
  });

  it.each([
    ['2026-11-22', '2026-11-16', '2026-11-22'],
    ['2026-11-23', '2026-11-23', '2026-11-29'],
    ['2027-01-01', '2026-12-28', '2027-01-03'],
    ['2028-02-29', '2028-02-28', '2028-03-05'],
  ])('the week of %s runs Monday %s to Sunday %s', (date, monday, sunday) => {
    expect(startOfWeekOf(date)).toBe(monday);
    expect(endOfWeekOf(date)).toBe(sunday);
  });

  it.each([
    ['2028-02-10', '2028-02-29'],
    ['2026-02-10', '2026-02-28'],
    ['2100-02-01', '2100-02-28'],
    ['2026-12-05', '2026-12-31'],
    ['2026-04-01', '2026-04-30'],
  ])('the month of %s ends %s', (date, end) => {
    expect(endOfMonthOf(date)).toBe(end);
  });

  it.each([
    ['2026-12-01', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-01'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-05-31', 13, '2027-06-30'],
    ['2026-11-18', -24, '2024-11-18'],
  ])('%s plus %i months is %s', (date, months, expected) => {
    expect(addCalendarMonths(date, months)).toBe(expected);
  });

  it.each([
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2026-11-18', -730, '2024-11-18'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addCalendarDays(date, days)).toBe(expected);
  });

  it.each([
    ['2026-11-16', 1],
    ['2026-11-22', 0],
    ['2028-02-29', 2],
    ['2000-01-01', 6],
  ])('%s is day %i of the week', (date, day) => {
    expect(dayOfWeek(date)).toBe(day);
  });

  it('starts a month on its first day', () => {
    expect(startOfMonthOf('2028-02-29')).toBe('2028-02-01');
    expect(startOfMonthOf('2026-12-01')).toBe('2026-12-01');
  });
});

describe('providerDateTime', () => {
  it('writes an instant on the Asia/Shanghai clock', () => {
    expect(providerDateTime(Date.parse('2026-11-21T23:30:05Z'))).toBe('2026-11-22 07:30:05');
    expect(providerDateTime(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01 00:00:00');
    expect(providerDateTime(Date.parse('2028-02-28T15:59:59Z'))).toBe('2028-02-28 23:59:59');
  });
});
