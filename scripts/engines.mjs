// Throw-away database servers for the tests (docs/testing.md#engines-in-the-tests): PostgreSQL 15 and
// ClickHouse from the machine's Debian packages, each in a temporary folder on a free loopback port, removed
// afterwards. Used as a module (`startPostgres`, `startClickHouse`, `startClickHouseCluster`) or as a wrapper:
//   node scripts/engines.mjs [--cluster] [--serve] -- <command> [args…]
// runs the command with TEST_DATABASE_URL and TEST_CLICKHOUSE_URL set and exits with its code. With
// `--cluster`, ClickHouse is a cluster of two shards with ZooKeeper (Debian's too), TEST_CLICKHOUSE_URL its
// first node, TEST_CLICKHOUSE_CLUSTER its name and TEST_CLICKHOUSE_NODES every node's URL. With `--serve`, the same reach the command as the server's
// own settings (DATABASE_URL, CLICKHOUSE_URL, CLICKHOUSE_CLUSTER), to try servers on throw-away engines
// (docs/operations.md#a-clickhouse-cluster). A server that cannot start fails the run with the reason;
// nothing falls back to the embedded stores silently.
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const postgresBin = '/usr/lib/postgresql/15/bin';
const clickhouseServer = '/usr/sbin/clickhouse-server';
const isRoot = process.getuid?.() === 0;

/** A port nobody listens on now, on the loopback interface. */
export async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Installs Debian packages when a binary is missing, as `npm test` does for Chromium (root only). */
function ensureInstalled(binary, packages) {
  if (existsSync(binary)) return;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error(`${binary} is missing: install ${packages.join(' ')} with apt-get, then run again`);
  }
  console.log(`${binary} is missing: installing ${packages.join(' ')} with apt-get (once per machine).`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...packages],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${result.status})`);
  }
}

/** Polls `ready` until it answers true, or fails with `why()` after `ms`. */
async function waitFor(ready, ms, why) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await ready().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(why());
}

function lastLines(file, count = 15) {
  return existsSync(file)
    ? readFileSync(file, 'utf8').trim().split('\n').slice(-count).join('\n')
    : '(no log)';
}

/**
 * PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user Debian's package
 * makes (or `nobody`), and its commands run through runuser.
 */
function postgresCommand(command, args) {
  const binary = path.join(postgresBin, command);
  if (!isRoot) return [binary, args];
  const user = spawnSync('id', ['-u', 'postgres']).status === 0 ? 'postgres' : 'nobody';
  return ['runuser', ['-u', user, '--', binary, ...args]];
}

function ownedByPostgres(dir) {
  if (!isRoot) return;
  const user = spawnSync('id', ['-u', 'postgres']).status === 0 ? 'postgres' : 'nobody';
  const ids = (flag) => Number(spawnSync('id', [flag, user], { encoding: 'utf8' }).stdout.trim());
  chownSync(dir, ids('-u'), ids('-g'));
}

function runChecked(title, [command, args]) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${title} failed (exit ${result.status}): ${(result.stderr || result.stdout).trim()}`);
  }
}

