// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { afterAll, describe, expect, it } from 'vitest';
import { freshDataDir } from '../testing/temp-dirs';
import { startTestApp } from '../testing/test-app';

// Two servers on one PostgreSQL and one ClickHouse database stand for two processes: each keeps its own cache of
// fact answers, which must go when the other writes facts (docs/architecture.md#work-across-processes). The
// embedded stores are one process's own, so there is nothing to tell there.
const onServers = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_CLICKHOUSE_URL);

describe.skipIf(!onServers)(
  'fact answers cached by one process, on PostgreSQL and a ClickHouse server',
  () => {
    const servers: Awaited<ReturnType<typeof startTestApp>>[] = [];
    afterAll(async () => {
      for (const server of servers.reverse()) await server.stop();
    });

    it('are forgotten when the other process writes facts', async () => {
      const one = await startTestApp();
      servers.push(one);
      const other = await startTestApp({
        dataDir: freshDataDir(),
        databaseUrl: one.databaseUrl,
        clickhouseUrl: one.clickhouseUrl,
      });
      servers.push(other);
      const count = async () =>
        (
          await other.app.facts.query<{ n: number }>(
            'SELECT count() AS n FROM search_hour_daily WHERE account_id = 999',
          )
        )[0]!.n;
      expect(await count()).toBe(0);
      // Messages of the facts each server wrote as it opened may still arrive: once they have, the answer stays
      // in the cache (a repeated read is a hit).
      await expect
        .poll(async () => {
          await count();
          const hits = other.app.facts.cacheStats().hits;
          await count();
          return other.app.facts.cacheStats().hits - hits;
        })
        .toBe(1);
      await one.app.facts.insert('search_hour_daily', [
        {
          account_id: 999,
          date: '2026-11-01',
          campaign_id: 1,
          hour: 7,
          device: 1,
          impression: 10,
          click: 1,
          cost_fen: 50,
          conversion: 0,
        },
      ]);
      await expect.poll(count).toBe(1);
    });
  },
);
