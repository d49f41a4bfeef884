// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factTables } from '../../stores/fact-schema';
import type { FactStore } from '../../stores/fact-store';
import { freshFactPlace, type FactPlace } from '../../testing/test-facts';
import type { ReportProvider, ProviderAccount } from '../provider';
import { sandboxProfiles, type SandboxProfile } from './profiles';
import { openSandboxProvider } from './sandbox-provider';
import { structureTables } from './sandbox-tables';
import { industries } from './vocabulary';

/** Larger than the test profile, so the shapes of the data show; still generated in a second or two. */
const profile: SandboxProfile = {
  days: 70,
  accounts: [
    {
      search: {
        ...sandboxProfiles.test.accounts[0]!.search,
        campaigns: 3,
        unitsPerCampaign: 4,
        keywordsPerUnit: 25,
      },
      feed: sandboxProfiles.test.accounts[0]!.feed,
    },
  ],
};
const account: ProviderAccount = { id: 1, accountNo: 'adc-shared-01', position: 0 };
const days = { from: '2026-08-01', to: '2026-10-09' };

/** Every table of an account, each as a row count and an order-independent hash of its rows. */
async function fingerprint(facts: FactStore, accountId: number) {
  const tables = [...factTables, ...structureTables];
  const rows = await facts.query<{ name: string; n: number; hash: string }>(
    tables
      .map(
        (t) =>
          `SELECT '${t}' AS name, count() AS n, toString(groupBitXor(cityHash64(*))) AS hash FROM ${t} WHERE account_id = {id:UInt32}`,
      )
      .join(' UNION ALL '),
    { id: accountId },
  );
  return Object.fromEntries(rows.map((r) => [r.name, `${r.n}:${r.hash}`]));
}

/** One fresh store at a time: chdb binds one data folder per process. */
async function withFreshStore<T>(
  work: (facts: FactStore, provider: ReportProvider) => Promise<T>,
): Promise<T> {
  const place = await freshFactPlace();
  const facts = await place.open();
  try {
    return await work(facts, await openSandboxProvider(facts, profile));
  } finally {
    await facts.close();
    await place.remove();
  }
}

describe('determinism', () => {
  it('gives the same rows on two fresh stores, whether the days come at once or in runs that read days again', async () => {
    const once = await withFreshStore(async (facts, provider) => {
      await provider.syncStructure(account);
      await provider.syncDays(account, days);
      return fingerprint(facts, account.id);
    });
    const inTwoRuns = await withFreshStore(async (facts, provider) => {
      await provider.syncStructure(account);
      await provider.syncDays(account, { from: days.from, to: '2026-09-14' });
      // As a sync does, the second run reads the three days before its new ones again: they are the same
      // rows, so it adds none to them (docs/architecture.md#fact-layout).
      await provider.syncDays(account, { from: '2026-09-12', to: days.to });
      return fingerprint(facts, account.id);
    });
    expect(Object.values(once).every((v) => !v.startsWith('0:'))).toBe(true);
    expect(inTwoRuns).toEqual(once);

    const other = await withFreshStore(async (facts, provider) => {
      await provider.syncStructure({ ...account, accountNo: 'adc-demo-01' });
      await provider.syncDays({ ...account, accountNo: 'adc-demo-01' }, days);
      return fingerprint(facts, account.id);
    });
    expect(other.search_keyword_daily).not.toBe(once.search_keyword_daily);
  });
});

