import {
  adminRole,
  allPermissions,
  fullRouteSet,
  routesOfRoles,
  type Role,
  type RouteItem,
} from '@adconsole/api-client/contract';
import { routeNodes, type RouteNode } from './route-choice';

/**
 * The routes a role may be given (docs/requirements.md#users-roles-and-permissions): every route; a page that
 * needs a permission shows only to the roles that also hold it.
 */
export function assignableRoutes(): RouteNode[] {
  return routeNodes(fullRouteSet());
}

/** Whether a role is shown but not changed: the admin role. */
export const isReadOnlyRole = (role: Pick<Role, 'name'>) => role.name === adminRole;

/** The routes a role's users get, as the server's route list gives them at login. */
export function routesOfRole(role: Pick<Role, 'name' | 'routes' | 'permissions'>): RouteItem[] {
  return routesOfRoles(
    [role.name],
    role.routes,
    role.name === adminRole ? [allPermissions] : role.permissions,
  );
}
