import {
  allPermissions,
  fullRouteSet,
  routesForRole,
  routesWithPermissions,
  type Role,
  type RouteItem,
} from '@adconsole/api-client/contract';
import { routeNodes, type RouteNode } from './route-choice';

/** The admin role: it sees every route and holds `*:*:*` whatever is stored for it. */
export const adminRole = 'admin';

/**
 * The routes a role may be given (docs/requirements.md#users-roles-and-permissions): every route but those
 * whose meta keeps them for other roles (administration is the admin's alone).
 */
export function assignableRoutes(roleName: string): RouteNode[] {
  return routeNodes(
    fullRouteSet().filter((route) => !route.meta?.roles || route.meta.roles.includes(roleName)),
  );
}

/** Whether a role is shown but not changed: the admin role. */
export const isReadOnlyRole = (role: Pick<Role, 'name'>) => role.name === adminRole;

/**
 * The routes a role's users get (docs/requirements.md#users-roles-and-permissions), as the server's route list
 * gives them at login: every route for admin, else the role's stored paths; then the routes whose permission
 * the role lacks are left out.
 */
export function routesOfRole(role: Pick<Role, 'name' | 'routes' | 'permissions'>): RouteItem[] {
  const granted =
    role.name === adminRole ? fullRouteSet() : routesForRole(fullRouteSet(), role.routes, [role.name]);
  return routesWithPermissions(granted, role.name === adminRole ? [allPermissions] : role.permissions);
}
