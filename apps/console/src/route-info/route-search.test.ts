import { fullRouteSet } from '@adconsole/api-client/contract';
import { createI18n } from '@adconsole/i18n';
import { describe, expect, it } from 'vitest';
import { createRouteSearch, searchEntries } from './route-search';
import { resolveRoutes } from './route-tree';

const routes = resolveRoutes(fullRouteSet(), ['admin']);

describe('route search', () => {
  it('finds a report page by its translated title, with its menus', () => {
    const search = createRouteSearch(searchEntries(routes, createI18n('en').t));
    const found = search('keyword weekly');
    expect(found[0]?.title).toBe('Keyword weekly report');
    expect(found[0]?.path).toMatch(
      /^\/(keywordSearch\/keywordWeekly|reportCenter\/keywordSearch\/keywordWeekly)$/,
    );
    expect(found.every((e) => e.trail.length > 0)).toBe(true);
  });

  it('searches the titles of the current language', () => {
    const cn = createRouteSearch(searchEntries(routes, createI18n('cn').t));
    expect(cn('下载中心')[0]).toMatchObject({ path: '/downloadCenter/index', title: '下载中心' });
    const en = createRouteSearch(searchEntries(routes, createI18n('en').t));
    expect(en('下载中心')).toEqual([]);
  });

  it('finds by path too', () => {
    const search = createRouteSearch(searchEntries(routes, createI18n('en').t));
    expect(search('/downloadCenter').map((e) => e.path)).toContain('/downloadCenter/index');
  });

  it('never offers a hidden page, and nothing for an empty query', () => {
    const entries = searchEntries(routes, createI18n('en').t);
    expect(entries.map((e) => e.path)).not.toContain('/messageCenter/details');
    expect(createRouteSearch(entries)('  ')).toEqual([]);
    expect(createRouteSearch(entries)('Message details').map((e) => e.path)).not.toContain(
      '/messageCenter/details',
    );
  });
});
