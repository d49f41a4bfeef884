import { lookup } from '@adconsole/i18n/resources';
import { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { endpoints } from '../contract';
import { useAccountSwitched } from './accounts';
import { ApiProvider } from './context';
import { queryKeys } from './query-keys';

describe('useAccountSwitched', () => {
  it('marks the answers of the former account stale and keeps the user’s own', async () => {
    const queryClient = new QueryClient();
    const summary = queryKeys.of(endpoints.accountSummary, {});
    const userInfo = queryKeys.of(endpoints.getUserInfo);
    queryClient.setQueryData(summary, 'totals of account 1');
    queryClient.setQueryData(userInfo, 'the user');
    const client = createApiClient({ getToken: () => undefined, getLanguage: () => 'en', lookup });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApiProvider client={client} queryClient={queryClient}>
        {children}
      </ApiProvider>
    );

    const { result } = renderHook(() => useAccountSwitched(), { wrapper });
    await result.current();

    expect(queryClient.getQueryState(summary)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(userInfo)?.isInvalidated).toBe(false);
  });
});
