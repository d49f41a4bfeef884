/**
 * A Baidu account's credentials at rest (docs/architecture.md#baidu-provider): sealed with AES-256-GCM under a
 * key derived from `SECRET_KEY`, a fresh IV for every write, and bound to the account's id (a sealed value
 * copied onto another account does not open). Stored as `v1.<iv>.<tag>.<data>`, each part base64url. Without
 * `SECRET_KEY` the server makes a key in the data folder (`secret.key`, readable by its owner only) the first
 * time it needs one.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BaiduCredentials } from '@adconsole/api-client/contract';

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
 * numeric user id was asked (docs/architecture.md#baidu-provider).
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

export interface CredentialsVaultOptions {
  /** `SECRET_KEY`; when absent, the key of `secret.key` in the data folder (made on first need). */
  secretKey?: string;
  dataDir: string;
  /** Says once where the key comes from when `SECRET_KEY` is not set (never the key). */
  log: (line: string) => void;
}

const version = 'v1';
/** The key is derived for this use alone: the same secret may serve other purposes under other contexts. */
const keyContext = 'adconsole provider credentials v1';
const ivBytes = 12;

/** The file the server's own key is kept in when `SECRET_KEY` is not set. */
export const secretKeyFile = (dataDir: string) => path.join(dataDir, 'secret.key');

function secretOf(options: CredentialsVaultOptions): string {
  if (options.secretKey) return options.secretKey;
  const file = secretKeyFile(options.dataDir);
  if (existsSync(file)) {
    options.log(`SECRET_KEY is not set: provider credentials use the key in ${file}`);
    return readFileSync(file, 'utf8').trim();
  }
  const secret = randomBytes(32).toString('base64url');
  // `wx`: a key another process wrote at the same moment is never overwritten.
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  options.log(`SECRET_KEY is not set: made a key for provider credentials in ${file}; keep it with the data`);
  return secret;
}

/** Seals and opens credentials; the key is read (or made) on the first call that needs it. */
export function credentialsVault(options: CredentialsVaultOptions): CredentialsVault {
  let key: Buffer | undefined;
  const keyOf = () =>
    (key ??= Buffer.from(hkdfSync('sha256', secretOf(options), 'adconsole', keyContext, 32)));
  const boundTo = (accountId: number) => Buffer.from(`provider_accounts:${accountId}`);

  return {
    seal(accountId, credentials) {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', keyOf(), iv);
      cipher.setAAD(boundTo(accountId));
      const data = Buffer.concat([cipher.update(JSON.stringify(credentials), 'utf8'), cipher.final()]);
      return [version, iv, cipher.getAuthTag(), data]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },

    open(accountId, sealed) {
      const [stamp, iv, tag, data, ...rest] = sealed.split('.');
      let opened: unknown;
      if (stamp !== version || !iv || !tag || !data || rest.length) {
        throw new CredentialsUnreadableError(accountId);
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', keyOf(), Buffer.from(iv, 'base64url'), {
          authTagLength: 16,
        });
        decipher.setAAD(boundTo(accountId));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        const text = Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]);
        opened = JSON.parse(text.toString('utf8'));
      } catch {
        throw new CredentialsUnreadableError(accountId);
      }
      const credentials = BaiduCredentials.safeParse(opened);
      if (!credentials.success) throw new CredentialsIncompleteError(accountId);
      return credentials.data;
    },
  };
}
