/** How large one sandbox account is. Traffic follows a Zipf-like curve: `zipf` is the exponent over rank. */
export interface AccountSize {
  search: {
    campaigns: number;
    unitsPerCampaign: number;
    keywordsPerUnit: number;
    creativesPerUnit: number;
    /** Keywords by rank that have search terms (the long tail's terms are too rare to list). */
    keywordsWithTerms: number;
    dailyImpressions: number;
    zipf: number;
  };
  feed: {
    campaigns: number;
    unitsPerCampaign: number;
    creativesPerUnit: number;
    programCreativesPerUnit: number;
    dailyImpressions: number;
    zipf: number;
  };
}

/**
 * A volume of sandbox data: how many days back from yesterday a fresh store gets, and the size of each
 * provider account in id order (accounts past the list take its last size).
 */
export interface SandboxProfile {
  days: number;
  accounts: readonly AccountSize[];
}

const size = (
  search: Pick<
    AccountSize['search'],
    'campaigns' | 'unitsPerCampaign' | 'keywordsPerUnit' | 'dailyImpressions'
  >,
  feed: Pick<AccountSize['feed'], 'campaigns' | 'unitsPerCampaign' | 'creativesPerUnit' | 'dailyImpressions'>,
): AccountSize => ({
  search: { creativesPerUnit: 3, keywordsWithTerms: 3000, zipf: 0.9, ...search },
  feed: { programCreativesPerUnit: 2, zipf: 0.7, ...feed },
});

/** A geometric step from `first` to `last` over `steps` positions: the size at `position` of them. */
const between = (first: number, last: number, position: number, steps: number) =>
  Math.round(first * (last / first) ** (position / Math.max(1, steps - 1)));

/**
 * An agency's 500 accounts, largest first: three large advertisers (40,000, 30,000 and 20,000 keywords), 27
 * middle ones (12,000 down to 3,000) and a long tail of 470 (2,400 down to 150). Daily impressions are a
 * fraction of the keywords, as in a real account where most keywords show on few days: 106 M keyword-day
 * rows in two years, 767 M fact rows in all (docs/testing.md#agency-bench). Every seventh account spends
 * mostly on feed ads.
 */
function agencyAccounts(): AccountSize[] {
  const accounts: AccountSize[] = [];
  for (let position = 0; position < 500; position++) {
    const keywords =
      position < 3
        ? [40_000, 30_000, 20_000][position]!
        : position < 30
          ? between(12_000, 3_000, position - 3, 27)
          : between(2_400, 150, position - 30, 470);
    const large = keywords >= 10_000;
    const keywordsPerUnit = large ? 25 : 15;
    const unitsPerCampaign = large ? 10 : 5;
    const feedMostly = position % 7 === 3;
    const feedCreatives = Math.max(12, Math.round(keywords / (feedMostly ? 20 : 200)));
    const searchShare = position < 3 ? 0.6 : position < 30 ? 0.4 : 0.3;
    accounts.push({
      search: {
        campaigns: Math.max(1, Math.round(keywords / (keywordsPerUnit * unitsPerCampaign))),
        unitsPerCampaign,
        keywordsPerUnit,
        creativesPerUnit: 3,
        keywordsWithTerms: large ? 3_000 : 400,
        dailyImpressions: Math.round(keywords * searchShare * (feedMostly ? 0.3 : 1)),
        zipf: 0.9,
      },
      feed: {
        campaigns: Math.max(1, Math.round(feedCreatives / 40)),
        unitsPerCampaign: 8,
        creativesPerUnit: 5,
        programCreativesPerUnit: 2,
        dailyImpressions: feedCreatives * (feedMostly ? 400 : 150),
        zipf: 0.7,
      },
    });
  }
  return accounts;
}

export const sandboxProfiles = {
  /** `npm start`: the demo accounts with more than a year behind them. */
  demo: {
    days: 430,
    accounts: [
      size(
        { campaigns: 8, unitsPerCampaign: 6, keywordsPerUnit: 20, dailyImpressions: 60_000 },
        { campaigns: 4, unitsPerCampaign: 4, creativesPerUnit: 4, dailyImpressions: 80_000 },
      ),
      size(
        { campaigns: 5, unitsPerCampaign: 5, keywordsPerUnit: 15, dailyImpressions: 20_000 },
        { campaigns: 3, unitsPerCampaign: 3, creativesPerUnit: 3, dailyImpressions: 25_000 },
      ),
      size(
        { campaigns: 4, unitsPerCampaign: 4, keywordsPerUnit: 12, dailyImpressions: 8_000 },
        { campaigns: 2, unitsPerCampaign: 3, creativesPerUnit: 3, dailyImpressions: 10_000 },
      ),
    ],
  },
  /** API tests: a few of everything over four months, generated in about a second. */
  test: {
    days: 130,
    accounts: [
      size(
        { campaigns: 2, unitsPerCampaign: 2, keywordsPerUnit: 4, dailyImpressions: 3_000 },
        { campaigns: 2, unitsPerCampaign: 2, creativesPerUnit: 2, dailyImpressions: 3_000 },
      ),
    ],
  },
  /** `npm run bench`: one large advertiser (50,000 keywords) and smaller ones. */
  bench: {
    days: 92,
    accounts: [
      size(
        { campaigns: 20, unitsPerCampaign: 50, keywordsPerUnit: 50, dailyImpressions: 150_000 },
        { campaigns: 6, unitsPerCampaign: 10, creativesPerUnit: 5, dailyImpressions: 200_000 },
      ),
      size(
        { campaigns: 5, unitsPerCampaign: 10, keywordsPerUnit: 40, dailyImpressions: 30_000 },
        { campaigns: 3, unitsPerCampaign: 4, creativesPerUnit: 3, dailyImpressions: 20_000 },
      ),
    ],
  },
  /** `npm run bench -- agency`: an agency's 500 accounts over two years (docs/testing.md#agency-bench). */
  agency: { days: 730, accounts: agencyAccounts() },
} as const satisfies Record<string, SandboxProfile>;

export type SandboxProfileName = keyof typeof sandboxProfiles;

/** The size of the account at `position` (0 for the first sandbox account by id). */
export function accountSize(profile: SandboxProfile, position: number): AccountSize {
  return profile.accounts[Math.min(position, profile.accounts.length - 1)]!;
}
