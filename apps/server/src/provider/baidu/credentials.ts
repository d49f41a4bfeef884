/**
 * A Baidu account's credentials at rest (docs/baidu-provider.md): sealed as JSON by
 * `sealed-texts.ts` under a key derived for them, bound to the account's id.
 */
import { BaiduCredentials } from '@adconsole/api-client/contract';
import { sealedTexts, type SealedTextsOptions } from '../../security/sealed-texts';

export { secretKeyFile } from '../../security/sealed-texts';

/** Stored credentials that do not open with this server's key (another `SECRET_KEY`), or are not ours. */
export class CredentialsUnreadableError extends Error {
  constructor(readonly accountId: number) {
    super(
      `the stored credentials of provider account ${accountId} cannot be decrypted with this server's ` +
        'SECRET_KEY (was it changed?): enter them again',
    );
    this.name = 'CredentialsUnreadableError';
  }
}

/**
 * Stored credentials that open but lack what the provider now requires: OAuth credentials saved before the
 * numeric user id was asked (docs/baidu-provider.md).
 */
export class CredentialsIncompleteError extends Error {
  constructor(readonly accountId: number) {
    super(`the stored credentials of provider account ${accountId} lack the user id: enter them again`);
    this.name = 'CredentialsIncompleteError';
  }
}

export interface CredentialsVault {
  seal(accountId: number, credentials: BaiduCredentials): string;
  /**
   * The credentials of a sealed value; `CredentialsUnreadableError` when they do not open,
   * `CredentialsIncompleteError` when they open but lack a value the contract now requires.
   */
  open(accountId: number, sealed: string): BaiduCredentials;
}

export type CredentialsVaultOptions = SealedTextsOptions;

/** Seals and opens credentials; the key is read (or made) on the first call that needs it. */
export function credentialsVault(options: CredentialsVaultOptions): CredentialsVault {
  const texts = sealedTexts(options, {
    context: 'adconsole provider credentials v1',
    what: 'provider credentials',
  });
  const boundTo = (accountId: number) => `provider_accounts:${accountId}`;

  return {
    seal: (accountId, credentials) => texts.seal(boundTo(accountId), JSON.stringify(credentials)),

    open(accountId, sealed) {
      const text = texts.open(boundTo(accountId), sealed);
      let opened: unknown;
      try {
        opened = JSON.parse(text ?? '');
      } catch {
        throw new CredentialsUnreadableError(accountId);
      }
      const credentials = BaiduCredentials.safeParse(opened);
      if (!credentials.success) throw new CredentialsIncompleteError(accountId);
      return credentials.data;
    },
  };
}
