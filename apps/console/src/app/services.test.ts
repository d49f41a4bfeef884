import { queryKeys } from '@adconsole/api-client';
import { describe, expect, it } from 'vitest';
import { isAccountScopedQuery } from './services';

describe('isAccountScopedQuery', () => {
  it('keeps the user’s own queries when the account changes, and refetches the rest', () => {
    const scoped = (queryKey: readonly unknown[]) => isAccountScopedQuery({ queryKey });
    expect(scoped(queryKeys.userInfo)).toBe(false);
    expect(scoped(queryKeys.routers)).toBe(false);
    expect(scoped(queryKeys.captcha)).toBe(false);
    expect(scoped([...queryKeys.messages, 'unread'])).toBe(false);
    expect(scoped([...queryKeys.accounts, {}])).toBe(true);
    expect(scoped(['account', 'summary', {}])).toBe(true);
    expect(scoped(['report', 'search', 'keyword', {}])).toBe(true);
  });
});
