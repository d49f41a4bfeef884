/**
 * The fields of fixed options of a draft and its items (docs/requirements.md#ad-drafts): for each, its values
 * by name, its options with the i18n keys of their labels (what a select or radio group shows), and its
 * schema. A value off the list fails with `drafts.rule.choose`.
 */
import { z } from 'zod';
import type { OptionLabel, RuleMessage } from './messages';

type Choices = Record<string, readonly [value: number | string, label: OptionLabel]>;
type ValueOf<C extends Choices> = C[keyof C][0];

function defineChoices<const C extends Choices>(choices: C) {
  const entries = Object.values(choices);
  const values = Object.fromEntries(Object.entries(choices).map(([name, [value]]) => [name, value])) as {
    readonly [N in keyof C]: C[N][0];
  };
  const options = entries.map(([value, label]) => ({ value: value as ValueOf<C>, label }));
  const schema = z.literal(
    entries.map(([value]) => value as ValueOf<C>),
    { error: 'drafts.rule.choose' satisfies RuleMessage },
  );
  return { values, options, schema };
}

const draftStatusChoices = defineChoices({
  draft: [1, 'drafts.status.draft'],
  pendingConfirmation: [2, 'drafts.status.pendingConfirmation'],
  toBeModified: [3, 'drafts.status.toBeModified'],
  uploaded: [4, 'drafts.status.uploaded'],
  uploading: [9, 'drafts.status.uploading'],
});
/** A draft's status: 3 when the provider refused something of an upload, 9 while it uploads. */
export const draftStatus = draftStatusChoices.values;
export const draftStatusOptions = draftStatusChoices.options;
export const DraftStatus = draftStatusChoices.schema;
export type DraftStatus = z.infer<typeof DraftStatus>;

/**
 * Why a draft cannot be changed (docs/requirements.md#ad-drafts): it is uploading (9) or uploaded (4);
 * undefined when it can.
 */
export function draftLock(status: DraftStatus): RuleMessage | undefined {
  if (status === draftStatus.uploading) return 'drafts.rule.draftUploading';
  if (status === draftStatus.uploaded) return 'drafts.rule.draftUploaded';
  return undefined;
}

/**
 * Why a draft cannot be put pending confirmation (2) as its confirm upload step opens
 * (docs/requirements.md#ad-drafts): it is locked (`draftLock`), or the provider refused items of it (3) and
 * nothing has changed since; undefined when it can (from 1, or 2 again).
 */
export function confirmBlock(status: DraftStatus): RuleMessage | undefined {
  if (status === draftStatus.toBeModified) return 'drafts.rule.draftToBeModified';
  return draftLock(status);
}

const syncStateChoices = defineChoices({
  notSynchronized: [0, 'drafts.syncState.notSynchronized'],
  synchronized: [1, 'drafts.syncState.synchronized'],
});
/** Whether an item is as the provider holds it: a change makes it not synchronized again. */
export const syncState = syncStateChoices.values;
export const syncStateOptions = syncStateChoices.options;
export const SyncState = syncStateChoices.schema;
export type SyncState = z.infer<typeof SyncState>;

const marketingTargetChoices = defineChoices({
  website: [1, 'drafts.marketingTarget.website'],
  app: [2, 'drafts.marketingTarget.app'],
  onlineStore: [3, 'drafts.marketingTarget.onlineStore'],
});
export const marketingTarget = marketingTargetChoices.values;
export const marketingTargetOptions = marketingTargetChoices.options;
export const MarketingTarget = marketingTargetChoices.schema;
export type MarketingTarget = z.infer<typeof MarketingTarget>;

const deviceChoices = defineChoices({
  computer: [1, 'drafts.device.computer'],
  mobile: [2, 'drafts.device.mobile'],
  unlimited: [3, 'drafts.device.unlimited'],
});
export const device = deviceChoices.values;
export const deviceOptions = deviceChoices.options;
export const Device = deviceChoices.schema;
export type Device = z.infer<typeof Device>;

const budgetTypeChoices = defineChoices({
  unlimited: [1, 'drafts.budgetType.unlimited'],
  customDaily: [2, 'drafts.budgetType.customDaily'],
});
export const budgetType = budgetTypeChoices.values;
export const budgetTypeOptions = budgetTypeChoices.options;
export const BudgetType = budgetTypeChoices.schema;
export type BudgetType = z.infer<typeof BudgetType>;

const regionTypeChoices = defineChoices({
  custom: [1, 'drafts.regionType.custom'],
  account: [2, 'drafts.regionType.account'],
});
/** 1: the campaign's own regions (`regions`); 2: the regions set on the provider account. */
export const regionType = regionTypeChoices.values;
export const regionTypeOptions = regionTypeChoices.options;
export const RegionType = regionTypeChoices.schema;
export type RegionType = z.infer<typeof RegionType>;

const scheduleTypeChoices = defineChoices({
  unlimited: [1, 'drafts.scheduleType.unlimited'],
  custom: [2, 'drafts.scheduleType.custom'],
});
export const scheduleType = scheduleTypeChoices.values;
export const scheduleTypeOptions = scheduleTypeChoices.options;
export const ScheduleType = scheduleTypeChoices.schema;
export type ScheduleType = z.infer<typeof ScheduleType>;

const bidModeChoices = defineChoices({
  click: [1, 'drafts.bidMode.click'],
  conversion: [2, 'drafts.bidMode.conversion'],
});
export const bidMode = bidModeChoices.values;
export const bidModeOptions = bidModeChoices.options;
export const BidMode = bidModeChoices.schema;
export type BidMode = z.infer<typeof BidMode>;

const ecommercePlatformChoices = defineChoices({
  shopBuilder: [1, 'drafts.ecommercePlatform.shopBuilder'],
  healthMall: [2, 'drafts.ecommercePlatform.healthMall'],
  taobao: [3, 'drafts.ecommercePlatform.taobao'],
  jd: [4, 'drafts.ecommercePlatform.jd'],
  other: [5, 'drafts.ecommercePlatform.other'],
});
/** Where an online-store campaign (marketing target 3) sells. */
export const ecommercePlatform = ecommercePlatformChoices.values;
export const ecommercePlatformOptions = ecommercePlatformChoices.options;
export const EcommercePlatform = ecommercePlatformChoices.schema;
export type EcommercePlatform = z.infer<typeof EcommercePlatform>;

const matchTypeChoices = defineChoices({
  precise: ['precise', 'drafts.matchType.precise'],
  phrase: ['phrase', 'drafts.matchType.phrase'],
  auto: ['auto', 'drafts.matchType.auto'],
});
/** How a keyword matches searches: the provider's exact, phrase and smart match. */
export const matchType = matchTypeChoices.values;
export const matchTypeOptions = matchTypeChoices.options;
export const MatchType = matchTypeChoices.schema;
export type MatchType = z.infer<typeof MatchType>;