/** PostgreSQL 15 in a temporary folder: `{ url, stop() }`, url `postgres://postgres@127.0.0.1:PORT/postgres`. */
export async function startPostgres() {
  ensureInstalled(path.join(postgresBin, 'postgres'), ['postgresql-15']);
  const dir = mkdtempSync(path.join(tmpdir(), 'adconsole-pg-'));
  chmodSync(dir, 0o755);
  ownedByPostgres(dir);
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'server.log');
  const port = await freePort();
  runChecked(
    'initdb',
    postgresCommand('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]),
  );
  // Test settings: no durability (the folder is thrown away), enough connections for parallel test files.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  runChecked(
    'pg_ctl start',
    postgresCommand('pg_ctl', ['-D', data, '-o', options, '-l', log, '-w', 'start']),
  );
  const stop = () => {
    spawnSync(...postgresCommand('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitFor(
      async () =>
        spawnSync(path.join(postgresBin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)]).status === 0,
      20_000,
      () => `PostgreSQL did not answer on port ${port}:\n${lastLines(log)}`,
    );
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

/**
 * ClickHouse in a temporary folder: `{ url, stop() }`, url `http://127.0.0.1:PORT` (user default, no password).
 * Debian's 18.16 takes LowCardinality columns only with the experimental setting on. With `cluster`, the
 * server is one node of a cluster (`clusterConfig`): its ports are the ones given. With `keptDir`, the server
 * keeps its data in that folder, which `stop()` leaves for the next start (the agency bench's store).
 */
export async function startClickHouse(cluster, keptDir) {
  ensureInstalled(clickhouseServer, ['clickhouse-server']);
  const dir = keptDir ?? mkdtempSync(path.join(tmpdir(), 'adconsole-ch-'));
  const { httpPort, tcpPort } = cluster?.node ?? { httpPort: await freePort(), tcpPort: await freePort() };
  const interserverPort = await freePort();
  for (const sub of ['data', 'tmp', 'user_files', 'format_schemas', 'log']) {
    mkdirSync(path.join(dir, sub), { recursive: true });
  }
  writeFileSync(
    path.join(dir, 'config.xml'),
    `<?xml version="1.0"?>
<yandex>
  <logger><level>warning</level><log>${dir}/log/server.log</log><errorlog>${dir}/log/error.log</errorlog></logger>
  <listen_host>127.0.0.1</listen_host>
  <http_port>${httpPort}</http_port>
  <tcp_port>${tcpPort}</tcp_port>
  <interserver_http_port>${interserverPort}</interserver_http_port>
  <interserver_http_host>127.0.0.1</interserver_http_host>
  <path>${dir}/data/</path>
  <tmp_path>${dir}/tmp/</tmp_path>
  <user_files_path>${dir}/user_files/</user_files_path>
  <format_schema_path>${dir}/format_schemas/</format_schema_path>
  <users_config>users.xml</users_config>
  <default_profile>default</default_profile>
  <default_database>default</default_database>
  <mark_cache_size>268435456</mark_cache_size>${cluster ? clusterConfig(cluster) : ''}
</yandex>
`,
  );
  writeFileSync(
    path.join(dir, 'users.xml'),
    `<?xml version="1.0"?>
<yandex>
  <profiles><default><allow_experimental_low_cardinality_type>1</allow_experimental_low_cardinality_type></default></profiles>
  <users><default><password></password><networks><ip>127.0.0.1</ip><ip>::1</ip></networks><profile>default</profile><quota>default</quota></default></users>
  <quotas><default><interval><duration>3600</duration><queries>0</queries><errors>0</errors><result_rows>0</result_rows><read_rows>0</read_rows><execution_time>0</execution_time></interval></default></quotas>
</yandex>
`,
  );
  const url = `http://127.0.0.1:${httpPort}`;
  const stop = await startWatched(
    dir,
    Boolean(keptDir),
    clickhouseServer,
    [`--config-file=${path.join(dir, 'config.xml')}`],
    async () => (await fetch(`${url}/?query=SELECT%201`)).ok,
    (stderr) =>
      `ClickHouse did not answer on port ${httpPort}:\n${stderr}\n${lastLines(path.join(dir, 'log/error.log'))}`,
  );
  return { url, stop };
}

/**
 * Starts `command` in `dir` and waits (30 s at most) until `ready()` answers true: `stop()`, which kills it and
 * removes `dir` (or, when `kept`, asks it to stop and leaves `dir`). A server that exits or never answers fails
 * with `why(its last standard error)`.
 */
async function startWatched(dir, kept, command, args, ready, why) {
  const server = spawn(command, args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  server.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  let exited = false;
  server.on('exit', () => (exited = true));
  const stop = () => {
    if (kept) {
      server.kill('SIGTERM');
      return;
    }
    server.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitFor(
      async () => {
        if (exited) throw new Error('exited');
        return await ready();
      },
      30_000,
      () => why(stderr.trim()),
    );
  } catch (error) {
    stop();
    throw error;
  }
  return stop;
}

/** The name of the test cluster in its nodes' configuration (CLICKHOUSE_CLUSTER). */
const testClusterName = 'adconsole';

/**
 * A node's part of a cluster's configuration (docs/operations.md#a-clickhouse-cluster): every node of the
 * cluster as a shard of one replica, ZooKeeper for the statements made ON CLUSTER and for replicated tables,
 * and the node's own macros, which name its shard and replica in the tables' ZooKeeper paths.
 */
function clusterConfig({ nodes, node, zookeeperPort }) {
  const shards = nodes
    .map(
      ({ tcpPort }) =>
        `<shard><internal_replication>true</internal_replication><replica><host>127.0.0.1</host><port>${tcpPort}</port></replica></shard>`,
    )
    .join('');
  return `
  <remote_servers><${testClusterName}>${shards}</${testClusterName}></remote_servers>
  <zookeeper><node><host>127.0.0.1</host><port>${zookeeperPort}</port></node></zookeeper>
  <distributed_ddl><path>/clickhouse/task_queue/ddl</path></distributed_ddl>
  <macros><shard>${String(node.shard).padStart(2, '0')}</shard><replica>${node.replica}</replica></macros>`;
}

const zookeeperJar = '/usr/share/java/zookeeper.jar';

/**
 * ZooKeeper from Debian's package, standalone in a temporary folder on a free loopback port: `{ port, stop() }`.
 * Its Java runs with a small heap: it holds the tests' DDL queue and replicated tables' logs, nothing more.
 */
async function startZooKeeper() {
  ensureInstalled(zookeeperJar, ['zookeeper']);
  const dir = mkdtempSync(path.join(tmpdir(), 'adconsole-zk-'));
  const port = await freePort();
  writeFileSync(
    path.join(dir, 'zoo.cfg'),
    [
      'tickTime=2000',
      `dataDir=${dir}/data`,
      `clientPort=${port}`,
      'clientPortAddress=127.0.0.1',
      'admin.enableServer=false',
      'maxClientCnxns=0',
      // Test data: no sync to disk on every write.
      'forceSync=no',
      '',
    ].join('\n'),
  );
  mkdirSync(path.join(dir, 'data'));
  const stop = await startWatched(
    dir,
    false,
    'java',
    [
      '-Xmx256m',
      '-cp',
      zookeeperJar,
      'org.apache.zookeeper.server.ZooKeeperServerMain',
      path.join(dir, 'zoo.cfg'),
    ],
    () => opensSession(port),
    (stderr) => `ZooKeeper did not answer on port ${port}:\n${stderr}`,
  );
  return { port, stop };
}

/**
 * Whether ZooKeeper opens a session: a ConnectRequest of its wire protocol (length-prefixed: protocol version,
 * last zxid seen, timeout, session id, a 16-byte password) answered by a ConnectResponse with a timeout. A
 * server that answers `ruok` may still be too slow to open a session within the one second ClickHouse 18.16
 * gives its first connection, and that node then dies (see startClickHouseCluster): the nodes start once
 * sessions open.
 */
async function opensSession(port) {
  const { connect } = await import('node:net');
  const request = Buffer.alloc(48);
  request.writeInt32BE(44, 0);
  request.writeInt32BE(30_000, 16);
  request.writeInt32BE(16, 28);
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = Buffer.alloc(0);
    socket.setTimeout(5_000, () => socket.destroy());
    socket.on('data', (chunk) => {
      answer = Buffer.concat([answer, chunk]);
      if (answer.length >= 12) socket.destroy();
    });
    socket.on('close', () => resolve(answer.length >= 12 && answer.readInt32BE(8) > 0));
    socket.on('error', () => resolve(false));
  });
}

