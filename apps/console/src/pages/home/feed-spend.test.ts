import { describe, expect, it } from 'vitest';
import { dailySpend, feedSpendRange } from './feed-spend';

describe("the feed ads' last 15 days", () => {
  it('are the 15 days before today in Asia/Shanghai, today left out', () => {
    // 2026-11-21 16:00 UTC is already 2026-11-22 in Shanghai.
    expect(feedSpendRange(Date.UTC(2026, 10, 21, 16))).toEqual({
      beginDate: '2026-11-07',
      endDate: '2026-11-21',
    });
    expect(feedSpendRange(Date.UTC(2026, 10, 21, 15, 59))).toEqual({
      beginDate: '2026-11-06',
      endDate: '2026-11-20',
    });
  });

  it('give every day of the range its cost, 0 for a day without rows', () => {
    const range = { beginDate: '2026-11-18', endDate: '2026-11-21' };
    const rows = [
      { reportDates: '2026-11-21', cost: 12.3 },
      { reportDates: '2026-11-18', cost: 100 },
      { reportDates: '2026-11-19', cost: null },
    ];
    expect(dailySpend(rows, range)).toEqual([
      { date: '2026-11-18', cost: 100 },
      { date: '2026-11-19', cost: 0 },
      { date: '2026-11-20', cost: 0 },
      { date: '2026-11-21', cost: 12.3 },
    ]);
  });
});