describe('a believable advertiser', () => {
  let place: FactPlace;
  let facts: FactStore;
  let provider: ReportProvider;
  beforeAll(async () => {
    place = await freshFactPlace();
    facts = await place.open();
    provider = await openSandboxProvider(facts, profile);
    await provider.syncStructure(account);
    await provider.syncDays(account, days);
  });
  afterAll(async () => {
    await facts.close();
    await place.remove();
  });

  const one = async <T>(sql: string) => (await facts.query<T>(sql))[0]!;

  it('spends Zipf-like: a few keywords take most of the traffic', async () => {
    const shares = await facts.query<{ share: number }>(
      `SELECT sum(impression) / (SELECT sum(impression) FROM search_keyword_daily) AS share
       FROM search_keyword_daily GROUP BY keyword_id ORDER BY share DESC`,
    );
    const top = shares.slice(0, shares.length / 10).reduce((sum, s) => sum + s.share, 0);
    expect(shares.length).toBe(300);
    expect(top).toBeGreaterThan(0.35);
    expect(shares[0]!.share).toBeGreaterThan(shares[30]!.share * 5);
  });

  it('searches more on working days and in office hours, feeds more at the weekend', async () => {
    const week = await one<{ workday: number; weekend: number; feedWorkday: number; feedWeekend: number }>(
      `SELECT
        (SELECT avg(i) FROM (SELECT date, sum(impression) i FROM search_unit_daily WHERE toDayOfWeek(date) <= 5 GROUP BY date)) AS workday,
        (SELECT avg(i) FROM (SELECT date, sum(impression) i FROM search_unit_daily WHERE toDayOfWeek(date) > 5 GROUP BY date)) AS weekend,
        (SELECT avg(i) FROM (SELECT date, sum(impression) i FROM feed_unit_daily WHERE toDayOfWeek(date) <= 5 GROUP BY date)) AS feedWorkday,
        (SELECT avg(i) FROM (SELECT date, sum(impression) i FROM feed_unit_daily WHERE toDayOfWeek(date) > 5 GROUP BY date)) AS feedWeekend`,
    );
    expect(week.workday).toBeGreaterThan(week.weekend * 1.15);
    expect(week.feedWeekend).toBeGreaterThan(week.feedWorkday * 1.05);
    const hours = await facts.query<{ hour: number; i: number }>(
      'SELECT hour, sum(impression) AS i FROM search_hour_daily WHERE device = 1 GROUP BY hour ORDER BY hour',
    );
    expect(hours[10]!.i).toBeGreaterThan(hours[3]!.i * 5);
  });

  it('splits search between computer and mobile, mobile ahead; feeds almost all mobile', async () => {
    const split = await one<{ search: number; feed: number }>(
      `SELECT
        (SELECT sumIf(impression, device = 2) / sum(impression) FROM search_unit_daily) AS search,
        (SELECT sumIf(impression, device = 2) / sum(impression) FROM feed_unit_daily) AS feed`,
    );
    expect(split.search).toBeGreaterThan(0.5);
    expect(split.search).toBeLessThan(0.8);
    expect(split.feed).toBeGreaterThan(0.85);
  });

  it('never clicks more than it shows or converts more than it clicks, and charges for clicks', async () => {
    for (const table of factTables) {
      const bad = await one<{ n: number }>(
        `SELECT count() AS n FROM ${table} WHERE click > impression OR conversion > click OR (click > 0) != (cost_fen > 0)`,
      );
      expect(bad.n, table).toBe(0);
    }
  });

  it('reaches most provinces, the populous ones first, and every city has a name', async () => {
    const provinces = await facts.query<{ province_name: string }>(
      `SELECT province_name FROM search_region_daily
       JOIN (SELECT city_id, province_name FROM regions) AS r USING city_id
       GROUP BY province_name ORDER BY sum(impression) DESC`,
    );
    expect(provinces.length).toBeGreaterThan(30);
    expect(provinces.slice(0, 6).map((p) => p.province_name)).toContain('广东');
  });

  it('writes keywords, creatives and audiences in the words of one industry, quality codes 0–3', async () => {
    const { keyword, title } = await one<{ keyword: string; title: string }>(
      'SELECT (SELECT any(keyword) FROM search_keywords) AS keyword, (SELECT any(title) FROM search_creatives) AS title',
    );
    const industry = industries.find((i) => i.products.some((p) => keyword.includes(p)))!;
    expect(industry).toBeDefined();
    expect(title).toMatch(new RegExp(industry.products.join('|')));
    const codes = await facts.query<{ code: number }>(
      'SELECT DISTINCT land_page_experience AS code FROM search_keywords ORDER BY code',
    );
    expect(codes.map((c) => c.code)).toEqual([0, 1, 2, 3]);
    const kinds = await facts.query<{ kind: string }>(
      'SELECT DISTINCT kind FROM feed_audiences ORDER BY kind',
    );
    expect(kinds.map((k) => k.kind)).toEqual(['automatic', 'crowd', 'intention', 'interest']);
  });

  it('reports balances about three hours late, the same for the same hour', async () => {
    const now = Date.parse('2026-11-21T08:30:00Z');
    const balance = await provider.balance(account, now);
    expect(balance).toEqual(await provider.balance(account, now + 60_000));
    expect(balance.asOf).toBe(Date.parse('2026-11-21T05:00:00Z'));
    expect(balance.balanceFen).toBeGreaterThan(0);
  });
});
