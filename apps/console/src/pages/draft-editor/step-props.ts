import type { DraftDetail, DraftLocation, DraftNavigator, DraftValidation } from '@adconsole/draft-editor';

/** What every step of the editor is given: the draft as stored, its check, where the editor is. */
export interface StepProps {
  draft: DraftDetail;
  validation: DraftValidation;
  location: DraftLocation;
  navigator: DraftNavigator;
  /** An uploading or uploaded draft cannot be changed (docs/requirements.md#ad-drafts). */
  readOnly: boolean;
}
