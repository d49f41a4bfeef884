import { createHash } from 'node:crypto';
import type { NegativeLevel, NegativeMatchType } from '@adconsole/api-client/contract';
import type { AdEditor, NegativeLimits, Negatives } from '../provider/ad-editor';
import { negativeTooLong } from '../provider/edit-rules';
import type { ProviderAccount } from '../provider/provider';
import type { RowRefusal } from './change-values';

/** A unit's or campaign's negative lists as the provider holds them now, with a unit's campaign's. */
export interface TargetLists {
  level: NegativeLevel;
  targetId: number;
  name: string;
  lists: Negatives;
  campaign?: { id: number; name: string; lists: Negatives };
  limits: NegativeLimits;
}

/** The lists of a unit or campaign of the account (and of a unit's campaign); null when it has none such. */
export async function readTargetLists(
  editor: AdEditor,
  account: ProviderAccount,
  level: NegativeLevel,
  targetId: number,
): Promise<TargetLists | null> {
  const [target] = await editor.readSettings(account, level, [targetId]);
  const lists = target && (await editor.readNegatives(account, level, targetId));
  if (!target || !lists) return null;
  const limits = await editor.negativeLimits(account);
  if (level === 'campaign') return { level, targetId, name: target.name, lists, limits };
  const [campaign] = await editor.readSettings(account, 'campaign', [target.campaignId]);
  const campaignLists = campaign && (await editor.readNegatives(account, 'campaign', campaign.id));
  return {
    level,
    targetId,
    name: target.name,
    lists,
    limits,
    campaign:
      campaign && campaignLists ? { id: campaign.id, name: campaign.name, lists: campaignLists } : undefined,
  };
}

/**
 * What the lists were when read, for `add` to refuse (409) lists that changed since the user saw them
 * (docs/requirements.md#ad-changes): a hash of the target's and its campaign's lists.
 */
export function listsVersion(target: TargetLists): string {
  const lists = [target.lists, target.campaign?.lists ?? null];
  return createHash('sha256').update(JSON.stringify(lists)).digest('hex').slice(0, 32);
}

/** Whether two reads of a target's lists hold the same words in the same order. */
export const sameLists = (a: Negatives, b: Negatives) => JSON.stringify(a) === JSON.stringify(b);

const termKey = (term: string) => term.trim().toLowerCase();

/** The terms once each: trimmed, a term that differs from an earlier one only in case left out. */
export function distinctTerms(terms: readonly string[]): string[] {
  const seen = new Set<string>();
  return terms
    .map((term) => term.trim())
    .filter((term) => {
      const key = termKey(term);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** How one term ends: added to the list, skipped (already negated) or failed (the provider's rules). */
export type TermOutcome = { result: 'done' } | ({ result: 'skipped' | 'failed' } & RowRefusal);

/**
 * Merges terms into the match type's list of the target (docs/baidu-provider.md#negative-keywords): a term
 * already in one of the target's lists, or of a unit's campaign's, is skipped; one over 40 bytes (a Chinese
 * character counting 2) fails, as does each term past the list's limit. Answers each term's outcome and the
 * target's lists with the added terms, to be written whole.
 */
export function mergeTerms(
  target: TargetLists,
  matchType: NegativeMatchType,
  terms: readonly string[],
): { outcomes: TermOutcome[]; lists: Negatives } {
  const held = new Set([...target.lists.phrase, ...target.lists.exact].map(termKey));
  const heldByCampaign = new Set(
    target.campaign ? [...target.campaign.lists.phrase, ...target.campaign.lists.exact].map(termKey) : [],
  );
  const limit = target.limits[target.level][matchType];
  const list = [...target.lists[matchType]];
  const outcomes = terms.map((term): TermOutcome => {
    const key = termKey(term);
    if (held.has(key)) return { result: 'skipped', reason: 'duplicate' };
    if (heldByCampaign.has(key)) return { result: 'skipped', reason: 'duplicateOfCampaign' };
    if (negativeTooLong(term)) return { result: 'failed', reason: 'wordTooLong' };
    if (list.length >= limit) return { result: 'failed', reason: 'tooManyNegatives' };
    held.add(key);
    list.push(term);
    return { result: 'done' };
  });
  return { outcomes, lists: { ...target.lists, [matchType]: list } };
}
