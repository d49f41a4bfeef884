import type { Client, InStatement, Transaction } from '@libsql/client';
import type { CompiledQuery } from 'kysely';
import {
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

/**
 * A Kysely dialect over one @libsql/client connection. SQLite has one writer, so the driver hands out a
 * single connection at a time; a transaction runs on libsql's own transaction object.
 */
export class LibsqlDialect implements Dialect {
  constructor(private readonly client: Client) {}
  createAdapter() {
    return new SqliteAdapter();
  }
  createDriver(): Driver {
    return new LibsqlDriver(this.client);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }
}

class LibsqlDriver implements Driver {
  private readonly connection: LibsqlConnection;
  private queue: Promise<void> = Promise.resolve();
  private release: (() => void) | undefined;

  constructor(client: Client) {
    this.connection = new LibsqlConnection(client);
  }

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise((resolve) => (release = resolve));
    await previous;
    this.release = release;
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection) {
    await (connection as LibsqlConnection).begin();
  }
  async commitTransaction(connection: DatabaseConnection) {
    await (connection as LibsqlConnection).end('commit');
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await (connection as LibsqlConnection).end('rollback');
  }
  async releaseConnection() {
    this.release?.();
  }
  async destroy() {
    this.connection.client.close();
  }
}

class LibsqlConnection implements DatabaseConnection {
  private transaction: Transaction | undefined;
  constructor(readonly client: Client) {}

  async begin() {
    this.transaction = await this.client.transaction('write');
  }

  async end(how: 'commit' | 'rollback') {
    const transaction = this.transaction;
    this.transaction = undefined;
    if (how === 'commit') await transaction?.commit();
    else await transaction?.rollback();
    transaction?.close();
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const statement = { sql: query.sql, args: query.parameters } as InStatement;
    const result = await (this.transaction ?? this.client).execute(statement);
    return {
      rows: result.rows as R[],
      numAffectedRows: BigInt(result.rowsAffected),
      insertId: result.lastInsertRowid,
    };
  }

  /** libsql has no cursors; Kysely requires the method. */
  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming queries are not supported on libsql');
  }
}
