import { randomInt } from 'node:crypto';
import { defaultRole, endpoints, passwordRule, responseCode } from '@adconsole/api-client/contract';
import type { Language } from '@adconsole/i18n/resources';
import type { FastifyInstance } from 'fastify';
import type { ExpressionBuilder, Kysely } from 'kysely';
import { recordAudit } from '../audit/audit-log';
import { clearFailures, lockKey } from '../login/login';
import { clientPasswordHash, hashStoredPassword } from '../auth/passwords';
import { holdsAll } from '../auth/permissions';
import { endAllSessions, forgetSessionsOf } from '../auth/sessions';
import { Paged, registerEndpoint } from '../http/endpoint-route';
import { requestLanguage } from '../http/language';
import { ResponseError } from '../http/response-error';
import { contains, listPage, sameText } from '../stores/list-page';
import { refusal } from './refusal';
import type { EntityDatabase } from '../stores/entity-schema';
import { platformUser, platformUsers, userRows } from './platform-users';

type Db = Kysely<EntityDatabase>;

const passwordAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/**
 * A password an administrator hands on (docs/requirements.md#users-roles-and-permissions): 12 letters and
 * digits, at least one of each, so it passes the password rule; look-alike characters (0/O, 1/l/I) left out.
 */
export function generatedPassword(): string {
  for (;;) {
    const password = Array.from(
      { length: 12 },
      () => passwordAlphabet[randomInt(passwordAlphabet.length)],
    ).join('');
    if (passwordRule.test(password) && /[A-Za-z]/.test(password) && /\d/.test(password)) return password;
  }
}

/**
 * Refuses a change that would leave no active administrator: `userId` losing the admin role or being frozen
 * while no other unfrozen user holds it.
 */
async function keepAnAdministrator(db: Db, userId: number, language: Language) {
  const other = await db
    .selectFrom('user_roles')
    .innerJoin('users', 'users.id', 'user_roles.user_id')
    .select('users.id')
    .where('user_roles.role', '=', 'admin')
    .where('users.frozen', '=', 0)
    .where('users.id', '<>', userId)
    .executeTakeFirst();
  if (!other) throw refusal(responseCode.badRequest, language, 'id', 'validation.lastAdministrator');
}

/** The user of an id, or 404. */
async function existingUser(db: Db, id: number) {
  const user = await platformUser(db, id);
  if (!user) throw new ResponseError(responseCode.notFound);
  return user;
}

/**
 * The console's users (docs/requirements.md#users-roles-and-permissions): list, create with an initial
 * password, change name, roles and provider accounts (which fill their account switch), freeze, lift the
 * login lock, reset the password. Whatever changes what a session holds makes the user's sessions read the
 * store again; freezing and a new password end them. Every write goes to the audit log with the user before
 * and after, never a password.
 */
