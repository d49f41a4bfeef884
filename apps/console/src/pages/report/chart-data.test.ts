import { catalogueReportByPath } from '@adconsole/api-client/contract';
import { describe, expect, it } from 'vitest';
import { chartKind, chartSeries, chartSource, rankedProvinces, reportChartHeight } from './chart-data';
import { parseReportParams } from '../../lib/report-params';

const page = (path: string) => catalogueReportByPath(path)!;

describe('report charts', () => {
  it('charts daily reports as a trend, regions ranked and time periods by hour', () => {
    expect(chartKind(page('/keywordSearch/keywordReport'))).toBe('trend');
    expect(chartKind(page('/keywordSearch/keywordWeekly'))).toBeUndefined();
    expect(chartKind(page('/feeds/regionMonth'))).toBe('provinces');
    expect(chartKind(page('/keywordSearch/timePeriodCustom'))).toBe('hours');
  });

  it('holds a line chart’s height, and a ranked chart’s rows, as many as it ranks until its rows say', () => {
    expect(reportChartHeight('trend')).toBe(256);
    expect(reportChartHeight('hours')).toBe(256);
    // 24 px a province and 30 px for the axis: 15 provinces need more than a line chart's height, 3 do not.
    expect(reportChartHeight('provinces')).toBe(rankedProvinces * 24 + 30);
    expect(reportChartHeight('provinces', 15)).toBe(390);
    expect(reportChartHeight('provinces', 3)).toBe(256);
  });

  const range = { beginDate: '2026-11-01', endDate: '2026-11-07' };
  const stateOf = (path: string, query: string) =>
    parseReportParams(page(path), new URLSearchParams(`beginDate=2026-11-01&endDate=2026-11-07&${query}`), 0);

  it('draws a trend from the days of the account, or of the filtered campaign or unit', () => {
    const report = page('/keywordSearch/keywordReport');
    const state = (query: string) => stateOf(report.path, query);
    const days = { ...range, timeUnit: 'day' };
    expect(chartSource(report, 'trend', state(''))).toEqual({ section: 'account', body: { query: days } });
    expect(chartSource(report, 'trend', state('device=1'))).toEqual({
      section: 'account',
      body: { query: { ...days, device: 1 } },
    });
    expect(chartSource(report, 'trend', state('campaignId=4&device=2'))).toEqual({
      section: 'campaign',
      body: { query: { ...days, campaignId: 4, device: 2 } },
    });
    expect(chartSource(report, 'trend', state('campaignId=4&adgroupId=9'))).toEqual({
      section: 'unit',
      body: { query: { ...days, campaignId: 4, adgroupId: 9 } },
    });
  });

  it('draws a trend filtered by name from the report’s own rows, with every filter of the table', () => {
    const report = page('/keywordSearch/keywordReport');
    expect(chartSource(report, 'trend', stateOf(report.path, 'campaignId=4&device=1&name=shoe'))).toEqual({
      section: 'keyword',
      body: { query: { ...range, timeUnit: 'day', campaignId: 4, device: 1, name: 'shoe' } },
    });
    // The feed account report takes no filter: a feed campaign's name filter charts the campaigns' own rows.
    const feedCampaigns = page('/feeds/campaignReport');
    expect(chartSource(feedCampaigns, 'trend', stateOf(feedCampaigns.path, 'name=spring'))).toEqual({
      section: 'campaign',
      body: { query: { ...range, timeUnit: 'day', name: 'spring' } },
    });
  });

  it('draws regions and hours from the report’s own section over the range, with its filters', () => {
    const regions = page('/keywordSearch/regionReport');
    expect(chartSource(regions, 'provinces', stateOf(regions.path, 'campaignId=4&name=Hebei'))).toEqual({
      section: 'region',
      body: { query: { ...range, timeUnit: 'summary', campaignId: 4, name: 'Hebei' } },
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

  it('draws the previous period at the same labels when comparing, asking the source call for it', () => {
    const report = page('/keywordSearch/keywordReport');
    expect(chartSource(report, 'trend', stateOf(report.path, 'compare=true')).body.query).toEqual({
      ...range,
      timeUnit: 'day',
      compare: true,
    });
    const days = [
      { reportDates: '2026-11-02', cost: 2, costPrevious: 3.5 },
      { reportDates: '2026-11-01', cost: 1, costPrevious: 0 },
      { reportDates: '2026-11-02', cost: 1, costPrevious: 0.25 },
    ];
    expect(chartSeries('trend', days, 'cost', true)).toEqual({
      labels: ['2026-11-01', '2026-11-02'],
      values: [1, 3],
      previous: [0, 3.75],
    });
    const cities = [
      { provinceName: 'Hebei', click: 5, clickPrevious: 9 },
      { provinceName: 'Beijing', click: 4, clickPrevious: 1 },
      { provinceName: 'Beijing', click: 3, clickPrevious: 1 },
    ];
    expect(chartSeries('provinces', cities, 'click', true)).toEqual({
      labels: ['Beijing', 'Hebei'],
      values: [7, 5],
      previous: [2, 9],
    });
    expect(chartSeries('trend', days, 'cost')).not.toHaveProperty('previous');
  });
});
