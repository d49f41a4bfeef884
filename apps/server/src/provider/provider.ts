import type { UploadItemKind } from '@adconsole/api-client/contract';
import type { BidMode, Device, MatchType, UploadRefusal } from '@adconsole/draft-rules';
import type { Resources } from '@adconsole/i18n/resources';
import type { DaysBatch } from '../stores/fact-days';
import type { AdEditor } from './ad-editor';

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
 * The days a sync asks for: `from`..`to`, of which the days before `newFrom` (all of them without it) the
 * account held already and are read again, as the provider may have changed them since
 * (docs/architecture.md#fact-layout).
 */
export interface SyncedDays extends DayRange {
  newFrom?: string;
}

/** How far a sync of days went. */
export interface DaysSynced {
  through: string | null;
  failure?: unknown;
}

/** What the report side reads from a provider: account structure, report facts and balances. */
export interface ReportProvider {
  readonly name: string;
  /** Loads the account's campaigns, units, keywords, creatives and targets into the dimension tables. */
  syncStructure(account: ProviderAccount): Promise<void>;
  /**
   * Makes the account's report facts of these days what the provider answers now, whatever an earlier or
   * interrupted run left of them. Answers the last day every report of the account now holds (null when one
   * holds none) and, when some report's read failed, that failure: the other reports went on
   * (docs/baidu-provider.md#baidu-report-sync). The days may wait in `batch` until the sync writes it with
   * other accounts' (the sandbox's do); the Baidu adapter writes what the batch holds, then each run of days
   * as it has read it, since its progress is kept run by run.
   */
  syncDays(account: ProviderAccount, days: SyncedDays, batch?: DaysBatch): Promise<DaysSynced>;
  /** The account's balance now: the sandbox computes it, a real provider is asked. */
  balance(account: ProviderAccount, now: number): Promise<AccountBalance>;
}

/** Metrics summed over some hours: cost in fen. */
export interface MetricSums {
  impression: number;
  click: number;
  costFen: number;
  conversion: number;
}

/** A budget the account or one of its campaigns reached today, and when it went offline for it. */
export interface BudgetOffline {
  /** None for the account's own budget. */
  campaignId?: number;
  campaignName?: string;
  /** The budget reached, in fen, when the provider says. */
  budgetFen?: number;
  /** When it went offline (epoch ms). */
  at: number;
}

/** How an account stands at the provider now: what the balance and budget alerts watch. */
export interface AccountStatus {
  balanceFen: number;
  /** The provider holds the account offline because its balance ran out. */
  outOfBalance: boolean;
  /** The provider holds the account offline, for its balance or any other reason (budget, review, ban). */
  offline: boolean;
  /** The account's and its campaigns' budgets reached today (Asia/Shanghai), earliest first. */
  budgetOfflines: BudgetOffline[];
}

/** What alert rules ask a provider beyond the synced facts (docs/requirements.md#alerts). */
export interface AccountWatch {
  accountStatus(account: ProviderAccount, now: number): Promise<AccountStatus>;
  /**
   * Today's metrics (Asia/Shanghai) from midnight through its first `hours` full hours: the fact store holds
   * days up to yesterday only.
   */
  todaySoFar(account: ProviderAccount, now: number, hours: number): Promise<MetricSums>;
}

/**
 * An advertising provider behind the console (docs/architecture.md#provider-and-sandbox): where account
 * structure, report facts and balances come from, and where drafts are uploaded to. The report sync pulls from
 * it into the fact store; the draft upload job creates a draft's items through it; the alerts watch accounts
 * through it; bulk edits and negatives change accounts through it.
 */
export interface Provider extends ReportProvider, AccountWatch, AdEditor {
  /**
   * Creates one item of a draft upload at the provider, or answers why the provider refuses it. Idempotent
   * by `item.key`: an item the provider already created under that key answers its first creation again,
   * so a job resumed after a crash never creates it twice (docs/architecture.md#draft-upload-jobs).
   * `itemsInUpload` is the size of the whole upload, which the provider's time is spread over.
   */
  createUploadItem(account: ProviderAccount, item: UploadItem, itemsInUpload: number): Promise<UploadAnswer>;
  /**
   * Hands a picture of a user's library to the provider, or answers why the provider refuses it
   * (docs/requirements.md#picture-library). Idempotent by `picture.key`: a picture it already took answers so.
   */
  syncPicture(picture: LibraryPicture): Promise<PictureSyncAnswer>;
}

/** A picture of a user's library as the provider receives it. */
export interface LibraryPicture {
  /** Our key of the picture (its id). */
  key: string;
  /** The user whose library at the provider it goes into. */
  ownerId: number;
  /** The sha256 of its content: the provider knows a picture it already holds by its content. */
  contentHash: string;
  theme: string;
}

/** Why the provider refuses a picture: the i18n key of the reason. */
export type PictureRefusal =
  `pictureLibrary.refusal.${keyof Resources['pictureLibrary']['refusal'] & string}`;

export type PictureSyncAnswer = { synced: true } | { synced: false; reason: PictureRefusal };

/** One item of a draft as the provider receives it (docs/requirements.md#ad-drafts). */
export interface UploadItem {
  kind: UploadItemKind;
  /** Our key of the item (its kind and draft item id; a picture's adds its place in its creative). */
  key: string;
  /** The key of the item it belongs to (a unit's campaign, a keyword's unit…); none for a campaign. */
  parentKey?: string;
  /** What the provider keeps unique under the parent: a campaign's or unit's name, a keyword, a title. */
  name: string;
  /**
   * The texts the provider checks, each with its limits in bytes as the provider counts them; a creative's
   * texts are counted without their wildcards.
   */
  texts: { text: string; maxBytes: number; minBytes?: number; creative?: boolean }[];
  /** A campaign's daily budget in fen, when it has one. */
  budgetFen?: number;
  /**
   * What a real provider creates the item with, as the draft has it (the sandbox needs none of it);
   * absent in jobs written before it existed.
   */
  fields?: UploadItemFields;
  /** The provider's id of the item it belongs to (its parent's answer), set when the item is sent. */
  parentProviderId?: string;
}

/**
 * A draft unit's final URLs and monitor suffix: the provider keeps them on the unit's keywords and creatives
 * (its units have none).
 */
export interface FinalUrls {
  pcFinalUrl: string;
  mobileFinalUrl: string;
  monitorSuffix?: string;
}

/**
 * The draft's settings of an item a real provider needs, by kind (docs/baidu-provider.md); a
 * unit needs nothing beyond its name.
 */
export type UploadItemFields =
  | {
      kind: 'campaign';
      /** Fen; none for an unlimited budget. */
      budgetFen?: number;
      /** The campaign's own regions (names); none for the account's regions. */
      regions?: string[];
      /** Factors of regions whose bid differs (1 when absent). */
      regionBidFactors?: Record<string, number>;
      /** A week, Monday first, of 24 hours where the campaign runs; none for every hour. */
      schedule?: boolean[][];
      device: Device;
      bidMode: BidMode;
    }
  | { kind: 'keyword'; matchType: MatchType; urls: FinalUrls }
  | {
      kind: 'creative';
      urls: FinalUrls;
      title: string;
      description1: string;
      description2: string;
      miniProgramUrl?: string;
    }
  | {
      kind: 'picture';
      /** An uploaded picture's address, or a library picture's id. */
      url?: string;
      pictureId?: number;
      theme: string;
      width: number;
      height: number;
    };

/**
 * The provider's answer to an item: created (with its id there), or refused with the i18n key of why and,
 * from a real provider, its own words with its code (e.g. `901234 关键词重复`).
 */
export type UploadAnswer =
  { created: true; providerId: string } | { created: false; reason: UploadRefusal; detail?: string };
