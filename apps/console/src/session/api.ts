import { createApiClient, type ApiClientOptions } from '@adconsole/api-client';
import { isLanguage, type i18n, type Language } from '@adconsole/i18n';
import { textLookup } from '../lib/text-lookup';
import { withEarlyAnswers } from './early-answers';
import { getToken } from './token';

/**
 * The console's API client: the token cookie, the current language and account, its error words from the
 * console's texts; errors reach the app.
 */
export function createConsoleApiClient(
  i18n: i18n,
  handlers: Pick<ApiClientOptions, 'onUnauthorized' | 'onError' | 'getAccountId' | 'subscribeAccount'> = {},
) {
  return createApiClient({
    fetch: withEarlyAnswers(globalThis.fetch.bind(globalThis)),
    getToken,
    getLanguage: (): Language => (isLanguage(i18n.language) ? i18n.language : 'en'),
    lookup: textLookup(i18n),
    ...handlers,
  });
}
