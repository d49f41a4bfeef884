import { fullRouteSet } from '@adconsole/api-client/contract';
import { describe, expect, it } from 'vitest';
import { centreChannelOf, centreReportOf } from './report-centre-reports';
import { pagesOf, resolveRoutes } from './route-tree';

describe('the report centre’s weekly pages', () => {
  it('show their section’s weekly report picked for one week', () => {
    expect(centreReportOf('/reportCenter/keywordSearch/campaignWeekly')).toMatchObject({
      channel: 'search',
      section: 'campaign',
      granularity: 'week',
      listPath: '/seachReport/campaign/list',
      exportPath: '/seachReport/campaign/createExport',
      path: '/reportCenter/keywordSearch/campaignWeekly',
      pickerType: 3,
    });
    expect(centreReportOf('/reportCenter/keywordSearch/devicesReport')).toMatchObject({
      channel: 'search',
      section: 'device',
      granularity: 'week',
    });
    expect(centreReportOf('/reportCenter/feeds/programDesignDailyReport')).toMatchObject({
      channel: 'feed',
      section: 'programDesignDaily',
      granularity: 'week',
      listPath: '/infoReport/programDesignDaily/list',
    });
  });

  it('show the account’s days of the week on searchWeekly and feedsWeekly', () => {
    expect(centreReportOf('/reportCenter/keywordSearch/searchWeekly')).toMatchObject({
      channel: 'search',
      section: 'account',
      granularity: 'day',
      pickerType: 3,
    });
    expect(centreReportOf('/reportCenter/feeds/feedsWeekly')).toMatchObject({
      channel: 'feed',
      section: 'account',
      granularity: 'day',
    });
  });

  it('know nothing outside the report centre or of another channel’s sections', () => {
    expect(centreReportOf('/keywordSearch/campaignWeekly')).toBeUndefined();
    expect(centreReportOf('/reportCenter/keywordSearch/summary')).toBeUndefined();
    expect(centreReportOf('/reportCenter/feeds/keywordWeekly')).toBeUndefined();
    expect(centreReportOf('/reportCenter/feeds/searchWeekly')).toBeUndefined();
  });

  it('cover every weekly page of the route set', () => {
    const weekly = pagesOf(resolveRoutes(fullRouteSet(), ['admin'])).filter(({ route }) =>
      ['ReportCenterReport', 'ReportCenterWeekly'].includes(route.component ?? ''),
    );
    expect(weekly).toHaveLength(22);
    for (const { route } of weekly) expect(centreReportOf(route.path), route.path).toBeDefined();
  });
});

describe('the report centre’s channels', () => {
  it('are the search ads and feed ads folders', () => {
    expect(centreChannelOf('/reportCenter/keywordSearch/summary')).toBe('search');
    expect(centreChannelOf('/reportCenter/feeds/summary')).toBe('feed');
    expect(centreChannelOf('/reportCenter/feeds')).toBe('feed');
    expect(centreChannelOf('/feeds/accountReport')).toBeUndefined();
    expect(centreChannelOf('/reportCenter/other/summary')).toBeUndefined();
  });
});
