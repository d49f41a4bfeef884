// @vitest-environment happy-dom
import { lookup } from '@adconsole/i18n/resources';
import { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiError, createApiClient } from '../client';
import { endpoints } from '../contract';
import { logIn } from '../testing/log-in';
import { ApiProvider } from './context';
import {
  useCustomerChoices,
  useCustomers,
  useDeleteCustomer,
  useSaveCustomer,
  useSaveProviderAccount,
} from './administration';

// The administration hooks against the real server (src/testing/server-global-setup.ts): no mocked fetch.
const serverUrl = inject('serverUrl');
(globalThis as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(serverUrl);

let token: string | undefined;
/** The messages the console would toast. */
const toasted: string[] = [];
const client = createApiClient({
  getToken: () => token,
  getLanguage: () => 'en',
  lookup,
  onError: (message) => toasted.push(message),
});

beforeAll(async () => {
  token = await logIn(client, 'admin', 'admin123');
});

function render<T>(hook: () => T) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(ApiProvider, { client, queryClient, children });
  return renderHook(hook, { wrapper }).result;
}

describe('the administration hooks', () => {
  it('choose among every customer, however many pages they take', async () => {
    for (let n = 1; n <= 52; n += 1) {
      await client.request(endpoints.customerSave, { name: `Choice ${String(n).padStart(2, '0')}` });
    }
    const { page } = await client.requestPage(endpoints.customerList, { page: { number: 1, size: 10 } });
    const choices = render(() => useCustomerChoices());
    await waitFor(() => expect(choices.current.data).toBeDefined());
    const names = choices.current.data!.map((customer) => customer.name);
    expect(names).toHaveLength(page!.totalCount);
    expect(names.filter((name) => name.startsWith('Choice '))).toEqual(
      Array.from({ length: 52 }, (_, i) => `Choice ${String(i + 1).padStart(2, '0')}`),
    );
  });

  it('show a new customer in the cached list once it is saved', async () => {
    const hooks = render(() => ({
      list: useCustomers({ page: { number: 1, size: 10 }, query: { name: 'Fabrikam' } }),
      save: useSaveCustomer(),
    }));
    await waitFor(() => expect(hooks.current.list.data?.data).toEqual([]));
    await hooks.current.save.mutateAsync({ name: 'Fabrikam' });
    await waitFor(() => expect(hooks.current.list.data?.data.map((c) => c.name)).toEqual(['Fabrikam']));
  });

  it("tell a refusal in the server's words, with the field it names for the form to show", async () => {
    toasted.length = 0;
    const hooks = render(() => ({
      saveAccount: useSaveProviderAccount(),
      deleteCustomer: useDeleteCustomer(),
    }));
    const { data: accounts } = await client.requestPage(endpoints.providerAccountList, {});
    const taken = hooks.current.saveAccount.mutateAsync({
      accountNo: accounts[0]!.accountNo,
      channel: 'search',
      companyId: null,
    });
    await expect(taken).rejects.toEqual(
      new ApiError(1400, 'This provider account already exists', [
        { field: 'accountNo', message: 'This provider account already exists' },
      ]),
    );
    // A company's customer has a company, so it cannot be deleted.
    const { data: companies } = await client.requestPage(endpoints.companyList, {});
    const parent = { id: companies[0]!.customerId };
    const refused = hooks.current.deleteCustomer.mutateAsync(parent.id);
    await expect(refused).rejects.toMatchObject({
      code: 400,
      data: [{ field: 'id', message: expect.stringMatching(/^This customer still has companies/) }],
    });
    // The save's form shows the field it names (docs/requirements.md#error-codes): no toast; the delete has
    // no form, so its refusal toasts, as does a save's refusal that names no field.
    await expect(
      hooks.current.saveAccount.mutateAsync({
        id: 999_999,
        accountNo: 'bd-none',
        channel: 'search',
        companyId: null,
      }),
    ).rejects.toMatchObject({ fields: [] });
    expect(toasted).toEqual([expect.stringMatching(/^This customer still has companies/), 'Not found']);
  });
});
