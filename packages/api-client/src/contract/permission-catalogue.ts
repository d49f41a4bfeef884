import { apiPrefix, type Endpoint } from './endpoint';
import { fullRouteSet } from './route-set';
import type { RouteItem, RouteMeta } from './routes';
import { allPermissions } from './user';

/** One permission a role can hold, with the calls it opens and the pages it shows. */
export interface CataloguedPermission {
  permission: string;
  /** The contract's calls that need it, under the API prefix: the server refuses them (403) without it. */
  calls: string[];
  /** The metas of the routes that need it: the menu leaves them out without it. */
  routes: RouteMeta[];
}

/** A group of permissions by their area: the first part of `area:entity:action`. */
export interface PermissionArea {
  area: string;
  permissions: CataloguedPermission[];
}

function routeMetasWithPermission(routes: readonly RouteItem[]): RouteMeta[] {
  return routes.flatMap((route) => [
    ...(route.meta?.permission ? [route.meta] : []),
    ...routeMetasWithPermission(route.children ?? []),
  ]);
}

/**
 * Every permission the product checks (docs/requirements.md#users-roles-and-permissions), read from where it is
 * checked: the permission each of the calls names and each route's meta names, so a permission added to the
 * contract appears here with nothing listed by hand. Grouped by area, sorted. The contract's index gives it
 * every call as `permissionCatalogue()`.
 */
export function catalogueOfPermissions(calls: readonly Endpoint[]): PermissionArea[] {
  const byPermission = new Map<string, CataloguedPermission>();
  const entry = (permission: string) => {
    const known = byPermission.get(permission) ?? { permission, calls: [], routes: [] };
    byPermission.set(permission, known);
    return known;
  };
  for (const endpoint of calls)
    if (endpoint.permission && endpoint.permission !== allPermissions)
      entry(endpoint.permission).calls.push(endpoint.path.slice(apiPrefix.length));
  for (const meta of routeMetasWithPermission(fullRouteSet())) entry(meta.permission!).routes.push(meta);
  const areas = new Map<string, CataloguedPermission[]>();
  for (const item of [...byPermission.values()].sort((a, b) => a.permission.localeCompare(b.permission))) {
    const area = item.permission.split(':')[0]!;
    areas.set(area, [...(areas.get(area) ?? []), { ...item, calls: item.calls.sort() }]);
  }
  return [...areas].map(([area, permissions]) => ({ area, permissions }));
}
