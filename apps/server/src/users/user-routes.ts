import { endpoints, responseCode, type RouteItem } from '@adconsole/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { clearFailuresBelowLock, countFailure, isLocked, lockKey, maxFailedLogins } from '../login/login';
import { clientPasswordHash, hashStoredPassword, verifyStoredPassword } from '../auth/passwords';
import { permissionsOf, rolesOf, routesOfUser } from '../auth/permissions';
import { endAllSessions, endOtherSessions, forgetSessionsOf } from '../auth/sessions';
import { registerEndpoint } from '../http/endpoint-route';
import { requestLanguage } from '../http/language';
import { ResponseError } from '../http/response-error';
import {
  confirmEmail,
  removeEmail,
  saveUnconfirmedEmail,
  type ConfirmationMailer,
} from './email-confirmation';

/**
 * The user's information, route list, password and language
 * (docs/requirements.md#users-roles-and-permissions).
 */
export function userRoutes(app: FastifyInstance, mailer: ConfirmationMailer) {
  const db = app.entities.db;

  registerEndpoint(app, endpoints.getUserInfo, async (_input, request) => {
    const roles = rolesOf(request);
    const user = await db
      .selectFrom('users')
      .select(['user_name', 'avatar', 'introduction', 'language', 'email', 'email_confirmed'])
      .where('id', '=', request.user!.id)
      .executeTakeFirstOrThrow();
    const accounts = await db
      .selectFrom('user_accounts')
      .innerJoin('provider_accounts', 'provider_accounts.id', 'user_accounts.account_id')
      .select([
        'provider_accounts.id as accountId',
        'provider_accounts.account_no as accountNo',
        'provider_accounts.provider',
      ])
      .where('user_accounts.user_id', '=', request.user!.id)
      .orderBy('provider_accounts.id')
      .execute();
    const permissions = await permissionsOf(app.entities, roles);
    return {
      userId: request.user!.id,
      userName: user.user_name,
      avatar: user.avatar,
      introduction: user.introduction,
      roles,
      language: user.language as 1 | 2 | 3,
      ...(user.email === null ? {} : { email: user.email, emailConfirmed: user.email_confirmed === 1 }),
      accounts,
      permissions,
    };
  });

  registerEndpoint(app, endpoints.getRouters, async (_input, request): Promise<RouteItem[]> => {
    const roles = rolesOf(request);
    const permissions = await permissionsOf(app.entities, roles);
    return routesOfUser(app.entities, roles, permissions);
  });

  /**
   * A wrong old password counts towards the login's three tries (docs/decisions.md#login-lock-per-name): the
   * third, or any while the name is locked, ends every session of the user and answers 910004, so a session
   * cannot be used to guess the password.
   */
  registerEndpoint(app, endpoints.changePassword, async ({ oldPwd, newPassword }, request) => {
    const userId = request.user!.id;
    const key = lockKey(request.user!.userName);
    const { password_hash } = await db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const oldPasswordMatches = await verifyStoredPassword(oldPwd, password_hash);
    const failures = oldPasswordMatches
      ? 0
      : await countFailure(app.entities, key, app.now(), {
          endpoint: endpoints.changePassword,
          address: request.ip,
        });
    const locked =
      failures >= maxFailedLogins ||
      (await isLocked(app.entities, key)) ||
      (oldPasswordMatches && !(await clearFailuresBelowLock(app.entities, key)));
    if (locked) {
      await endAllSessions(app.entities, userId);
      throw new ResponseError(responseCode.passwordAttemptsExceeded);
    }
    if (!oldPasswordMatches) throw new ResponseError(responseCode.oldPasswordIncorrect);
    const stored = await hashStoredPassword(clientPasswordHash(newPassword));
    await db.updateTable('users').set({ password_hash: stored }).where('id', '=', userId).execute();
    await endOtherSessions(app.entities, userId, request.sessionToken!);
    return null;
  });

  registerEndpoint(app, endpoints.setLanguage, async ({ language }, request) => {
    await db.updateTable('users').set({ language }).where('id', '=', request.user!.id).execute();
    forgetSessionsOf(app.entities, request.user!.id);
    return null;
  });

  /**
   * An address the user gives counts as theirs only once confirmed through the link mailed to it
   * (docs/requirements.md#confirmed-e-mail-addresses); until then mail goes there only as to any outside address.
   * The same address again, unconfirmed, mails a new link; confirmed, it changes nothing.
   */
  registerEndpoint(app, endpoints.setEmail, async ({ email }, request) => {
    const userId = request.user!.id;
    if (email === '') {
      await removeEmail(app, userId);
      return { confirmationSent: false };
    }
    const current = await db
      .selectFrom('users')
      .select(['email', 'email_confirmed'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    if (current.email_confirmed === 1 && current.email?.toLowerCase() === email.toLowerCase())
      return { confirmationSent: false };
    const sent = await saveUnconfirmedEmail(app, mailer, userId, email, requestLanguage(request));
    return { confirmationSent: sent };
  });

  registerEndpoint(app, endpoints.confirmEmail, async ({ token }, request) =>
    confirmEmail(app, request.user!.id, token, requestLanguage(request)),
  );
}
