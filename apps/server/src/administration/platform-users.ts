import type { PlatformUser } from '@adconsole/api-client/contract';
import { providerDateTime } from '@adconsole/date-range-rules';
import type { Kysely } from 'kysely';
import { lockKey, maxFailedLogins } from '../login/login';
import { rolesOrDefault } from '../auth/permissions';
import type { EntityDatabase } from '../stores/entity-schema';

type Db = Kysely<EntityDatabase>;

/** The console users as the list reads them, before roles, accounts and locks are added. */
export const userRows = (db: Db) =>
  db
    .selectFrom('users')
    .select([
      'users.id',
      'users.user_name',
      'users.language',
      'users.email',
      'users.email_confirmed',
      'users.frozen',
      'users.created_time',
    ]);

type UserRow = Awaited<ReturnType<ReturnType<typeof userRows>['execute']>>[number];

/**
 * The users of some rows as the administration shows them (docs/requirements.md#users-roles-and-permissions):
 * roles in name order, provider accounts lowest id first, and whether three wrong passwords lock the name.
 */
export async function platformUsers(db: Db, rows: readonly UserRow[]): Promise<PlatformUser[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [roles, accounts, failures] = await Promise.all([
    db
      .selectFrom('user_roles')
      .select(['user_id', 'role'])
      .where('user_id', 'in', ids)
      .orderBy('role')
      .execute(),
    db
      .selectFrom('user_accounts')
      .innerJoin('provider_accounts', 'provider_accounts.id', 'user_accounts.account_id')
      .select([
        'user_accounts.user_id',
        'provider_accounts.id as accountId',
        'provider_accounts.account_no as accountNo',
      ])
      .where('user_accounts.user_id', 'in', ids)
      .orderBy('provider_accounts.id')
      .execute(),
    db
      .selectFrom('login_failures')
      .select(['name_key', 'failures'])
      .where('name_key', 'in', [...new Set(rows.map((row) => lockKey(row.user_name)))])
      .execute(),
  ]);
  const failuresOf = new Map(failures.map((f) => [f.name_key, f.failures]));
  return rows.map((row) => ({
    id: row.id,
    userName: row.user_name,
    roles: rolesOrDefault(roles.filter((r) => r.user_id === row.id).map((r) => r.role)),
    accounts: accounts
      .filter((a) => a.user_id === row.id)
      .map(({ accountId, accountNo }) => ({ accountId, accountNo })),
    language: row.language as PlatformUser['language'],
    ...(row.email === null ? {} : { email: row.email, emailConfirmed: row.email_confirmed === 1 }),
    frozen: row.frozen === 1,
    locked: (failuresOf.get(lockKey(row.user_name)) ?? 0) >= maxFailedLogins,
    createdTime: providerDateTime(Number(row.created_time)),
  }));
}

/** One user as the administration shows them (what the audit log keeps); none for an unknown id. */
export async function platformUser(db: Db, id: number): Promise<PlatformUser | undefined> {
  const rows = await userRows(db).where('users.id', '=', id).execute();
  return (await platformUsers(db, rows))[0];
}
