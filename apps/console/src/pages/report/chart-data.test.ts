import { catalogueReportByPath } from '@adconsole/api-client/contract';
import { describe, expect, it } from 'vitest';
import { chartKind, chartSeries, chartSource, rankedProvinces } from './chart-data';
import { parseReportParams } from './report-params';

const page = (path: string) => catalogueReportByPath(path)!;

describe('report charts', () => {
  it('charts daily reports as a trend, regions ranked and time periods by hour', () => {
    expect(chartKind(page('/keywordSearch/keywordReport'))).toBe('trend');
    expect(chartKind(page('/keywordSearch/keywordWeekly'))).toBeUndefined();
    expect(chartKind(page('/feeds/regionMonth'))).toBe('provinces');
    expect(chartKind(page('/keywordSearch/timePeriodCustom'))).toBe('hours');
  });

  it('draws a trend from the days of the account, or of the filtered campaign or unit', () => {
    const report = page('/keywordSearch/keywordReport');
    const state = (query: string) =>
      parseReportParams(report, new URLSearchParams(`beginDate=2026-11-01&endDate=2026-11-07&${query}`), 0);
    const range = { beginDate: '2026-11-01', endDate: '2026-11-07', timeUnit: 'day' };
    expect(chartSource(report, 'trend', state('device=1&name=shoe'))).toEqual({
      section: 'account',
      body: { query: { ...range, device: 1 } },
    });
    expect(chartSource(report, 'trend', state('campaignId=4'))).toEqual({
      section: 'campaign',
      body: { query: { ...range, campaignId: 4 } },
    });
    expect(chartSource(report, 'trend', state('campaignId=4&adgroupId=9&name=shoe'))).toEqual({
      section: 'unit',
      body: { query: { ...range, campaignId: 4, adgroupId: 9 } },
    });
  });

  it('orders days, ranks provinces by the metric summed over their cities and fills every hour', () => {
    const days = [
      { reportDates: '2026-11-02', cost: 2 },
      { reportDates: '2026-11-01', cost: 1.006 },
    ];
    expect(chartSeries('trend', days, 'cost')).toEqual({
      labels: ['2026-11-01', '2026-11-02'],
      values: [1.01, 2],
    });
    const cities = [
      { provinceName: 'Hebei', click: 5 },
      { provinceName: 'Beijing', click: 4 },
      { provinceName: 'Beijing', click: 3 },
      ...Array.from({ length: 20 }, (_, i) => ({ provinceName: `P${i}`, click: 1 })),
    ];
    const ranked = chartSeries('provinces', cities, 'click');
    expect(ranked.labels.slice(0, 2)).toEqual(['Beijing', 'Hebei']);
    expect(ranked.values.slice(0, 2)).toEqual([7, 5]);
    expect(ranked.labels).toHaveLength(rankedProvinces);
    const hours = chartSeries('hours', [{ hour: 3, impression: 10 }], 'impression');
    expect(hours.labels).toHaveLength(24);
    expect(hours.values[3]).toBe(10);
    expect(hours.values.filter((v) => v === 0)).toHaveLength(23);
  });
});
