/**
 * The sync benchmark (`npm run bench -- sync`): `SYNC_BENCH_ACCOUNTS` sandbox accounts (100) of the test
 * profile's size, their history loaded by the report sync, then three days one after another, each a new day
 * with the three before it read again (docs/architecture.md#fact-layout). Prints each sync's time, per
 * account, the mutations it ran and the fact rows it wrote: a sync that wrote differences rewrites nothing,
 * so its time per account stays the same as the facts grow. Then every account's last three days read again
 * with nothing changed at the provider: no row written. Last, the fact rows and their bytes on disk, for the
 * sizing table (docs/operations.md#a-clickhouse-cluster). Once on each of `SYNC_BENCH_ENGINES`
 * (`embedded,cluster`): the embedded engine, and a throw-away ClickHouse cluster of two shards
 * (docs/architecture.md#facts-on-a-cluster).
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { providerYesterday, addCalendarDays } from '@adconsole/date-range-rules';
import { startClickHouseCluster, type Cluster } from '../../../scripts/engines.mjs';
import { benchDataDir } from './bench-data-dir';
import { startTestApp } from '../src/testing/test-app';
import { systemTableOf } from '../src/stores/fact-placement';
import { finestFactTables } from '../src/stores/fact-schema';

const dayMs = 86_400_000;
/** Saturday 21 November 2026, 16:00 in Asia/Shanghai. */
let now = Date.parse('2026-11-21T08:00:00Z');
const accountCount = Number(process.env.SYNC_BENCH_ACCOUNTS ?? 100);

const engines = (process.env.SYNC_BENCH_ENGINES ?? 'embedded,cluster').split(',');
const startedAt = now;

for (const engine of engines) {
  now = startedAt;
  if (engine === 'embedded') await syncBench();
  else if (engine === 'cluster') {
    const cluster: Cluster = await startClickHouseCluster(2);
    try {
      await syncBench({ url: `${cluster.urls[0]}/sync_bench`, name: cluster.name });
    } finally {
      cluster.stop();
    }
  } else throw new Error(`SYNC_BENCH_ENGINES: "${engine}" is neither embedded nor cluster`);
}

/**
 * The memory the facts' engine holds at the end: the bench's process (chdb runs inside it), or the cluster's
 * `clickhouse-server` processes (the only ones on a bench machine), their resident sets from `ps`.
 */
function memory(onCluster: boolean) {
  const mib = (kib: number) => `${(kib / 1024).toFixed(0)} MiB`;
  if (!onCluster) return `the process holds ${mib(process.memoryUsage().rss / 1024)}`;
  const { stdout } = spawnSync('ps', ['-C', 'clickhouse-server', '-o', 'rss='], { encoding: 'utf8' });
  const nodes = stdout.trim().split('\n').map(Number);
  return `the nodes hold ${nodes.map(mib).join(' and ')}`;
}

async function syncBench(cluster?: { url: string; name: string }) {
  const dataDir = benchDataDir();
  const server = await startTestApp({
    dataDir,
    now: () => now,
    sandboxProfile: 'test',
    ...(cluster ? { clickhouseUrl: cluster.url, clickhouseCluster: cluster.name } : {}),
  });
  try {
    const { app } = server;
    for (let i = 0; i < accountCount; i++) {
      await app.entities.db
        .insertInto('provider_accounts')
        .values({
          account_no: `adc-sync-${String(i).padStart(3, '0')}`,
          provider: 'sandbox',
          created_time: now,
        })
        .execute();
    }
    const one = async (sql: string) => (await app.facts.query<{ n: number }>(sql))[0]!.n;
    const { placement } = app.facts;
    const [mutationsTable, parts] = [
      systemTableOf('mutations', placement),
      systemTableOf('parts', placement),
    ];
    /** The fact tables' rows lie in their own tables on one engine, in `<name>_local` on a cluster's nodes. */
    const factParts = `${parts.database} AND active AND table IN (${finestFactTables
      .map((t) => `'${placement.kind === 'cluster' ? `${t}_local` : t}'`)
      .join(', ')})`;
    const mutations = () =>
      one(`SELECT count() AS n FROM ${mutationsTable.from} WHERE ${mutationsTable.database}`);
    const factRows = () => one(`SELECT sum(rows) AS n FROM ${parts.from} WHERE ${factParts}`);
    const accounts = (await app.providers.accounts()).length;

    /** One sync of every account, timed, with the mutations it ran and the fact rows it added. */
    async function timed(label: string, sync: () => Promise<void>) {
      const [mutationsBefore, rowsBefore] = [await mutations(), await factRows()];
      const started = performance.now();
      await sync();
      const ms = performance.now() - started;
      const [mutationsAfter, rowsAfter] = [await mutations(), await factRows()];
      console.log(
        `${label.padEnd(44)} ${(ms / 1000).toFixed(1).padStart(7)} s  ${(ms / accounts).toFixed(0).padStart(5)} ms/account` +
          `  mutations ${mutationsAfter - mutationsBefore}  fact rows +${rowsAfter - rowsBefore} (${rowsAfter})`,
      );
    }

    console.log(
      `${accounts} sandbox accounts (the test profile's size, 130 days each), ${cluster ? 'a ClickHouse cluster of two shards (18.16, one replica each)' : 'embedded engine'}`,
    );
    await timed('history of every account', () => app.reportSync.runOnce());
    for (let day = 1; day <= 3; day++) {
      now += dayMs;
      await timed(`new day ${providerYesterday(now)}, 3 days read again`, () => app.reportSync.runOnce());
    }
    const yesterday = providerYesterday(now);
    const again = { from: addCalendarDays(yesterday, -2), to: yesterday };
    await timed(`${again.from}…${again.to} read again, unchanged`, async () => {
      for (const { account, provider } of await app.providers.accounts())
        await provider.syncDays(account, again);
    });
    const [rows, bytes] = [
      await factRows(),
      await one(`SELECT sum(bytes_on_disk) AS n FROM ${parts.from} WHERE ${factParts}`),
    ];
    console.log(
      `fact rows ${rows}, ${(bytes / 2 ** 20).toFixed(0)} MiB on disk: ${(bytes / rows).toFixed(1)} bytes a row, ` +
        `${(((bytes / rows) * 1e8) / 2 ** 30).toFixed(1)} GiB per 100 M rows; ${memory(cluster !== undefined)}`,
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
