import type { i18n } from '@adconsole/i18n';
import { toast } from '@adconsole/ui';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from '../lib/store';
import { createAccountStore } from './current-account';
import { createSettingsStore } from '../app-settings/app-settings';
import { createTagsStore } from '../tags-view/tags-store';
import { createConsoleApiClient } from './api';
import { getToken, removeToken } from './token';

/** A 401 ended the session: the prompt names where the user was, to come back after logging in. */
export interface SessionExpiry {
  redirect: string;
}

/**
 * Everything the console holds outside React: i18n, the small persisted stores
 * (docs/architecture.md#front-end-state), server state and the API client, whose error hooks toast
 * (docs/requirements.md#error-codes) or end the session on a 401.
 */
export function createServices(i18n: i18n, navigate: (to: string) => void) {
  const settings = createSettingsStore();
  const tags = createTagsStore();
  const account = createAccountStore();
  const expiry = createStore<SessionExpiry | undefined>(undefined);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });

  /**
   * Logging out clears the token, the roles (the user's cached data), the account and the tabs
   * (docs/requirements.md#login-and-sessions).
   */
  function clearSession() {
    removeToken();
    queryClient.clear();
    account.clear();
    tags.clear();
  }

  const client = createConsoleApiClient(i18n, {
    getAccountId: account.accountId,
    subscribeAccount: account.subscribe,
    onError: (message) => void toast.error(message),
    onUnauthorized() {
      // Several calls may fail together; the first one ends the session and prompts.
      if (expiry.get() || !getToken()) return;
      const redirect = `${window.location.pathname}${window.location.search}`;
      clearSession();
      expiry.set({ redirect });
      navigate(`/login?redirect=${encodeURIComponent(redirect)}`);
    },
  });

  return { i18n, settings, tags, account, expiry, queryClient, client, clearSession };
}

export type Services = ReturnType<typeof createServices>;
