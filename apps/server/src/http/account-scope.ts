import { responseCode } from '@adconsole/api-client/contract';
import { lookup, type Language } from '@adconsole/i18n/resources';
import type { EntityStore } from '../stores/entity-store';
import { ResponseError } from './response-error';

/**
 * The account an account-scoped call acts on, checked against the session user's accounts
 * (docs/requirements.md#api-conventions).
 * `accountId` 0 or missing (the client sends 0 until an account is chosen) means the user's first account,
 * the lowest id. Someone else's account, or none at all, is 403; what is not an id is 400.
 */
export async function verifiedAccountId(
  store: EntityStore,
  userId: number,
  claimed: unknown,
  language: Language,
): Promise<number> {
  const id = claimed === undefined || claimed === null || claimed === '' ? 0 : Number(claimed);
  if (!Number.isSafeInteger(id) || id < 0 || typeof claimed === 'boolean') {
    const message = lookup(language, 'validation.accountId')!;
    throw new ResponseError(responseCode.badRequest, [{ field: 'accountId', message }]);
  }
  let query = store.db.selectFrom('user_accounts').select('account_id').where('user_id', '=', userId);
  query = id === 0 ? query.orderBy('account_id').limit(1) : query.where('account_id', '=', id);
  const row = await query.executeTakeFirst();
  if (!row) throw new ResponseError(responseCode.forbidden);
  return row.account_id;
}
