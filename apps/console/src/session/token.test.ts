import { sessionCookie } from '@adconsole/api-client/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { getToken, removeToken, safeRedirect, setToken, tokenCookie } from './token';

describe('session token cookie', () => {
  afterEach(() => removeToken());

  it('keeps the token in the yunShang-Token cookie and reads it back', () => {
    expect(getToken()).toBeUndefined();
    setToken('abc=/+');
    expect(document.cookie).toContain(`${tokenCookie}=`);
    expect(getToken()).toBe('abc=/+');
  });

  it("is the contract's session cookie, which the server reads to choose the console's page", () => {
    expect(tokenCookie).toBe(sessionCookie);
  });

  it('forgets the token on removal', () => {
    setToken('abc');
    removeToken();
    expect(getToken()).toBeUndefined();
  });
});

describe('safeRedirect', () => {
  it.each([
    ['/downloadCenter/index', '/downloadCenter/index'],
    [
      '/keywordSearch/accountReport?beginDate=2026-11-01',
      '/keywordSearch/accountReport?beginDate=2026-11-01',
    ],
    ['//evil.example/', '/'],
    ['https://evil.example/', '/'],
    [null, '/'],
    ['', '/'],
  ])('%s → %s', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });
});
