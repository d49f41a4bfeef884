import { responseCode, type LoginRequest } from '@adconsole/api-client/contract';
import { ResponseError } from '../http/response-error';
import type { EntityStore } from '../stores/entity-store';
import { consumeCaptcha } from './captcha';
import { hashStoredPassword, verifyStoredPassword } from './passwords';
import { startSession } from './sessions';

/**
 * The third wrong password in a row locks the login until an administrator lifts it
 * (docs/requirements.md#login-and-sessions).
 */
export const maxFailedLogins = 3;

/** Checked against when the user does not exist, so an unknown name takes as long as a wrong password. */
let decoy: Promise<string> | undefined;
const decoyHash = () => (decoy ??= hashStoredPassword('0'.repeat(64)));

/**
 * A login attempt (docs/requirements.md#login-and-sessions): the captcha first (910005 expired or unknown,
 * 910006 wrong), then the user: 910003 frozen, 910004 locked (or locked by this third wrong password), 910002
 * wrong name or password. Success resets the count of wrong passwords and answers a new session token.
 */
export async function attemptLogin(store: EntityStore, input: LoginRequest, now: number): Promise<string> {
  const captcha = await consumeCaptcha(store, input.uuid, input.validationCode, now);
  if (captcha === 'expired') throw new ResponseError(responseCode.captchaExpired);
  if (captcha === 'wrong') throw new ResponseError(responseCode.captchaWrong);

  const user = await store.db
    .selectFrom('users')
    .select(['id', 'password_hash', 'frozen', 'failed_logins'])
    .where('user_name', '=', input.userName)
    .executeTakeFirst();
  if (!user) {
    await verifyStoredPassword(input.pwd, await decoyHash());
    throw new ResponseError(responseCode.wrongCredentials);
  }
  if (user.frozen) throw new ResponseError(responseCode.accountFrozen);
  if (user.failed_logins >= maxFailedLogins) throw new ResponseError(responseCode.passwordAttemptsExceeded);

  if (!(await verifyStoredPassword(input.pwd, user.password_hash))) {
    const { failed_logins: failed } = await store.db
      .updateTable('users')
      .set((eb) => ({ failed_logins: eb('failed_logins', '+', 1) }))
      .where('id', '=', user.id)
      .returning('failed_logins')
      .executeTakeFirstOrThrow();
    throw new ResponseError(
      failed >= maxFailedLogins ? responseCode.passwordAttemptsExceeded : responseCode.wrongCredentials,
    );
  }
  if (user.failed_logins > 0) {
    await store.db.updateTable('users').set({ failed_logins: 0 }).where('id', '=', user.id).execute();
  }
  return startSession(store, user.id, now);
}

/**
 * Lifts a login lock (and clears the count of wrong passwords). Answers false when there is no such user.
 * Used by the `unlock-user` command an administrator runs.
 */
export async function unlockUser(store: EntityStore, userName: string): Promise<boolean> {
  const result = await store.db
    .updateTable('users')
    .set({ failed_logins: 0 })
    .where('user_name', '=', userName)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
