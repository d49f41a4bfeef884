import { adChangeEndpoints } from './ad-changes';
import { administrationEndpoints as admin } from './administration';
import type { Endpoint } from './endpoint';
import { messageReadPermission, noticeEndpoints } from './notices';
import { alertEndpoints } from './alerts';
import { channelEndpoints } from './notification-channels';
import { reportScheduleEndpoints } from './report-schedules';
import { reportCentreEndpoints } from './report-centre';
import { reportRouteTree } from './reports/catalogue';
import { calculatedColumnEndpoints } from './reports/calculated-column';
import { allowedForRoles, type RouteItem, type RouteMeta } from './routes';
import { hasPermission } from './user';

/**
 * A page showing what `endpoint` lists needs the permission the endpoint declares, so a route and the call
 * behind it can never ask for different ones (docs/requirements.md#users-roles-and-permissions).
 */
const listing = (endpoint: Endpoint): Pick<RouteMeta, 'permission'> =>
  endpoint.permission ? { permission: endpoint.permission } : {};

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
    meta: meta('route.reportCenter', {
      icon: 'chart',
      ...listing(reportCentreEndpoints.weeklyOverviewSearch),
    }),
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
      page('list', 'MessageList', meta('route.messageList', { permission: messageReadPermission })),
      page(
        'details',
        'MessageDetails',
        meta('route.messageDetails', {
          activeMenu: '/messageCenter/list',
          permission: messageReadPermission,
        }),
        true,
      ),
      page('publish', 'MessagePublish', meta('route.messagePublish', listing(noticeEndpoints.noticeList))),
    ]),
    // Each user's own alert rules, scheduled reports and the channels both send to
    // (docs/requirements.md#alerts, docs/requirements.md#scheduled-reports).
    menu('/notification', meta('route.notification', { icon: 'bell' }), [
      page('alerts', 'AlertRules', meta('route.alertRules', listing(alertEndpoints.alertRuleList))),
      page(
        'reportSchedules',
        'ReportSchedules',
        meta('route.reportSchedules', listing(reportScheduleEndpoints.reportScheduleList)),
      ),
      page(
        'channels',
        'NotificationChannels',
        meta('route.notificationChannels', listing(channelEndpoints.channelList)),
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
      page(
        'changeHistory',
        'ChangeHistory',
        meta('route.changeHistory', listing(adChangeEndpoints.changeHistoryList)),
      ),
    ]),
    menu('/systemSet', meta('route.systemSet', { icon: 'setting' }), [
      page('changePassword', 'ChangePassword', meta('route.changePassword')),
      page('languageSet', 'LanguageSet', meta('route.languageSet')),
      page('emailSet', 'EmailSet', meta('route.emailSet')),
      page('customField', 'CustomField', meta('route.customField')),
      // The URL keeps the feature's first name: roles store the paths they open and readers bookmark them
      // (docs/decisions.md#one-name-per-feature).
      page(
        'reportMetrics',
        'CalculatedColumns',
        meta('route.calculatedColumns', listing(calculatedColumnEndpoints.calculatedColumnList)),
      ),
    ]),
    // Each administration page needs the permission of the list it shows, so a role holding that permission
    // and the stored path sees the page (docs/requirements.md#users-roles-and-permissions).
    menu('/customerManage', meta('route.customerManage', { icon: 'peoples' }), [
      page('customer', 'CustomerList', meta('route.customer', listing(admin.customerList))),
      page('company', 'CompanyList', meta('route.company', listing(admin.companyList))),
      page('account', 'AccountList', meta('route.accountAdmin', listing(admin.providerAccountList))),
      page('costReport', 'CostReport', meta('route.costReport', listing(admin.costReportList))),
    ]),
    menu('/accountManage', meta('route.accountManage', { icon: 'user' }), [
      page('platformAccount', 'PlatformAccounts', meta('route.platformAccount', listing(admin.userList))),
      page(
        'providerAccount',
        'ProviderAccounts',
        meta('route.providerAccount', listing(admin.providerAccountList)),
      ),
    ]),
    menu('/permission', meta('route.permission', { icon: 'lock' }), [
      page('page', 'PagePermission', meta('route.pagePermission', listing(admin.roleList))),
      page('directive', 'DirectivePermission', meta('route.directivePermission', listing(admin.roleList))),
      page('role', 'RolePermission', meta('route.rolePermission', listing(admin.roleList))),
      page('audit', 'AuditLog', meta('route.auditLog', listing(admin.auditList))),
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

/** A menu's redirect, moved to its first remaining page when the page it named was left out. */
function redirectWithin(route: RouteItem, full: string, children: RouteItem[]): string | undefined {
  const childPaths = routePaths(children, full);
  return route.redirect && !childPaths.includes(route.redirect)
    ? childPaths.find((p) => !routeIsMenu(children, full, p))
    : route.redirect;
}

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
      .filter((r) => allowedForRoles(r.meta, roles))
      .map((r) => (r.children ? { ...r, children: onlyAllowed(r.children) } : r));
  return routes.flatMap((route): RouteItem[] => {
    if (!allowedForRoles(route.meta, roles)) return [];
    const full = joinPath(parent, route.path);
    if (granted.has(full))
      return route.children ? [{ ...route, children: onlyAllowed(route.children) }] : [route];
    if (!route.children) return [];
    const children = routesForRole(route.children, storedPaths, roles, full);
    if (children.length === 0) return [];
    return [{ ...route, redirect: redirectWithin(route, full, children), children }];
  });
}

/**
 * Leaves out the routes whose meta names a permission the user does not hold
 * (docs/requirements.md#users-roles-and-permissions). A menu left without pages is left out too; one left with
 * one visible page shows as that page, and its redirect moves to its first remaining page.
 */
export function routesWithPermissions(
  routes: readonly RouteItem[],
  held: readonly string[],
  parent = '',
): RouteItem[] {
  return routes.flatMap((route): RouteItem[] => {
    const wanted = route.meta?.permission;
    if (wanted && !hasPermission(held, [wanted])) return [];
    if (!route.children) return [route];
    const full = joinPath(parent, route.path);
    const children = routesWithPermissions(route.children, held, full);
    if (children.length === route.children.length) return [route];
    if (children.length === 0) return [];
    const narrowed: RouteItem = { ...route, redirect: redirectWithin(route, full, children), children };
    if (children.filter((c) => !c.hidden).length < 2) delete narrowed.alwaysShow;
    return [narrowed];
  });
}

/** The admin role: it gets every route, whatever is stored for it. */
export const adminRole = 'admin';

/**
 * The menu a user of these roles gets at login (docs/requirements.md#users-roles-and-permissions): every route
 * for admin, else the routes stored for the roles; then the routes needing a permission the roles do not hold
 * are left out. The server answers it as the route list; the console shows it for a role.
 */
export function routesOfRoles(
  roles: readonly string[],
  storedPaths: readonly string[],
  held: readonly string[],
): RouteItem[] {
  const granted = roles.includes(adminRole)
    ? fullRouteSet()
    : routesForRole(fullRouteSet(), storedPaths, roles);
  return routesWithPermissions(granted, held);
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
