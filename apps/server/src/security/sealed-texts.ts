/**
 * Secrets at rest (docs/baidu-provider.md): sealed with AES-256-GCM under a key derived from
 * `SECRET_KEY` for one use (`context`), a fresh IV for every write, and bound to the row they belong to (a
 * sealed value copied onto another row does not open). Stored as `v1.<iv>.<tag>.<data>`, each part base64url.
 * Without `SECRET_KEY` the server makes a key in the data folder (`secret.key`, readable by its owner only)
 * the first time it needs one.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface SealedTextsOptions {
  /** `SECRET_KEY`; when absent, the key of `secret.key` in the data folder (made on first need). */
  secretKey?: string;
  dataDir: string;
  /** Says once where the key comes from when `SECRET_KEY` is not set (never the key). */
  log: (line: string) => void;
}

/** A use of the key: its derivation's context, and what it seals in the log's words. */
export interface SealedTextsUse {
  context: string;
  what: string;
}

export interface SealedTexts {
  /** Seals `text`, bound to `binding` (the row's table and id). */
  seal(binding: string, text: string): string;
  /** The text of a sealed value; undefined when it does not open with this key and binding. */
  open(binding: string, sealed: string): string | undefined;
}

const version = 'v1';
const ivBytes = 12;

/** The file the server's own key is kept in when `SECRET_KEY` is not set. */
export const secretKeyFile = (dataDir: string) => path.join(dataDir, 'secret.key');

function secretOf(options: SealedTextsOptions, what: string): string {
  if (options.secretKey) return options.secretKey;
  const file = secretKeyFile(options.dataDir);
  if (existsSync(file)) {
    options.log(`SECRET_KEY is not set: ${what} use the key in ${file}`);
    return readFileSync(file, 'utf8').trim();
  }
  const secret = randomBytes(32).toString('base64url');
  // `wx`: a key another process wrote at the same moment is never overwritten.
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  options.log(`SECRET_KEY is not set: made a key for ${what} in ${file}; keep it with the data`);
  return secret;
}

/** Seals and opens texts of one use; the key is read (or made) on the first call that needs it. */
export function sealedTexts(options: SealedTextsOptions, use: SealedTextsUse): SealedTexts {
  let key: Buffer | undefined;
  // The key is derived for this use alone: the same secret serves other uses under other contexts.
  const keyOf = () =>
    (key ??= Buffer.from(hkdfSync('sha256', secretOf(options, use.what), 'adconsole', use.context, 32)));

  return {
    seal(binding, text) {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', keyOf(), iv);
      cipher.setAAD(Buffer.from(binding));
      const data = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return [version, iv, cipher.getAuthTag(), data]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },

    open(binding, sealed) {
      const [stamp, iv, tag, data, ...rest] = sealed.split('.');
      if (stamp !== version || !iv || !tag || !data || rest.length) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', keyOf(), Buffer.from(iv, 'base64url'), {
          authTagLength: 16,
        });
        decipher.setAAD(Buffer.from(binding));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return undefined;
      }
    },
  };
}
