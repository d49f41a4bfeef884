import { valueUnits } from '@adconsole/api-client/contract';
import { describe, expect, it } from 'vitest';
import { formatNumber, formatValue, isEmptyValue, roundTo, roundTotal, toNumber } from './format';

describe('isEmptyValue', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    [Number.NaN, true],
    [0, false],
    ['0', false],
    ['--', false],
  ])('%s → %s', (value, expected) => {
    expect(isEmptyValue(value)).toBe(expected);
  });
});

describe('roundTo', () => {
  it.each([
    [1.005, 2, 1.01],
    [2.675, 2, 2.68],
    [-1.005, 2, -1.01],
    [0.1 + 0.2, 2, 0.3],
    [1234.5, 0, 1235],
    [-0.001, 2, 0],
    [12.25, 1, 12.3],
  ])('roundTo(%s, %s) = %s', (value, digits, expected) => {
    expect(roundTo(value, digits)).toBe(expected);
  });

  it('rounds totals to 2 decimals as the unit shows them', () => {
    expect(roundTotal(10 / 3)).toBe(3.33);
    expect(roundTotal(2 / 3, 't2')).toBe(0.67);
    expect(roundTotal(0.055 / 3, '%*100')).toBeCloseTo(0.0183, 10); // 1.8333% → 1.83%
    expect(roundTotal(123456, '￥/10000')).toBeCloseTo(123500, 6); // ￥12.3456 万 → ￥12.35 万
    expect(roundTotal(2.345, '%')).toBe(2.35);
  });
});

describe('formatNumber', () => {
  it.each([
    [1234567.891, 2, false, '1,234,567.89'],
    [999.999, 2, false, '1,000.00'],
    [-1234.5, 1, false, '-1,234.5'],
    [1234.5, 2, true, '1,234.5'],
    [1200, 2, true, '1,200'],
    [0, 2, false, '0.00'],
    [-0.004, 2, false, '0.00'],
  ])('formatNumber(%s, %s, trim %s) = %s', (value, digits, trim, expected) => {
    expect(formatNumber(value, digits, trim)).toBe(expected);
  });
});

describe('toNumber', () => {
  it('reads numbers and numeric text, nothing else', () => {
    expect(toNumber(12.5)).toBe(12.5);
    expect(toNumber(' 12.5 ')).toBe(12.5);
    expect(toNumber('12a')).toBeUndefined();
    expect(toNumber('')).toBeUndefined();
    expect(toNumber(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(toNumber(null)).toBeUndefined();
  });
});

describe('formatValue by unit (docs/requirements.md#units-and-formats)', () => {
  it.each([
    ['￥', 1234.5, '￥1,234.50'],
    ['￥', -12, '-￥12.00'],
    ['￥', 0.005, '￥0.01'],
    ['￥/10000', 123456, '￥12.35'],
    ['￥/10000', 5000, '￥0.50'],
    ['%', 2.42, '2.42%'],
    ['%', 100, '100.00%'],
    ['%*100', 0.0242, '2.42%'],
    ['%*100', 0.12345, '12.35%'],
    ['%*100', 1, '100.00%'],
    ['t', 1234567, '1,234,567'],
    ['t', 1234.5, '1,234.5'],
    ['t', 0.1 + 0.2, '0.3'],
    ['t/10000', 123456, '12.35'],
    ['t/10000', 120000, '12'],
    ['t1', 1234.56, '1,234.6'],
    ['t1', 7, '7.0'],
    ['t2', 1234.5, '1,234.50'],
    ['t2', '98765.432', '98,765.43'],
    ['t2/10000', 120000, '12.00'],
    ['t2/10000', 1234567, '123.46'],
  ] as const)('%s: %s → %s', (unit, value, expected) => {
    expect(formatValue(value, unit)).toBe(expected);
  });

  it.each(valueUnits)('shows empty values as -- in unit %s', (unit) => {
    for (const empty of [null, undefined, '', Number.NaN]) expect(formatValue(empty, unit)).toBe('--');
  });

  it('shows values without a unit, and text in a numeric unit, as they came', () => {
    expect(formatValue(1234.5)).toBe('1234.5');
    expect(formatValue('北京', null)).toBe('北京');
    expect(formatValue('n/a', 't2')).toBe('n/a');
    expect(formatValue(null)).toBe('--');
  });
});
