import {
  draftSteps,
  Id,
  type DraftContents,
  type DraftLocation,
  type DraftStep,
} from '@adconsole/draft-editor';
import { z } from 'zod';

/** An item's id, or `new`; anything else reads as none. */
const itemRef = z
  .union([z.literal('new'), z.preprocess(Number, Id)])
  .optional()
  .catch(undefined);

/**
 * Where the editor is, in the URL's fragment (`#step=keywords&unit=5`): the query names the draft, and the
 * tags bar makes a tab of each query of the editor (docs/requirements.md#layout-and-navigation), so moving
 * between steps and items stays in one tab yet survives a refresh. What is not valid falls back part by part.
 */
const EditorHash = z.object({
  step: z.enum(draftSteps).catch('base'),
  campaign: itemRef,
  unit: itemRef,
  creative: itemRef,
});

export function parseEditorHash(hash: string): DraftLocation {
  return EditorHash.parse(Object.fromEntries(new URLSearchParams(hash.replace(/^#/, ''))));
}

export function formatEditorHash(location: DraftLocation): string {
  const params = new URLSearchParams();
  for (const key of ['step', 'campaign', 'unit', 'creative'] as const) {
    const value = location[key];
    if (value !== undefined) params.set(key, String(value));
  }
  return `#${params.toString()}`;
}

/** The unit a step of keywords or creatives opens: the one open, else the open campaign's first, else the first. */
export function stepUnitId(location: DraftLocation, draft: DraftContents): number | undefined {
  if (typeof location.unit === 'number') return location.unit;
  const ofCampaign = draft.units.find((unit) => unit.campaignId === location.campaign);
  return (ofCampaign ?? draft.units[0])?.id;
}

/**
 * Where a step of the stepper leads from where the editor is: the base step back to the unit or campaign
 * open, the keywords and creatives of the unit open (or the first one's), the preview as a whole.
 */
export function stepLocation(step: DraftStep, from: DraftLocation, draft: DraftContents): DraftLocation {
  switch (step) {
    case 'base':
      if (typeof from.unit === 'number') return { step, unit: from.unit };
      return typeof from.campaign === 'number' ? { step, campaign: from.campaign } : { step };
    case 'keywords':
    case 'creatives': {
      const unit = stepUnitId(from, draft);
      return unit === undefined ? { step } : { step, unit };
    }
    case 'preview':
      return { step };
  }
}
