import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createClient } from '@clickhouse/client';
import { openFactStore, type FactStore, type FactStoreOptions } from '../stores/fact-store';
import { freshDataDir } from './temp-dirs';

/**
 * The ClickHouse server the tests run the fact store on (TEST_CLICKHOUSE_URL, set by scripts/engines.mjs),
 * or none: then chdb, embedded in each test's data folder.
 */
export const testClickHouseUrl = process.env.TEST_CLICKHOUSE_URL || undefined;

/**
 * The cluster that server is a node of (TEST_CLICKHOUSE_CLUSTER, set by scripts/engines.mjs when it starts a
 * cluster), or none: the tests' fact stores are spread over it (docs/testing.md#engines-in-the-tests).
 */
export const testClickHouseCluster = process.env.TEST_CLICKHOUSE_CLUSTER || undefined;

/** ` ON CLUSTER <name>` when the tests run on a cluster: statements about databases reach every node. */
export const onTestCluster = testClickHouseCluster ? ` ON CLUSTER ${testClickHouseCluster}` : '';

/**
 * A fresh database on a ClickHouse server (the test server unless given), its URL for `clickhouseUrl`, and
 * `drop()` to remove it afterwards; none (chdb) without a server. The store makes the database as it opens.
 * Its name begins with `prefix`.
 */
export async function freshFactDatabase(
  serverUrl = testClickHouseUrl,
  prefix = 't',
): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  if (!serverUrl) return undefined;
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const server = createClient({ url: serverUrl });
      try {
        await server.command({ query: `DROP DATABASE IF EXISTS ${name}${onTestCluster}` });
      } finally {
        await server.close();
      }
    },
  };
}

/**
 * A fresh database on the ClickHouse server of `templateUrl` holding a copy of that database's tables and
 * rows, then its views (so no row comes twice), for `clickhouseUrl`; `drop()` removes it. A test app starts on
 * it rather than syncing the sandbox's facts again (docs/testing.md#the-test-run). On a cluster, the tables
 * are made on every node and the rows copied through the Distributed tables, which put them on the same
 * shards.
 */
export async function copyFactDatabase(templateUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = new URL(templateUrl);
  const template = serverUrl.pathname.slice(1);
  serverUrl.pathname = '/';
  const copy = (await freshFactDatabase(serverUrl.toString()))!;
  const name = new URL(copy.url).pathname.slice(1);
  const server = createClient({ url: serverUrl.toString() });
  try {
    await server.command({ query: `CREATE DATABASE ${name}${onTestCluster}` });
  } finally {
    await server.close();
  }
  // Statements on the copy's own connection: a name a view's query leaves unqualified is the copy's.
  const into = createClient({
    url: copy.url,
    ...(testClickHouseCluster ? { clickhouse_settings: { insert_distributed_sync: 1 } } : {}),
  });
  const rows = async <Row>(query: string) => (await into.query({ query, format: 'JSONEachRow' })).json<Row>();
  try {
    const tables = await rows<{ name: string; engine: string }>(
      `SELECT name, engine FROM system.tables WHERE database = '${template}'`,
    );
    const isView = (table: { engine: string }) => table.engine === 'MaterializedView';
    const made = async (table: { name: string }) => {
      const [{ statement }] = await rows<{ statement: string }>(
        `SHOW CREATE TABLE ${template}.${table.name}`,
      );
      // On a cluster the database's name is also in the replicated tables' paths and the Distributed tables.
      const own = testClickHouseCluster
        ? statement.replaceAll(template, name)
        : statement.replaceAll(`${template}.`, `${name}.`);
      await into.command({
        query: own.replace(/^(CREATE (?:MATERIALIZED VIEW|TABLE) \S+)/, `$1${onTestCluster}`),
      });
    };
    // On a cluster the rows of `<name>_local` are copied through `<name>`; a node's own tables (the sandbox's)
    // are copied where they lie, on the node of the URL.
    const copied = (table: { name: string }) => !(testClickHouseCluster && table.name.endsWith('_local'));
    const plain = tables.filter((table) => !isView(table));
    // On a cluster each statement waits for every node: made side by side.
    if (testClickHouseCluster) await Promise.all(plain.map(made));
    else for (const table of plain) await made(table);
    for (const table of plain.filter(copied)) {
      await into.command({
        query: `INSERT INTO ${name}.${table.name} SELECT * FROM ${template}.${table.name}`,
      });
    }
    for (const table of tables.filter(isView)) await made(table);
  } finally {
    await into.close();
  }
  return copy;
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
      openFactStore({
        dataDir,
        clickhouseUrl: database?.url,
        clickhouseCluster: testClickHouseCluster,
        ...options,
      }),
    async remove() {
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type FactPlace = Awaited<ReturnType<typeof freshFactPlace>>;
