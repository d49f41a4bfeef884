import { describe, expect, it } from 'vitest';
import { providerToday } from './calendar';

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
});
