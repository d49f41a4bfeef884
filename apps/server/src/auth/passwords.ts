import { randomBytes, scrypt as scryptCallback, timingSafeEqual, createHash } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  length: number,
  options: { N: number; r: number; p: number },
) => Promise<Buffer>;

const params = { N: 16384, r: 8, p: 1 };
const keyLength = 32;

/**
 * The stored form of a password (docs/decisions.md#passwords-hashed-in-the-browser-then-scrypt): a salted
 * scrypt hash of `pwd`, the SHA-256 hex the client sends, as `scrypt$N$r$p$salt$hash`. The value the client
 * sent is never stored.
 */
export async function hashStoredPassword(pwd: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(pwd, salt, keyLength, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyStoredPassword(pwd: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(pwd, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected);
}

/** What the browser sends for a plain password: its SHA-256 hex (the same as `hashPassword` in the contract). */
export function clientPasswordHash(password: string): string {
  return createHash('sha256').update(password, 'utf8').digest('hex');
}
