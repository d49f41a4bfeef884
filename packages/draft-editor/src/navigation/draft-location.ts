/**
 * Where the editor is in a draft (docs/requirements.md#ad-drafts): its step, and the item open in it. The
 * left navigation, the stepper and the preview's links all lead to a location; the page keeps it in its URL.
 */
import type { DraftContents, DraftProblem, DraftProblemKind } from '@adconsole/draft-rules';

/** The editor's steps, in order: base style, import keywords, import creatives, confirm upload. */
export const draftSteps = ['base', 'keywords', 'creatives', 'preview'] as const;
export type DraftStep = (typeof draftSteps)[number];

/** The i18n key of each step's name. */
export const draftStepLabels: Record<DraftStep, string> = {
  base: 'drafts.step.base',
  keywords: 'drafts.step.keywords',
  creatives: 'drafts.step.creatives',
  preview: 'drafts.step.preview',
};

/** An item's id, or `new` for the form of an item not saved yet. */
export type ItemRef = number | 'new';

export interface DraftLocation {
  step: DraftStep;
  /** In the base step: the campaign open, or a new unit's campaign. */
  campaign?: ItemRef;
  /** The unit open (base step) or whose keywords or creatives are open. */
  unit?: ItemRef;
  /** In the creatives step: the creative open. */
  creative?: ItemRef;
}

/** The step each kind of item is edited in. */
export const stepOfKind: Record<DraftProblemKind, DraftStep> = {
  campaign: 'base',
  unit: 'base',
  keyword: 'keywords',
  creative: 'creatives',
  creativePicture: 'creatives',
};

/** Where a problem's item is edited: its form, or its unit's keywords. */
export function problemLocation(
  problem: Pick<DraftProblem, 'kind' | 'id'>,
  draft: DraftContents,
): DraftLocation {
  switch (problem.kind) {
    case 'campaign':
      return { step: 'base', campaign: problem.id };
    case 'unit':
      return { step: 'base', unit: problem.id };
    case 'keyword':
      return { step: 'keywords', unit: draft.keywords.find((k) => k.id === problem.id)?.unitId };
    case 'creative':
    case 'creativePicture':
      return {
        step: 'creatives',
        unit: draft.creatives.find((c) => c.id === problem.id)?.unitId,
        creative: problem.id,
      };
  }
}

/** How many errors each step's items have: the stepper's marks. */
export function errorsByStep(errors: readonly DraftProblem[]): Record<DraftStep, number> {
  const counts: Record<DraftStep, number> = { base: 0, keywords: 0, creatives: 0, preview: 0 };
  for (const problem of errors) counts[stepOfKind[problem.kind]] += 1;
  return counts;
}
