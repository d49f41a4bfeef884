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
} from '@adconsole/draft-rules';
import { bigint, id, integer, table, text, type DatabaseOf, type RowOf } from '../stores/table-schema';

/** The columns every item of a draft has. */
const draftItemColumns = {
  id: id(),
  draft_id: integer().references('drafts.id', 'cascade'),
  sync_state: integer<SyncState>().defaultTo(0),
  created_time: bigint(),
  updated_time: bigint(),
};
export type DraftItemColumns = RowOf<typeof draftItemColumns>;

/**
 * Ad drafts and their items (docs/requirements.md#ad-drafts).
 * Declared here, gathered for the migrations by `entity-tables.ts` (docs/architecture.md#entity-store).
 */
export const draftTables = {
  /**
   * Ad drafts (docs/requirements.md#ad-drafts): each of one user, built for one of the user's provider
   * accounts. A new draft is in status 1.
   */
  drafts: table(
    {
      id: id(),
      user_id: integer().references('users.id', 'cascade'),
      account_id: integer().references('provider_accounts.id', 'cascade'),
      name: text(),
      status: integer<DraftStatus>().defaultTo(1),
      created_time: bigint(),
      updated_time: bigint(),
    },
    { indexes: [{ name: 'drafts_user', columns: ['user_id', 'created_time'] }] },
  ),
  /**
   * A draft's campaigns. `budget_fen` is the daily budget, kept whatever the budget type. A new item is not
   * synchronized (sync state 0), as is each one after a change.
   */
  draft_campaigns: table(
    {
      ...draftItemColumns,
      campaign_name: text(),
      marketing_target: integer<MarketingTarget>(),
      business: text().nullable(),
      brand_keywords_only: integer().defaultTo(0),
      device: integer<Device>(),
      budget_type: integer<BudgetType>(),
      budget_fen: bigint().nullable(),
      region_type: integer<RegionType>(),
      /** JSON array of region names. */
      regions: text().defaultTo('[]'),
      /** JSON object: a chosen region's bidding factor. */
      region_bid_factors: text().defaultTo('{}'),
      schedule_type: integer<ScheduleType>(),
      /** JSON: 7 days from Monday × 24 booleans; null when none was set. */
      schedule: text().nullable(),
      bid_mode: integer<BidMode>(),
      ecommerce_platform: integer<EcommercePlatform>().nullable(),
    },
    { indexes: [{ name: 'draft_campaigns_name', columns: ['draft_id', 'campaign_name'], unique: true }] },
  ),
  /** A draft's units, each of a campaign of the same draft. */
  draft_units: table(
    {
      ...draftItemColumns,
      campaign_id: integer().references('draft_campaigns.id', 'cascade'),
      adgroup_name: text(),
      auto_targeting: integer().defaultTo(0),
      pc_final_url: text(),
      mobile_final_url: text(),
      monitor_suffix: text().nullable(),
      ios_app_url: text().nullable(),
      android_app: text().nullable(),
    },
    {
      indexes: [
        { name: 'draft_units_draft', columns: ['draft_id'] },
        { name: 'draft_units_name', columns: ['campaign_id', 'adgroup_name'], unique: true },
      ],
    },
  ),
  /** A draft's keywords, each of a unit of the same draft; `keyword_key` is unique in the unit. */
  draft_keywords: table(
    {
      ...draftItemColumns,
      unit_id: integer().references('draft_units.id', 'cascade'),
      keyword: text(),
      /** `compareKey(keyword)`: what duplicates are compared by. */
      keyword_key: text(),
      match_type: text<MatchType>(),
    },
    {
      indexes: [
        { name: 'draft_keywords_draft', columns: ['draft_id'] },
        { name: 'draft_keywords_key', columns: ['unit_id', 'keyword_key'], unique: true },
      ],
    },
  ),
  /** A draft's creatives, each of a unit of the same draft, with their pictures. */
  draft_creatives: table(
    {
      ...draftItemColumns,
      unit_id: integer().references('draft_units.id', 'cascade'),
      title: text(),
      description1: text(),
      description2: text().defaultTo(''),
      mini_program_url: text().nullable(),
      /** JSON array of `CreativePictureRecord`. */
      pictures: text().defaultTo('[]'),
    },
    {
      indexes: [
        { name: 'draft_creatives_draft', columns: ['draft_id'] },
        { name: 'draft_creatives_unit', columns: ['unit_id'] },
      ],
    },
  ),
};

declare module '../stores/entity-schema' {
  interface EntityDatabase extends DatabaseOf<typeof draftTables> {}
}
