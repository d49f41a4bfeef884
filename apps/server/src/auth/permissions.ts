import type { FastifyRequest } from 'fastify';
import type { EntityStore } from '../stores/entity-store';
import { defaultRole } from '../stores/built-in-roles';

/**
 * The user's roles (docs/requirements.md#users-roles-and-permissions): from the user record, `edit` when it
 * names none.
 */
export const rolesOfUser = (user: { role: string }) => [user.role || defaultRole];

/** The session user's roles. */
export const rolesOf = (request: FastifyRequest) => rolesOfUser(request.user!);

/** The permissions the user's roles hold, as stored with the roles (`*:*:*` passes every check). */
export async function permissionsOf(store: EntityStore, roles: readonly string[]): Promise<string[]> {
  const stored = await store.db
    .selectFrom('roles')
    .select('permissions')
    .where('name', 'in', roles)
    .execute();
  return [...new Set(stored.flatMap((r) => JSON.parse(r.permissions) as string[]))];
}
