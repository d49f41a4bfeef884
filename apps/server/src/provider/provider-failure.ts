import { lookup, type Language } from '@adconsole/i18n/resources';
import { BaiduUnreachableError } from './baidu/client';
import { CredentialsUnreadableError } from './baidu/credentials';
import { BaiduCallError, baiduFailureCode } from './baidu/protocol';

/** Why a provider did not serve an account: a message key and the provider's own words for its `{{reason}}`. */
export interface ProviderFailure {
  key: string;
  reason: string;
}

/**
 * The provider's refusal or absence behind an error (docs/architecture.md#baidu-provider): refused
 * credentials, a refused call, an unreachable provider, or stored credentials this server's key cannot open;
 * undefined for the server's own failures, whose words stay in its log.
 */
export function providerFailure(error: unknown): ProviderFailure | undefined {
  const reason = error instanceof Error ? error.message : '';
  if (error instanceof CredentialsUnreadableError) {
    return { key: 'validation.providerCredentialsUnreadable', reason };
  }
  if (error instanceof BaiduCallError) {
    const refusedCredentials = error.failures.some(
      (failure) => failure.code === baiduFailureCode.authentication,
    );
    return {
      key: refusedCredentials ? 'validation.providerCredentialsRefused' : 'validation.providerRefused',
      reason,
    };
  }
  if (error instanceof BaiduUnreachableError) return { key: 'validation.providerUnreachable', reason };
  return undefined;
}

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
