import { describe, expect, it } from 'vitest';
import { checkComparison, comparisonRange } from './comparison';
import { firstKeptDate } from './data-kept';
import { isSelectableDate, shortcutsOf, validateRange, type PickerType } from './picker-types';
import { clocks } from './testing/clocks';
import { checkTypedRange } from './typed-checks';

/**
 * The edges of the calendar for every picker type (docs/requirements.md#date-pickers): the week across the
 * new year (ISO week 53 of 2026, Monday 2026-12-28 to Sunday 2027-01-03), 29 February 2028, and the first
 * and last days of the report data kept.
 */
type Clock = keyof typeof clocks;
const range = (beginDate: string, endDate: string) => ({ beginDate, endDate });
const shortcut = (type: PickerType, id: string, clock: Clock) =>
  shortcutsOf(type)
    .find((s) => s.id === id)!
    .range(clocks[clock]);

describe('the week across the new year, 2026-12-28 to 2027-01-03', () => {
  it.each<[PickerType, Clock, string, boolean]>([
    [1, 'yearEndWeek', '2026-12-29', true],
    [1, 'yearEndWeek', '2026-12-30', false],
    [2, 'yearEndWeek', '2026-12-27', true],
    [2, 'yearEndWeek', '2026-12-28', false],
    [3, 'yearEndWeek', '2027-01-03', false],
    [4, 'yearEndWeek', '2026-12-01', true],
    [4, 'yearEndWeek', '2027-01-01', false],
    [5, 'yearEndWeek', '2026-12-30', true],
    [5, 'yearEndWeek', '2026-12-31', false],
    [2, 'afterYearEndWeek', '2026-12-28', true],
    [3, 'afterYearEndWeek', '2027-01-03', true],
    [3, 'afterYearEndWeek', '2027-01-04', false],
    [4, 'afterYearEndWeek', '2027-01-01', true],
  ])('type %i on %s: %s selectable is %s', (type, clock, date, expected) => {
    expect(isSelectableDate(type, date, clocks[clock])).toBe(expected);
  });

  it.each<[PickerType, string, Clock, [string, string]]>([
    [1, 'last7Days', 'yearEndWeek', ['2026-12-23', '2026-12-29']],
    [2, 'lastWeek', 'yearEndWeek', ['2026-12-21', '2026-12-27']],
    [2, 'lastTwoWeeks', 'yearEndWeek', ['2026-12-14', '2026-12-27']],
    [3, 'lastWeek', 'yearEndWeek', ['2026-12-21', '2026-12-27']],
    [1, 'last7Days', 'afterYearEndWeek', ['2026-12-28', '2027-01-03']],
    [2, 'lastTwoWeeks', 'afterYearEndWeek', ['2026-12-21', '2027-01-03']],
    [3, 'lastWeek', 'afterYearEndWeek', ['2026-12-28', '2027-01-03']],
  ])('type %i %s on %s is %j', (type, id, clock, [beginDate, endDate]) => {
    expect(shortcut(type, id, clock)).toEqual(range(beginDate, endDate));
  });

  it('is a week of type 3 only once it is over', () => {
    const week = range('2026-12-28', '2027-01-03');
    expect(validateRange(3, week, clocks.yearEndWeek)).toEqual({
      ok: false,
      messageKey: 'dateRange.notAfterYesterday',
    });
    expect(validateRange(3, week, clocks.afterYearEndWeek)).toEqual({ ok: true });
    expect(checkTypedRange(3, week, clocks.yearEndWeek)).toEqual({
      ok: false,
      edge: 'beginDate',
      messageKey: 'dateRange.notAfterLastWeek',
    });
    expect(
      checkTypedRange(3, { beginDate: '2026/12/28', endDate: '2027年1月3日' }, clocks.afterYearEndWeek),
    ).toEqual({ ok: true, range: week });
  });

  it.each<[PickerType, [string, string], 'previous' | 'lastYear', [string, string]]>([
    [3, ['2026-12-28', '2027-01-03'], 'previous', ['2026-12-21', '2026-12-27']],
    [3, ['2026-12-28', '2027-01-03'], 'lastYear', ['2025-12-29', '2026-01-04']],
    [2, ['2027-01-04', '2027-01-17'], 'previous', ['2026-12-21', '2027-01-03']],
    [1, ['2027-01-01', '2027-01-10'], 'previous', ['2026-12-22', '2026-12-31']],
    [1, ['2026-12-28', '2027-01-03'], 'lastYear', ['2025-12-28', '2026-01-03']],
    [4, ['2027-01-01', '2027-01-31'], 'previous', ['2026-12-01', '2026-12-31']],
    [4, ['2026-12-01', '2027-01-31'], 'previous', ['2026-10-01', '2026-11-30']],
    [4, ['2027-01-01', '2027-01-31'], 'lastYear', ['2026-01-01', '2026-01-31']],
  ])('type %i: %j %s is %j', (type, [begin, end], kind, [beginDate, endDate]) => {
    expect(comparisonRange(type, range(begin, end), { kind })).toEqual(range(beginDate, endDate));
  });
});

