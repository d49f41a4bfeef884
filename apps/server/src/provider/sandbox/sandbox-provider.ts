import { addCalendarDays, daysInRange, earlierOf } from '@adconsole/date-range-rules';
import { replaceDays, type RowsInto } from '../../stores/fact-days';
import { finestFactTables } from '../../stores/fact-schema';
import { deleteAccountRows, type FactStore } from '../../stores/fact-store';
import type { AccountBalance, DayRange, ProviderAccount, ReportProvider } from '../provider';
import { feedFacts, searchFacts } from './facts';
import { accountSize, type SandboxProfile } from './profiles';
import { sandboxTables, structureTables } from './sandbox-tables';
import { seedQuery } from './sql';
import { feedStructure, searchStructure, type Statement } from './structure';
import * as words from './vocabulary';

const hourMs = 3_600_000;
/**
 * How many keyword-days one run of the generator covers at most: the demo's histories take one run. With 5 M,
 * accounts of 12,000 keywords (416 days a run) went past chdb's memory cap (docs/testing.md#agency-bench).
 */
const keywordDaysAtOnce = 1_000_000;

/** A small stable hash of text (FNV-1a), for choices made in JavaScript rather than in the generator SQL. */
export function textHash(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return hash;
}

/** Cities with ids and traffic weights: a province's weight shared out, its first city the largest. */
function cityTable() {
  return words.provinces.flatMap((province, p) => {
    const parts = province.cities.map((_, c) => 1 / (1 + 0.7 * c));
    const total = parts.reduce((a, b) => a + b, 0);
    return province.cities.map((city, c) => ({
      provinceId: p + 1,
      cityId: (p + 1) * 100 + c + 1,
      provinceName: province.name,
      cityName: city,
      weight: (province.weight * parts[c]!) / total,
    }));
  });
}

const cities = cityTable();

/** What every generator statement may bind: the account, its industry's words, regions and curves. */
function accountParams(account: ProviderAccount) {
  const industry = words.industries[textHash(account.accountNo) % words.industries.length]!;
  return {
    accountId: account.id,
    accountNo: account.accountNo,
    brand: industry.brand,
    site: industry.site,
    products: industry.products,
    themes: words.searchCampaignThemes,
    unitThemes: words.searchUnitThemes,
    feedThemes: words.feedCampaignThemes,
    feedUnitThemes: words.feedUnitThemes,
    prefixes: words.keywordPrefixes,
    suffixes: words.keywordSuffixes,
    termSuffixes: words.searchTermSuffixes.filter(Boolean),
    titles: words.searchCreativeTitles,
    descriptions: words.searchCreativeDescriptions,
    descriptions2: words.searchCreativeDescriptions2,
    feedTitles: words.feedCreativeTitles,
    interests: words.newInterests,
    intentionSuffixes: words.intentionSuffixes,
    crowds: words.crowds,
    automaticTargets: words.automaticTargets,
    cityIds: cities.map((c) => c.cityId),
    provinceIds: cities.map((c) => c.provinceId),
    cityWeights: cities.map((c) => c.weight),
    provinceCount: words.provinces.length,
    searchWeekdays: words.weekdayCurves.search,
    feedWeekdays: words.weekdayCurves.feed,
  };
}

/**
 * The sandbox provider (docs/architecture.md#provider-and-sandbox): a believable advertiser per account,
 * generated inside ClickHouse from hashes of the account number, so two fresh stores hold the same rows and a
 * store fills in seconds.
 */
export async function openSandboxProvider(
  facts: FactStore,
  profile: SandboxProfile,
): Promise<ReportProvider> {
  for (const ddl of Object.values(sandboxTables)) await facts.query(ddl);

  async function run(statements: readonly Statement[], params: Record<string, unknown>) {
    const [{ seed }] = await facts.query<{ seed: string }>(seedQuery, params);
    for (const statement of statements) {
      await facts.query(statement.sql, { ...params, seed: BigInt(seed), ...statement.params });
    }
  }

  async function ensureRegions() {
    const [row] = await facts.query<{ n: number }>('SELECT count() AS n FROM regions');
    if (row!.n > 0) return;
    await facts.insert(
      'regions',
      cities.map((c) => ({
        province_id: c.provinceId,
        city_id: c.cityId,
        province_name: c.provinceName,
        city_name: c.cityName,
      })),
    );
  }

  return {
    name: 'sandbox',

    async syncStructure(account) {
      // A structure half-written by an interrupted run is dropped first: generation appends.
      await deleteAccountRows(facts, structureTables, account.id);
      await ensureRegions();
      const size = accountSize(profile, account.position);
      const params = accountParams(account);
      await run(searchStructure(size.search), params);
      await run(feedStructure(size.feed), params);
    },

    async syncDays(account, { from, to }: DayRange, batch) {
      // Generated whole, the days replace what an earlier (or interrupted) run wrote of them: a large
      // account's history a run of days at a time, so that no statement holds more than about
      // `keywordDaysAtOnce` keyword-days (a two-year history of 40,000 keywords in 30 runs).
      const { search } = accountSize(profile, account.position);
      const keywords = search.campaigns * search.unitsPerCampaign * search.keywordsPerUnit;
      const runDays = Math.max(1, Math.floor(keywordDaysAtOnce / keywords));
      for (let start = from; start <= to; start = addCalendarDays(start, runDays)) {
        const end = earlierOf(addCalendarDays(start, runDays - 1), to);
        const params = { ...accountParams(account), from: start, to: end, days: daysInRange(start, end) };
        const days = { accountId: account.id, from: start, to: end };
        const write = async (into: RowsInto) => {
          await run(searchFacts(into), params);
          await run(feedFacts(into), params);
        };
        if (batch) await batch.replace(days, write);
        else await replaceDays(facts, finestFactTables, days, write);
      }
      return { through: to };
    },

    async balance(account, now): Promise<AccountBalance> {
      // Balances arrive about three hours late (docs/requirements.md#home-dashboard), recomputed on the hour.
      const asOf = Math.floor((now - 3 * hourMs) / hourMs) * hourMs;
      const base = 2_000_000 + (textHash(account.accountNo) % 40_000_000);
      const drift = textHash(`${account.accountNo}@${asOf}`) % 500_000;
      return { balanceFen: base + drift, asOf };
    },
  };
}
