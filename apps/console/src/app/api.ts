import { createApiClient, type ApiClientOptions } from '@adconsole/api-client';
import { isLanguage, type i18n, type Language } from '@adconsole/i18n';
import { getToken } from './session';

/** The console's API client: the token cookie, the current language and account; errors reach the app. */
export function createConsoleApiClient(
  i18n: i18n,
  handlers: Pick<ApiClientOptions, 'onUnauthorized' | 'onError' | 'getAccountId'>,
) {
  return createApiClient({
    getToken,
    getLanguage: (): Language => (isLanguage(i18n.language) ? i18n.language : 'en'),
    ...handlers,
  });
}