/**
 * A ClickHouse cluster of `shards` local nodes, one replica each, with ZooKeeper:
 * `{ urls, name, stop() }`, the nodes' URLs in shard order and the cluster's name for CLICKHOUSE_CLUSTER.
 * Debian's 18.16 now and then dies of a segmentation fault as its DDL worker first reaches ZooKeeper
 * (`zkutil::ZooKeeper::createImpl`, seen on this machine under load): a cluster whose nodes do not all run a
 * statement made ON CLUSTER is started again, three times at most.
 */
export async function startClickHouseCluster(shards = 2) {
  for (let attempt = 1; ; attempt++) {
    const cluster = await startClusterOnce(shards);
    const failure = await ddlFailure(cluster);
    if (!failure) return cluster;
    cluster.stop();
    if (attempt === 3) throw new Error(`the ClickHouse cluster did not start: ${failure}`);
    console.log(`engines: the ClickHouse cluster did not start (${failure}); starting it again`);
  }
}

async function startClusterOnce(shards) {
  const zookeeper = await startZooKeeper();
  const started = [zookeeper];
  const stop = () => {
    for (const part of started.splice(0).reverse()) part.stop();
  };
  try {
    const nodes = [];
    for (let shard = 1; shard <= shards; shard++) {
      nodes.push({ shard, replica: `r${shard}`, httpPort: await freePort(), tcpPort: await freePort() });
    }
    const servers = await Promise.all(
      nodes.map((node) => startClickHouse({ nodes, node, zookeeperPort: zookeeper.port })),
    );
    started.push(...servers);
    return { urls: servers.map((server) => server.url), name: testClusterName, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

/**
 * Why a statement made ON CLUSTER through the first node fails (waiting 20 s at most for every node), or
 * nothing when every node ran it.
 */
async function ddlFailure({ urls, name }) {
  const query = `CREATE DATABASE IF NOT EXISTS default ON CLUSTER ${name}`;
  try {
    const answer = await fetch(`${urls[0]}/?distributed_ddl_task_timeout=20`, {
      method: 'POST',
      body: query,
    });
    return answer.ok ? undefined : (await answer.text()).trim().split('\n')[0];
  } catch (error) {
    return `${error.message}${error.cause ? `: ${error.cause.message}` : ''}`;
  }
}

async function main() {
  const separator = process.argv.indexOf('--');
  const [command, ...args] = separator >= 0 ? process.argv.slice(separator + 1) : [];
  const flags = process.argv.slice(2, separator);
  const cluster = flags.includes('--cluster');
  const prefix = flags.includes('--serve') ? '' : 'TEST_';
  if (!command) {
    console.error('usage: node scripts/engines.mjs [--cluster] [--serve] -- <command> [args…]');
    process.exit(2);
  }
  const started = [];
  const stopAll = () => {
    for (const engine of started.splice(0)) engine.stop();
  };
  let code = 1;
  try {
    const postgres = await startPostgres();
    started.push(postgres);
    const clickhouse = cluster ? await startClickHouseCluster() : await startClickHouse();
    started.push(clickhouse);
    const clickhouseEnv = cluster
      ? {
          [`${prefix}CLICKHOUSE_URL`]: clickhouse.urls[0],
          [`${prefix}CLICKHOUSE_CLUSTER`]: clickhouse.name,
          // Every node's URL, for the tests that make or drop a copy's tables on each node in turn.
          TEST_CLICKHOUSE_NODES: clickhouse.urls.join(','),
        }
      : { [`${prefix}CLICKHOUSE_URL`]: clickhouse.url };
    console.log(
      `engines: PostgreSQL at ${postgres.url}, ClickHouse at ${cluster ? `${clickhouse.urls.join(', ')} (cluster ${clickhouse.name})` : clickhouse.url}`,
    );
    const child = spawn(command, args, {
      stdio: 'inherit',
      env: { ...process.env, [`${prefix}DATABASE_URL`]: postgres.url, ...clickhouseEnv },
    });
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
    code = await new Promise((resolve) =>
      child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0))),
    );
  } catch (error) {
    console.error(`✗ engines: ${error.message}`);
  } finally {
    stopAll();
  }
  process.exit(code);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
