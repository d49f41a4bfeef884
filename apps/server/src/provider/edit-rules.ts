/**
 * What the provider accepts of bids, budgets and negative keywords (docs/baidu-provider.md#ad-edits and
 * docs/baidu-provider.md#negative-keywords): the sandbox refuses by these rules, and the Baidu fake answers
 * its failures by them, so both behave as the provider's sources describe.
 */
import { editLimits, negativeWordMaxBytes } from '@adconsole/api-client/contract';
import { providerByteLength } from '@adconsole/draft-rules';
import type { EditLevel } from '@adconsole/api-client/contract';
import type { EditRefusalKey, NegativeLimits, Negatives, SettingsUpdate } from './ad-editor';

/** A unit holds at most this many phrase and as many exact negatives, whatever the account. */
export const unitNegativeCap = 200;

/**
 * A campaign's caps by the account's `userLevel`: 1 three stars, 2 two, 3 one, 4 not yet in effect
 * (bububa/baidu-marketing model/search/campaign/campaign.go and model/search/account/account.go).
 */
export const campaignNegativeCaps: Readonly<Record<1 | 2 | 3 | 4, { phrase: number; exact: number }>> = {
  1: { phrase: 500, exact: 900 },
  2: { phrase: 400, exact: 700 },
  3: { phrase: 200, exact: 400 },
  4: { phrase: 200, exact: 200 },
};

/** The caps of an account of this `userLevel`; a level no source names gets the smallest (level 4). */
export function negativeLimitsOf(userLevel: unknown): NegativeLimits {
  const level = Number(userLevel);
  const campaign =
    level === 1 || level === 2 || level === 3 ? campaignNegativeCaps[level] : campaignNegativeCaps[4];
  return { unit: { phrase: unitNegativeCap, exact: unitNegativeCap }, campaign: { ...campaign } };
}

/**
 * Whether an update asks what its level does not have: a campaign's bid (the provider's `campaignBid` is
 * another thing, a bid for its units) or a unit's or keyword's budget. No provider is asked such a thing.
 */
export const asksAnotherLevel = (level: EditLevel, update: SettingsUpdate) =>
  (update.bidFen !== undefined && level === 'campaign') ||
  (update.budgetFen !== undefined && level !== 'campaign');

/** A keyword's or unit's bid: above 0, at most 999.99 yuan, and not above its campaign's budget when it has one. */
export function bidRefusal(
  bidFen: number,
  campaignBudgetFen: number | undefined,
): EditRefusalKey | undefined {
  if (!Number.isInteger(bidFen) || bidFen <= 0 || bidFen > editLimits.bidMaxFen) return 'bidOutOfRange';
  if (campaignBudgetFen !== undefined && bidFen > campaignBudgetFen) return 'bidAboveBudget';
  return undefined;
}

/** A campaign's daily budget: 50 to 10,000,000 yuan (the account's budget, a further cap, is not known here). */
export function budgetRefusal(budgetFen: number): EditRefusalKey | undefined {
  return Number.isInteger(budgetFen) &&
    budgetFen >= editLimits.budgetMinFen &&
    budgetFen <= editLimits.budgetMaxFen
    ? undefined
    : 'budgetOutOfRange';
}

/** Whether a negative word is longer than the provider takes, a Chinese character counting 2 bytes. */
export const negativeTooLong = (word: string) => providerByteLength(word) > negativeWordMaxBytes;

/** Why a unit's or campaign's lists would be refused as a whole: a word too long, or a list over its cap. */
export function negativesRefusal(
  lists: Negatives,
  caps: { phrase: number; exact: number },
): EditRefusalKey | undefined {
  if ([...lists.phrase, ...lists.exact].some(negativeTooLong)) return 'wordTooLong';
  if (lists.phrase.length > caps.phrase || lists.exact.length > caps.exact) return 'tooManyNegatives';
  return undefined;
}
