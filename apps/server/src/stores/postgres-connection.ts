import { PostgresIntrospector, type Kysely } from 'kysely';
import pg from 'pg';

/** Connections one process keeps to PostgreSQL at most when DATABASE_POOL_SIZE does not say. */
export const defaultPoolSize = 10;

/** How long a start waits for PostgreSQL to answer, and a query for a free connection of the pool. */
const connectTimeoutMs = 10_000;

/**
 * pg answers bigint (epoch milliseconds, fen, `count(*)`) and numeric (`sum` of bigint) as strings, as they may
 * exceed JavaScript's safe integers. Every id, time and sum the entity store keeps stays below 2^53
 * (docs/architecture.md#postgresql-entity-store), so they come back as numbers, as they do on SQLite.
 */
const numberTypes = new Set<number>([pg.types.builtins.INT8, pg.types.builtins.NUMERIC]);
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    numberTypes.has(oid)
      ? Number
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

/** Whether a Kysely instance (or one of its transactions) talks to PostgreSQL rather than SQLite. */
export const isPostgres = <DB>(db: Kysely<DB>) => db.introspection instanceof PostgresIntrospector;

/**
 * PostgreSQL refused a value a request carried (class 22, data exception: a NUL character in text, a number out
 * of an integer column's range): the request is at fault, not the server, where SQLite would have taken it.
 */
export const isRefusedValue = (error: unknown) =>
  error instanceof pg.DatabaseError && (error.code?.startsWith('22') ?? false);

/** A PostgreSQL URL as it may be shown in a message or a log: without its password. */
export function withoutPassword(databaseUrl: string): string {
  if (!URL.canParse(databaseUrl)) return '(not a URL)';
  const url = new URL(databaseUrl);
  if (url.password) url.password = '***';
  return url.toString();
}

/** Why a connection failed, on one line and without the password (a refused connection has only a code). */
function reasonOf(error: unknown, databaseUrl: string): string {
  const { message, code } = error as { message?: string; code?: string };
  const reason = (message || code || String(error)).replace(/\s+/g, ' ');
  const password = URL.canParse(databaseUrl) ? decodeURIComponent(new URL(databaseUrl).password) : '';
  return password ? reason.replaceAll(password, '***') : reason;
}

/** The entity store's database cannot be reached: a setting for the operator to fix, said in one line. */
export class DatabaseUnreachableError extends Error {}

/**
 * A bounded pool of connections to the database of `databaseUrl`, checked with one query: a wrong or unreachable
 * URL fails here with a one-line message that names the URL without its password.
 */
export async function openPostgresPool(databaseUrl: string, size = defaultPoolSize): Promise<pg.Pool> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: size,
    connectionTimeoutMillis: connectTimeoutMs,
    application_name: 'adconsole',
    types,
  });
  // A connection the server closes while idle (a restart of PostgreSQL) is dropped by the pool and the next
  // query opens a new one; without a listener the event would end the process.
  pool.on('error', () => {});
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end();
    throw new DatabaseUnreachableError(
      `Cannot reach the PostgreSQL entity store at ${withoutPassword(databaseUrl)}: ${reasonOf(error, databaseUrl)}`,
    );
  }
  return pool;
}
