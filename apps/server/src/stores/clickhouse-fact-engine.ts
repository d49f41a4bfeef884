import {
  ClickHouseLogLevel,
  createClient,
  type ClickHouseClient,
  type ClickHouseSettings,
} from '@clickhouse/client';
import type { FactEngine } from './fact-engine';

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

/** A database name we quote ourselves: letters, digits and underscores. */
const databaseName = /^[A-Za-z_][A-Za-z0-9_]*$/;

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
 * A ClickHouse server through the official client (docs/architecture.md#clickhouse-server-fact-store):
 * reads run side by side on the client's connections (`connections` at most), and the database is made when
 * missing, so a new deployment needs only the URL.
 */
export async function openClickHouseEngine(url: string, connections?: number): Promise<FactEngine> {
  const database = factDatabaseOf(url);
  const admin = createClient({ url: serverOf(url), ...clientOptions });
  let countsRowsBeforeLimit: boolean;
  try {
    await ensureDatabase(admin, database);
    countsRowsBeforeLimit = await hasSetting(admin, 'exact_rows_before_limit');
  } finally {
    await admin.close();
  }
  const client = createClient({
    url,
    ...clientOptions,
    ...(connections ? { max_open_connections: connections } : {}),
  });
  const exactSettings: ClickHouseSettings = countsRowsBeforeLimit ? { exact_rows_before_limit: 1 } : {};
  return {
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

async function ensureDatabase(admin: ClickHouseClient, database: string) {
  const found = await countOf(admin, `SELECT count() AS n FROM system.databases WHERE name = '${database}'`);
  if (found === 0) await admin.command({ query: `CREATE DATABASE IF NOT EXISTS \`${database}\`` });
}

/** Whether the server knows a setting: a request naming one it does not know fails. */
async function hasSetting(admin: ClickHouseClient, name: string) {
  return (await countOf(admin, `SELECT count() AS n FROM system.settings WHERE name = '${name}'`)) > 0;
}
