import { createI18n } from '@adconsole/i18n';
import { describe, expect, it } from 'vitest';
import { documentTitle, routeTitle, titleKeysOf } from './route-title';

describe('route titles', () => {
  const keyword = { title: 'reports.section.keyword', i18nKey: 'reports.section.keyword' };
  const keywordDaily = { ...keyword, i18nKeyReport: 'reports.granularity.day' };

  it('translates the title key and appends the report granularity', () => {
    const en = createI18n('en').t;
    expect(routeTitle(en, { title: 'route.home', i18nKey: 'route.home' })).toBe('Home');
    expect(routeTitle(en, keywordDaily)).toBe('Keyword daily report');
    expect(routeTitle(createI18n('cn').t, keywordDaily)).toBe('关键词日报');
    expect(routeTitle(createI18n('tw').t, keywordDaily)).toBe('關鍵詞日報');
  });

  it('falls back to the title when there is no i18nKey', () => {
    expect(routeTitle(createI18n('cn').t, { title: 'route.downloadCenter' })).toBe('下载中心');
  });

  it('makes the document title from the page title in the current language', () => {
    expect(documentTitle(createI18n('en').t, keywordDaily)).toBe('Keyword daily report - adconsole');
    expect(documentTitle(createI18n('tw').t, { title: 'route.home' })).toBe('首頁 - adconsole');
    expect(documentTitle(createI18n('en').t, undefined)).toBe('adconsole');
  });

  it('keeps only the title keys of a route meta', () => {
    expect(titleKeysOf({ ...keywordDaily, affix: true } as never)).toEqual(keywordDaily);
  });
});
