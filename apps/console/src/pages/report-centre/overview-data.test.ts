import type { CalculatedColumn } from '@adconsole/report-table';
import { describe, expect, it } from 'vitest';
import {
  barShares,
  calculatedChange,
  calculatedText,
  changeOf,
  daySeries,
  formatMetric,
  hourSeries,
  kpiFigures,
  overviewCalculated,
  percent,
  targetingGroups,
  totalShares,
  type TargetingRow,
} from './overview-data';

const metrics = (cost: number, click = 0) => ({
  cost,
  impression: click * 20,
  click,
  ctr: 0.05,
  cpc: click ? cost / click : 0,
  cpm: 0,
  conversion: 0,
});

describe('the overview’s week against the week before', () => {
  it('tells each change as a ratio and its way', () => {
    expect(changeOf(125, 100)).toEqual({ ratio: 0.25, trend: 'up' });
    expect(changeOf(75, 100)).toEqual({ ratio: -0.25, trend: 'down' });
    expect(changeOf(100, 100)).toEqual({ ratio: 0, trend: 'flat' });
    expect(changeOf(40, 0)).toEqual({ ratio: null, trend: 'new' });
    expect(changeOf(0, 0)).toEqual({ ratio: null, trend: 'flat' });
  });

  it('writes changes and figures in their columns’ units', () => {
    expect(percent(0.125)).toBe('12.50%');
    expect(percent(0.03)).toBe('3.00%');
    expect(percent(1)).toBe('100.00%');
    expect(formatMetric('cost', 12345.678)).toBe('￥12,345.68');
    expect(formatMetric('impression', 1234567)).toBe('1,234,567');
    expect(formatMetric('ctr', 0.0242)).toBe('2.42%');
    expect(formatMetric('cpc', 1.5)).toBe('￥1.50');
  });

  it('makes one card per metric in the overview’s order', () => {
    const figures = kpiFigures({ current: metrics(200, 10), previous: metrics(100, 10) });
    expect(figures.map((f) => f.metric)).toEqual([
      'cost',
      'impression',
      'click',
      'ctr',
      'cpc',
      'cpm',
      'conversion',
    ]);
    expect(figures[0]).toEqual({
      metric: 'cost',
      current: 200,
      previous: 100,
      change: { ratio: 1, trend: 'up' },
    });
    expect(figures[4]).toMatchObject({ metric: 'cpc', current: 20, previous: 10 });
  });
});

describe('the overview’s charts', () => {
  it('draws the week’s days in date order', () => {
    const days = [
      { ...metrics(30), date: '2026-11-17' },
      { ...metrics(10), date: '2026-11-16' },
      { ...metrics(20), date: '2026-11-18' },
    ];
    expect(daySeries(days, 'cost')).toEqual({
      labels: ['2026-11-16', '2026-11-17', '2026-11-18'],
      values: [10, 30, 20],
    });
  });

  it('draws every hour of the day, 0 where there was no traffic', () => {
    const series = hourSeries(
      [
        { ...metrics(5, 2), hour: 9 },
        { ...metrics(7, 3), hour: 0 },
      ],
      'click',
    );
    expect(series.labels).toHaveLength(24);
    expect(series.labels.slice(0, 3)).toEqual(['00', '01', '02']);
    expect(series.labels[23]).toBe('23');
    expect(series.values[0]).toBe(3);
    expect(series.values[9]).toBe(2);
    expect(series.values.reduce((a, b) => a + b)).toBe(5);
  });
});

describe('the overview’s tables', () => {
  it('sizes a ranked table’s bars against its largest value', () => {
    expect(barShares([200, 100, 50, 0])).toEqual([1, 0.5, 0.25, 0]);
    expect(barShares([0, 0])).toEqual([0, 0]);
    expect(barShares([])).toEqual([]);
  });

  it('splits the devices by their share of the total', () => {
    expect(totalShares([300, 100])).toEqual([0.75, 0.25]);
    expect(totalShares([0, 0])).toEqual([0, 0]);
  });

  it('groups targeting by kind, each by cost, leaving out kinds without rows', () => {
    const row = (name: string, kind: TargetingRow['kind'], cost: number): TargetingRow => ({
      ...metrics(cost),
      name,
      kind,
    });
    const groups = targetingGroups([
      row('Word A', 'intentionWord', 5),
      row('Crowd A', 'crowd', 10),
      row('Crowd B', 'crowd', 30),
      row('Auto', 'automatic', 1),
    ]);
    expect(groups.map((g) => [g.kind, g.rows.map((r) => r.name)])).toEqual([
      ['crowd', ['Crowd B', 'Crowd A']],
      ['automatic', ['Auto']],
      ['intentionWord', ['Word A']],
    ]);
  });
});

describe('the user’s calculated metrics in the overview (docs/requirements.md#calculated-columns)', () => {
  const column = (key: string, formula: string, extra: Partial<CalculatedColumn> = {}): CalculatedColumn => ({
    key,
    title: key,
    formula,
    format: 'money',
    decimals: 2,
    ...extra,
  });
  const costPerConversion = column('calc_1', 'cost / conversion');
  const week = (cost: number, conversion: number) => ({ ...metrics(cost, 10), conversion });

  it('are those whose formula names only the overview’s figures', () => {
    const calculated = overviewCalculated([
      costPerConversion,
      column('calc_2', 'cost / deepConversion'),
      column('calc_3', 'click / impression', { format: 'percent' }),
    ]);
    expect(calculated.map(({ column }) => column.key)).toEqual(['calc_1', 'calc_3']);
  });

  it('work out a row’s value in the metric’s format, -- where it divides by zero', () => {
    const [cpa, ctr] = overviewCalculated([
      costPerConversion,
      column('calc_3', 'click / impression', { format: 'percent', decimals: 1 }),
    ]);
    expect(calculatedText(cpa!, week(100, 4))).toBe('￥25.00');
    expect(calculatedText(cpa!, week(100, 0))).toBe('--');
    expect(calculatedText(ctr!, week(100, 4))).toBe('5.0%');
  });

  it('take the week’s value over its sums, and its change from the week before’s', () => {
    const [cpa] = overviewCalculated([costPerConversion]);
    // Days of ￥100 for 4 and ￥200 for 11 conversions: the week is 300 ÷ 15 = ￥20.00, where the mean of the
    // days' values would be ￥21.59.
    expect(calculatedText(cpa!, week(300, 15))).toBe('￥20.00');
    // ￥20.00 against 160 ÷ 10 = ￥16.00: up 25 %.
    expect(calculatedChange(cpa!, { current: week(300, 15), previous: week(160, 10) })).toEqual({
      ratio: 0.25,
      trend: 'up',
    });
    expect(calculatedChange(cpa!, { current: week(300, 15), previous: week(160, 0) })).toEqual({
      ratio: null,
      trend: 'new',
    });
  });
});
