import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@clickhouse/client';
import pg from 'pg';

/**
 * The first part of the names of the databases that hold a run's started stores on the engines: `started_`
 * and the run's folder's own letters, so the run's end drops its own and no other run's.
 */
export function startedStoresPrefix(dir: string): string {
  return `started_${path.basename(dir).split('-').at(-1)!.toLowerCase()}`;
}

/** Drops the run's databases on the PostgreSQL and ClickHouse servers the tests ran on, if any. */
async function dropStartedDatabases(prefix: string) {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [`${prefix}_`],
      );
      for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
    } finally {
      await client.end();
    }
  }
  const clickhouseUrl = process.env.TEST_CLICKHOUSE_URL;
  if (clickhouseUrl) {
    const server = createClient({ url: clickhouseUrl });
    try {
      const names = await (
        await server.query({
          query: `SELECT name FROM system.databases WHERE name LIKE '${prefix}_%'`,
          format: 'JSONEachRow',
        })
      ).json<{ name: string }>();
      const cluster = process.env.TEST_CLICKHOUSE_CLUSTER;
      const on = cluster ? ` ON CLUSTER ${cluster}` : '';
      for (const { name } of names) await server.command({ query: `DROP DATABASE IF EXISTS ${name}${on}` });
    } finally {
      await server.close();
    }
  }
}

/**
 * Vitest's global setup of the server's tests: a folder for the stores a new server leaves, which test apps
 * start on copies of (`startTestApp`, docs/testing.md#the-test-run), removed when the run ends with the
 * run's databases on the engines. Its path reaches the test processes in `TEST_STARTED_STORES_DIR`; without
 * it, every test app builds its stores.
 */
export default function setup() {
  const dir = mkdtempSync(path.join(tmpdir(), 'adconsole-started-stores-'));
  process.env.TEST_STARTED_STORES_DIR = dir;
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await dropStartedDatabases(startedStoresPrefix(dir));
  };
}
