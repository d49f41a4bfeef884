import type { AccountSummary } from '@adconsole/api-client/contract';
import { describe, expect, it } from 'vitest';
import { formatMetric, parseTrendParams, periodTotals, trendPeriods, trendSeries } from './trend-data';

/** 2026-11-21 16:00 in Asia/Shanghai: the provider's yesterday is 2026-11-20. */
const now = Date.UTC(2026, 10, 21, 8);

const day = (date: string, cost: number, click: number) => ({
  date,
  cost,
  impression: click * 20,
  click,
  ctr: 0.05,
  cpc: click ? cost / click : 0,
  cpm: 0,
  conversion: 0,
});
const summary = (trend: ReturnType<typeof day>[], cost: number, click: number): AccountSummary => ({
  accountId: 3,
  accountNo: 'adc-demo-01',
  balance: 8890,
  cost,
  impression: click * 20,
  click,
  ctr: 0.05,
  cpc: 0,
  cpm: 0,
  conversion: 0,
  trend,
});

describe('trend analysis', () => {
  it('offers 7, 30 and 90 days, each ending yesterday', () => {
    expect(trendPeriods.map(({ id, range }) => [id, range(now)])).toEqual([
      ['last7Days', { beginDate: '2026-11-14', endDate: '2026-11-20' }],
      ['last30Days', { beginDate: '2026-10-22', endDate: '2026-11-20' }],
      ['last90Days', { beginDate: '2026-08-23', endDate: '2026-11-20' }],
    ]);
  });

  it('reads its choices from the URL, falling back part by part', () => {
    expect(parseTrendParams(new URLSearchParams('metric=click&period=last90Days'))).toEqual({
      metric: 'click',
      period: 'last90Days',
    });
    expect(parseTrendParams(new URLSearchParams('metric=balance&period=last8Days'))).toEqual({
      metric: 'cost',
      period: 'last7Days',
    });
  });

  it('totals both periods with the change, none from a period without any', () => {
    const current = summary([], 150, 30);
    expect(periodTotals(current, summary([], 100, 40), 'cost')).toEqual({
      current: 150,
      previous: 100,
      change: 0.5,
    });
    expect(periodTotals(current, summary([], 100, 40), 'click')).toEqual({
      current: 30,
      previous: 40,
      change: -0.25,
    });
    expect(periodTotals(current, summary([], 0, 0), 'cost').change).toBeNull();
  });

  it('pairs the period with the days before, day by day', () => {
    const current = summary([day('2026-11-19', 10, 2), day('2026-11-20', 12.5, 5)], 22.5, 7);
    const previous = summary([day('2026-11-17', 8, 1), day('2026-11-18', 0, 0)], 8, 1);
    const series = trendSeries(current, previous, 'cost');
    expect(series).toEqual({ dates: ['2026-11-19', '2026-11-20'], current: [10, 12.5], previous: [8, 0] });
  });

  it('formats each metric in the unit of its report column', () => {
    expect(formatMetric('cost', 1234.5)).toBe('￥1,234.50');
    expect(formatMetric('click', 1234)).toBe('1,234');
    expect(formatMetric('ctr', 0.0523)).toBe('5.23%');
  });
});
