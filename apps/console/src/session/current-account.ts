import type { AccountRef } from '@adconsole/api-client/contract';
import * as z from 'zod/mini';
import { createStore } from '../lib/store';

/**
 * The current provider account is kept in localStorage `curAccount` and restored
 * (docs/requirements.md#accounts-and-account-switch).
 */
export const accountStorageKey = 'curAccount';

const StoredAccount = z.object({ accountId: z.int().check(z.minimum(1)), accountNo: z.string() });

/**
 * The event the console announces when the account changes
 * (docs/requirements.md#accounts-and-account-switch).
 */
export const accountChangedEvent = 'adconsole:account-changed';

function restore(storage: Storage): AccountRef | undefined {
  try {
    const parsed = StoredAccount.safeParse(JSON.parse(storage.getItem(accountStorageKey) ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The current provider account: what the API client merges into bodies as accountId. */
export function createAccountStore(storage: Storage = localStorage) {
  const store = createStore<AccountRef | undefined>(restore(storage));

  function set(account: AccountRef | undefined) {
    if (account) storage.setItem(accountStorageKey, JSON.stringify(account));
    else storage.removeItem(accountStorageKey);
    store.set(account);
  }

  return {
    subscribe: store.subscribe,
    get: store.get,
    /**
     * The id the API client sends, 0 when there is none
     * (docs/requirements.md#accounts-and-account-switch).
     */
    accountId: () => store.get()?.accountId ?? 0,
    /**
     * Makes the stored account one of the user's: kept when it still is, else the first of theirs
     * (none when they hold no account). Answers whether it changed.
     */
    reconcile(accounts: readonly AccountRef[]): boolean {
      const current = store.get();
      const kept = accounts.find((a) => a.accountId === current?.accountId) ?? accounts[0];
      if (kept?.accountId === current?.accountId && kept?.accountNo === current?.accountNo) return false;
      set(kept && { accountId: kept.accountId, accountNo: kept.accountNo });
      return true;
    },
    /**
     * The user picked another account: stored, then announced to the page
     * (docs/requirements.md#accounts-and-account-switch).
     */
    switchTo(account: AccountRef) {
      if (account.accountId === store.get()?.accountId) return false;
      set({ accountId: account.accountId, accountNo: account.accountNo });
      window.dispatchEvent(new CustomEvent(accountChangedEvent, { detail: account }));
      return true;
    },
    clear: () => set(undefined),
  };
}

export type AccountStore = ReturnType<typeof createAccountStore>;