describe('29 February 2028', () => {
  it.each<[PickerType, Clock, string, boolean]>([
    [1, 'leapDay', '2028-02-29', false],
    [1, 'afterLeapDay', '2028-02-29', true],
    [5, 'leapDay', '2028-02-29', true],
    [2, 'afterLeapDay', '2028-02-27', true],
    [4, 'afterLeapDay', '2028-02-01', true],
    [4, 'afterLeapDay', '2028-03-01', false],
  ])('type %i on %s: %s selectable is %s', (type, clock, date, expected) => {
    expect(isSelectableDate(type, date, clocks[clock])).toBe(expected);
  });

  it('ends the shortcuts of the day after', () => {
    expect(shortcut(1, 'last7Days', 'afterLeapDay')).toEqual(range('2028-02-23', '2028-02-29'));
    expect(shortcut(2, 'lastWeek', 'afterLeapDay')).toEqual(range('2028-02-21', '2028-02-27'));
  });

  it('ends a typed month on the leap day, or on yesterday while February runs', () => {
    expect(checkTypedRange(4, range('2028-02-01', '2028-02-29'), clocks.afterLeapDay)).toEqual({
      ok: true,
      range: range('2028-02-01', '2028-02-29'),
    });
    expect(checkTypedRange(4, range('2028-02-01', '2028-02-28'), clocks.afterLeapDay)).toEqual({
      ok: false,
      edge: 'endDate',
      messageKey: 'dateRange.notLastOfMonth',
    });
    expect(checkTypedRange(4, range('2028-02-01', '2028-02-28'), clocks.leapDay)).toEqual({
      ok: true,
      range: range('2028-02-01', '2028-02-29'),
    });
    expect(checkTypedRange(1, range('2027-02-01', '2027-02-29'), clocks.afterLeapDay)).toEqual({
      ok: false,
      edge: 'endDate',
      messageKey: 'dateRange.notADate',
    });
  });

  it.each<[PickerType, [string, string], 'previous' | 'lastYear', [string, string]]>([
    [1, ['2028-02-29', '2028-02-29'], 'lastYear', ['2027-02-28', '2027-02-28']],
    [1, ['2028-02-01', '2028-02-29'], 'lastYear', ['2027-02-01', '2027-02-28']],
    [1, ['2028-03-01', '2028-03-01'], 'previous', ['2028-02-29', '2028-02-29']],
    [2, ['2028-02-28', '2028-03-05'], 'lastYear', ['2027-03-01', '2027-03-07']],
    [4, ['2028-02-01', '2028-02-29'], 'lastYear', ['2027-02-01', '2027-02-28']],
    [4, ['2028-03-01', '2028-03-31'], 'previous', ['2028-02-01', '2028-02-29']],
  ])('type %i: %j %s is %j', (type, [begin, end], kind, [beginDate, endDate]) => {
    expect(comparisonRange(type, range(begin, end), { kind })).toEqual(range(beginDate, endDate));
  });
});

