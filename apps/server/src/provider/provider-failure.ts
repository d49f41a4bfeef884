import { lookup, type Language } from '@adconsole/i18n/resources';
import { BaiduUnreachableError } from './baidu/client';
import { CredentialsIncompleteError, CredentialsUnreadableError } from './baidu/credentials';
import { BaiduCallError, isAuthenticationFailure } from './baidu/protocol';
import { ReportShapeError, ReportsFailedError } from './baidu/report-feeds';

/** Why a provider did not serve an account: a message key and the provider's own words for its `{{reason}}`. */
export interface ProviderFailure {
  key: string;
  reason: string;
}

/**
 * The provider's refusal or absence behind an error (docs/baidu-provider.md): refused
 * credentials, a refused call, an unreachable provider, or stored credentials this server's key cannot open;
 * undefined for the server's own failures, whose words stay in its log.
 */
export function providerFailure(error: unknown): ProviderFailure | undefined {
  // Reports that failed in one sync are each kept on their report; the account names the first.
  if (error instanceof ReportsFailedError) return providerFailure(error.failures[0]!.error);
  const reason = error instanceof Error ? error.message : '';
  if (error instanceof CredentialsUnreadableError) {
    return { key: 'validation.providerCredentialsUnreadable', reason };
  }
  if (error instanceof CredentialsIncompleteError) {
    return { key: 'validation.providerCredentialsIncomplete', reason };
  }
  if (error instanceof BaiduCallError) {
    return {
      key: refusedCredentials(error) ? 'validation.providerCredentialsRefused' : 'validation.providerRefused',
      reason,
    };
  }
  if (error instanceof ReportShapeError) return { key: 'validation.providerRefused', reason };
  if (error instanceof BaiduUnreachableError) return { key: 'validation.providerUnreachable', reason };
  return undefined;
}

/** Whether the provider refused the account's credentials (a refused token exchange, or an API call). */
export const refusedCredentials = (error: unknown): boolean =>
  error instanceof BaiduCallError && isAuthenticationFailure(error);

/**
 * What an account keeps of its last failed sync (`provider_accounts.sync_error`): the provider's failure, or,
 * for the server's own, only that it failed.
 */
export const storedSyncFailure = (error: unknown): string =>
  JSON.stringify(providerFailure(error) ?? { key: 'validation.providerSyncFailed', reason: '' });

/** The last failed sync of an account in the reader's language, or null when its last sync ran. */
export function syncFailureText(stored: string | null, language: Language): string | null {
  if (stored === null) return null;
  let failure: Partial<ProviderFailure> = {};
  try {
    failure = JSON.parse(stored) as ProviderFailure;
  } catch {
    // Not ours: said as a failure of the server.
  }
  return (
    (failure.key && lookup(language, failure.key, { reason: failure.reason ?? '' })) ||
    lookup(language, 'validation.providerSyncFailed')!
  );
}
