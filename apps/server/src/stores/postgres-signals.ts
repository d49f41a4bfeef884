import pg from 'pg';

/**
 * Short messages between the server processes on one PostgreSQL database (docs/hardening.md#session-cache):
 * `send` reaches every process's listeners, the sender's included, within milliseconds. Nothing is kept: a
 * process whose listening connection was lost misses what was sent meanwhile, so once it listens again its
 * listeners hear `undefined` ("something may have been missed") and forget whatever a message could have
 * changed.
 */
export interface StoreSignals {
  send(message: string): Promise<void>;
  listen(listener: (message: string | undefined) => void): void;
  close(): Promise<void>;
}

/** NOTIFY reaches the sessions of one database only, so one channel name serves every deployment. */
const channel = 'adconsole_signals';
/** How long to wait before listening again after the connection was lost. */
const reconnectMs = 1_000;

/** Listens on a connection of its own (a pooled one is handed back and forth); sends through the pool. */
export async function openPostgresSignals(pool: pg.Pool, databaseUrl: string): Promise<StoreSignals> {
  const listeners = new Set<(message: string | undefined) => void>();
  let connection: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(again: boolean) {
    const client = new pg.Client({ connectionString: databaseUrl, application_name: 'adconsole-signals' });
    client.on('notification', ({ channel: from, payload }) => {
      if (from !== channel || payload === undefined) return;
      for (const listener of listeners) listener(payload);
    });
    client.on('error', () => {
      if (connection !== client) return;
      connection = undefined;
      client.end().catch(() => undefined);
      reconnectLater();
    });
    await client.connect();
    await client.query(`LISTEN ${channel}`);
    if (closed) {
      await client.end();
      return;
    }
    connection = client;
    if (again) for (const listener of listeners) listener(undefined);
  }
  function reconnectLater() {
    if (closed) return;
    retry = setTimeout(() => connect(true).catch(reconnectLater), reconnectMs).unref();
  }

  await connect(false);
  return {
    async send(message) {
      await pool.query('select pg_notify($1, $2)', [channel, message]);
    },
    listen(listener) {
      listeners.add(listener);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await connection?.end();
      connection = undefined;
    },
  };
}
