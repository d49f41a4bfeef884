import { endpoints, responseCode } from '@adconsole/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { verifyStoredPassword } from '../auth/passwords';
import { startSession } from '../auth/sessions';
import { registerEndpoint } from '../http/endpoint-route';
import { ResponseError } from '../http/response-error';

/** Full access, as the admin role's permission list says it (spec §6). */
const allPermissions = '*:*:*';

export function userRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.login, async ({ userName, pwd }) => {
    const user = await app.entities.db
      .selectFrom('users')
      .select(['id', 'password_hash'])
      .where('user_name', '=', userName)
      .executeTakeFirst();
    if (!user || !(await verifyStoredPassword(pwd, user.password_hash))) {
      throw new ResponseError(responseCode.wrongCredentials);
    }
    return { token: await startSession(app.entities, user.id, app.now()) };
  });

  registerEndpoint(app, endpoints.getUserInfo, async (_input, request) => {
    const user = await app.entities.db
      .selectFrom('users')
      .select(['user_name', 'avatar', 'introduction', 'role', 'language'])
      .where('id', '=', request.user!.id)
      .executeTakeFirstOrThrow();
    const accounts = await app.entities.db
      .selectFrom('user_accounts')
      .innerJoin('provider_accounts', 'provider_accounts.id', 'user_accounts.account_id')
      .select(['provider_accounts.id as accountId', 'provider_accounts.account_no as accountNo'])
      .where('user_accounts.user_id', '=', request.user!.id)
      .orderBy('provider_accounts.id')
      .execute();
    const roles = [user.role || 'edit'];
    return {
      userName: user.user_name,
      avatar: user.avatar,
      introduction: user.introduction,
      roles,
      language: user.language,
      accounts,
      permissions: roles.includes('admin') ? [allPermissions] : [],
    };
  });
}
