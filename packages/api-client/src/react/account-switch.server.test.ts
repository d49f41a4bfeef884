// @vitest-environment happy-dom
import { lookup } from '@adconsole/i18n/resources';
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createApiClient } from '../client';
import { endpoints, reportListEndpoint, type AccountRef } from '../contract';
import { logIn } from '../testing/log-in';
import { useAccountSummary } from './accounts';
import { ApiProvider } from './context';
import { queryKeysOf } from './query-keys';
import { useReportList } from './reports';

// The hooks of demo's two accounts against the real server (src/testing/server-global-setup.ts): no mocked
// fetch. The test page lives on that server's origin, as the console does.
const serverUrl = inject('serverUrl');
(globalThis as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(serverUrl);

let token: string | undefined;
/** The current provider account, kept as the console keeps it: a value and those told of its changes. */
let currentAccount = 0;
const accountListeners = new Set<() => void>();
const client = createApiClient({
  getToken: () => token,
  getLanguage: () => 'en',
  lookup,
  getAccountId: () => currentAccount,
  subscribeAccount(listener) {
    accountListeners.add(listener);
    return () => void accountListeners.delete(listener);
  },
});

function switchTo(account: AccountRef) {
  currentAccount = account.accountId;
  for (const listener of accountListeners) listener();
}

let shared: AccountRef;
let own: AccountRef;

beforeAll(async () => {
  token = await logIn(client, 'demo', 'demo123');
  const { accounts } = await client.request(endpoints.getUserInfo);
  shared = accounts.find((account) => account.accountNo === 'adc-shared-01')!;
  own = accounts.find((account) => account.accountNo === 'adc-demo-01')!;
});

/** Renders `hook` in a fresh cache, noting with each render the account it was rendered for. */
function render<T>(hook: () => T) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(ApiProvider, { client, queryClient, children });
  const renders: { accountId: number; value: T }[] = [];
  const view = renderHook(
    () => {
      const value = hook();
      renders.push({ accountId: currentAccount, value });
      return value;
    },
    { wrapper },
  );
  return { result: view.result, renders, queryClient };
}

describe('switching the provider account', () => {
  it("shows the new account's answer, nothing of the former one meanwhile, and keeps each under its own key", async () => {
    switchTo(shared);
    const { result, renders, queryClient } = render(() => useAccountSummary());
    await waitFor(() => expect(result.current.data?.accountNo).toBe('adc-shared-01'));

    act(() => switchTo(own));
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data?.accountNo).toBe('adc-demo-01'));

    // Back to the first account: its answer is still in the cache, under its own key.
    act(() => switchTo(shared));
    expect(result.current.data?.accountNo).toBe('adc-shared-01');
    const summaryOf = (account: AccountRef) =>
      queryClient.getQueryData<{ accountNo: string }>(
        queryKeysOf(account.accountId).of(endpoints.accountSummary, {}),
      )?.accountNo;
    expect([summaryOf(shared), summaryOf(own)]).toEqual(['adc-shared-01', 'adc-demo-01']);
    const accountNoOf = (accountId: number) =>
      accountId === own.accountId ? 'adc-demo-01' : 'adc-shared-01';
    const shownUnderAnother = renders.filter(
      ({ accountId, value }) => value.data !== undefined && value.data.accountNo !== accountNoOf(accountId),
    );
    expect(shownUnderAnother).toEqual([]);
  });

  it('fetches an answer again for the account its key names, even once the account has switched', async () => {
    switchTo(shared);
    const { result, queryClient } = render(() => useAccountSummary());
    await waitFor(() => expect(result.current.data?.accountNo).toBe('adc-shared-01'));
    const sharedKey = queryKeysOf(shared.accountId).of(endpoints.accountSummary, {});

    // The switch has happened, the former account's answer is fetched again before the page shows the new one.
    switchTo(own);
    await queryClient.refetchQueries({ queryKey: sharedKey, type: 'all' });
    expect(queryClient.getQueryData<{ accountNo: string }>(sharedKey)?.accountNo).toBe('adc-shared-01');
  });

  it("shows no row of the former account's report while the new account's loads", async () => {
    switchTo(shared);
    const summary = await client.request(endpoints.accountSummary, {});
    const week = { beginDate: summary.trend.at(-7)!.date, endDate: summary.trend.at(-1)!.date };
    const body = { page: { number: 1, size: 10 as const }, query: { ...week, timeUnit: 'day' as const } };
    const campaigns = reportListEndpoint('search', 'campaign');
    const rowsOf = async (account: AccountRef) =>
      (await client.requestPage(campaigns, body, { accountId: account.accountId })).data;
    const [sharedRows, ownRows] = [await rowsOf(shared), await rowsOf(own)];
    expect(sharedRows).not.toEqual(ownRows);

    const { result, renders } = render(() => useReportList('search', 'campaign', body));
    await waitFor(() => expect(result.current.data?.data).toEqual(sharedRows));
    act(() => switchTo(own));
    // The list keeps its previous page while the next loads, but never one of another account.
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data?.data).toEqual(ownRows));
    const shownFor = (account: AccountRef) =>
      renders.filter(({ accountId, value }) => accountId === account.accountId && value.data !== undefined);
    expect(shownFor(own).map(({ value }) => value.data!.data)).toEqual(shownFor(own).map(() => ownRows));
    expect(shownFor(shared).map(({ value }) => value.data!.data)).toEqual(
      shownFor(shared).map(() => sharedRows),
    );
  });
});
