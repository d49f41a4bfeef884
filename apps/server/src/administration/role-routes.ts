import {
  adminRole,
  endpoints,
  fullRouteSet,
  responseCode,
  routePaths,
  selfServicePermission,
  type Role,
} from '@adconsole/api-client/contract';
import { providerDateTime } from '@adconsole/date-range-rules';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/audit-log';
import { holdsAll } from '../auth/permissions';
import { forgetSessionsOf } from '../auth/sessions';
import { registerEndpoint } from '../http/endpoint-route';
import { requestLanguage } from '../http/language';
import { ResponseError } from '../http/response-error';
import { refusal } from './refusal';
import { builtInRoleNames } from '../stores/built-in-roles';
import type { EntityDatabase } from '../stores/entity-schema';

type Db = Kysely<EntityDatabase>;

/** Every role as the administration shows it, in name order; the admin role lists every route. */
async function listedRoles(db: Db, name?: string): Promise<Role[]> {
  let query = db
    .selectFrom('roles')
    .select((eb) => [
      'roles.name',
      'roles.permissions',
      'roles.created_time',
      eb
        .selectFrom('user_roles')
        .select(eb.fn.countAll<number>().as('count'))
        .whereRef('user_roles.role', '=', 'roles.name')
        .as('userCount'),
    ])
    .orderBy('roles.name');
  if (name !== undefined) query = query.where('roles.name', '=', name);
  const rows = await query.execute();
  let routesQuery = db.selectFrom('role_routes').select(['role', 'path']).orderBy('path');
  if (name !== undefined) routesQuery = routesQuery.where('role', '=', name);
  const routes = await routesQuery.execute();
  const everyRoute = routePaths(fullRouteSet());
  return rows.map((row) => ({
    name: row.name,
    builtIn: builtInRoleNames.includes(row.name),
    permissions: JSON.parse(row.permissions) as string[],
    routes:
      row.name === adminRole ? everyRoute : routes.filter((r) => r.role === row.name).map((r) => r.path),
    userCount: Number(row.userCount ?? 0),
    createdTime: providerDateTime(Number(row.created_time)),
  }));
}

/** The ids of the users holding a role. */
const holdersOf = async (db: Db, role: string) =>
  (await db.selectFrom('user_roles').select('user_id').where('role', '=', role).execute()).map(
    (r) => r.user_id,
  );

/**
 * Roles (docs/requirements.md#users-roles-and-permissions): their permissions and the routes of their menu.
 * Admin is fixed; the built-in roles cannot be deleted, nor a role some user holds (400 saying why, nothing
 * changed). Saving a role adds the self-service permission every role holds; its users get the new menu and
 * permissions with their next call (their sessions read the store again) and the new menu at their next
 * login. Every write goes to the audit log with the role before and after.
 */
export function roleRoutes(app: FastifyInstance) {
  const db = app.entities.db;

  registerEndpoint(app, endpoints.roleList, async () => listedRoles(db));

  registerEndpoint(app, endpoints.roleSave, async (input, request) => {
    const language = requestLanguage(request);
    if (input.name === adminRole)
      throw refusal(responseCode.badRequest, language, 'name', 'validation.adminRoleFixed');
    const everyRoute = new Set(routePaths(fullRouteSet()));
    if (input.routes.some((path) => !everyRoute.has(path))) {
      throw refusal(responseCode.badRequest, language, 'routes', 'validation.unknownRoute');
    }
    if (!holdsAll(request.user!.permissions, input.permissions))
      throw new ResponseError(responseCode.forbidden);
    const permissions = JSON.stringify([...new Set([selfServicePermission, ...input.permissions])]);
    const routes = [...new Set(input.routes)];
    await db.transaction().execute(async (tx) => {
      const [before = null] = await listedRoles(tx, input.name);
      await tx
        .insertInto('roles')
        .values({ name: input.name, permissions, created_time: app.now() })
        .onConflict((c) => c.column('name').doUpdateSet({ permissions }))
        .execute();
      await tx.deleteFrom('role_routes').where('role', '=', input.name).execute();
      if (routes.length > 0) {
        await tx
          .insertInto('role_routes')
          .values(routes.map((path) => ({ role: input.name, path })))
          .execute();
      }
      const [after] = await listedRoles(tx, input.name);
      await recordAudit(tx, request, { entity: 'role', entityId: input.name, before, after });
    });
    for (const userId of await holdersOf(db, input.name)) forgetSessionsOf(app.entities, userId);
    return null;
  });

  registerEndpoint(app, endpoints.roleDelete, async ({ name }, request) => {
    const language = requestLanguage(request);
    await db.transaction().execute(async (tx) => {
      const [before] = await listedRoles(tx, name);
      if (!before) throw new ResponseError(responseCode.notFound);
      if (before.builtIn) throw refusal(responseCode.badRequest, language, 'name', 'validation.builtInRole');
      if (before.userCount > 0)
        throw refusal(responseCode.badRequest, language, 'name', 'validation.roleInUse');
      await tx.deleteFrom('roles').where('name', '=', name).execute();
      await recordAudit(tx, request, { entity: 'role', entityId: name, before, after: null });
    });
    return null;
  });
}
