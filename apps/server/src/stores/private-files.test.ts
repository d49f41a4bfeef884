import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openEntityStore } from './entity-store';
import { entityTables } from '../entity-tables';

const root = mkdtempSync(path.join(tmpdir(), 'adconsole-private-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Each name's permission bits, as `ls -l` would show them in octal. */
const modes = (dir: string, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, (statSync(path.join(dir, name)).mode & 0o777).toString(8)]));

describe('the data folder (docs/operations.md#file-permissions)', () => {
  it('is made its owner’s alone, with the live store and its side files', async () => {
    const dir = path.join(root, 'new', 'data');
    const store = await openEntityStore({ dataDir: dir }, entityTables);
    try {
      expect(modes(path.dirname(dir), ['data'])).toEqual({ data: '700' });
      expect(modes(dir, ['entities.db', 'entities.db-wal', 'entities.db-shm'])).toEqual({
        'entities.db': '600',
        'entities.db-wal': '600',
        'entities.db-shm': '600',
      });
    } finally {
      await store.close();
    }
  });

  it('closes a folder an older release left readable to every local user, at the next start', async () => {
    const dir = path.join(root, 'old');
    mkdirSync(dir);
    await (await openEntityStore({ dataDir: dir }, entityTables)).close();
    chmodSync(dir, 0o755);
    chmodSync(path.join(dir, 'entities.db'), 0o644);
    const store = await openEntityStore({ dataDir: dir }, entityTables);
    try {
      expect(modes(root, ['old'])).toEqual({ old: '700' });
      expect(modes(dir, ['entities.db', 'entities.db-wal', 'entities.db-shm'])).toEqual({
        'entities.db': '600',
        'entities.db-wal': '600',
        'entities.db-shm': '600',
      });
    } finally {
      await store.close();
    }
  });
});
