import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createClient } from '@clickhouse/client';
import { openFactStore, type FactStore, type FactStoreOptions } from '../stores/fact-store';
import { freshDataDir } from './test-app';

/**
 * The ClickHouse server the tests run the fact store on (TEST_CLICKHOUSE_URL, set by scripts/engines.mjs),
 * or none: then chdb, embedded in each test's data folder.
 */
export const testClickHouseUrl = process.env.TEST_CLICKHOUSE_URL || undefined;

/**
 * A fresh database on a ClickHouse server (the test server unless given), its URL for `clickhouseUrl`, and
 * `drop()` to remove it afterwards; none (chdb) without a server. The store makes the database as it opens.
 */
export async function freshFactDatabase(
  serverUrl = testClickHouseUrl,
): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  if (!serverUrl) return undefined;
  const name = `t_${randomBytes(6).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const server = createClient({ url: serverUrl });
      try {
        await server.command({ query: `DROP DATABASE IF EXISTS ${name}` });
      } finally {
        await server.close();
      }
    },
  };
}

/**
 * A place for a fact store that tests open directly (not through startTestApp): a fresh data folder, and a
 * fresh database when the tests run on a server. `open` may be called again after `close` to reopen the
 * same facts; `remove` closes nothing, it deletes the folder and the database.
 */
export async function freshFactPlace() {
  const dataDir = freshDataDir();
  const database = await freshFactDatabase();
  return {
    dataDir,
    open: (options: Pick<FactStoreOptions, 'readers'> = {}): Promise<FactStore> =>
      openFactStore({ dataDir, clickhouseUrl: database?.url, ...options }),
    async remove() {
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type FactPlace = Awaited<ReturnType<typeof freshFactPlace>>;
