import { lookup } from '@adconsole/i18n/resources';
import { describe, expect, it } from 'vitest';
import { catalogueReportByPath, catalogueReports, reportRouteTree } from './catalogue';

describe('report catalogue', () => {
  it('has 36 search and 44 feed report pages', () => {
    expect(catalogueReports.filter((p) => p.channel === 'search')).toHaveLength(36);
    expect(catalogueReports.filter((p) => p.channel === 'feed')).toHaveLength(44);
  });

  it('names routes as docs/requirements.md#report-catalogue does', () => {
    const search = catalogueReports.filter((p) => p.channel === 'search').map((p) => p.path);
    expect(search).toContain('/keywordSearch/accountReport');
    expect(search).toContain('/keywordSearch/keywordWeekly');
    expect(search).toContain('/keywordSearch/searchTermMonth');
    expect(search).toEqual(
      expect.arrayContaining([
        '/keywordSearch/deviceReport',
        '/keywordSearch/deviceWeekly',
        '/keywordSearch/deviceMonth',
        '/keywordSearch/deviceCustom',
      ]),
    );
    expect(catalogueReportByPath('/feeds/programDesignDailyCustom')).toMatchObject({
      channel: 'feed',
      section: 'programDesignDaily',
      granularity: 'summary',
      listPath: '/infoReport/programDesignDaily/list',
      exportPath: '/infoReport/programDesignDaily/createExport',
    });
    expect(catalogueReportByPath('/feeds/keywordReport')).toBeUndefined();
  });

  it('uses picker types daily and custom 1, weekly 2, monthly 4 (docs/requirements.md#date-pickers)', () => {
    const types = Object.fromEntries(
      catalogueReports
        .filter((p) => p.section === 'account' && p.channel === 'search')
        .map((p) => [p.granularity, p.pickerType]),
    );
    expect(types).toEqual({ day: 1, week: 2, month: 4, summary: 1 });
  });

  it('redirects each channel to its account report and titles every page in every language', () => {
    const tree = reportRouteTree();
    expect(tree.map((r) => [r.path, r.redirect])).toEqual([
      ['/keywordSearch', '/keywordSearch/accountReport'],
      ['/feeds', '/feeds/accountReport'],
    ]);
    for (const language of ['en', 'cn', 'tw'] as const) {
      for (const p of catalogueReports) {
        expect(lookup(language, p.i18nKey), p.i18nKey).toBeTruthy();
        expect(lookup(language, p.i18nKeyReport), p.i18nKeyReport).toBeTruthy();
      }
      for (const r of tree) expect(lookup(language, r.meta!.i18nKey!)).toBeTruthy();
    }
  });
});
