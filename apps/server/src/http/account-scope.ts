import { responseCode } from '@adconsole/api-client/contract';
import { lookup, type Language } from '@adconsole/i18n/resources';
import { ownedAccountIds } from '../auth/sessions';
import type { EntityStore } from '../stores/entity-store';
import { ResponseError } from './response-error';

/**
 * Every value of an `accountId` key anywhere in a request's body or query, walked with a stack rather than
 * recursion (bodies are already no deeper than the input limits allow).
 */
export function accountIdsIn(value: unknown): unknown[] {
  const found: unknown[] = [];
  const pending = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item !== 'object' || item === null) continue;
    if (Array.isArray(item)) pending.push(...(item as unknown[]));
    else {
      for (const [key, child] of Object.entries(item)) {
        if (key === 'accountId') found.push(child);
        else pending.push(child);
      }
    }
  }
  return found;
}

/**
 * The account rule of every authenticated call (docs/hardening.md#account-rule): each `accountId` a
 * request names, anywhere in its body or query, must be one of the session user's accounts; 0 or empty means
 * the user's first account, the lowest id. What is not an id is 400; someone else's account, or none at all,
 * is 403, before anything is read, written or stored. `owned` are the user's accounts, lowest id first (the
 * session's, `ownedAccountIds`). Answers the verified ids, in the order claimed.
 */
export function verifiedAccountIds(
  owned: readonly number[],
  claims: unknown[],
  language: Language,
): number[] {
  return claims.map((claimed) => {
    const id =
      claimed === undefined || claimed === null || claimed === ''
        ? 0
        : typeof claimed === 'number' || typeof claimed === 'string'
          ? Number(claimed)
          : Number.NaN;
    if (!Number.isSafeInteger(id) || id < 0) {
      const message = lookup(language, 'validation.accountId')!;
      throw new ResponseError(responseCode.badRequest, [{ field: 'accountId', message }]);
    }
    const account = id === 0 ? owned[0] : owned.find((ownedId) => ownedId === id);
    if (account === undefined) throw new ResponseError(responseCode.forbidden);
    return account;
  });
}

/** The account one `accountId` names, checked by the same rule (a copied draft's stored account). */
export async function verifiedAccountId(
  store: EntityStore,
  userId: number,
  claimed: unknown,
  language: Language,
): Promise<number> {
  const [accountId] = verifiedAccountIds(await ownedAccountIds(store, userId), [claimed], language);
  return accountId!;
}