export function userAdminRoutes(app: FastifyInstance) {
  const db = app.entities.db;

  registerEndpoint(app, endpoints.userList, async ({ page, query }) => {
    let rows = userRows(db);
    if (query.userName) rows = rows.where(contains('users.user_name', query.userName));
    if (query.frozen !== undefined) rows = rows.where('users.frozen', '=', query.frozen ? 1 : 0);
    if (query.role) {
      const role = query.role;
      const held = (eb: ExpressionBuilder<EntityDatabase, 'users'>) =>
        eb
          .selectFrom('user_roles')
          .select('user_roles.user_id')
          .whereRef('user_roles.user_id', '=', 'users.id');
      // A user the store names no role for holds the default one (docs/requirements.md#users-roles-and-permissions).
      rows = rows.where((eb) =>
        role === defaultRole
          ? eb.or([eb.exists(held(eb).where('user_roles.role', '=', role)), eb.not(eb.exists(held(eb)))])
          : eb.exists(held(eb).where('user_roles.role', '=', role)),
      );
    }
    const answer = await listPage(rows, page, {
      id: 'users.id',
      userName: 'users.user_name',
      createdTime: 'users.created_time',
    });
    return new Paged(await platformUsers(db, answer.rows), answer.page);
  });

  registerEndpoint(app, endpoints.userSave, async (input, request) => {
    const language = requestLanguage(request);
    if (input.id === undefined && !input.pwd) {
      throw refusal(responseCode.badRequest, language, 'pwd', 'validation.initialPasswordRequired');
    }
    const passwordHash = input.id === undefined ? await hashStoredPassword(input.pwd!) : undefined;
    // No role chosen: the user is saved with the default one (docs/requirements.md#users-roles-and-permissions).
    const roles = input.roles.length > 0 ? [...new Set(input.roles)] : [defaultRole];
    const accountIds = [...new Set(input.accountIds)];
    const id = await db.transaction().execute(async (tx) => {
      const before = input.id === undefined ? null : await existingUser(tx, input.id);
      let taken = tx.selectFrom('users').select('id').where(sameText('user_name', input.userName));
      if (input.id !== undefined) taken = taken.where('id', '<>', input.id);
      if (await taken.executeTakeFirst()) {
        throw refusal(responseCode.dataDuplication, language, 'userName', 'validation.userNameTaken');
      }
      const knownRoles = await tx
        .selectFrom('roles')
        .select(['name', 'permissions'])
        .where('name', 'in', roles)
        .execute();
      if (knownRoles.length !== roles.length) {
        throw refusal(responseCode.badRequest, language, 'roles', 'validation.unknownRole');
      }
      // Nobody grants a role that holds more than they do.
      const granted = knownRoles.filter((role) => !before?.roles.includes(role.name));
      const grantedPermissions = granted.flatMap((role) => JSON.parse(role.permissions) as string[]);
      if (!holdsAll(request.user!.permissions, grantedPermissions)) {
        throw new ResponseError(responseCode.forbidden);
      }
      if (accountIds.length > 0) {
        const known = await tx
          .selectFrom('provider_accounts')
          .select('id')
          .where('id', 'in', accountIds)
          .execute();
        if (known.length !== accountIds.length) {
          throw refusal(responseCode.badRequest, language, 'accountIds', 'validation.unknownAccounts');
        }
      }
      if (before?.roles.includes('admin') && !roles.includes('admin') && !before.frozen) {
        await keepAnAdministrator(tx, before.id, language);
      }
      const savedId =
        input.id ??
        (
          await tx
            .insertInto('users')
            .values({
              user_name: input.userName,
              password_hash: passwordHash!,
              avatar: '',
              introduction: '',
              language: 2,
              frozen: 0,
              created_time: app.now(),
              email: input.email || null,
              // docs/decisions.md#confirmed-e-mail-addresses: an administrator's address is confirmed, and audited.
              email_confirmed: input.email ? 1 : 0,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      if (input.id !== undefined) {
        // An address left out is kept, an empty one removed (docs/requirements.md#notification-channels). A
        // new one an administrator gives is confirmed; the same one again keeps the user's own confirmation
        // (docs/decisions.md#confirmed-e-mail-addresses).
        const changed =
          input.email !== undefined && input.email.toLowerCase() !== (before?.email ?? '').toLowerCase();
        const email = changed ? { email: input.email || null, email_confirmed: input.email ? 1 : 0 } : {};
        await tx
          .updateTable('users')
          .set({ user_name: input.userName, ...email })
          .where('id', '=', savedId)
          .execute();
      }
      await tx.deleteFrom('user_roles').where('user_id', '=', savedId).execute();
      await tx
        .insertInto('user_roles')
        .values(roles.map((role) => ({ user_id: savedId, role })))
        .execute();
      // Accounts the user keeps keep their follow state.
      let dropped = tx.deleteFrom('user_accounts').where('user_id', '=', savedId);
      if (accountIds.length > 0) dropped = dropped.where('account_id', 'not in', accountIds);
      await dropped.execute();
      if (accountIds.length > 0) {
        await tx
          .insertInto('user_accounts')
          .values(accountIds.map((accountId) => ({ user_id: savedId, account_id: accountId })))
          .onConflict((c) => c.doNothing())
          .execute();
      }
      const after = await platformUser(tx, savedId);
      await recordAudit(tx, request, { entity: 'user', entityId: savedId, before, after });
      return savedId;
    });
    forgetSessionsOf(app.entities, id);
    return { id };
  });

  registerEndpoint(app, endpoints.userFreeze, async ({ id }, request) => {
    const language = requestLanguage(request);
    await db.transaction().execute(async (tx) => {
      const before = await existingUser(tx, id);
      if (id === request.user!.id)
        throw refusal(responseCode.badRequest, language, 'id', 'validation.freezeSelf');
      if (before.roles.includes('admin') && !before.frozen) await keepAnAdministrator(tx, id, language);
      await tx.updateTable('users').set({ frozen: 1 }).where('id', '=', id).execute();
      const after = await platformUser(tx, id);
      await recordAudit(tx, request, { entity: 'user', entityId: id, before, after });
    });
    await endAllSessions(app.entities, id);
    return null;
  });

  registerEndpoint(app, endpoints.userUnfreeze, async ({ id }, request) => {
    await db.transaction().execute(async (tx) => {
      const before = await existingUser(tx, id);
      await tx.updateTable('users').set({ frozen: 0 }).where('id', '=', id).execute();
      const after = await platformUser(tx, id);
      await recordAudit(tx, request, { entity: 'user', entityId: id, before, after });
    });
    forgetSessionsOf(app.entities, id);
    return null;
  });

  registerEndpoint(app, endpoints.userUnlock, async ({ id }, request) => {
    const before = await existingUser(db, id);
    await clearFailures(app.entities, lockKey(before.userName));
    const after = await platformUser(db, id);
    await recordAudit(app.entities, request, { entity: 'user', entityId: id, before, after });
    return null;
  });

  registerEndpoint(app, endpoints.userResetPassword, async ({ id, pwd }, request) => {
    const password = pwd ? null : generatedPassword();
    const passwordHash = await hashStoredPassword(pwd ?? clientPasswordHash(password!));
    await db.transaction().execute(async (tx) => {
      const user = await existingUser(tx, id);
      await tx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
      // The record does not change: the entry says whose password was reset, never the password.
      await recordAudit(tx, request, { entity: 'user', entityId: id, before: user, after: user });
    });
    await endAllSessions(app.entities, id);
    return { password };
  });
}
