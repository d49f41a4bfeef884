import { defaultRole, hasPermission, routesOfRoles, type RouteItem } from '@adconsole/api-client/contract';
import type { FastifyRequest } from 'fastify';
import type { EntityStore } from '../stores/entity-store';

/**
 * The roles a user holds (docs/requirements.md#users-roles-and-permissions), in name order; `edit` when the
 * store names none.
 */
export async function rolesOfUser(store: EntityStore, userId: number): Promise<string[]> {
  const rows = await store.db
    .selectFrom('user_roles')
    .select('role')
    .where('user_id', '=', userId)
    .orderBy('role')
    .execute();
  return rolesOrDefault(rows.map((r) => r.role));
}

/** A user's stored roles, or the default role when the store names none. */
export const rolesOrDefault = (stored: string[]) => (stored.length > 0 ? stored : [defaultRole]);

/** The session user's roles. */
export const rolesOf = (request: FastifyRequest) => request.user!.roles;

/**
 * The permissions the user's roles hold together, as stored with the roles (`*:*:*` passes every check).
 */
export async function permissionsOf(store: EntityStore, roles: readonly string[]): Promise<string[]> {
  const stored = await store.db
    .selectFrom('roles')
    .select('permissions')
    .where('name', 'in', roles)
    .execute();
  return [...new Set(stored.flatMap((r) => JSON.parse(r.permissions) as string[]))];
}

/**
 * The console's routes a user of these roles sees, as the route list answers them
 * (docs/requirements.md#users-roles-and-permissions): what a scheduled report may name is one of these.
 */
export async function routesOfUser(
  store: EntityStore,
  roles: readonly string[],
  permissions: readonly string[],
): Promise<RouteItem[]> {
  const stored = await store.db.selectFrom('role_routes').select('path').where('role', 'in', roles).execute();
  return routesOfRoles(
    roles,
    stored.map((r) => r.path),
    permissions,
  );
}

/**
 * Whether `held` covers every one of `wanted`: nobody grants more than they hold
 * (docs/requirements.md#users-roles-and-permissions).
 */
export const holdsAll = (held: readonly string[], wanted: readonly string[]) =>
  wanted.every((permission) => hasPermission(held, [permission]));
