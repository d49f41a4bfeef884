import { describe, expect, it } from 'vitest';
import { comparedPeriod, previousPeriod } from './previous-period';

// The period a report compares with (docs/requirements.md#period-comparison).
describe('previousPeriod', () => {
  it('takes as many days right before a daily or custom range', () => {
    expect(previousPeriod('day', { beginDate: '2026-11-01', endDate: '2026-11-14' })).toEqual({
      beginDate: '2026-10-18',
      endDate: '2026-10-31',
      shift: { days: 14 },
    });
    expect(previousPeriod('summary', { beginDate: '2026-03-01', endDate: '2026-03-01' })).toEqual({
      beginDate: '2026-02-28',
      endDate: '2026-02-28',
      shift: { days: 1 },
    });
  });

  it('takes as many weeks before a weekly range', () => {
    expect(previousPeriod('week', { beginDate: '2026-11-02', endDate: '2026-11-15' })).toEqual({
      beginDate: '2026-10-19',
      endDate: '2026-11-01',
      shift: { days: 14 },
    });
  });

  it('takes as many whole months before a monthly range, whatever their lengths', () => {
    expect(previousPeriod('month', { beginDate: '2026-03-01', endDate: '2026-04-30' })).toEqual({
      beginDate: '2026-01-01',
      endDate: '2026-02-28',
      shift: { months: 2 },
    });
    expect(previousPeriod('month', { beginDate: '2026-12-01', endDate: '2027-01-31' })).toEqual({
      beginDate: '2026-10-01',
      endDate: '2026-11-30',
      shift: { months: 2 },
    });
  });

  it('compares a running month with the same days of the month before, at most the whole of it', () => {
    expect(previousPeriod('month', { beginDate: '2026-11-01', endDate: '2026-11-20' })).toEqual({
      beginDate: '2026-10-01',
      endDate: '2026-10-20',
      shift: { months: 1 },
    });
    expect(previousPeriod('month', { beginDate: '2026-03-01', endDate: '2026-03-30' })).toEqual({
      beginDate: '2026-02-01',
      endDate: '2026-02-28',
      shift: { months: 1 },
    });
  });
});

describe('comparedPeriod', () => {
  it('is the previous period for `previous`', () => {
    const range = { beginDate: '2026-11-02', endDate: '2026-11-15' };
    expect(comparedPeriod('week', range, { kind: 'previous' })).toEqual(previousPeriod('week', range));
  });

  it('takes the same dates a year earlier, 29 February as the 28th', () => {
    expect(
      comparedPeriod('day', { beginDate: '2028-02-23', endDate: '2028-02-29' }, { kind: 'lastYear' }),
    ).toEqual({ beginDate: '2027-02-23', endDate: '2027-02-28', shift: { months: 12 } });
  });

  it('takes whole weeks 52 weeks earlier, across the year boundary, so Mondays stay Mondays', () => {
    // 2026-12-28 – 2027-01-03 is ISO week 53 of 2026.
    expect(
      comparedPeriod('week', { beginDate: '2026-12-28', endDate: '2027-01-03' }, { kind: 'lastYear' }),
    ).toEqual({ beginDate: '2025-12-29', endDate: '2026-01-04', shift: { days: 364 } });
  });

  it('takes the same whole months a year earlier, and a running month the same days of it', () => {
    expect(
      comparedPeriod('month', { beginDate: '2028-01-01', endDate: '2028-02-29' }, { kind: 'lastYear' }),
    ).toEqual({ beginDate: '2027-01-01', endDate: '2027-02-28', shift: { months: 12 } });
    expect(
      comparedPeriod('month', { beginDate: '2026-11-01', endDate: '2026-11-20' }, { kind: 'lastYear' }),
    ).toEqual({ beginDate: '2025-11-01', endDate: '2025-11-20', shift: { months: 12 } });
  });

  it('takes a period of the same length from the chosen day', () => {
    expect(
      comparedPeriod(
        'day',
        { beginDate: '2027-01-01', endDate: '2027-01-10' },
        { kind: 'custom', beginDate: '2026-12-25' },
      ),
    ).toEqual({ beginDate: '2026-12-25', endDate: '2027-01-03', shift: { days: 7 } });
    expect(
      comparedPeriod(
        'month',
        { beginDate: '2026-03-01', endDate: '2026-04-30' },
        { kind: 'custom', beginDate: '2025-12-01' },
      ),
    ).toEqual({ beginDate: '2025-12-01', endDate: '2026-01-31', shift: { months: 3 } });
  });
});
