/** A campaign of a draft (docs/requirements.md#ad-drafts). */
import { z } from 'zod';
import {
  BidMode,
  bidMode,
  budgetType,
  BudgetType,
  Device,
  EcommercePlatform,
  marketingTarget,
  MarketingTarget,
  RegionType,
  regionType,
  ScheduleType,
  scheduleType,
} from './choices';
import { addProblem, byteText, draftLimits, itemRecordFields, typeError } from './fields';
import type { RuleMessage } from './messages';
import { isRegion } from './regions';
import { Schedule, scheduledHours } from './schedule';

/** An amount in RMB as integer fen, the unit amounts are compared and stored in. */
export function rmbToFen(rmb: number): number {
  return Math.round(rmb * 100);
}

/** A custom daily budget's problems: at least 50 RMB, at most 10,000,000, in whole fen. */
export function budgetProblems(budget: number | undefined): RuleMessage[] {
  if (budget === undefined) return ['drafts.rule.budgetRequired'];
  const fen = rmbToFen(budget);
  const problems: RuleMessage[] = [];
  if (Math.abs(budget * 100 - fen) > 1e-6) problems.push('drafts.rule.budgetDecimals');
  if (fen < rmbToFen(draftLimits.budgetMin)) problems.push('drafts.rule.budgetTooSmall');
  if (fen > rmbToFen(draftLimits.budgetMax)) problems.push('drafts.rule.budgetTooBig');
  return problems;
}

/**
 * The campaign's fields with their types and defaults. `business` is what it promotes, unless it
 * promotes brand keywords only; `regionBidFactors` maps a chosen region to its bidding factor (1 when
 * absent); `schedule` counts when `scheduleType` is 2, `budget` when `budgetType` is 2.
 */
const campaignShape = {
  campaignName: z.string(typeError()),
  marketingTarget: MarketingTarget,
  business: z.string(typeError()).optional(),
  brandKeywordsOnly: z.boolean(typeError()).default(false),
  device: Device,
  budgetType: BudgetType,
  budget: z.number(typeError('drafts.rule.budgetRequired')).optional(),
  regionType: RegionType,
  regions: z.array(z.string(typeError()), typeError()).default([]),
  regionBidFactors: z.record(z.string(), z.number(typeError()), typeError()).default({}),
  scheduleType: ScheduleType,
  schedule: Schedule.optional(),
  bidMode: BidMode.default(bidMode.click),
  ecommercePlatform: EcommercePlatform.optional(),
};

/** A stored campaign as the API answers it: its fields' types, not their rules. */
export const CampaignRecord = z.object({ ...itemRecordFields, ...campaignShape });
export type CampaignRecord = z.infer<typeof CampaignRecord>;

type CampaignFields = z.output<z.ZodObject<typeof campaignShape>>;

function campaignRules(campaign: CampaignFields, ctx: z.RefinementCtx) {
  if (campaign.budgetType === budgetType.customDaily) {
    for (const message of budgetProblems(campaign.budget)) addProblem(ctx, message, ['budget']);
  }
  const { regions } = campaign;
  if (campaign.regionType === regionType.custom && regions.length === 0) {
    addProblem(ctx, 'drafts.rule.regionRequired', ['regions']);
  }
  regions.forEach((region, index) => {
    if (!isRegion(region)) addProblem(ctx, 'drafts.rule.regionUnknown', ['regions', index]);
    else if (regions.indexOf(region) < index)
      addProblem(ctx, 'drafts.rule.regionDuplicate', ['regions', index]);
  });
  for (const [region, factor] of Object.entries(campaign.regionBidFactors)) {
    const path = ['regionBidFactors', region];
    if (!regions.includes(region)) addProblem(ctx, 'drafts.rule.regionFactorUnchosen', path);
    if (!(factor >= draftLimits.regionFactorMin && factor <= draftLimits.regionFactorMax)) {
      addProblem(ctx, 'drafts.rule.regionFactorRange', path);
    }
  }
  const hours = campaign.schedule ? scheduledHours(campaign.schedule) : 0;
  if (campaign.scheduleType === scheduleType.custom && hours === 0) {
    addProblem(ctx, 'drafts.rule.scheduleRequired', ['schedule']);
  }
  if (campaign.marketingTarget === marketingTarget.onlineStore && campaign.ecommercePlatform === undefined) {
    addProblem(ctx, 'drafts.rule.ecommercePlatformRequired', ['ecommercePlatform']);
  }
}

/** A campaign as the editor saves it, with every rule of its own (not those across items). */
export const Campaign = z
  .object(
    {
      ...campaignShape,
      campaignName: byteText(draftLimits.campaignName, {
        required: 'drafts.rule.campaignNameRequired',
        tooLong: 'drafts.rule.campaignNameTooLong',
      }),
      business: byteText(draftLimits.business, { tooLong: 'drafts.rule.businessTooLong' }).optional(),
    },
    typeError(),
  )
  .superRefine(campaignRules);
export type Campaign = z.output<typeof Campaign>;
export type CampaignInput = z.input<typeof Campaign>;
