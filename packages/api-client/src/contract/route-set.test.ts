import { lookup } from '@adconsole/i18n/resources';
import { describe, expect, it } from 'vitest';
import { reportRouteTree } from './reports/catalogue';
import { fullRouteSet, routeComponents, routePaths, routesForRole, routesWithPermissions } from './route-set';
import { RouteItem, type RouteMeta } from './routes';

describe('fullRouteSet', () => {
  const routes = fullRouteSet();
  const paths = routePaths(routes);

  it('has the routes of docs/requirements.md#layout-and-navigation, report routes from the catalogue', () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        '/home/index',
        '/downloadCenter/index',
        '/messageCenter/list',
        '/messageCenter/details',
        '/systemSet/changePassword',
        '/systemSet/languageSet',
        '/systemSet/customField',
        '/reportCenter/keywordSearch/summary',
        '/reportCenter/keywordSearch/devicesReport',
        '/reportCenter/feeds/programDesignDailyReport',
        '/reportCenter/feeds/automaticWeekly',
        '/permission/role',
      ]),
    );
    for (const tree of reportRouteTree()) expect(routes).toContainEqual(tree);
    expect(new Set(paths).size).toBe(paths.length);
    expect(RouteItem.array().safeParse(routes).success).toBe(true);
  });

  it('titles every route with an i18n key of every language', () => {
    const metas = (items: readonly RouteItem[]): RouteMeta[] =>
      items.flatMap((r) => [...(r.meta ? [r.meta] : []), ...metas(r.children ?? [])]);
    for (const meta of metas(routes)) {
      for (const language of ['en', 'cn', 'tw'] as const) {
        expect(lookup(language, meta.title), meta.title).toBeTruthy();
        if (meta.i18nKeyReport) expect(lookup(language, meta.i18nKeyReport)).toBeTruthy();
      }
    }
  });

  it('names unique routes and lists the page components the console must provide', () => {
    const names = (items: readonly RouteItem[]): string[] =>
      items.flatMap((r) => [...(r.name ? [r.name] : []), ...names(r.children ?? [])]);
    const pageNames = names(routes.filter((r) => !['/keywordSearch', '/feeds'].includes(r.path)));
    expect(new Set(pageNames).size).toBe(pageNames.length);
    expect(routeComponents()).toEqual(
      expect.arrayContaining(['Layout', 'ReportLayout', 'Home', 'ReportPage']),
    );
  });
});

describe('routesForRole', () => {
  const routes = fullRouteSet();

  it('grants a stored path with everything under it', () => {
    const granted = routesForRole(routes, ['/systemSet'], ['edit']);
    expect(routePaths(granted)).toEqual([
      '/systemSet',
      '/systemSet/changePassword',
      '/systemSet/languageSet',
      '/systemSet/customField',
    ]);
  });

  it('grants a stored page with the menus above it, redirecting to what remains', () => {
    const granted = routesForRole(routes, ['/reportCenter/feeds/crowdWeekly'], ['edit']);
    expect(routePaths(granted)).toEqual([
      '/reportCenter',
      '/reportCenter/feeds',
      '/reportCenter/feeds/crowdWeekly',
    ]);
    expect(granted[0]!.redirect).toBe('/reportCenter/feeds/crowdWeekly');
    expect(granted[0]!.children![0]!.redirect).toBe('/reportCenter/feeds/crowdWeekly');
  });

  it('leaves out what meta roles keep from the user, and what is not stored', () => {
    expect(routesForRole(routes, ['/permission', '/accountManage/providerAccount'], ['edit'])).toEqual([]);
    expect(routePaths(routesForRole(routes, ['/permission/role'], ['admin']))).toEqual([
      '/permission',
      '/permission/role',
    ]);
    expect(routesForRole(routes, [], ['edit'])).toEqual([]);
  });
});

describe('routesWithPermissions', () => {
  const messageCentre = (routes: readonly RouteItem[]) => routes.find((r) => r.path === '/messageCenter')!;

  it('gives the publishing page to holders of system:message:publish only', () => {
    const granted = routesForRole(fullRouteSet(), ['/messageCenter'], ['edit']);
    const reader = messageCentre(routesWithPermissions(granted, ['message:read']));
    expect(routePaths([reader])).toEqual(['/messageCenter', '/messageCenter/list', '/messageCenter/details']);
    expect(reader.alwaysShow).toBeUndefined();
    const publisher = messageCentre(routesWithPermissions(granted, ['system:message:publish']));
    expect(routePaths([publisher])).toEqual([
      '/messageCenter',
      '/messageCenter/list',
      '/messageCenter/details',
      '/messageCenter/publish',
    ]);
    expect(publisher.alwaysShow).toBe(true);
    expect(routesWithPermissions(fullRouteSet(), ['*:*:*'])).toEqual(fullRouteSet());
  });
});
