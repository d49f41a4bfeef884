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
} as const satisfies Record<string, SandboxProfile>;

export type SandboxProfileName = keyof typeof sandboxProfiles;

/** The size of the account at `position` (0 for the first sandbox account by id). */
export function accountSize(profile: SandboxProfile, position: number): AccountSize {
  return profile.accounts[Math.min(position, profile.accounts.length - 1)]!;
}
