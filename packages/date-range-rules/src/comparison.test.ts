import { describe, expect, it } from 'vitest';
import { checkComparison, comparisonRange, isComparison, type Comparison } from './comparison';
import type { PickerType } from './picker-types';
import { clocks } from './testing/clocks';

const range = (beginDate: string, endDate: string) => ({ beginDate, endDate });
const previous: Comparison = { kind: 'previous' };
const lastYear: Comparison = { kind: 'lastYear' };
const custom = (beginDate: string): Comparison => ({ kind: 'custom', beginDate });

describe('comparisonRange', () => {
  it.each<[PickerType, [string, string], Comparison, [string, string]]>([
    [1, ['2026-11-01', '2026-11-24'], previous, ['2026-10-08', '2026-10-31']],
    [1, ['2026-11-01', '2026-11-24'], lastYear, ['2025-11-01', '2025-11-24']],
    [1, ['2026-11-01', '2026-11-24'], custom('2026-09-01'), ['2026-09-01', '2026-09-24']],
    [5, ['2026-11-01', '2026-11-18'], previous, ['2026-10-14', '2026-10-31']],
    [2, ['2026-11-02', '2026-11-15'], previous, ['2026-10-19', '2026-11-01']],
    [2, ['2026-11-02', '2026-11-15'], lastYear, ['2025-11-03', '2025-11-16']],
    [2, ['2026-11-02', '2026-11-15'], custom('2026-09-07'), ['2026-09-07', '2026-09-20']],
    [3, ['2026-11-09', '2026-11-15'], previous, ['2026-11-02', '2026-11-08']],
    [4, ['2026-09-01', '2026-10-31'], previous, ['2026-07-01', '2026-08-31']],
    [4, ['2026-09-01', '2026-10-31'], lastYear, ['2025-09-01', '2025-10-31']],
    [4, ['2026-09-01', '2026-10-31'], custom('2026-01-01'), ['2026-01-01', '2026-02-28']],
    [4, ['2026-11-01', '2026-11-17'], previous, ['2026-10-01', '2026-10-17']],
    [4, ['2026-11-01', '2026-11-17'], lastYear, ['2025-11-01', '2025-11-17']],
    [4, ['2026-03-01', '2026-03-31'], previous, ['2026-02-01', '2026-02-28']],
  ])('type %i: %j compared with %j is %j', (type, [begin, end], comparison, [beginDate, endDate]) => {
    expect(comparisonRange(type, range(begin, end), comparison)).toEqual(range(beginDate, endDate));
  });
});

describe('checkComparison', () => {
  it('gives the compared range; a month range as far as it is reported', () => {
    expect(
      checkComparison(1, range('2026-11-01', '2026-11-17'), custom('2026-10-15'), clocks.wednesday),
    ).toEqual({ ok: true, range: range('2026-10-15', '2026-10-31') });
    expect(checkComparison(4, range('2026-11-01', '2026-11-30'), previous, clocks.wednesday)).toEqual({
      ok: true,
      range: range('2026-10-01', '2026-10-17'),
    });
    expect(checkComparison(4, range('2026-10-01', '2026-11-30'), lastYear, clocks.wednesday)).toEqual({
      ok: true,
      range: range('2025-10-01', '2025-11-17'),
    });
  });

  it.each<[PickerType, [string, string], Comparison, string]>([
    [1, ['2026-11-01', '2026-11-17'], custom('2026-10-20'), 'comparisonOverlaps'],
    [1, ['2026-11-01', '2026-11-17'], custom('2026-11-01'), 'comparisonOverlaps'],
    [1, ['2025-01-01', '2026-11-17'], lastYear, 'comparisonOverlaps'],
    [1, ['2026-11-01', '2026-11-17'], custom('2026-02-30'), 'notADate'],
    [2, ['2026-11-02', '2026-11-15'], custom('2026-10-14'), 'notMonday'],
    [4, ['2026-11-01', '2026-11-30'], custom('2026-10-05'), 'notFirstOfMonth'],
    [1, ['2024-01-01', '2024-01-31'], lastYear, 'beforeDataKept'],
    [1, ['2026-11-01', '2026-11-17'], custom('2023-11-17'), 'beforeDataKept'],
  ])('type %i: %j compared with %j is refused: %s', (type, [begin, end], comparison, message) => {
    expect(checkComparison(type, range(begin, end), comparison, clocks.wednesday)).toEqual({
      ok: false,
      messageKey: `dateRange.${message}`,
    });
  });
});

describe('isComparison', () => {
  it.each([
    [{ kind: 'previous' }, true],
    [{ kind: 'lastYear' }, true],
    [{ kind: 'custom', beginDate: '2026-11-01' }, true],
    [{ kind: 'custom' }, false],
    [{ kind: 'custom', beginDate: '2026-2-1' }, false],
    [{ kind: 'next' }, false],
    ['previous', false],
    [null, false],
    [undefined, false],
  ])('%j is a comparison: %s', (value, expected) => {
    expect(isComparison(value)).toBe(expected);
  });
});
