/** A provider account as the entity store holds it. */
export interface ProviderAccount {
  /** Our id (`provider_accounts.id`), the `accountId` of the API and the fact tables. */
  id: number;
  /** The provider's account name, e.g. `adc-shared-01`. */
  accountNo: string;
  /** Its place among the provider's accounts by id, from 0. */
  position: number;
}

/** A run of days, yyyy-MM-dd, both ends included. */
export interface DayRange {
  from: string;
  to: string;
}

export interface AccountBalance {
  balanceFen: number;
  /**
   * When the provider last computed it (epoch ms): balances arrive about 3 hours late
   * (docs/requirements.md#home-dashboard).
   */
  asOf: number;
}

/**
 * An advertising provider behind the console (docs/architecture.md#provider-and-sandbox): where account
 * structure, report facts and balances come from. The report sync pulls from it into the fact store; draft
 * upload, pictures and sync by ids join this interface with their issues.
 */
export interface Provider {
  readonly name: string;
  /** Loads the account's campaigns, units, keywords, creatives and targets into the dimension tables. */
  syncStructure(account: ProviderAccount): Promise<void>;
  /** Loads the account's report facts of these days into the fact tables (none of them are there yet). */
  syncDays(account: ProviderAccount, days: DayRange): Promise<void>;
  balance(account: ProviderAccount, now: number): AccountBalance;
}
