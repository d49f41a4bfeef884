/**
 * The four kinds of a draft's items as the store keeps them (docs/requirements.md#ad-drafts): each kind's
 * table, its parent in the draft, the children that block its delete, what may not repeat, and how its rows
 * become the records the API answers and the saves become rows. The calls treat every kind alike from here.
 */
import { responseCode } from '@adconsole/api-client/contract';
import {
  compareKey,
  rmbToFen,
  type Campaign,
  type CampaignRecord,
  type Creative,
  type CreativePictureRecord,
  type CreativeRecord,
  type Keyword,
  type KeywordRecord,
  type RuleMessage,
  type Unit,
  type UnitRecord,
} from '@adconsole/draft-rules';
import { lookup, type Language } from '@adconsole/i18n/resources';
import type { Insertable, Kysely, Selectable } from 'kysely';
import { ResponseError } from '../http/response-error';
import type { EntityDatabase } from '../stores/entity-schema';
import type { DraftItemColumns } from './draft-tables';

export type ItemTable = 'draft_campaigns' | 'draft_units' | 'draft_keywords' | 'draft_creatives';
type ParentColumn = 'campaign_id' | 'unit_id';

/** A stored item of a kind; its shared columns named apart, so code over every kind can read them. */
export type ItemRow<T extends ItemTable> = Selectable<EntityDatabase[T]> & Selectable<DraftItemColumns>;
/** An item's own columns: what a save writes and a copy carries over. */
export type ItemColumns<T extends ItemTable> = Omit<Insertable<EntityDatabase[T]>, keyof DraftItemColumns>;

export interface ItemKind<T extends ItemTable, Input, Rec> {
  table: T;
  /** The item's parent: a save naming one outside the item's draft answers 400 naming `field`. */
  parent?: {
    table: ItemTable;
    column: ParentColumn & keyof ItemColumns<T>;
    field: string;
    missing: RuleMessage;
  };
  /** The kinds under it: deleting it while it has any answers `code`; a batch delete takes them with it. */
  children?: { tables: ItemTable[]; column: ParentColumn; code: number };
  /** What may not repeat among the items of one draft or parent: a save repeating it answers 1400. */
  unique?: {
    scope: 'draft_id' | (ParentColumn & keyof ItemColumns<T>);
    column: keyof ItemColumns<T> & string;
    field: string;
    message: RuleMessage;
  };
  /**
   * What the item names outside its draft (a creative's library pictures), checked to be the saving user's:
   * anything else answers 400 naming each field.
   */
  checkReferences?(
    store: Kysely<EntityDatabase>,
    item: Input,
    saver: { userId: number; language: Language },
  ): Promise<void>;
  record(row: ItemRow<T>): Rec;
  columns(item: Input): ItemColumns<T>;
}

/** An integer-fen amount back in RMB, as the API answers money. */
const fenToRmb = (fen: number) => Number(fen) / 100;
const orNull = <V>(value: V | undefined) => value ?? null;
const orUndefined = <V>(value: V | null) => value ?? undefined;
const flag = (on: boolean) => (on ? 1 : 0);
const itemFields = (row: Selectable<DraftItemColumns>) => ({
  id: row.id,
  draftId: row.draft_id,
  syncState: row.sync_state,
});

export const campaignKind: ItemKind<'draft_campaigns', Campaign, CampaignRecord> = {
  table: 'draft_campaigns',
  children: { tables: ['draft_units'], column: 'campaign_id', code: responseCode.campaignHasUnits },
  unique: {
    scope: 'draft_id',
    column: 'campaign_name',
    field: 'campaignName',
    message: 'drafts.rule.campaignNameDuplicate',
  },
  record: (row) => ({
    ...itemFields(row),
    campaignName: row.campaign_name,
    marketingTarget: row.marketing_target,
    business: orUndefined(row.business),
    brandKeywordsOnly: row.brand_keywords_only === 1,
    device: row.device,
    budgetType: row.budget_type,
    budget: row.budget_fen === null ? undefined : fenToRmb(row.budget_fen),
    regionType: row.region_type,
    regions: JSON.parse(row.regions) as string[],
    regionBidFactors: JSON.parse(row.region_bid_factors) as Record<string, number>,
    scheduleType: row.schedule_type,
    schedule: row.schedule === null ? undefined : (JSON.parse(row.schedule) as boolean[][]),
    bidMode: row.bid_mode,
    ecommercePlatform: orUndefined(row.ecommerce_platform),
  }),
  columns: (campaign) => ({
    campaign_name: campaign.campaignName,
    marketing_target: campaign.marketingTarget,
    business: orNull(campaign.business),
    brand_keywords_only: flag(campaign.brandKeywordsOnly),
    device: campaign.device,
    budget_type: campaign.budgetType,
    budget_fen: campaign.budget === undefined ? null : rmbToFen(campaign.budget),
    region_type: campaign.regionType,
    regions: JSON.stringify(campaign.regions),
    region_bid_factors: JSON.stringify(campaign.regionBidFactors),
    schedule_type: campaign.scheduleType,
    schedule: campaign.schedule ? JSON.stringify(campaign.schedule) : null,
    bid_mode: campaign.bidMode,
    ecommerce_platform: orNull(campaign.ecommercePlatform),
  }),
};

