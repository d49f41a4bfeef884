import { ErrorSummary } from '@adconsole/draft-editor';
import { useTranslation } from '@adconsole/i18n';
import { Button } from '@adconsole/ui';
import type { StepProps } from './step-props';

/**
 * The confirm upload step (docs/requirements.md#ad-drafts): the preview of the draft's problems by kind, each
 * with a link to its item. Uploading to the provider comes with the next issue, so the button only says so.
 */
export function PreviewStep({ draft, validation, navigator }: StepProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="draft-step-title" className="flex flex-col gap-4">
      <h2 id="draft-step-title" className="text-lg font-semibold">
        {t('drafts.preview.title')}
      </h2>
      <ErrorSummary draft={draft} validation={validation} navigator={navigator} />
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="primary" disabled aria-describedby="draft-upload-note">
          {t('drafts.preview.upload')}
        </Button>
        <p id="draft-upload-note" className="text-control-sm text-muted">
          {t('drafts.preview.uploadLater')}
        </p>
      </div>
    </section>
  );
}
