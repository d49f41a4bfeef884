import { draftStatus, type DraftDetail, type DraftValidation } from '@adconsole/draft-editor';

/**
 * Whether opening the confirm upload step puts the draft pending confirmation (docs/requirements.md#ad-drafts):
 * a draft (1) the user may change and ready to upload, with a campaign and no errors. A draft pending already
 * (2), refused in part by the provider (3), uploading or uploaded stays as it is.
 */
export function confirmsOnEntry(
  draft: Pick<DraftDetail, 'status' | 'campaigns'>,
  validation: Pick<DraftValidation, 'errors'>,
  readOnly: boolean,
): boolean {
  return (
    !readOnly &&
    draft.status === draftStatus.draft &&
    draft.campaigns.length > 0 &&
    validation.errors.length === 0
  );
}
