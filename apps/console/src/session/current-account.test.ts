import { beforeEach, describe, expect, it } from 'vitest';
import { accountChangedEvent, accountStorageKey, createAccountStore } from './current-account';

const shared = { accountId: 1, accountNo: 'adc-shared-01' };
const own = { accountId: 3, accountNo: 'adc-demo-01' };

describe('current account', () => {
  beforeEach(() => localStorage.clear());

  it('sends 0 until there is an account, then the first of the user’s', () => {
    const store = createAccountStore(localStorage);
    expect(store.accountId()).toBe(0);
    expect(store.reconcile([shared, own])).toBe(true);
    expect(store.accountId()).toBe(1);
    expect(store.reconcile([shared, own])).toBe(false);
  });

  it('stores the switch in curAccount, restores it and announces it', () => {
    const store = createAccountStore(localStorage);
    store.reconcile([shared, own]);
    const announced: unknown[] = [];
    const listen = (event: Event) => announced.push((event as CustomEvent).detail);
    window.addEventListener(accountChangedEvent, listen);
    expect(store.switchTo(own)).toBe(true);
    expect(store.switchTo(own)).toBe(false);
    window.removeEventListener(accountChangedEvent, listen);
    expect(announced).toEqual([own]);
    expect(JSON.parse(localStorage.getItem(accountStorageKey)!)).toEqual(own);
    const restored = createAccountStore(localStorage);
    expect(restored.accountId()).toBe(3);
    expect(restored.reconcile([shared, own])).toBe(false);
  });

  it('drops a stored account the user no longer holds, or one it cannot read', () => {
    localStorage.setItem(accountStorageKey, JSON.stringify({ accountId: 99, accountNo: 'gone' }));
    const store = createAccountStore(localStorage);
    expect(store.accountId()).toBe(99);
    store.reconcile([own]);
    expect(store.get()).toEqual(own);
    localStorage.setItem(accountStorageKey, '"adc"');
    expect(createAccountStore(localStorage).get()).toBeUndefined();
  });

  it('forgets the account on logout', () => {
    const store = createAccountStore(localStorage);
    store.reconcile([shared]);
    store.clear();
    expect(localStorage.getItem(accountStorageKey)).toBeNull();
    expect(store.accountId()).toBe(0);
  });
});
