import {
  ClickHouseLogLevel,
  createClient,
  type ClickHouseClient,
  type ClickHouseSettings,
} from '@clickhouse/client';
import type { FactEngine } from './fact-engine';
import { oneNode, onCluster, type FactPlacement } from './fact-placement';

/**
 * What every client is made with. Sums come back as JSON numbers, not strings (every id and sum stays below
 * 2^53). A request may take minutes: generating or summing again a large account's facts is one statement.
 * The client's own log is off: a failed statement throws to its caller, who logs it once.
 */
const clientOptions = {
  clickhouse_settings: { output_format_json_quote_64bit_integers: 0 },
  request_timeout: 10 * 60_000,
  log: { level: ClickHouseLogLevel.OFF },
} as const;

/** A database or cluster name we write into statements ourselves: letters, digits and underscores. */
const databaseName = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** `CLICKHOUSE_CLUSTER`: a cluster's name as statements name it (letters, digits and _), or unset. */
export function clusterName(value: string | undefined) {
  if (value !== undefined && !databaseName.test(value)) {
    throw new Error(`must be a cluster's name (letters, digits and _), not "${value}"`);
  }
  return value;
}

/**
 * The database of a fact store URL, the URL's path as the official client reads it
 * (`http[s]://[user:password@]host:port[/database]`); `default` without one.
 */
export function factDatabaseOf(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.slice(1)) || 'default';
  if (!databaseName.test(name)) {
    throw new Error(`CLICKHOUSE_URL: "${name}" is not a database name (letters, digits and _)`);
  }
  return name;
}

/** The server of a URL without its database: for what runs before the database exists. */
function serverOf(url: string) {
  const server = new URL(url);
  server.pathname = '/';
  return server.toString();
}

/**
 * What every statement on a cluster runs with (docs/architecture.md#facts-on-a-cluster): an insert through a
 * Distributed table returns once every shard holds its rows, so the next read sees them; a subquery of another
 * Distributed table (a join, an `IN`) is read once and sent to the shards, whichever shard its rows lie on.
 */
const clusterSettings: ClickHouseSettings = {
  insert_distributed_sync: 1,
  distributed_product_mode: 'global',
};

/**
 * A ClickHouse server through the official client (docs/architecture.md#clickhouse-server-fact-store):
 * reads run side by side on the client's connections (`connections` at most), and the database is made when
 * missing, so a new deployment needs only the URL. With `cluster`, the server is a node of that cluster and the
 * database is made on every node (docs/architecture.md#facts-on-a-cluster).
 */
export async function openClickHouseEngine(
  url: string,
  connections?: number,
  cluster?: string,
): Promise<FactEngine> {
  const database = factDatabaseOf(url);
  const admin = createClient({ url: serverOf(url), ...clientOptions });
  let countsRowsBeforeLimit: boolean;
  let placement: FactPlacement = oneNode;
  try {
    if (cluster) placement = await clusterPlacement(admin, cluster, database);
    await ensureDatabase(admin, database, placement);
    countsRowsBeforeLimit = await hasSetting(admin, 'exact_rows_before_limit');
  } finally {
    await admin.close();
  }
  const client = createClient({
    url,
    ...clientOptions,
    clickhouse_settings: {
      ...clientOptions.clickhouse_settings,
      ...(placement.kind === 'cluster' ? clusterSettings : {}),
    },
    ...(connections ? { max_open_connections: connections } : {}),
  });
  const exactSettings: ClickHouseSettings = countsRowsBeforeLimit ? { exact_rows_before_limit: 1 } : {};
  return {
    placement,
    countsRowsBeforeLimit,
    // The form every server takes, older ones (18.16 among them) too.
    joinsInOneSelect: false,
    // Older servers (18.16 among them) write no totals or count in a one-row-a-line format.
    rowsFormat: 'JSON',
    async read({ sql, format, exact }, timing) {
      const settings = exact ? exactSettings : {};
      const started = performance.now();
      const answer = await client.query({ query: sql, format, clickhouse_settings: settings });
      const text = Buffer.from(await answer.text());
      // The client's wait for one of its connections is not told apart: all of it is the engine's.
      if (timing) timing.engineMs += performance.now() - started;
      return [text];
    },
    async write(sql) {
      await client.command({ query: sql });
      return '';
    },
    async insert(table, rows) {
      await client.insert({ table, values: rows as Record<string, unknown>[], format: 'JSONEachRow' });
    },
    close: () => client.close(),
  };
}

/**
 * What a `SELECT count() AS n` answers. Names in the query are our own or checked identifiers (older servers
 * lack query parameters).
 */
async function countOf(admin: ClickHouseClient, query: string) {
  const [row] = await (await admin.query({ query, format: 'JSONEachRow' })).json<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * Makes the database where missing: on a cluster, on every shard when one lacks it (a shard just added), asking
 * first since a statement made ON CLUSTER waits on every node.
 */
async function ensureDatabase(admin: ClickHouseClient, database: string, placement: FactPlacement) {
  let held: boolean;
  if (placement.kind === 'node') {
    held = (await countOf(admin, `SELECT count() AS n FROM system.databases WHERE name = '${database}'`)) > 0;
  } else {
    const { cluster } = placement;
    // cluster() asks one node of each shard: a row from each shard that holds the database.
    const shards = await countOf(
      admin,
      `SELECT uniqExact(shard_num) AS n FROM system.clusters WHERE cluster = '${cluster}'`,
    );
    const holding = await countOf(
      admin,
      `SELECT count() AS n FROM cluster('${cluster}', system, databases) WHERE name = '${database}'`,
    );
    held = holding === shards;
  }
  if (!held) {
    await admin.command({ query: `CREATE DATABASE IF NOT EXISTS \`${database}\`${onCluster(placement)}` });
  }
}

/**
 * The cluster the node knows by `cluster`, refused when it knows none of that name; replicated when the
 * node's macros name its shard and replica.
 */
async function clusterPlacement(
  admin: ClickHouseClient,
  cluster: string,
  database: string,
): Promise<FactPlacement> {
  if ((await countOf(admin, `SELECT count() AS n FROM system.clusters WHERE cluster = '${cluster}'`)) === 0) {
    throw new Error(
      `CLICKHOUSE_CLUSTER: the server of CLICKHOUSE_URL knows no cluster "${cluster}" in its remote_servers`,
    );
  }
  const macros = await countOf(
    admin,
    `SELECT count() AS n FROM system.macros WHERE macro IN ('shard', 'replica')`,
  );
  return { kind: 'cluster', cluster, database, replicated: macros === 2 };
}

/** Whether the server knows a setting: a request naming one it does not know fails. */
async function hasSetting(admin: ClickHouseClient, name: string) {
  return (await countOf(admin, `SELECT count() AS n FROM system.settings WHERE name = '${name}'`)) > 0;
}
