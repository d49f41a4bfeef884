import { describe, expect, it } from 'vitest';
import { isEmptyValue } from './format';

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
