/**
 * Keywords entered one per line (docs/requirements.md#ad-drafts): each line's keyword checked by the draft's
 * own rules, with the unit's stored keywords, so a banned word or a keyword the unit has already (or an
 * earlier line has) is marked on its line with the reason.
 */
import {
  problemsOf,
  syncState,
  validateDraft,
  type DraftMessage,
  type KeywordRecord,
  type MatchType,
  type UnitRecord,
} from '@adconsole/draft-rules';

export interface KeywordLine {
  /** The line's number in the text, from 1, blank lines counted. */
  line: number;
  /** The line's text, trimmed. */
  keyword: string;
}

export interface KeywordLineProblem extends KeywordLine {
  messages: DraftMessage[];
}

/** The keywords of the text: one per non-blank line, trimmed. */
export function keywordLines(text: string): KeywordLine[] {
  return text.split(/\r?\n/).flatMap((raw, index) => {
    const keyword = raw.trim();
    return keyword ? [{ line: index + 1, keyword }] : [];
  });
}

/** The lines that break a rule, each with its messages, for a unit that holds `stored` keywords already. */
export function keywordLineProblems(
  lines: readonly KeywordLine[],
  unit: UnitRecord,
  stored: readonly KeywordRecord[],
  matchType: MatchType,
): KeywordLineProblem[] {
  // Entered keywords take ids no stored item has (negative), and come after the stored ones, so a repeat is
  // flagged on the line rather than on the keyword stored first.
  const entered: KeywordRecord[] = lines.map(({ keyword }, index) => ({
    id: -(index + 1),
    draftId: unit.draftId,
    syncState: syncState.notSynchronized,
    unitId: unit.id,
    keyword,
    matchType,
  }));
  const { errors } = validateDraft({
    campaigns: [],
    units: [unit],
    keywords: [...stored, ...entered],
    creatives: [],
  });
  return lines.flatMap((line, index) => {
    const messages = [...new Set(problemsOf(errors, 'keyword', -(index + 1)).map((p) => p.message))];
    return messages.length ? [{ ...line, messages }] : [];
  });
}
