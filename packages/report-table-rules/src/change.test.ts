import { describe, expect, it } from 'vitest';
import { changeDirection, formatChange } from './change';

describe('formatChange', () => {
  it.each([
    [0.1234, '+12.3%'],
    [-0.04, '−4.0%'],
    [0, '0.0%'],
    [0.00049, '0.0%'],
    [-0.00051, '−0.1%'],
    [2.5, '+250.0%'],
    [-1, '−100.0%'],
    ['0.5', '+50.0%'],
    [null, '—'],
    [undefined, '—'],
    ['', '—'],
  ])('%s → %s', (value, text) => {
    expect(formatChange(value)).toBe(text);
  });
});

describe('changeDirection', () => {
  it.each([
    [0.1234, 'up'],
    [-0.04, 'down'],
    [0.0004, 'flat'],
    [0, 'flat'],
    [null, undefined],
  ])('%s → %s', (value, direction) => {
    expect(changeDirection(value)).toBe(direction);
  });
});
