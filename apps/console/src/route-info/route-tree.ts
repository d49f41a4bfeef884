import { allowedForRoles, type RouteItem, type RouteMeta } from '@adconsole/api-client/contract';

/** A route of the server's list with its full path resolved and its children likewise. */
export interface AppRoute {
  /** The full path, e.g. `/keywordSearch/keywordReport`. */
  path: string;
  name?: string;
  component?: string;
  hidden: boolean;
  alwaysShow: boolean;
  redirect?: string;
  meta: RouteMeta;
  children: AppRoute[];
}

/** Component keys that frame other routes rather than being a page of their own. */
export const frameComponents: readonly string[] = ['Layout', 'ReportLayout', 'ParentView'];

const joinPath = (parent: string, path: string) =>
  path.startsWith('/') ? path : `${parent === '/' ? '' : parent}/${path}`;

/**
 * The routes a user may open: full paths resolved, and whatever meta roles keep from the user's roles left
 * out with everything under it (the server filters too; a route left out here is unreachable by URL).
 */
export function resolveRoutes(
  items: readonly RouteItem[],
  roles: readonly string[],
  parent = '',
): AppRoute[] {
  return items
    .filter((item) => allowedForRoles(item.meta, roles))
    .map((item) => {
      const path = joinPath(parent, item.path);
      return {
        path,
        name: item.name,
        component: item.component,
        hidden: item.hidden ?? false,
        alwaysShow: item.alwaysShow ?? false,
        redirect: item.redirect,
        meta: item.meta ?? { title: item.name ?? path },
        children: resolveRoutes(item.children ?? [], roles, path),
      };
    });
}

/** Whether a route is a page the router renders (not a frame around pages). */
export function isPage(route: AppRoute): boolean {
  return Boolean(route.component) && !frameComponents.includes(route.component!);
}

/** A page with the routes above it, outermost first (what the breadcrumb and route search show). */
export interface PageEntry {
  route: AppRoute;
  parents: AppRoute[];
}

/** Every page of a route tree, in menu order, with its parents. */
export function pagesOf(routes: readonly AppRoute[], parents: AppRoute[] = []): PageEntry[] {
  return routes.flatMap((route) => [
    ...(isPage(route) ? [{ route, parents }] : []),
    ...pagesOf(route.children, [...parents, route]),
  ]);
}

/** Every route with a redirect, e.g. `/keywordSearch` → its account report. */
export function redirectsOf(routes: readonly AppRoute[]): { path: string; redirect: string }[] {
  return routes.flatMap((route) => [
    ...(route.redirect && route.redirect !== route.path
      ? [{ path: route.path, redirect: route.redirect }]
      : []),
    ...redirectsOf(route.children),
  ]);
}

/** The page at a path (no query), if the user has one there. */
export function findPage(routes: readonly AppRoute[], pathname: string): PageEntry | undefined {
  const wanted = trimSlash(pathname);
  return pagesOf(routes).find((entry) => entry.route.path === wanted);
}

const trimSlash = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);

/**
 * Hidden routes (and everything under them) stay out of the sidebar and the route search
 * (docs/requirements.md#users-roles-and-permissions).
 */
export function visibleRoutes(routes: readonly AppRoute[]): AppRoute[] {
  return routes
    .filter((route) => !route.hidden)
    .map((route) => ({ ...route, children: visibleRoutes(route.children) }));
}

/** A sidebar entry: a link to a page, or a group of entries. */
export type MenuEntry =
  { kind: 'link'; route: AppRoute } | { kind: 'group'; route: AppRoute; children: MenuEntry[] };

/**
 * The sidebar's entries: visible routes only; a menu whose one visible page is its only entry shows as that
 * page alone unless it is flagged alwaysShow (docs/requirements.md#layout-and-navigation).
 */
export function menuOf(routes: readonly AppRoute[]): MenuEntry[] {
  return visibleRoutes(routes).flatMap((route): MenuEntry[] => {
    if (route.children.length === 0) return isPage(route) ? [{ kind: 'link', route }] : [];
    const children = menuOf(route.children);
    if (children.length === 0) return [];
    const [only] = children;
    if (children.length === 1 && !route.alwaysShow && only!.kind === 'link') {
      // The page stands for its menu, with the menu's icon when it has none of its own.
      const meta = { ...only!.route.meta, icon: only!.route.meta.icon ?? route.meta.icon };
      return [{ kind: 'link', route: { ...only!.route, meta } }];
    }
    return [{ kind: 'group', route, children }];
  });
}

/** The route a menu highlights for a page: its `activeMenu` (hidden details pages), else its own path. */
export function activeMenuPath(entry: PageEntry | undefined, pathname: string): string {
  return entry?.route.meta.activeMenu ?? trimSlash(pathname);
}

/** The top-level route a path belongs to, for the left sub-menu of routes flagged sidebarLeft. */
export function sectionOf(routes: readonly AppRoute[], pathname: string): AppRoute | undefined {
  return routes.find((route) => pathname === route.path || pathname.startsWith(`${route.path}/`));
}
