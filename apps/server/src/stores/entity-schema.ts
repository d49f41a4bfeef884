import type {
  BidMode,
  BudgetType,
  Device,
  DraftStatus,
  EcommercePlatform,
  MarketingTarget,
  MatchType,
  RegionType,
  ScheduleType,
  SyncState,
} from '@adconsole/draft-editor/rules';
import type { Generated } from 'kysely';

/**
 * The entity store's tables (docs/architecture.md#entity-store). Money is integer fen; times are epoch
 * milliseconds.
 */
export interface EntityDatabase {
  users: {
    id: Generated<number>;
    user_name: string;
    password_hash: string;
    avatar: string;
    introduction: string;
    /** 1 cn, 2 en, 3 tw (docs/requirements.md#languages). */
    language: number;
    frozen: number;
    created_time: number;
  };
  sessions: {
    token_hash: string;
    user_id: number;
    expires_at: number;
    created_time: number;
  };
  provider_accounts: {
    id: Generated<number>;
    account_no: string;
    /** Who serves it (docs/architecture.md#baidu-provider). */
    provider: 'sandbox' | 'baidu';
    balance_fen: number;
    company_id: number | null;
    /** `search` or `feed` (docs/requirements.md#administration). */
    channel: Generated<'search' | 'feed'>;
    created_time: number;
    /** A Baidu account's credentials, sealed by provider/baidu/credentials.ts; null for a sandbox account. */
    credentials: Generated<string | null>;
    /** Why the account's last sync failed, in the provider's words; null once a sync ran through. */
    sync_error: Generated<string | null>;
  };
  /** How far each report of a Baidu account is synchronised (docs/architecture.md#baidu-report-sync). */
  provider_report_syncs: {
    account_id: number;
    /** The report's name, one of `providerReports` of the contract. */
    report: string;
    /** The last day of the report's facts in the store (yyyy-MM-dd), or null before its first read. */
    synced_through: string | null;
    /** Why its last read failed (`storedSyncFailure`), or null once one ran through. */
    error: string | null;
    updated_time: number;
  };
  user_accounts: {
    user_id: number;
    account_id: number;
    /** 1 when the user follows the account on the home dashboard. */
    followed: Generated<number>;
  };
  roles: {
    name: string;
    /** JSON array of permission strings; `*:*:*` passes every check. */
    permissions: string;
    created_time: number;
  };
  /** The routes a role other than admin may open: full paths; a path grants everything under it. */
  role_routes: {
    role: string;
    path: string;
  };
  /** The roles each user holds (docs/requirements.md#users-roles-and-permissions): one row per user and role. */
  user_roles: {
    user_id: number;
    role: string;
  };
  /**
   * Administrators' writes (docs/requirements.md#audit-log): the call's path, the entity written and its
   * record before and after as JSON (null where there was none). The user's name is kept: it outlives the user.
   */
  audit_log: {
    id: Generated<number>;
    user_id: number | null;
    user_name: string;
    action: string;
    entity: string;
    entity_id: string | null;
    before_json: string | null;
    after_json: string | null;
    created_time: number;
  };
  /** Picture captchas: single use, answerable until expires_at; only a hash of the answer is kept. */
  captchas: {
    uuid: string;
    answer_hash: string;
    expires_at: number;
  };
  customers: {
    id: Generated<number>;
    name: string;
    created_time: number;
  };
  companies: {
    id: Generated<number>;
    customer_id: number;
    name: string;
    created_time: number;
  };
  /** Export files of the download centre, each owned by one user. */
  download_records: {
    id: Generated<number>;
    user_id: number;
    account_id: number | null;
    name: string;
    report: Generated<string>;
    begin_date: string | null;
    end_date: string | null;
    status: Generated<'pending' | 'processing' | 'ready' | 'failed'>;
    progress: Generated<number>;
    /** The name the user downloads the file as. */
    file_name: string;
    /** Path of the file under `<dataDir>/downloads`, once written. */
    file_path: string | null;
    size_bytes: Generated<number>;
    error: string | null;
    created_time: number;
    updated_time: number;
  };
  /** The message centre: one row per user and message; system notices go to every user. */
  user_messages: {
    id: Generated<number>;
    user_id: number;
    msg_type: number;
    introduce_cn: string;
    introduce_en: string;
    introduce_tw: string;
    is_read: Generated<number>;
    popup_count: Generated<number>;
    created_time: number;
  };
  /**
   * Ad drafts (docs/requirements.md#ad-drafts): each of one user, built for one of the user's provider
   * accounts. A new draft is in status 1.
   */
  drafts: {
    id: Generated<number>;
    user_id: number;
    account_id: number;
    name: string;
    status: Generated<DraftStatus>;
    created_time: number;
    updated_time: number;
  };
  /**
   * A draft's campaigns. Booleans are 0/1, JSON columns text; `budget_fen` is the daily budget, kept whatever
   * the budget type. A new item is not synchronized (sync state 0), as is each one after a change.
   */
  draft_campaigns: DraftItemColumns & {
    campaign_name: string;
    marketing_target: MarketingTarget;
    business: string | null;
    brand_keywords_only: number;
    device: Device;
    budget_type: BudgetType;
    budget_fen: number | null;
    region_type: RegionType;
    /** JSON array of region names. */
    regions: string;
    /** JSON object: a chosen region's bidding factor. */
    region_bid_factors: string;
    schedule_type: ScheduleType;
    /** JSON: 7 days from Monday × 24 booleans; null when none was set. */
    schedule: string | null;
    bid_mode: BidMode;
    ecommerce_platform: EcommercePlatform | null;
  };
  /** A draft's units, each of a campaign of the same draft. */
  draft_units: DraftItemColumns & {
    campaign_id: number;
    adgroup_name: string;
    auto_targeting: number;
    pc_final_url: string;
    mobile_final_url: string;
    monitor_suffix: string | null;
    ios_app_url: string | null;
    android_app: string | null;
  };
  /** A draft's keywords, each of a unit of the same draft; `keyword_key` is unique in the unit. */
  draft_keywords: DraftItemColumns & {
    unit_id: number;
    keyword: string;
    /** `compareKey(keyword)`: what duplicates are compared by. */
    keyword_key: string;
    match_type: MatchType;
  };
  /** A draft's creatives, each of a unit of the same draft, with their pictures. */
  draft_creatives: DraftItemColumns & {
    unit_id: number;
    title: string;
    description1: string;
    description2: string;
    mini_program_url: string | null;
    /** JSON array of `CreativePictureRecord`. */
    pictures: string;
  };
  /**
   * The picture library (docs/requirements.md#picture-library): one row per upload of a user, its file named
   * by `content_hash`; `unit_ids` is a JSON array of the release scope's units; `library` 0 for a bare file
   * upload the list leaves out; `synced` 1 once the provider took it.
   */
  pictures: {
    id: Generated<number>;
    user_id: number;
    content_hash: string;
    content_type: string;
    size_bytes: number;
    width: number;
    height: number;
    ratio: string;
    theme: string;
    draft_id: number | null;
    unit_ids: string;
    library: number;
    synced: Generated<number>;
    created_time: number;
    /** The thumbnail's file, by its content hash; null for a picture uploaded without one. */
    thumbnail_hash: string | null;
    thumbnail_type: string | null;
  };
  /**
   * Hits of each rate limit's key in its current window, shared by every server process
   * (docs/architecture.md#work-across-processes); rows whose window ended are swept now and then.
   */
  rate_limit_hits: {
    limit_key: string;
    hits: number;
    /** When the key's window ends (epoch ms, wall clock). */
    window_ends: number;
  };
  /** Work that one server process at a time does (the report sync), held by `owner` until `lease_until`. */
  job_leases: {
    name: string;
    owner: string;
    /** Epoch ms, wall clock. */
    lease_until: number;
  };
}

/** The columns every item of a draft has. */
export interface DraftItemColumns {
  id: Generated<number>;
  draft_id: number;
  sync_state: Generated<SyncState>;
  created_time: number;
  updated_time: number;
}
