import { describe, expect, it } from 'vitest';
import { previousPeriod } from './previous-period';

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