const inUnit = {
  table: 'draft_units',
  column: 'unit_id',
  field: 'unitId',
  missing: 'drafts.rule.unitMissing',
} as const;

export const unitKind: ItemKind<'draft_units', Unit, UnitRecord> = {
  table: 'draft_units',
  parent: {
    table: 'draft_campaigns',
    column: 'campaign_id',
    field: 'campaignId',
    missing: 'drafts.rule.campaignMissing',
  },
  children: {
    tables: ['draft_keywords', 'draft_creatives'],
    column: 'unit_id',
    code: responseCode.unitHasKeywordsOrCreatives,
  },
  // The provider takes one unit of a name per campaign, as the rules flag (`validateDraft`).
  unique: {
    scope: 'campaign_id',
    column: 'adgroup_name',
    field: 'adgroupName',
    message: 'drafts.rule.adgroupNameDuplicate',
  },
  record: (row) => ({
    ...itemFields(row),
    campaignId: row.campaign_id,
    adgroupName: row.adgroup_name,
    autoTargeting: row.auto_targeting === 1,
    pcFinalUrl: row.pc_final_url,
    mobileFinalUrl: row.mobile_final_url,
    monitorSuffix: orUndefined(row.monitor_suffix),
    iosAppUrl: orUndefined(row.ios_app_url),
    androidApp: orUndefined(row.android_app),
  }),
  columns: (unit) => ({
    campaign_id: unit.campaignId,
    adgroup_name: unit.adgroupName,
    auto_targeting: flag(unit.autoTargeting),
    pc_final_url: unit.pcFinalUrl,
    mobile_final_url: unit.mobileFinalUrl,
    monitor_suffix: orNull(unit.monitorSuffix),
    ios_app_url: orNull(unit.iosAppUrl),
    android_app: orNull(unit.androidApp),
  }),
};

export const keywordKind: ItemKind<'draft_keywords', Keyword, KeywordRecord> = {
  table: 'draft_keywords',
  parent: inUnit,
  unique: {
    scope: 'unit_id',
    column: 'keyword_key',
    field: 'keyword',
    message: 'drafts.rule.keywordDuplicate',
  },
  record: (row) => ({
    ...itemFields(row),
    unitId: row.unit_id,
    keyword: row.keyword,
    matchType: row.match_type,
  }),
  columns: (keyword) => ({
    unit_id: keyword.unitId,
    keyword: keyword.keyword,
    keyword_key: compareKey(keyword.keyword),
    match_type: keyword.matchType,
  }),
};

export const creativeKind: ItemKind<'draft_creatives', Creative, CreativeRecord> = {
  table: 'draft_creatives',
  parent: inUnit,
  /**
   * A creative names only pictures of its user's own library (docs/requirements.md#ad-drafts): pictures
   * belong to the user who uploaded them, not to a provider account, and another user's picture id is as
   * unknown as a missing one.
   */
  async checkReferences(store, creative, { userId, language }) {
    const named = creative.pictures.flatMap((picture, index) =>
      picture.pictureId === undefined ? [] : [{ index, id: picture.pictureId }],
    );
    if (named.length === 0) return;
    const own = await store
      .selectFrom('pictures')
      .select('id')
      .where('user_id', '=', userId)
      .where('id', 'in', [...new Set(named.map((picture) => picture.id))])
      .execute();
    const owned = new Set(own.map((row) => row.id));
    const foreign = named.filter((picture) => !owned.has(picture.id));
    if (foreign.length === 0) return;
    const message = lookup(language, 'drafts.rule.pictureNotOwn')!;
    throw new ResponseError(
      responseCode.badRequest,
      foreign.map(({ index }) => ({ field: `pictures.${index}.pictureId`, message })),
    );
  },
  record: (row) => ({
    ...itemFields(row),
    unitId: row.unit_id,
    title: row.title,
    description1: row.description1,
    description2: row.description2,
    miniProgramUrl: orUndefined(row.mini_program_url),
    pictures: JSON.parse(row.pictures) as CreativePictureRecord[],
  }),
  columns: (creative) => ({
    unit_id: creative.unitId,
    title: creative.title,
    description1: creative.description1,
    description2: creative.description2,
    mini_program_url: orNull(creative.miniProgramUrl),
    pictures: JSON.stringify(creative.pictures),
  }),
};

/** Every kind by its name, parents before children (the order a copy writes them in). */
export const itemKinds = {
  campaign: campaignKind,
  unit: unitKind,
  keyword: keywordKind,
  creative: creativeKind,
};
