/**
 * Where the fact store's tables lie, and the DDL that makes them there (docs/architecture.md#facts-on-a-cluster):
 * on one engine (chdb, or one ClickHouse server), or on a ClickHouse cluster (`CLICKHOUSE_CLUSTER`). On a
 * cluster every table is two: its rows in `<name>_local` on every node, made `ON CLUSTER` (replicated where the
 * nodes' macros name a replica), and `<name>` a `Distributed` table over them, sharded by account, which every
 * statement reads and writes as it would the table itself.
 */
export type FactPlacement = OneNode | OnCluster;

export interface OneNode {
  kind: 'node';
}

export interface OnCluster {
  kind: 'cluster';
  /** The cluster's name in the nodes' `remote_servers`. */
  cluster: string;
  /** The database on every node: statements made ON CLUSTER name it, since each node runs them in its own. */
  database: string;
  /** Whether the nodes' macros name a `{shard}` and `{replica}`: then tables are Replicated…MergeTree. */
  replicated: boolean;
}

export const oneNode: OneNode = { kind: 'node' };

/** A table of the fact store, as its DDL needs it. */
export interface TableDefinition {
  name: string;
  /** `name Type`, in order. */
  columns: readonly string[];
  /** A MergeTree engine (`MergeTree`, `SummingMergeTree`, `ReplacingMergeTree`) and its arguments, if any. */
  engine: string;
  engineArgs?: string;
  partitionBy?: string;
  orderBy: readonly string[];
  /**
   * A node's own table: on a cluster, made on every node but neither replicated nor distributed. The stage is
   * so: a sync's rows stay on the node it writes through (docs/architecture.md#facts-on-a-cluster).
   */
  perNode?: boolean;
}

/**
 * A materialized view that fills `to` from the rows inserted into `from`: `select` reads `{from}`. `perNode`
 * when both tables are.
 */
export interface ViewDefinition {
  name: string;
  to: string;
  from: string;
  select: string;
  perNode?: boolean;
}

const columnNames = (columns: readonly string[]) => columns.map((column) => column.split(' ')[0]!);

/**
 * What a Distributed table shards rows by: the account, so that one account's rows (and its reports) lie on one
 * shard, else a hash of the sort key, so that a row replaced lands where the row it replaces lies.
 */
function shardingKey({ columns, orderBy }: TableDefinition) {
  return columnNames(columns).includes('account_id') ? 'account_id' : `cityHash64(${orderBy.join(', ')})`;
}

/** The name of the table that holds the rows on each node. */
export const localTable = (name: string, placement: FactPlacement) =>
  placement.kind === 'cluster' ? `${placement.database}.${name}_local` : name;

/** ` ON CLUSTER <name>` on a cluster, nothing on one node. */
export const onCluster = (placement: FactPlacement) =>
  placement.kind === 'cluster' ? ` ON CLUSTER ${placement.cluster}` : '';

function engineOf(table: TableDefinition, placement: FactPlacement) {
  const args = table.engineArgs ? [table.engineArgs] : [];
  if (placement.kind === 'cluster' && placement.replicated && !table.perNode) {
    const path = `'/clickhouse/tables/{shard}/${placement.database}/${table.name}'`;
    return `Replicated${table.engine}(${[path, "'{replica}'", ...args].join(', ')})`;
  }
  return args.length > 0 ? `${table.engine}(${args[0]})` : table.engine;
}

/**
 * Statements to make a table where `placement` puts it. Replicated tables take every block written, also one
 * written before (`replicated_deduplication_window = 0`): a sync may write the same difference twice.
 */
export function createTable(table: TableDefinition, placement: FactPlacement): string[] {
  const perNode = placement.kind === 'cluster' && table.perNode;
  const name = perNode ? `${placement.database}.${table.name}` : localTable(table.name, placement);
  const replicated = placement.kind === 'cluster' && placement.replicated && !table.perNode;
  const create = `CREATE TABLE IF NOT EXISTS ${name}${onCluster(placement)} (${table.columns.join(', ')})
    ENGINE = ${engineOf(table, placement)}${table.partitionBy ? ` PARTITION BY ${table.partitionBy}` : ''}
    ORDER BY ${table.orderBy.length === 1 ? table.orderBy[0] : `(${table.orderBy.join(', ')})`}${replicated ? ' SETTINGS replicated_deduplication_window = 0' : ''}`;
  if (placement.kind === 'node' || perNode) return [create];
  const { cluster, database } = placement;
  return [
    create,
    `CREATE TABLE IF NOT EXISTS ${database}.${table.name}${onCluster(placement)} AS ${name}
      ENGINE = Distributed(${cluster}, ${database}, ${table.name}_local, ${shardingKey(table)})`,
  ];
}

/** The names of the tables `createTable` makes for `table`, on each node where it puts them. */
export function tableNames(table: TableDefinition, placement: FactPlacement): string[] {
  return placement.kind === 'node' || table.perNode ? [table.name] : [`${table.name}_local`, table.name];
}

/** The statement that makes a view: on a cluster, one on every node, filling its rows from the node's rows. */
export function createView(view: ViewDefinition, placement: FactPlacement): string {
  const on = (name: string) =>
    placement.kind === 'cluster' && view.perNode
      ? `${placement.database}.${name}`
      : localTable(name, placement);
  const name = placement.kind === 'cluster' ? `${placement.database}.${view.name}` : view.name;
  return `CREATE MATERIALIZED VIEW IF NOT EXISTS ${name}${onCluster(placement)} TO ${on(view.to)} AS
    ${view.select.replaceAll('{from}', on(view.from))}`;
}

/**
 * A system table of every node (`parts`, `mutations`) and the condition that keeps the store's database: on one
 * node its own, on a cluster read through `cluster()`.
 */
export function systemTableOf(table: string, placement: FactPlacement) {
  return placement.kind === 'cluster'
    ? {
        from: `cluster('${placement.cluster}', system, ${table})`,
        database: `database = '${placement.database}'`,
      }
    : { from: `system.${table}`, database: 'database = currentDatabase()' };
}
