/**
 * The whole draft's check (docs/requirements.md#ad-drafts): every item's own rules, the rules across items
 * (names and keywords unique, parents in the draft, what an upload needs) and the warnings, by item and by
 * kind, for the editor's marks and the preview's summary. Errors block the upload; warnings only advise.
 */
import type { z } from 'zod';
import { Campaign } from './campaign';
import { marketingTarget } from './choices';
import { compareKey } from './compare-key';
import { Creative, creativeWarnings } from './creative';
import type { DraftDetail } from './draft';
import { Keyword } from './keyword';
import type { DraftMessage, SummaryMessage } from './messages';
import { Unit } from './unit';

/** The kinds of a draft's items, in the order of the draft's left navigation. */
export const draftItemKinds = ['campaign', 'unit', 'keyword', 'creative'] as const;
export type DraftItemKind = (typeof draftItemKinds)[number];

/** The kinds problems are summed up by: the items' and a creative's pictures. */
export const draftProblemKinds = [...draftItemKinds, 'creativePicture'] as const;
export type DraftProblemKind = (typeof draftProblemKinds)[number];

export interface DraftProblem {
  kind: DraftProblemKind;
  /** The item's id; a creative picture's is its creative's. */
  id: number;
  /** A creative picture's index in its creative's `pictures`. */
  picture?: number;
  /** The field's path in the item (or picture), dotted: `regions.1`; '' for the item as a whole. */
  field: string;
  message: DraftMessage;
}

export interface DraftSummaryLine {
  kind: DraftProblemKind;
  errors: number;
  message: SummaryMessage;
}

export interface DraftValidation {
  errors: DraftProblem[];
  warnings: DraftProblem[];
  /** The preview's lines: one per kind that has errors, in `draftProblemKinds` order. */
  summary: DraftSummaryLine[];
}

export type DraftContents = Pick<DraftDetail, 'campaigns' | 'units' | 'keywords' | 'creatives'>;

const summaryMessages: Record<DraftProblemKind, SummaryMessage> = {
  campaign: 'drafts.summary.campaign',
  unit: 'drafts.summary.unit',
  keyword: 'drafts.summary.keyword',
  creative: 'drafts.summary.creative',
  creativePicture: 'drafts.summary.creativePicture',
};

/** The indexes of the items whose key an earlier item already has: the repeats a list flags. */
export function repeatedIndexes<T>(items: readonly T[], keyOf: (item: T) => string): number[] {
  const seen = new Set<string>();
  return items.flatMap((item, index) => {
    const key = keyOf(item);
    if (seen.has(key)) return [index];
    seen.add(key);
    return [];
  });
}

function issueProblem(kind: DraftItemKind, id: number, issue: z.core.$ZodIssue): DraftProblem {
  const path = issue.path.map(String);
  const message = issue.message as DraftMessage;
  if (kind === 'creative' && path[0] === 'pictures' && path.length > 1) {
    return { kind: 'creativePicture', id, picture: Number(path[1]), field: path.slice(2).join('.'), message };
  }
  return { kind, id, field: path.join('.'), message };
}

function ruleProblems(kind: DraftItemKind, schema: z.ZodType, item: { id: number }): DraftProblem[] {
  const result = schema.safeParse(item);
  return result.success ? [] : result.error.issues.map((issue) => issueProblem(kind, item.id, issue));
}

function repeats<T extends { id: number }>(
  items: readonly T[],
  groupOf: (item: T) => unknown,
  keyOf: (item: T) => string,
): T[] {
  return repeatedIndexes(items, (item) => JSON.stringify([groupOf(item), keyOf(item)])).map(
    (index) => items[index]!,
  );
}

export function validateDraft(draft: DraftContents): DraftValidation {
  const { campaigns, units, keywords, creatives } = draft;
  const errors: DraftProblem[] = [];
  const warnings: DraftProblem[] = [];
  const error = (kind: DraftItemKind, id: number, field: string, message: DraftMessage) =>
    errors.push({ kind, id, field, message });
  const campaignsById = new Map(campaigns.map((campaign) => [campaign.id, campaign]));
  const unitIds = new Set(units.map((unit) => unit.id));

  for (const campaign of campaigns) {
    errors.push(...ruleProblems('campaign', Campaign, campaign));
    if (!campaign.brandKeywordsOnly && !campaign.business?.trim()) {
      error('campaign', campaign.id, 'business', 'drafts.rule.businessRequired');
    }
  }
  for (const campaign of repeats(
    campaigns,
    () => 0,
    (c) => compareKey(c.campaignName),
  )) {
    error('campaign', campaign.id, 'campaignName', 'drafts.rule.campaignNameDuplicate');
  }

  for (const unit of units) {
    errors.push(...ruleProblems('unit', Unit, unit));
    const campaign = campaignsById.get(unit.campaignId);
    if (!campaign) error('unit', unit.id, 'campaignId', 'drafts.rule.campaignMissing');
    const hasApp = Boolean(unit.iosAppUrl?.trim() || unit.androidApp?.trim());
    if (campaign?.marketingTarget === marketingTarget.app && !hasApp) {
      error('unit', unit.id, 'iosAppUrl', 'drafts.rule.appRequired');
    }
    if (!keywords.some((keyword) => keyword.unitId === unit.id)) {
      warnings.push({ kind: 'unit', id: unit.id, field: '', message: 'drafts.warning.unitWithoutKeywords' });
    }
    if (!creatives.some((creative) => creative.unitId === unit.id)) {
      warnings.push({ kind: 'unit', id: unit.id, field: '', message: 'drafts.warning.unitWithoutCreatives' });
    }
  }
  for (const unit of repeats(
    units,
    (u) => u.campaignId,
    (u) => compareKey(u.adgroupName),
  )) {
    error('unit', unit.id, 'adgroupName', 'drafts.rule.adgroupNameDuplicate');
  }

  for (const keyword of keywords) {
    errors.push(...ruleProblems('keyword', Keyword, keyword));
    if (!unitIds.has(keyword.unitId)) error('keyword', keyword.id, 'unitId', 'drafts.rule.unitMissing');
  }
  for (const keyword of repeats(
    keywords,
    (k) => k.unitId,
    (k) => compareKey(k.keyword),
  )) {
    error('keyword', keyword.id, 'keyword', 'drafts.rule.keywordDuplicate');
  }

  for (const creative of creatives) {
    errors.push(...ruleProblems('creative', Creative, creative));
    if (!unitIds.has(creative.unitId)) error('creative', creative.id, 'unitId', 'drafts.rule.unitMissing');
    for (const warning of creativeWarnings(creative))
      warnings.push({ kind: 'creative', id: creative.id, ...warning });
  }

  const summary = draftProblemKinds.flatMap((kind) => {
    const count = errors.filter((problem) => problem.kind === kind).length;
    return count ? [{ kind, errors: count, message: summaryMessages[kind] }] : [];
  });
  return { errors, warnings, summary };
}

/** One item's problems (errors or warnings); a creative's include its pictures'. */
export function problemsOf(
  problems: readonly DraftProblem[],
  kind: DraftItemKind,
  id: number,
): DraftProblem[] {
  return problems.filter(
    (problem) =>
      problem.id === id &&
      (problem.kind === kind || (kind === 'creative' && problem.kind === 'creativePicture')),
  );
}
