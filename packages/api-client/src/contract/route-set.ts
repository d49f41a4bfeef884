import { messagePublishPermission } from './notices';
import { reportRouteTree } from './reports/catalogue';
import type { RouteItem, RouteMeta } from './routes';
import { systemPermissions } from './system';
import { hasPermission } from './user';

/** The administration pages are the admin role's alone, whatever routes another role has stored. */
const adminOnly = ['admin'];

const meta = (i18nKey: string, extra: Omit<RouteMeta, 'title' | 'i18nKey'> = {}): RouteMeta => ({
  title: i18nKey,
  i18nKey,
  ...extra,
});

/** A page under a layout route; `hidden` pages are reachable but not in the menu or route search. */
function page(path: string, component: string, routeMeta: RouteMeta, hidden?: boolean): RouteItem {
  return hidden ? { path, component, meta: routeMeta, hidden } : { path, component, meta: routeMeta };
}

/**
 * A top-level menu entry: the layout around its pages, redirecting to the first. Route names are unique
 * (menu-page), and a menu with one visible page shows as that page alone.
 */
function menu(path: string, routeMeta: RouteMeta, pages: RouteItem[]): RouteItem {
  const visible = pages.filter((p) => !p.hidden).length;
  return {
    path,
    component: 'Layout',
    redirect: `${path}/${pages[0]!.path}`,
    ...(visible > 1 ? { alwaysShow: true } : {}),
    meta: routeMeta,
    children: pages.map((p) => ({ ...p, name: `${path.slice(1)}-${p.path}` })),
  };
}

type ReportCenterChannel = 'keywordSearch' | 'feeds';

const reportCenterPage = (channel: ReportCenterChannel, name: string, section: string): RouteItem => ({
  path: name,
  name: `reportCenter-${channel}-${name}`,
  component: 'ReportCenterReport',
  meta: meta(`reports.section.${section}`, {
    i18nKeyReport: 'reports.granularity.week',
    sidebarLeft: true,
    addSearchTop: true,
  }),
});

/**
 * The weekly report centre (docs/requirements.md#report-centre): an overview, a channel summary and a weekly
 * report per section.
 */
function reportCenter(): RouteItem {
  const overview = (channel: ReportCenterChannel): RouteItem => ({
    path: 'summary',
    name: `reportCenter-${channel}-summary`,
    component: 'ReportCenterSummary',
    meta: meta('route.reportSummary', { sidebarLeft: true, addSearchTop: true }),
  });
  const weekly = (name: string, key: string): RouteItem => ({
    path: name,
    name: `reportCenter-${name}`,
    component: 'ReportCenterWeekly',
    meta: meta(key, { sidebarLeft: true, addSearchTop: true }),
  });
  const sections = (of: ReportCenterChannel, pairs: [string, string][]) =>
    pairs.map(([name, section]) => reportCenterPage(of, name, section));
  const channel = (path: ReportCenterChannel, children: RouteItem[]): RouteItem => ({
    path,
    component: 'ParentView',
    redirect: `/reportCenter/${path}/summary`,
    meta: meta(path === 'keywordSearch' ? 'reports.channel.search' : 'reports.channel.feed'),
    children: [overview(path), ...children],
  });
  return {
    path: '/reportCenter',
    component: 'ReportLayout',
    redirect: '/reportCenter/keywordSearch/summary',
    alwaysShow: true,
    meta: meta('route.reportCenter', { icon: 'chart' }),
    children: [
      channel('keywordSearch', [
        weekly('searchWeekly', 'route.searchWeekly'),
        ...sections('keywordSearch', [
          ['accountReport', 'account'],
          ['campaignWeekly', 'campaign'],
          ['unitWeekly', 'unit'],
          ['keywordWeekly', 'keyword'],
          ['searchTermWeekly', 'searchTerm'],
          ['designDailyWeekly', 'designDaily'],
          ['regionWeekly', 'region'],
          ['timePeriodWeekly', 'timePeriod'],
          ['devicesReport', 'device'],
        ]),
      ]),
      channel('feeds', [
        weekly('feedsWeekly', 'route.feedsWeekly'),
        ...sections('feeds', [
          ['accountReport', 'account'],
          ['campaignReport', 'campaign'],
          ['unitReport', 'unit'],
          ['designDailyReport', 'designDaily'],
          ['programDesignDailyReport', 'programDesignDaily'],
          ['regionWeekly', 'region'],
          ['timePeriodWeekly', 'timePeriod'],
          ['newInterestWeekly', 'newInterest'],
          ['intentionWordWeekly', 'intentionWord'],
          ['crowdWeekly', 'crowd'],
          ['automaticWeekly', 'automatic'],
        ]),
      ]),
    ],
  };
}

/**
 * Every route of the product (docs/requirements.md#layout-and-navigation): what the admin role gets. Titles
 * are i18n keys; report routes come from the report catalogue; `component` names a page the console maps to a
 * lazily loaded module.
 */
