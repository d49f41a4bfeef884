import { describe, expect, it } from 'vitest';
import { previousDays } from './previous-days';

describe('previousDays', () => {
  it('takes as many days, ending the day before the range', () => {
    expect(previousDays({ beginDate: '2026-11-14', endDate: '2026-11-20' })).toEqual({
      beginDate: '2026-11-07',
      endDate: '2026-11-13',
    });
    expect(previousDays({ beginDate: '2026-03-01', endDate: '2026-03-01' })).toEqual({
      beginDate: '2026-02-28',
      endDate: '2026-02-28',
    });
  });

  it('counts calendar days across a month end and a leap day', () => {
    expect(previousDays({ beginDate: '2028-03-01', endDate: '2028-03-30' })).toEqual({
      beginDate: '2028-01-31',
      endDate: '2028-02-29',
    });
    expect(previousDays({ beginDate: '2027-01-01', endDate: '2027-01-14' })).toEqual({
      beginDate: '2026-12-18',
      endDate: '2026-12-31',
    });
  });
});