describe('the first and last days of the data kept', () => {
  it('keeps three years back from today; from a leap day, back to 28 February', () => {
    expect(firstKeptDate(clocks.wednesday)).toBe('2023-11-18');
    expect(firstKeptDate(clocks.leapDay)).toBe('2025-02-28');
    expect(firstKeptDate(clocks.afterLeapDay)).toBe('2025-03-01');
  });

  it.each<[PickerType, Clock, string, boolean]>([
    [1, 'wednesday', '2023-11-18', true],
    [1, 'wednesday', '2023-11-17', false],
    [1, 'wednesday', '2026-11-17', true],
    [5, 'wednesday', '2023-11-17', false],
    [5, 'wednesday', '2026-11-18', true],
    [2, 'wednesday', '2023-11-13', false],
    [2, 'wednesday', '2023-11-19', false],
    [2, 'wednesday', '2023-11-20', true],
    [2, 'wednesday', '2023-11-26', true],
    [3, 'wednesday', '2023-11-20', true],
    [3, 'wednesday', '2026-11-15', true],
    [4, 'wednesday', '2023-11-01', false],
    [4, 'wednesday', '2023-12-01', true],
    [4, 'wednesday', '2026-11-01', true],
    [4, 'leapDay', '2025-02-01', false],
    [4, 'leapDay', '2025-03-01', true],
  ])('type %i on %s: %s selectable is %s', (type, clock, date, expected) => {
    expect(isSelectableDate(type, date, clocks[clock])).toBe(expected);
  });

  it.each<[PickerType, [string, string], string | null]>([
    [1, ['2023-11-18', '2023-11-30'], null],
    [1, ['2023-11-17', '2023-11-30'], 'beforeDataKept'],
    [2, ['2023-11-13', '2023-11-26'], 'beforeDataKept'],
    [3, ['2023-11-20', '2023-11-26'], null],
    [4, ['2023-11-01', '2023-11-30'], 'beforeDataKept'],
    [4, ['2023-12-01', '2023-12-31'], null],
    [5, ['2023-11-17', '2023-11-18'], 'beforeDataKept'],
  ])('type %i validates %j on Wednesday 2026-11-18: %s', (type, [begin, end], message) => {
    expect(validateRange(type, range(begin, end), clocks.wednesday)).toEqual(
      message ? { ok: false, messageKey: `dateRange.${message}` } : { ok: true },
    );
  });

  it.each<[PickerType, [string, string], 'beginDate' | 'endDate', string]>([
    [1, ['2023-11-17', '2023-11-30'], 'beginDate', 'beforeDataKept'],
    [1, ['2023-11-18', '2026-11-18'], 'endDate', 'notAfterYesterday'],
    [2, ['2023-11-13', '2023-11-26'], 'beginDate', 'beforeDataKept'],
    [3, ['2026-11-16', '2026-11-22'], 'beginDate', 'notAfterLastWeek'],
    [4, ['2023-11-01', '2023-11-30'], 'beginDate', 'beforeDataKept'],
    [4, ['2026-12-01', '2026-12-31'], 'beginDate', 'notAfterYesterday'],
    [5, ['2026-11-18', '2026-11-19'], 'endDate', 'notAfterToday'],
  ])('type %i refuses typed %j at %s: %s', (type, [begin, end], edge, message) => {
    expect(checkTypedRange(type, range(begin, end), clocks.wednesday)).toEqual({
      ok: false,
      edge,
      messageKey: `dateRange.${message}`,
    });
  });

  it('compares with a period from the first day kept, never before it', () => {
    expect(
      checkComparison(1, range('2023-11-25', '2023-12-01'), { kind: 'previous' }, clocks.wednesday),
    ).toEqual({
      ok: true,
      range: range('2023-11-18', '2023-11-24'),
    });
    expect(
      checkComparison(1, range('2023-11-24', '2023-11-30'), { kind: 'previous' }, clocks.wednesday),
    ).toEqual({
      ok: false,
      messageKey: 'dateRange.beforeDataKept',
    });
  });
});
