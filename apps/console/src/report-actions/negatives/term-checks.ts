import {
  negativeWordMaxBytes,
  type NegativeLevel,
  type NegativeMatchType,
  type NegativeWordList,
} from '@adconsole/api-client/contract';
import { fieldByteLength } from '@adconsole/draft-rules';

/** A search term chosen on the report, with the unit and campaign it was searched in. */
export interface ChosenTerm {
  term: string;
  unit: { id: number; name: string };
  campaign: { id: number; name: string };
  /** Conversions of its rows shown; null when the report does not show them. */
  conversions: number | null;
}

/** The unit or campaign a group of terms goes to: one `add` call each. */
export interface TermTarget {
  level: NegativeLevel;
  targetId: number;
  name: string;
  terms: ChosenTerm[];
}

/** What stops a term before it is sent: the same reasons the server answers (`adChanges.refusal.*`). */
export type TermProblem = 'wordTooLong' | 'duplicate' | 'duplicateOfCampaign' | 'tooManyNegatives';

export interface TermCheck {
  term: ChosenTerm;
  bytes: number;
  problem?: TermProblem;
  /** It converted: sent only once the user confirms. */
  converted: boolean;
}

const termKey = (term: string) => term.trim().toLowerCase();

/** The chosen terms grouped by the unit or campaign they go to, each term once per target, in order. */
export function termTargets(terms: readonly ChosenTerm[], level: NegativeLevel): TermTarget[] {
  const targets = new Map<number, TermTarget>();
  for (const term of terms) {
    const { id, name } = level === 'unit' ? term.unit : term.campaign;
    let target = targets.get(id);
    if (!target) targets.set(id, (target = { level, targetId: id, name, terms: [] }));
    if (!target.terms.some((held) => termKey(held.term) === termKey(term.term))) target.terms.push(term);
  }
  return [...targets.values()];
}

/**
 * Each term of a target checked as the provider's rules and the server check it before anything is sent
 * (docs/requirements.md#ad-changes, docs/baidu-provider.md#negative-keywords): already a negative of the
 * target or of its campaign, over 40 bytes (a Chinese character counts 2), or past the room left in the
 * match type's list; and whether it converted.
 */
export function checkTerms(
  target: TermTarget,
  lists: NegativeWordList,
  matchType: NegativeMatchType,
): TermCheck[] {
  const held = new Set([...lists.phrase, ...lists.exact].map(termKey));
  const heldByCampaign = new Set(
    lists.campaign ? [...lists.campaign.phrase, ...lists.campaign.exact].map(termKey) : [],
  );
  let room = lists.limits[matchType] - lists[matchType].length;
  return target.terms.map((term): TermCheck => {
    const key = termKey(term.term);
    const bytes = fieldByteLength(term.term);
    const converted = (term.conversions ?? 0) > 0;
    const problem: TermProblem | undefined = held.has(key)
      ? 'duplicate'
      : heldByCampaign.has(key)
        ? 'duplicateOfCampaign'
        : bytes > negativeWordMaxBytes
          ? 'wordTooLong'
          : room <= 0
            ? 'tooManyNegatives'
            : undefined;
    if (!problem) room -= 1;
    return { term, bytes, problem, converted };
  });
}

/**
 * Whether a report row's search term is negated at its unit or campaign (docs/requirements.md#ad-changes):
 * an exact negative equal to it, or a phrase negative it contains.
 */
export function isNegated(
  term: string,
  lists: readonly Pick<NegativeWordList, 'phrase' | 'exact'>[],
): boolean {
  const key = termKey(term);
  return lists.some(
    (list) =>
      list.exact.some((word) => termKey(word) === key) ||
      list.phrase.some((word) => key.includes(termKey(word))),
  );
}
