import {
  fullRouteSet,
  routeComponents,
  routesForRole,
  routesWithPermissions,
  type RouteItem,
} from '@adconsole/api-client/contract';
import { describe, expect, it } from 'vitest';
import {
  activeMenuPath,
  findPage,
  menuOf,
  pagesOf,
  redirectsOf,
  resolveRoutes,
  sectionOf,
  visibleRoutes,
  type MenuEntry,
} from './route-tree';

const admin = resolveRoutes(fullRouteSet(), ['admin']);
/** An admin-role menu as a user sees it who may not publish notices: the message centre keeps one page. */
const nonPublisher = resolveRoutes(routesWithPermissions(fullRouteSet(), ['report:list', 'message:read']), [
  'admin',
]);

const labels = (entries: MenuEntry[]): unknown[] =>
  entries.map((e) => (e.kind === 'link' ? e.route.path : { [e.route.path]: labels(e.children) }));

describe('resolveRoutes', () => {
  it('gives every route its full path', () => {
    const paths = pagesOf(admin).map((p) => p.route.path);
    expect(paths).toContain('/home/index');
    expect(paths).toContain('/keywordSearch/keywordReport');
    expect(paths).toContain('/feeds/crowdWeekly');
    expect(paths).toContain('/reportCenter/keywordSearch/summary');
    expect(paths).toContain('/messageCenter/details');
    expect(paths.every((p) => p.startsWith('/') && !p.includes('//'))).toBe(true);
  });

  it('leaves out what meta roles keep from the user, with everything under it', () => {
    const routes: RouteItem[] = [
      { path: '/a', component: 'Layout', children: [{ path: 'x', component: 'Home', meta: { title: 'x' } }] },
      {
        path: '/b',
        component: 'Layout',
        meta: { title: 'b', roles: ['admin'] },
        children: [{ path: 'y', component: 'Home', meta: { title: 'y' } }],
      },
      {
        path: '/c',
        component: 'Layout',
        children: [{ path: 'z', component: 'Home', meta: { title: 'z', roles: ['boss', 'edit'] } }],
      },
    ];
    expect(pagesOf(resolveRoutes(routes, ['edit'])).map((p) => p.route.path)).toEqual(['/a/x', '/c/z']);
    expect(pagesOf(resolveRoutes(routes, ['viewer'])).map((p) => p.route.path)).toEqual(['/a/x']);
    expect(pagesOf(resolveRoutes(routes, ['admin'])).map((p) => p.route.path)).toEqual(['/a/x', '/b/y']);
  });
});

describe('pages, redirects and lookups', () => {
  it('finds a page by path with its parents, ignoring a trailing slash', () => {
    const entry = findPage(admin, '/keywordSearch/keywordWeekly/');
    expect(entry?.route.component).toBe('ReportPage');
    expect(entry?.parents.map((p) => p.path)).toEqual(['/keywordSearch']);
    expect(findPage(admin, '/keywordSearch')).toBeUndefined();
  });

  it('lists the menus that redirect to their first page', () => {
    const redirects = redirectsOf(admin);
    expect(redirects).toContainEqual({ path: '/home', redirect: '/home/index' });
    expect(redirects).toContainEqual({ path: '/keywordSearch', redirect: '/keywordSearch/accountReport' });
    expect(redirects).toContainEqual({
      path: '/reportCenter/feeds',
      redirect: '/reportCenter/feeds/summary',
    });
  });

  it('highlights the menu a hidden page names as its activeMenu', () => {
    expect(activeMenuPath(findPage(admin, '/messageCenter/details'), '/messageCenter/details')).toBe(
      '/messageCenter/list',
    );
    expect(activeMenuPath(findPage(admin, '/home/index'), '/home/index')).toBe('/home/index');
  });

  it('knows the top-level section of a path', () => {
    expect(sectionOf(admin, '/reportCenter/feeds/summary')?.path).toBe('/reportCenter');
    expect(sectionOf(admin, '/homepage')).toBeUndefined();
  });
});

describe('menuOf', () => {
  it('leaves hidden routes out and shows a menu with one visible page as that page', () => {
    const menu = labels(menuOf(nonPublisher));
    expect(menu[0]).toBe('/home/index');
    expect(menu).toContain('/messageCenter/list');
    expect(JSON.stringify(menu)).not.toContain('/messageCenter/details');
    expect(JSON.stringify(menu)).not.toContain('draftNew');
    expect(visibleRoutes(admin).some((r) => r.hidden)).toBe(false);
  });

  it('shows the message centre as a group to a publisher: the list and the publishing page', () => {
    const messageCentre = menuOf(admin).find((e) => e.route.path === '/messageCenter');
    expect(messageCentre?.kind).toBe('group');
    const pages = messageCentre?.kind === 'group' ? messageCentre.children : [];
    expect(pages.map((c) => c.route.path)).toEqual(['/messageCenter/list', '/messageCenter/publish']);
  });

  it('keeps menus flagged alwaysShow as groups, nested as the route list nests them', () => {
    const reportCenter = menuOf(admin).find((e) => e.route.path === '/reportCenter');
    expect(reportCenter?.kind).toBe('group');
    const channels = reportCenter?.kind === 'group' ? reportCenter.children : [];
    expect(channels.map((c) => c.route.path)).toEqual(['/reportCenter/keywordSearch', '/reportCenter/feeds']);
  });

  it('shows an edit user only the menus of their role', () => {
    const edit = resolveRoutes(routesForRole(fullRouteSet(), ['/home', '/keywordSearch'], ['edit']), [
      'edit',
    ]);
    expect(
      labels(menuOf(edit)).map((e) => (typeof e === 'string' ? e : Object.keys(e as object)[0])),
    ).toEqual(['/home/index', '/keywordSearch']);
  });

  it('names only components the registry can know', () => {
    expect(routeComponents()).toContain('ReportPage');
  });
});

describe('menu icons', () => {
  it('gives a page that stands for its menu the menu’s icon', () => {
    const messages = menuOf(nonPublisher).find((e) => e.route.path === '/messageCenter/list');
    expect(messages?.route.meta.icon).toBe('message');
  });
});
