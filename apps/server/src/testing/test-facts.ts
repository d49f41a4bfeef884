import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createClient, type ClickHouseClient } from '@clickhouse/client';
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

/** Every node's URL when the tests run on a cluster (TEST_CLICKHOUSE_NODES, set by scripts/engines.mjs). */
const testClickHouseNodes = process.env.TEST_CLICKHOUSE_NODES?.split(',') ?? [];

/**
 * The nodes a statement about the tests' databases is run on one by one: every node of the tests' cluster,
 * which is faster than once ON CLUSTER (that waits for the queue of every node, about a tenth of a second a
 * statement); the server alone elsewhere.
 */
function nodesOf(serverUrl: string) {
  const onTheCluster = testClickHouseCluster && new URL(serverUrl).host === new URL(testClickHouseUrl!).host;
  return onTheCluster && testClickHouseNodes.length > 0 ? testClickHouseNodes : [serverUrl];
}

/** Runs `work` with a client of each node of `nodes` (a database's URL on the node when `database`), side by side. */
async function onNodes(
  nodes: readonly string[],
  work: (client: ClickHouseClient) => Promise<void>,
  database?: string,
) {
  await Promise.all(
    nodes.map(async (node) => {
      const url = new URL(node);
      url.pathname = `/${database ?? ''}`;
      const client = createClient({ url: url.toString() });
      try {
        await work(client);
      } finally {
        await client.close();
      }
    }),
  );
}

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
      await onNodes(nodesOf(serverUrl), async (node) => {
        await node.command({ query: `DROP DATABASE IF EXISTS ${name}` });
      });
    },
  };
}

/**
 * A fresh database on the ClickHouse server of `templateUrl` holding a copy of that database's tables and
 * rows, then its views (so no row comes twice), for `clickhouseUrl`; `drop()` removes it. A test app starts on
 * it rather than syncing the sandbox's facts again (docs/testing.md#the-test-run). On a cluster each node
 * gets a copy of its own tables and rows, as the store would have made them ON CLUSTER.
 */
export async function copyFactDatabase(templateUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = new URL(templateUrl);
  const template = serverUrl.pathname.slice(1);
  serverUrl.pathname = '/';
  const copy = (await freshFactDatabase(serverUrl.toString()))!;
  const name = new URL(copy.url).pathname.slice(1);
  const nodes = nodesOf(serverUrl.toString());
  await onNodes(nodes, async (node) => {
    await node.command({ query: `CREATE DATABASE ${name}` });
  });
  await onNodes(
    nodes,
    async (node) => {
      const rows = async <Row>(query: string) =>
        (await node.query({ query, format: 'JSONEachRow' })).json<Row>();
      const tables = await rows<{ name: string; engine: string }>(
        `SELECT name, engine FROM system.tables WHERE database = '${template}'`,
      );
      const made = async (table: { name: string }) => {
        const [{ statement }] = await rows<{ statement: string }>(
          `SHOW CREATE TABLE ${template}.${table.name}`,
        );
        // The database's name is also in the replicated tables' paths and the Distributed tables' arguments.
        await node.command({ query: statement.replaceAll(template, name) });
      };
      // Side by side, since a replicated table's statements wait on ZooKeeper: the tables that hold rows with
      // their rows, then the Distributed tables over them, then the views (so no row comes twice).
      const byEngine = (wanted: (engine: string) => boolean) =>
        tables.filter((table) => wanted(table.engine));
      const holding = byEngine((engine) => engine !== 'Distributed' && engine !== 'MaterializedView');
      await Promise.all(
        holding.map(async (table) => {
          await made(table);
          await node.command({
            query: `INSERT INTO ${name}.${table.name} SELECT * FROM ${template}.${table.name}`,
          });
        }),
      );
      await Promise.all(byEngine((engine) => engine === 'Distributed').map(made));
      await Promise.all(byEngine((engine) => engine === 'MaterializedView').map(made));
    },
    name,
  );
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

/** A row of `search_hour_daily` (campaign 1, hour 3, PC) with only impressions, for tests of how days are written. */
export const hourFactRow = (accountId: number, date: string, impression: number) => ({
  account_id: accountId,
  date,
  campaign_id: 1,
  hour: 3,
  device: 1,
  impression,
  click: 0,
  cost_fen: 0,
  conversion: 0,
});