export function fullRouteSet(): RouteItem[] {
  return [
    menu('/home', meta('route.home', { icon: 'home' }), [
      page('index', 'Home', meta('route.home', { icon: 'home', affix: true })),
    ]),
    ...reportRouteTree(),
    reportCenter(),
    menu('/downloadCenter', meta('route.downloadCenter', { icon: 'download' }), [
      page('index', 'DownloadCenter', meta('route.downloadCenter', { icon: 'download' })),
    ]),
    menu('/messageCenter', meta('route.messageCenter', { icon: 'message' }), [
      page('list', 'MessageList', meta('route.messageList')),
      page(
        'details',
        'MessageDetails',
        meta('route.messageDetails', { activeMenu: '/messageCenter/list' }),
        true,
      ),
      page(
        'publish',
        'MessagePublish',
        meta('route.messagePublish', { permission: messagePublishPermission }),
      ),
    ]),
    menu('/adManage', meta('route.adManage', { icon: 'edit' }), [
      page('draftBox', 'DraftBox', meta('route.draftBox')),
      page(
        'draftNew',
        'DraftEditor',
        meta('route.draftNew', { activeMenu: '/adManage/draftBox', sidebarLeft: true }),
        true,
      ),
      page(
        'draftEdit',
        'DraftEditor',
        meta('route.draftEdit', { activeMenu: '/adManage/draftBox', sidebarLeft: true }),
        true,
      ),
      page(
        'draftCopy',
        'DraftEditor',
        meta('route.draftCopy', { activeMenu: '/adManage/draftBox', sidebarLeft: true }),
        true,
      ),
      page('pictures', 'PictureLibrary', meta('route.pictures')),
      page('adReport', 'AdReport', meta('route.adReport')),
    ]),
    menu('/systemSet', meta('route.systemSet', { icon: 'setting' }), [
      page('changePassword', 'ChangePassword', meta('route.changePassword')),
      page('languageSet', 'LanguageSet', meta('route.languageSet')),
      page('customField', 'CustomField', meta('route.customField')),
    ]),
    menu('/customerManage', meta('route.customerManage', { icon: 'peoples', roles: adminOnly }), [
      page('customer', 'CustomerList', meta('route.customer')),
      page('company', 'CompanyList', meta('route.company')),
      page('account', 'AccountList', meta('route.accountAdmin')),
      page('costReport', 'CostReport', meta('route.costReport')),
    ]),
    menu('/accountManage', meta('route.accountManage', { icon: 'user', roles: adminOnly }), [
      page('platformAccount', 'PlatformAccounts', meta('route.platformAccount')),
      page('providerAccount', 'ProviderAccounts', meta('route.providerAccount')),
    ]),
    menu('/permission', meta('route.permission', { icon: 'lock', roles: adminOnly }), [
      page('page', 'PagePermission', meta('route.pagePermission')),
      page('directive', 'DirectivePermission', meta('route.directivePermission')),
      page('role', 'RolePermission', meta('route.rolePermission')),
      page('audit', 'AuditLog', meta('route.auditLog', { permission: systemPermissions.auditList })),
    ]),
  ];
}

const joinPath = (parent: string, path: string) => (path.startsWith('/') ? path : `${parent}/${path}`);

/** The full path of every route in a tree, parents before children. */
export function routePaths(routes: readonly RouteItem[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const full = joinPath(parent, route.path);
    return [full, ...routePaths(route.children ?? [], full)];
  });
}

/** Every page component a route list can name, so the console can check its registry has them all. */
export function routeComponents(routes: readonly RouteItem[] = fullRouteSet()): string[] {
  const walk = (items: readonly RouteItem[]): string[] =>
    items.flatMap((r) => [...(r.component ? [r.component] : []), ...walk(r.children ?? [])]);
  return [...new Set(walk(routes))].sort();
}

const allowedFor = (route: RouteItem, roles: readonly string[]) =>
  !route.meta?.roles || route.meta.roles.some((role) => roles.includes(role));

/**
 * The routes of a role that is not admin (docs/requirements.md#users-roles-and-permissions): a stored path
 * grants its route with everything under it, a stored page grants the menus above it; meta roles then leave
 * out what the user's roles may not see. A menu whose redirect pointed at a page left out redirects to its
 * first remaining page.
 */
export function routesForRole(
  routes: readonly RouteItem[],
  storedPaths: readonly string[],
  roles: readonly string[],
  parent = '',
): RouteItem[] {
  const granted = new Set(storedPaths);
  const onlyAllowed = (items: readonly RouteItem[]): RouteItem[] =>
    items
      .filter((r) => allowedFor(r, roles))
      .map((r) => (r.children ? { ...r, children: onlyAllowed(r.children) } : r));
  return routes.flatMap((route): RouteItem[] => {
    if (!allowedFor(route, roles)) return [];
    const full = joinPath(parent, route.path);
    if (granted.has(full))
      return route.children ? [{ ...route, children: onlyAllowed(route.children) }] : [route];
    if (!route.children) return [];
    const children = routesForRole(route.children, storedPaths, roles, full);
    if (children.length === 0) return [];
    const childPaths = routePaths(children, full);
    const redirect =
      route.redirect && !childPaths.includes(route.redirect)
        ? childPaths.find((p) => !routeIsMenu(children, full, p))
        : route.redirect;
    return [{ ...route, redirect, children }];
  });
}

/**
 * Leaves out the routes whose meta names a permission the user does not hold
 * (docs/requirements.md#users-roles-and-permissions). A menu left with one visible page shows as that page.
 */
export function routesWithPermissions(routes: readonly RouteItem[], held: readonly string[]): RouteItem[] {
  return routes.flatMap((route): RouteItem[] => {
    const wanted = route.meta?.permission;
    if (wanted && !hasPermission(held, [wanted])) return [];
    if (!route.children) return [route];
    const children = routesWithPermissions(route.children, held);
    if (children.length === route.children.length) return [route];
    const narrowed: RouteItem = { ...route, children };
    if (children.filter((c) => !c.hidden).length < 2) delete narrowed.alwaysShow;
    return [narrowed];
  });
}

/** Whether a full path names a route that has children of its own (a menu, not a page). */
function routeIsMenu(routes: readonly RouteItem[], parent: string, path: string): boolean {
  for (const route of routes) {
    const full = joinPath(parent, route.path);
    if (full === path) return Boolean(route.children?.length);
    if (route.children && path.startsWith(`${full}/`)) return routeIsMenu(route.children, full, path);
  }
  return false;
}
