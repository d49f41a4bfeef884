import type { EditLevel, NegativeLevel } from '@adconsole/api-client/contract';
import type { DayRange, ProviderAccount } from './provider';

/**
 * What a provider answers about the objects bulk edits change, as it holds them now
 * (docs/baidu-provider.md#ad-edits): their names, whether they run, and their bid or budget in fen.
 */
export interface ObjectSettings {
  id: number;
  level: EditLevel;
  name: string;
  /** The campaign it belongs to (a campaign's own id): bids are bounded by its budget. */
  campaignId: number;
  /** A keyword's unit, whose bid it takes when it has none of its own; none for a unit or campaign. */
  unitId?: number;
  paused: boolean;
  /**
   * A keyword's or unit's bid in fen; a keyword without its own bid (it takes its unit's) has none, nor has a
   * campaign.
   */
  bidFen?: number;
  /** A campaign's daily budget in fen; none when it has no limit. */
  budgetFen?: number;
}

/** One object's new values; only what is given changes. */
export interface SettingsUpdate {
  id: number;
  paused?: boolean;
  bidFen?: number;
  budgetFen?: number;
}

/**
 * Why the provider refused one object or word: the i18n key of the reason under `adChanges.refusal`, and from a
 * real provider its own words with its code.
 */
export interface EditRefusal {
  reason: EditRefusalKey;
  detail?: string;
}

export type EditRefusalKey =
  | 'unknownObject'
  | 'bidOutOfRange'
  | 'bidAboveBudget'
  | 'budgetOutOfRange'
  | 'wordTooLong'
  | 'tooManyNegatives'
  | 'providerRefused'
  | 'providerUnreachable';

/** Each update's outcome, in the order given. */
export type UpdateOutcome = { id: number; ok: true } | ({ id: number; ok: false } & EditRefusal);

/** A unit's or campaign's two negative lists (docs/baidu-provider.md#negative-keywords). */
export interface Negatives {
  phrase: string[];
  exact: string[];
}

/** How many words each list of a unit and of a campaign may hold at this account. */
export interface NegativeLimits {
  unit: { phrase: number; exact: number };
  campaign: { phrase: number; exact: number };
}

/**
 * One of the provider's operation records: a change made anywhere (its own console, another tool, this one),
 * without who made it (the provider does not say). Kept as text: its levels and kinds are not documented.
 */
export interface OperationRecord {
  /** Epoch ms. */
  time: number;
  /** Our level when the record's level is known; `account` otherwise. */
  level: 'account' | 'campaign' | 'unit' | 'keyword' | 'creative';
  campaignId?: number;
  unitId?: number;
  objectName: string;
  /** What changed, in the provider's words. */
  field: string;
  oldValue: string | null;
  newValue: string | null;
  /** A key that is the same each time the record is read, so a daily sync keeps it once. */
  key: string;
}

/**
 * What the change actions ask of a provider (docs/requirements.md#ad-changes): read and change bids, budgets
 * and status, read and replace negative lists, and read its operation records. A provider refuses per object;
 * a call that fails as a whole (unreachable, credentials) throws.
 */
export interface AdEditor {
  /** The objects of these ids of the account at this level; an id the account lacks is left out. */
  readSettings(account: ProviderAccount, level: EditLevel, ids: readonly number[]): Promise<ObjectSettings[]>;
  /** Sends the updates, in calls of the provider's size, and answers each one. */
  updateSettings(
    account: ProviderAccount,
    level: EditLevel,
    updates: readonly SettingsUpdate[],
  ): Promise<UpdateOutcome[]>;
  /** A unit's or campaign's lists now; null when the account has no such object. */
  readNegatives(account: ProviderAccount, level: NegativeLevel, id: number): Promise<Negatives | null>;
  /** Replaces both lists of the unit or campaign whole (the provider keeps no other way to add). */
  writeNegatives(
    account: ProviderAccount,
    level: NegativeLevel,
    id: number,
    lists: Negatives,
  ): Promise<{ ok: true } | ({ ok: false } & EditRefusal)>;
  negativeLimits(account: ProviderAccount): Promise<NegativeLimits>;
  /** The records of these days (Asia/Shanghai), oldest first. */
  operationRecords(account: ProviderAccount, days: DayRange): Promise<OperationRecord[]>;
}
