// @vitest-environment happy-dom
import { lookup } from '@adconsole/i18n/resources';
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApiClient } from '../client';
import { endpoints, type AccountListItem } from '../contract';
import { logIn } from '../testing/log-in';
import { useAccountList, useFollowAccount } from './accounts';
import { ApiProvider } from './context';
import { queryKeysOf } from './query-keys';

// The follow hook against the real server (src/testing/server-global-setup.ts): no mocked fetch. The test page
// lives on that server's origin, as the console does, so the DOM's fetch allows the calls.
const serverUrl = inject('serverUrl');
(globalThis as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(serverUrl);

let token: string | undefined;
const client = createApiClient({
  getToken: () => token,
  getLanguage: () => 'en',
  lookup,
});

beforeAll(async () => {
  token = await logIn(client, 'demo', 'demo123');
});
// The server is shared with the other tests: demo follows nothing again.
afterAll(async () => {
  const accounts = await client.request(endpoints.accountList, {});
  for (const { accountId } of accounts)
    await client.request(endpoints.follow, { accountId, followed: false });
});

/** The list and the follow hook of demo's home page, and every followed state the cached list went through. */
function renderFollow() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(ApiProvider, { client, queryClient, children });
  const view = renderHook(() => ({ list: useAccountList(), follow: useFollowAccount() }), { wrapper });
  const seen: string[] = [];
  queryClient.getQueryCache().subscribe(() => {
    const accounts = queryClient.getQueryData<AccountListItem[]>(
      queryKeysOf(0).of(endpoints.accountList, { query: {} }),
    );
    const states = accounts?.map((a) => `${a.accountNo}:${a.followed ? 'followed' : '-'}`).join(' ');
    if (states && seen.at(-1) !== states) seen.push(states);
  });
  return { ...view, queryClient, seen };
}

describe('useFollowAccount', () => {
  it('shows the follow at once, keeps the rows in place, and the next load puts the account first', async () => {
    const { result, queryClient, seen } = renderFollow();
    await waitFor(() => expect(result.current.list.data).toBeDefined());
    const demoAccount = result.current.list.data!.find((a) => a.accountNo === 'adc-demo-01')!;

    await act(() => result.current.follow.mutateAsync({ accountId: demoAccount.accountId, followed: true }));

    await waitFor(() =>
      expect(result.current.list.data!.map((a) => [a.accountNo, a.followed])).toEqual([
        ['adc-shared-01', false],
        ['adc-demo-01', true],
      ]),
    );
    expect(
      queryClient.getQueryState(queryKeysOf(0).of(endpoints.accountList, { query: {} }))?.isInvalidated,
    ).toBe(true);
    expect(seen).toEqual(['adc-shared-01:- adc-demo-01:-', 'adc-shared-01:- adc-demo-01:followed']);
    const reloaded = await client.request(endpoints.accountList, {});
    expect(reloaded.map((a) => [a.accountNo, a.followed])).toEqual([
      ['adc-demo-01', true],
      ['adc-shared-01', false],
    ]);
  });

  it('gives the rows back as they were when the call fails', async () => {
    const { result, seen } = renderFollow();
    await waitFor(() => expect(result.current.list.data).toBeDefined());
    const shared = result.current.list.data!.find((a) => a.accountNo === 'adc-shared-01')!;
    const before = result.current.list.data;
    const session = token;
    token = 'ended-session';

    await act(async () => {
      await expect(
        result.current.follow.mutateAsync({ accountId: shared.accountId, followed: true }),
      ).rejects.toThrow();
    });
    token = session;

    await waitFor(() => expect(result.current.list.data).toEqual(before));
    expect(seen).toEqual([
      'adc-demo-01:followed adc-shared-01:-',
      'adc-demo-01:followed adc-shared-01:followed',
      'adc-demo-01:followed adc-shared-01:-',
    ]);
    const reloaded = await client.request(endpoints.accountList, {});
    expect(reloaded.find((a) => a.accountNo === 'adc-shared-01')!.followed).toBe(false);
  });
});
