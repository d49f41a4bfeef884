import { lookup } from '@adconsole/i18n/resources';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { reportRouteTree } from './reports/catalogue';
import {
  fullRouteSet,
  routeComponents,
  routePaths,
  routesForRole,
  routesOfRoles,
  routesWithPermissions,
} from './route-set';
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
        '/systemSet/emailSet',
        '/systemSet/customField',
        '/systemSet/reportMetrics',
        '/reportCenter/keywordSearch/summary',
        '/reportCenter/keywordSearch/devicesReport',
        '/reportCenter/feeds/programDesignDailyReport',
        '/reportCenter/feeds/automaticWeekly',
        '/permission/role',
      ]),
    );
    for (const tree of reportRouteTree()) expect(routes).toContainEqual(tree);
    expect(new Set(paths).size).toBe(paths.length);
    expect(z.array(RouteItem).safeParse(routes).success).toBe(true);
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
      '/systemSet/emailSet',
      '/systemSet/customField',
      '/systemSet/reportMetrics',
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

  it('leaves out what is not stored', () => {
    expect(routesForRole(routes, [], ['edit'])).toEqual([]);
    expect(routePaths(routesForRole(routes, ['/permission/role'], ['edit']))).toEqual([
      '/permission',
      '/permission/role',
    ]);
  });

  it('leaves out what meta roles keep from the user', () => {
    const kept: RouteItem[] = [
      { path: '/kept', component: 'Layout', meta: { title: 'route.home', roles: ['admin'] } },
      { path: '/open', component: 'Layout', meta: { title: 'route.home' } },
    ];
    expect(routePaths(routesForRole(kept, ['/kept', '/open'], ['edit']))).toEqual(['/open']);
    expect(routePaths(routesForRole(kept, ['/kept', '/open'], ['admin']))).toEqual(['/kept', '/open']);
  });
});

describe('routesWithPermissions', () => {
  const messageCentre = (routes: readonly RouteItem[]) => routes.find((r) => r.path === '/messageCenter')!;

  it('gives the publishing page to holders of system:message:publish only', () => {
    const granted = routesForRole(fullRouteSet(), ['/messageCenter'], ['edit']);
    expect(routesWithPermissions(granted, [])).toEqual([]);
    const reader = messageCentre(routesWithPermissions(granted, ['message:read']));
    expect(routePaths([reader])).toEqual(['/messageCenter', '/messageCenter/list', '/messageCenter/details']);
    expect(reader.alwaysShow).toBeUndefined();
    const publisher = messageCentre(
      routesWithPermissions(granted, ['message:read', 'system:message:publish']),
    );
    expect(routePaths([publisher])).toEqual([
      '/messageCenter',
      '/messageCenter/list',
      '/messageCenter/details',
      '/messageCenter/publish',
    ]);
    expect(publisher.alwaysShow).toBe(true);
    const publisherOnly = messageCentre(routesWithPermissions(granted, ['system:message:publish']));
    expect(routePaths([publisherOnly])).toEqual(['/messageCenter', '/messageCenter/publish']);
    expect(publisherOnly.redirect).toBe('/messageCenter/publish');
    expect(routesWithPermissions(fullRouteSet(), ['*:*:*'])).toEqual(fullRouteSet());
  });
});

describe('routesOfRoles', () => {
  const administration = ['/customerManage', '/accountManage', '/permission'];

  it('gives the admin every route, whatever is stored', () => {
    expect(routesOfRoles(['admin'], [], ['*:*:*'])).toEqual(fullRouteSet());
  });

  it('gives an administration page to a role holding its stored path and the permission of its list', () => {
    const routes = routesOfRoles(['clerk'], administration, ['system:customer:list']);
    expect(routePaths(routes)).toEqual([
      '/customerManage',
      '/customerManage/customer',
      '/customerManage/company',
    ]);
    expect(routes[0]!.redirect).toBe('/customerManage/customer');
    const costs = routesOfRoles(['clerk'], ['/customerManage'], ['system:cost:list']);
    expect(routePaths(costs)).toEqual(['/customerManage', '/customerManage/costReport']);
    expect(costs[0]!.redirect).toBe('/customerManage/costReport');
    expect(costs[0]!.alwaysShow).toBeUndefined();
  });

  it('shows no administration to a role with the paths but none of the permissions', () => {
    expect(routesOfRoles(['clerk'], administration, ['report:list', 'report:export'])).toEqual([]);
  });

  it('leaves out the report pages of a role without report:list', () => {
    const stored = ['/home', '/keywordSearch', '/feeds', '/reportCenter', '/downloadCenter'];
    expect(routesOfRoles(['clerk'], stored, []).map((r) => r.path)).toEqual(['/home', '/downloadCenter']);
    expect(routesOfRoles(['viewer'], stored, ['report:list']).map((r) => r.path)).toEqual(stored);
  });
});
