/**
 * The agency's store on a ClickHouse server, for the agency bench (docs/testing.md#agency-bench): Debian's
 * `clickhouse-server` with its folder kept in `AGENCY_BENCH_DIR/clickhouse`, the facts in its database
 * `agency`. The first run copies them from the embedded store, table by table and month by month in
 * `RowBinary` (the server makes the roll-ups from what reaches their sources, as a sync does); later runs start
 * the server on the kept folder.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Session } from 'chdb';
import { startClickHouse } from '../../../scripts/engines.mjs';
import { sandboxTables } from '../src/provider/sandbox/sandbox-tables';
import { migrationsTable } from '../src/stores/fact-schema';
import { openClickHouseFactStore } from '../src/stores/fact-store';

/** What the server's folder holds: the last day its facts reach, and how long the copy took. */
export interface ServerMarker {
  through: string;
  copySeconds: number;
}

/** A table the copy reads: its columns, and whether it has days (copied a month at a time). */
interface CopiedTable {
  name: string;
  columns: string[];
  byMonth: boolean;
}

/**
 * The embedded store's tables the copy takes: not the stage, not the views, not what views fill, and not the
 * ledger of migrations, which the server's store wrote as it made the schema.
 */
function copiedTables(session: Session): CopiedTable[] {
  const rows = (sql: string) => JSON.parse(session.query(sql, 'JSON')).data as Record<string, string>[];
  const views = rows(
    `SELECT create_table_query AS q FROM system.tables WHERE database = currentDatabase() AND engine = 'MaterializedView'`,
  );
  const filled = new Set(views.map((view) => /\bTO\s+`?(?:\w+`?\.`?)?(\w+)/i.exec(view.q!)?.[1]));
  const tables = rows(
    `SELECT name FROM system.tables WHERE database = currentDatabase() AND engine LIKE '%MergeTree'
      AND NOT startsWith(name, 'stage_') AND name != '${migrationsTable.name}' ORDER BY name`,
  );
  return tables
    .map(({ name }) => name!)
    .filter((name) => !filled.has(name))
    .map((name) => {
      const columns = rows(
        `SELECT name FROM system.columns WHERE database = currentDatabase() AND table = '${name}'
          AND default_kind IN ('', 'DEFAULT') ORDER BY position`,
      ).map((column) => column.name!);
      return { name, columns, byMonth: columns.includes('date') };
    });
}

/** Copies the embedded store's facts into the server's `database`: the rows it copied. */
async function copyFacts(dataDir: string, url: string, database: string) {
  // The schema as a server start makes it, and the sandbox's own tables.
  const store = await openClickHouseFactStore(`${url}/${database}`);
  try {
    for (const ddl of Object.values(sandboxTables)) await store.query(ddl);
  } finally {
    await store.close();
  }
  const session = new Session(path.join(dataDir, 'facts'));
  let copied = 0;
  try {
    for (const table of copiedTables(session)) {
      const months = table.byMonth
        ? (
            JSON.parse(
              session.query(`SELECT DISTINCT toYYYYMM(date) AS m FROM ${table.name} ORDER BY m`, 'JSON'),
            ).data as { m: number }[]
          ).map((row) => row.m)
        : [undefined];
      const list = table.columns.join(', ');
      for (const month of months) {
        const where = month === undefined ? '' : ` WHERE toYYYYMM(date) = ${month}`;
        const result = await session.queryAsync(`SELECT ${list} FROM ${table.name}${where}`, {
          format: 'RowBinary',
        });
        const insert = `INSERT INTO ${table.name} (${list}) FORMAT RowBinary`;
        const response = await fetch(`${url}/?database=${database}&query=${encodeURIComponent(insert)}`, {
          method: 'POST',
          body: result.bytes(),
        });
        if (!response.ok) throw new Error(`${table.name} ${month ?? ''}: ${await response.text()}`);
        copied += result.rowsRead;
      }
      console.log(`  copied ${table.name}`);
    }
  } finally {
    session.close();
  }
  return copied;
}

/**
 * The agency's store on a ClickHouse server: started on its kept folder, copied from the embedded store
 * (through `through`) the first time. `stop()` ends the server and keeps its folder.
 */
export async function agencyClickHouse(folder: string, dataDir: string, through: string) {
  const markerFile = path.join(folder, 'clickhouse.json');
  const server = await startClickHouse(undefined, path.join(folder, 'clickhouse'));
  const database = 'agency';
  let marker: ServerMarker | undefined = existsSync(markerFile)
    ? (JSON.parse(readFileSync(markerFile, 'utf8')) as ServerMarker)
    : undefined;
  try {
    if (!marker) {
      console.log(`\nCopying the agency store onto a ClickHouse server (${server.url})…`);
      const started = performance.now();
      await dropDatabase(server.url, database);
      const rows = await copyFacts(dataDir, server.url, database);
      marker = { through, copySeconds: Math.round((performance.now() - started) / 1000) };
      writeFileSync(markerFile, JSON.stringify(marker));
      console.log(`  ${rows.toLocaleString('en')} rows in ${marker.copySeconds} s`);
    }
  } catch (error) {
    server.stop();
    throw error;
  }
  const version = await (await fetch(`${server.url}/?query=SELECT%20version()`)).text();
  return {
    url: `${server.url}/${database}`,
    version: version.trim(),
    /** The server's data folder, measured while a sync runs. */
    folder: path.join(folder, 'clickhouse', 'data'),
    marker,
    /** Records the last day the server's facts reach. */
    reached(day: string) {
      marker = { ...marker!, through: day };
      writeFileSync(markerFile, JSON.stringify(marker));
    },
    /** A database for a fresh demo store on the same server, dropped by `remove`. */
    demo() {
      const demoDatabase = 'agency_bench_demo';
      return {
        clickhouseUrl: `${server.url}/${demoDatabase}`,
        remove: () => dropDatabase(server.url, demoDatabase),
      };
    },
    stop: () => server.stop(),
  };
}

async function dropDatabase(url: string, database: string) {
  const drop = `DROP DATABASE IF EXISTS ${database}`;
  const response = await fetch(`${url}/?query=${encodeURIComponent(drop)}`, { method: 'POST' });
  if (!response.ok) throw new Error(`${drop}: ${await response.text()}`);
}
