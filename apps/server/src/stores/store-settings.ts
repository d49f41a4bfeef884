import { setting, storeUrl, wholeNumber } from '../settings/setting';
import { clusterName } from './clickhouse-fact-engine';
import { defaultFactMemoryMb } from './chdb-fact-engine';
import { defaultPoolSize } from './postgres-connection';

/** Where the entities and the facts are kept (docs/architecture.md#stores). */
export const storeSettings = {
  DATABASE_URL: setting({
    description:
      '`postgres://user:password@host:port/database` keeps the entities in that PostgreSQL database',
    details:
      'Users, sessions, captchas, login locks, roles, accounts, download records, drafts, messages, the audit ' +
      'log… (docs/architecture.md#postgresql-entity-store). The database is made beforehand; the server creates ' +
      'and migrates its tables. Tested on PostgreSQL 15. An unreachable database stops the start with one line ' +
      'naming it without its password.',
    default: 'unset: SQLite in `DATA_DIR/entities.db`',
    parse: storeUrl(/^postgres(ql)?:\/\//, 'a postgres://', 'unset keeps the entities in DATA_DIR'),
  }),
  DATABASE_POOL_SIZE: setting({
    description: 'connections each server process keeps to PostgreSQL at most',
    default: String(defaultPoolSize),
    parse: wholeNumber('connections'),
  }),
  CLICKHOUSE_URL: setting({
    description:
      '`http[s]://[user:password@]host:port[/database]` keeps the report facts on a ClickHouse server',
    details:
      'Database `default` without one; made when missing (docs/architecture.md#clickhouse-server-fact-store). ' +
      "Tested on Debian's ClickHouse 18.16 (with `allow_experimental_low_cardinality_type=1`) and on the " +
      'ClickHouse chdb embeds (25.x).',
    default: 'unset: chdb in `DATA_DIR/facts`',
    parse: storeUrl(/^https?:\/\//, 'an http(s)://', 'unset keeps the facts in DATA_DIR'),
  }),
  CLICKHOUSE_CLUSTER: setting({
    description:
      "the cluster (a name in the servers' `remote_servers`) the facts are spread over, by account, with `CLICKHOUSE_URL`",
    details:
      "Tables are made `ON CLUSTER`, replicated where the nodes' macros name a `{shard}` and `{replica}`, and read " +
      'and written through `Distributed` tables; needs ZooKeeper. `CLICKHOUSE_URL` names one node of it ' +
      '(docs/operations.md#a-clickhouse-cluster).',
    default: 'unset: the facts on the one server of `CLICKHOUSE_URL`',
    parse: clusterName,
  }),
  FACT_MEMORY_MB: setting({
    description: "the memory the embedded fact engine (chdb, inside the server's process) may hold",
    details:
      'Every query together (one past it fails), its caches as parts of it. `npm start` and `npm run ' +
      "start:cluster` run the server with `MALLOC_MMAP_THRESHOLD_=1048576` (glibc) so that the server's large " +
      'answer buffers go back to the system too: set it wherever you start `apps/server/dist/main.js` yourself. ' +
      'Unused with `CLICKHOUSE_URL` (docs/architecture.md#chdb-memory).',
    default: String(defaultFactMemoryMb),
    parse: wholeNumber('megabytes'),
  }),
};
