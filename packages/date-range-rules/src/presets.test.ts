import { describe, expect, it } from 'vitest';
import { presetOf, presetRange } from './presets';
import { isShortcutId } from './shortcuts';
import { clocks } from './testing/clocks';

const range = (beginDate: string, endDate: string) => ({ beginDate, endDate });

describe('isShortcutId', () => {
  it.each([
    ['last7Days', true],
    ['lastThreeMonths', true],
    ['last8Days', false],
    ['LAST7DAYS', false],
    [7, false],
    [null, false],
    [undefined, false],
  ])('%j is a shortcut id: %s', (value, expected) => {
    expect(isShortcutId(value)).toBe(expected);
  });
});

describe('presetRange', () => {
  it('gives the range of a shortcut of the type at the instant', () => {
    expect(presetRange(1, 'last7Days', clocks.wednesday)).toEqual(range('2026-11-11', '2026-11-17'));
    expect(presetRange(1, 'last7Days', clocks.newYearsDay)).toEqual(range('2026-12-25', '2026-12-31'));
    expect(presetRange(2, 'lastTwoWeeks', clocks.wednesday)).toEqual(range('2026-11-02', '2026-11-15'));
    expect(presetRange(3, 'lastWeek', clocks.afterYearEndWeek)).toEqual(range('2026-12-28', '2027-01-03'));
    expect(presetRange(4, 'lastThreeMonths', clocks.wednesday)).toEqual(range('2026-08-01', '2026-10-31'));
  });

  it('is null for a shortcut another type has, or none has', () => {
    expect(presetRange(1, 'lastWeek', clocks.wednesday)).toBeNull();
    expect(presetRange(3, 'lastTwoWeeks', clocks.wednesday)).toBeNull();
    expect(presetRange(4, 'last7Days', clocks.wednesday)).toBeNull();
    expect(presetRange(2, 'thisMonth', clocks.wednesday)).toBeNull();
    expect(presetRange(4, 'lastMonth', clocks.wednesday)).toBeNull();
    expect(presetRange(1, 'yesterday', clocks.wednesday)).toBeNull();
  });
});

describe('presetOf', () => {
  it('names the shortcut that gives exactly the range today', () => {
    expect(presetOf(1, range('2026-10-19', '2026-11-17'), clocks.wednesday)).toBe('last30Days');
    expect(presetOf(2, range('2026-11-09', '2026-11-15'), clocks.wednesday)).toBe('lastWeek');
    expect(presetOf(3, range('2026-11-09', '2026-11-15'), clocks.wednesday)).toBe('lastWeek');
    expect(presetOf(3, range('2026-11-02', '2026-11-08'), clocks.wednesday)).toBe('weekBeforeLast');
    expect(presetOf(4, range('2026-10-01', '2026-10-31'), clocks.wednesday)).toBe('previousMonth');
    expect(presetOf(4, range('2026-01-01', '2026-11-30'), clocks.wednesday)).toBe('thisYear');
  });

  it('is null for a range no shortcut of the type gives today', () => {
    expect(presetOf(1, range('2026-10-19', '2026-11-16'), clocks.wednesday)).toBeNull();
    expect(presetOf(1, range('2026-11-11', '2026-11-17'), clocks.sunday)).toBeNull();
    expect(presetOf(5, range('2026-11-11', '2026-11-17'), clocks.wednesday)).toBeNull();
  });
});
