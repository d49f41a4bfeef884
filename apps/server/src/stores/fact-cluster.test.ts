// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchReport, testNow } from '../reports/testing/report-calls';
import { loginToken, restartOn, startTestApp } from '../testing/test-app';
import { testClickHouseCluster } from '../testing/test-facts';
import { factSchema, factTables } from './fact-schema';

// The facts on a ClickHouse cluster (docs/architecture.md#facts-on-a-cluster): run when the tests' ClickHouse
// is a cluster (scripts/engines.mjs --cluster), where every other store-tagged test runs too.

describe.runIf(testClickHouseCluster)('the facts on a ClickHouse cluster', () => {
  // Started by the first test, not as the suite is collected: collected elsewhere too, it would hold the
  // embedded engine's one data folder of the process (docs/testing.md#the-test-run).
  let started: ReturnType<typeof startTestApp> | undefined;
  beforeAll(() => {
    started = startTestApp({ now: () => testNow, sandboxProfile: 'test' });
  });
  afterAll(async () => (await started)?.stop());

  /** The cluster's nodes as `host:port` for `remote()`, and the store's database. */
  async function nodes() {
    const { app } = (await started)!;
    const placement = app.facts.placement;
    if (placement.kind !== 'cluster') throw new Error('the store is not on the cluster');
    const rows = await app.facts.query<{ address: string }>(
      `SELECT concat(host_address, ':', toString(port)) AS address FROM system.clusters
        WHERE cluster = {cluster:String} ORDER BY shard_num`,
      { cluster: placement.cluster },
    );
    return { addresses: rows.map((row) => row.address), database: placement.database, placement };
  }

  it('makes every table on every node, replicated, behind a Distributed table of the same name', async () => {
    const { app } = (await started)!;
    const { addresses, database, placement } = await nodes();
    expect(addresses).toHaveLength(2);
    expect(placement.replicated).toBe(true);
    const made = factSchema(placement)
      .tables.flat()
      .filter((statement) => statement.startsWith('CREATE TABLE')).length;
    for (const address of addresses) {
      const tables = await app.facts.query<{ name: string; engine: string }>(
        `SELECT name, engine FROM remote('${address}', system, tables) WHERE database = {database:String}`,
        { database },
      );
      const engines = new Map(tables.map((table) => [table.name, table.engine]));
      for (const table of factTables) {
        expect(engines.get(table), table).toBe('Distributed');
        expect(engines.get(`${table}_local`), table).toBe('ReplicatedSummingMergeTree');
      }
      expect(engines.get('stage_search_keyword_daily')).toBe('MergeTree');
      // The migrations' ledger is on the cluster too; the sandbox's own tables lie on the node it writes through.
      const ours = tables.filter(
        (table) => table.engine !== 'MaterializedView' && !table.name.startsWith('sandbox_'),
      );
      expect(ours.length).toBe(made + 2);
    }
  });

  it("keeps each account's facts on one shard, and the report of an account on the other node answers them", async () => {
    const { app } = (await started)!;
    const { addresses, database } = await nodes();
    const days = { from: '2026-10-01', to: '2026-11-20' };
    const byNode = [];
    for (const address of addresses) {
      byNode.push(
        await app.facts.query<{ account_id: number; rows: number; cost_fen: number }>(
          `SELECT account_id, toUInt64(count()) AS rows, toInt64(sum(cost_fen)) AS cost_fen
            FROM remote('${address}', ${database}, search_keyword_daily_local)
            WHERE date BETWEEN {from:Date} AND {to:Date} GROUP BY account_id ORDER BY account_id`,
          days,
        ),
      );
    }
    const [first, second] = byNode.map((rows) => rows.map((row) => row.account_id));
    expect(first!.length).toBeGreaterThan(0);
    expect(second!.length).toBeGreaterThan(0);
    expect(first!.filter((id) => second!.includes(id))).toEqual([]);
    // The server talks to the first node; an account whose rows lie on the second is read through it.
    const { account_id: accountId, cost_fen: costFen } = byNode[1]![0]!;
    const token = await loginToken(app, 'admin', 'admin123');
    const { data } = await fetchReport(app, token, 'search', 'account', {
      accountId,
      query: { beginDate: days.from, endDate: days.to, timeUnit: 'summary' },
    });
    expect(Math.round(Number(data.summary.cost) * 100)).toBe(costFen);
  });

  it('keeps a block written again (a sync may write the same difference twice)', async () => {
    const { app } = (await started)!;
    const row = {
      account_id: 999_001,
      date: '2026-01-05',
      campaign_id: 1,
      hour: 3,
      device: 1,
      impression: 7,
      click: 1,
      cost_fen: 50,
      conversion: 0,
    };
    await app.facts.insert('search_hour_daily', [row]);
    await app.facts.insert('search_hour_daily', [row]);
    const [sums] = await app.facts.query<{ impression: number }>(
      'SELECT toInt64(sum(impression)) AS impression FROM search_hour_daily WHERE account_id = 999001',
    );
    expect(sums!.impression).toBe(14);
  });

  it('gives a shard that lacks the store (one just added) its tables at the next start', async () => {
    const { app, dataDir, databaseUrl, clickhouseUrl } = (await started)!;
    const { database, placement } = await nodes();
    const onNode = (url: string, query: string) =>
      fetch(url, { method: 'POST', body: query }).then((answer) => answer.text());
    const [, secondNode] = process.env.TEST_CLICKHOUSE_NODES!.split(',');
    const tablesOnSecond = `SELECT name, engine FROM system.tables WHERE database = '${database}'
      AND engine != 'MaterializedView' AND name NOT LIKE 'sandbox_%' ORDER BY name FORMAT TSV`;
    const before = await onNode(secondNode!, tablesOnSecond);
    const views = `SELECT count() FROM system.tables WHERE database = '${database}' AND engine = 'MaterializedView'`;
    const viewsBefore = await onNode(secondNode!, views);
    await app.close();
    await onNode(secondNode!, `DROP DATABASE ${database}`);
    const again = await restartOn({ dataDir, databaseUrl, clickhouseUrl });
    try {
      expect(again.facts.placement).toEqual(placement);
      expect(await onNode(secondNode!, tablesOnSecond)).toBe(before);
      expect(await onNode(secondNode!, views)).toBe(viewsBefore);
      // The shard is empty and takes rows: an account sharded to it is written and read back.
      await again.facts.insert('search_hour_daily', [
        {
          account_id: 999_002,
          date: '2026-01-05',
          campaign_id: 1,
          hour: 3,
          device: 1,
          impression: 5,
          click: 0,
          cost_fen: 0,
          conversion: 0,
        },
      ]);
      const [row] = await again.facts.query<{ impression: number }>(
        'SELECT toInt64(sum(impression)) AS impression FROM search_hour_daily WHERE account_id = 999002',
      );
      expect(row!.impression).toBe(5);
    } finally {
      await again.close();
      await (await started)!.removeStores();
      started = undefined;
    }
  });
});
