import { readFileSync, rmSync, statSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { freshDataDir } from '../../testing/temp-dirs';
import {
  CredentialsIncompleteError,
  CredentialsUnreadableError,
  credentialsVault,
  secretKeyFile,
} from './credentials';

const credentials = { userName: 'acme-baidu', accessToken: 'tok-acme-5f1c9e0d2b7a', target: 'acme-client' };
const dataDirs: string[] = [];
const dataDir = () => {
  const dir = freshDataDir();
  dataDirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('credentials at rest', () => {
  it('seal into a versioned text with a fresh IV each time, and open for their account only', () => {
    const vault = credentialsVault({
      secretKey: 'a-secret-key-of-the-server',
      dataDir: dataDir(),
      log: () => {},
    });
    const first = vault.seal(7, credentials);
    const second = vault.seal(7, credentials);
    expect(first).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('acme');
    expect(vault.open(7, first)).toEqual(credentials);
    expect(vault.open(7, second)).toEqual(credentials);
    expect(() => vault.open(8, first)).toThrow(CredentialsUnreadableError);
    const [stamp, iv, tag, data] = first.split('.');
    const flipped = `${data![0] === 'A' ? 'B' : 'A'}${data!.slice(1)}`;
    expect(() => vault.open(7, [stamp, iv, tag, flipped].join('.'))).toThrow(CredentialsUnreadableError);
    expect(() => vault.open(7, 'plain text')).toThrow(CredentialsUnreadableError);
  });

  it('do not open under another SECRET_KEY, with an error naming the account and the setting', () => {
    const sealed = credentialsVault({
      secretKey: 'the-key-they-were-sealed-with',
      dataDir: '',
      log: () => {},
    }).seal(3, credentials);
    const other = credentialsVault({ secretKey: 'a-key-set-since-then-instead', dataDir: '', log: () => {} });
    expect(() => other.open(3, sealed)).toThrow(
      "the stored credentials of provider account 3 cannot be decrypted with this server's SECRET_KEY",
    );
  });

  it('open OAuth credentials sealed before the numeric user id was asked as incomplete, not unreadable', () => {
    const vault = credentialsVault({ secretKey: 'a-secret-key-of-the-server', dataDir: '', log: () => {} });
    const before = { userName: 'acme-baidu', appId: 'app', secretKey: 'secret', refreshToken: 'refresh' };
    // Sealed as an older server did: the same sealing, a shape the contract no longer takes.
    const sealed = vault.seal(4, before as unknown as Parameters<typeof vault.seal>[1]);
    expect(() => vault.open(4, sealed)).toThrow(CredentialsIncompleteError);
    expect(vault.open(4, vault.seal(4, { ...before, userId: 46_221_343 }))).toEqual({
      ...before,
      userId: 46_221_343,
    });
  });

  it('use a key made in the data folder without SECRET_KEY, readable by its owner only, said once', () => {
    const dir = dataDir();
    const lines: string[] = [];
    const vault = credentialsVault({ dataDir: dir, log: (line) => lines.push(line) });
    expect(lines).toEqual([]);
    const sealed = vault.seal(1, credentials);
    vault.seal(2, credentials);
    const file = secretKeyFile(dir);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const key = readFileSync(file, 'utf8').trim();
    expect(key).toMatch(/^[\w-]{43}$/);
    expect(lines).toEqual([
      `SECRET_KEY is not set: made a key for provider credentials in ${file}; keep it with the data`,
    ]);

    // The next start reads the same key, and the key works as SECRET_KEY too.
    const later: string[] = [];
    expect(credentialsVault({ dataDir: dir, log: (line) => later.push(line) }).open(1, sealed)).toEqual(
      credentials,
    );
    expect(later).toEqual([`SECRET_KEY is not set: provider credentials use the key in ${file}`]);
    expect(credentialsVault({ secretKey: key, dataDir: '', log: () => {} }).open(1, sealed)).toEqual(
      credentials,
    );
  });
});
