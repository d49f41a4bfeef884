import { endpoints, responseCode, type LoginRequest } from '@adconsole/api-client/contract';
import { recordLoginLock, type LockingAttempt } from '../audit/audit-log';
import { ResponseError } from '../http/response-error';
import type { EntityStore } from '../stores/entity-store';
import { consumeCaptcha } from '../auth/captcha';
import { hashStoredPassword, verifyStoredPassword } from '../auth/passwords';
import { startSession } from '../auth/sessions';

/**
 * The third wrong password in a row locks the login until an administrator lifts it
 * (docs/requirements.md#login-and-sessions).
 */
export const maxFailedLogins = 3;

/**
 * What the count of wrong passwords is kept under (docs/decisions.md#login-lock-per-name): the name trimmed and
 * in lower case, so that no other spelling of a name gets three more tries.
 */
export const lockKey = (userName: string) => userName.trim().toLowerCase();

async function failuresOf(store: EntityStore, key: string): Promise<number> {
  const row = await store.db
    .selectFrom('login_failures')
    .select('failures')
    .where('name_key', '=', key)
    .executeTakeFirst();
  return row?.failures ?? 0;
}

/**
 * Counts one more wrong password for a name and answers the count. The try that locks a user's name is
 * written to the audit log (docs/requirements.md#login-and-sessions): entity `loginLock`, the user's id and
 * name, the call that locked it and the address it came from, so an administrator sees who was locked out from
 * where before lifting it. A name no user has is counted alike but not logged.
 */
export async function countFailure(
  store: EntityStore,
  key: string,
  now: number,
  attempt: LockingAttempt,
): Promise<number> {
  const failures = await addFailure(store, key, now);
  if (failures === maxFailedLogins) await recordLoginLock(store, key, now, attempt);
  return failures;
}

async function addFailure(store: EntityStore, key: string, now: number): Promise<number> {
  const { failures } = await store.db
    .insertInto('login_failures')
    .values({ name_key: key, failures: 1, updated_time: now })
    .onConflict((oc) =>
      oc.column('name_key').doUpdateSet((eb) => ({
        failures: eb('login_failures.failures', '+', 1),
        updated_time: now,
      })),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return failures;
}

export async function clearFailures(store: EntityStore, key: string) {
  await store.db.deleteFrom('login_failures').where('name_key', '=', key).execute();
}

/**
 * Clears the count of a name after a right password, unless it has reached the lock; answers false then. A wrong
 * try in another request (or process) may lock the name after this one checked it: the clear is one conditional
 * statement, so such a lock is never undone (docs/architecture.md#postgresql-entity-store).
 */
export async function clearFailuresBelowLock(store: EntityStore, key: string): Promise<boolean> {
  await store.db
    .deleteFrom('login_failures')
    .where('name_key', '=', key)
    .where('failures', '<', maxFailedLogins)
    .execute();
  return !(await isLocked(store, key));
}

/** Whether a name is locked: three wrong passwords in a row, at login or as a changed password's old one. */
export const isLocked = async (store: EntityStore, key: string) =>
  (await failuresOf(store, key)) >= maxFailedLogins;

/** Checked against when the user does not exist, so an unknown name takes as long as a known one. */
let decoy: Promise<string> | undefined;
const decoyHash = () => (decoy ??= hashStoredPassword('0'.repeat(64)));

/**
 * A login attempt (docs/requirements.md#login-and-sessions): the captcha first (910005 expired or unknown,
 * 910006 wrong), then the name and password. Known and unknown names go the same way
 * (docs/hardening.md#login-abuse): the slow hash always runs, wrong tries are counted per name whether a
 * user has it or not, and the third locks it (910004, also with the right password after that); 910002 is a
 * wrong name or password, 910003 a frozen account with the right password. Success clears the count and
 * answers a new session token.
 */
export async function attemptLogin(
  store: EntityStore,
  input: LoginRequest,
  now: number,
  address: string,
): Promise<string> {
  const captcha = await consumeCaptcha(store, input.uuid, input.validationCode, now);
  if (captcha === 'expired') throw new ResponseError(responseCode.captchaExpired);
  if (captcha === 'wrong') throw new ResponseError(responseCode.captchaWrong);

  const key = lockKey(input.userName);
  const user = await store.db
    .selectFrom('users')
    .select(['id', 'password_hash', 'frozen'])
    .where('user_name', '=', input.userName.trim())
    .executeTakeFirst();
  const passwordMatches = await verifyStoredPassword(input.pwd, user?.password_hash ?? (await decoyHash()));
  if (await isLocked(store, key)) throw new ResponseError(responseCode.passwordAttemptsExceeded);
  if (!user || !passwordMatches) {
    const failures = await countFailure(store, key, now, { endpoint: endpoints.login, address });
    throw new ResponseError(
      failures >= maxFailedLogins ? responseCode.passwordAttemptsExceeded : responseCode.wrongCredentials,
    );
  }
  if (user.frozen) throw new ResponseError(responseCode.accountFrozen);
  if (!(await clearFailuresBelowLock(store, key)))
    throw new ResponseError(responseCode.passwordAttemptsExceeded);
  return startSession(store, user.id, now);
}

/**
 * Lifts a login lock (and clears the count of wrong passwords) of a name, in any spelling. Answers false when
 * no user has the name. Used by the `unlock-user` command an administrator runs.
 */
export async function unlockUser(store: EntityStore, userName: string): Promise<boolean> {
  const key = lockKey(userName);
  const names = await store.db.selectFrom('users').select('user_name').execute();
  if (!names.some((row) => lockKey(row.user_name) === key)) return false;
  await clearFailures(store, key);
  return true;
}
