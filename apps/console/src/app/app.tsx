import { ApiClientContext } from '@adconsole/api-client';
import { createI18n, I18nextProvider } from '@adconsole/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createConsoleApiClient } from './api';
import { createRouter } from './router';
import { removeToken } from './session';

/** The console: i18n, the API client, server state and the routes. */
export function App() {
  const [{ i18n, client, queryClient, router }] = useState(() => {
    const i18n = createI18n();
    const router = createRouter();
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
    });
    const client = createConsoleApiClient(i18n, {
      onUnauthorized() {
        removeToken();
        queryClient.clear();
        const here = `${window.location.pathname}${window.location.search}`;
        void router.navigate(`/login?redirect=${encodeURIComponent(here)}`, { replace: true });
      },
    });
    return { i18n, client, queryClient, router };
  });
  return (
    <I18nextProvider i18n={i18n}>
      <ApiClientContext.Provider value={client}>
        <QueryClientProvider client={queryClient}>
          <div data-size="medium" className="h-full">
            <RouterProvider router={router} />
          </div>
        </QueryClientProvider>
      </ApiClientContext.Provider>
    </I18nextProvider>
  );
}
