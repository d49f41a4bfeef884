import { endpoints } from '@adconsole/api-client/contract';
import { useConfirmDraft, useUploadDraft } from '@adconsole/api-client/react';
import { DraftLink, draftStatus, ErrorSummary, problemLocation } from '@adconsole/draft-editor';
import { useTranslation } from '@adconsole/i18n';
import { Button, toast } from '@adconsole/ui';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { FailDetail } from '../../lib/fail-detail';
import { CanCall } from '../../route-info/permission';
import { confirmsOnEntry } from './confirm-on-entry';
import type { StepProps } from './step-props';
import { refusedItems, refusedKindLabels } from './upload-refusals';

/**
 * The confirm upload step (docs/requirements.md#ad-drafts): the preview of the draft's problems by kind, each
 * with a link to its item, and the upload to the provider. Opening it puts a draft ready to upload pending
 * confirmation (`confirmsOnEntry`) until it is uploaded or changed. The button waits for a draft without errors and
 * needs `draft:upload`; while the draft uploads its progress shows, then the outcome, and each item the
 * provider refused with its reason and a link to it (the detail is asked for again until the upload ends).
 */
export function PreviewStep({ draft, validation, navigator, readOnly }: StepProps) {
  const { t } = useTranslation();
  const upload = useUploadDraft();
  const { mutate: confirm } = useConfirmDraft();
  const confirms = confirmsOnEntry(draft, validation, readOnly);
  useEffect(() => {
    if (confirms) confirm(draft.id);
  }, [confirms, confirm, draft.id]);
  const refused = refusedItems(draft);
  const hasErrors = validation.errors.length > 0;
  const progress = draft.uploadProgress;
  const uploadable =
    !hasErrors && draft.status !== draftStatus.uploading && draft.status !== draftStatus.uploaded;

  async function start() {
    await upload.mutateAsync(draft.id);
    toast.success(t('draftUpload.started'));
  }

  return (
    <section aria-labelledby="draft-step-title" className="flex flex-col gap-4">
      <h2 id="draft-step-title" className="text-lg font-semibold">
        {t('drafts.preview.title')}
      </h2>
      <ErrorSummary draft={draft} validation={validation} navigator={navigator} />
      <div role="status" className="flex flex-col gap-2">
        {draft.status === draftStatus.uploading && progress && (
          <>
            <p>{t('draftUpload.uploading', { done: progress.done, total: progress.total })}</p>
            <progress
              className="h-2 w-full max-w-md"
              value={progress.done}
              max={progress.total}
              aria-label={t('draftUpload.uploading', { done: progress.done, total: progress.total })}
            />
          </>
        )}
        {draft.status === draftStatus.uploaded && (
          <p className="rounded bg-success-soft px-3 py-2 text-success">
            <strong>{t('draftUpload.succeeded')}</strong> {t('draftUpload.uploadedHint')}
          </p>
        )}
        {refused.length > 0 && (
          <p className="rounded bg-danger-soft px-3 py-2 text-danger">
            <strong>{t('draftUpload.failed')}</strong> {t('draftUpload.failedHint')}
          </p>
        )}
      </div>
      {refused.length > 0 && (
        <ul className="flex flex-col gap-1" aria-label={t('draftUpload.failed')}>
          {refused.map((item) => (
            <li key={`${item.kind}:${item.id}`}>
              <DraftLink
                to={problemLocation({ kind: item.kind, id: item.id }, draft)}
                navigator={navigator}
                className="text-primary-text hover:underline"
              >
                {`${t(refusedKindLabels[item.kind])} ${item.name}`}
              </DraftLink>
              {': '}
              {t('draftUpload.failReason', { reason: t(item.reason) })}
              <FailDetail detail={item.detail} />
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <CanCall endpoint={endpoints.draftUpload}>
          <Button
            variant="primary"
            disabled={!uploadable || upload.isPending}
            aria-describedby={hasErrors ? 'draft-upload-note' : undefined}
            onClick={() => void start().catch(() => undefined)}
          >
            {t('drafts.preview.upload')}
          </Button>
        </CanCall>
        {hasErrors && (
          <p id="draft-upload-note" className="text-control-sm text-muted">
            {t('draftUpload.blocked')}
          </p>
        )}
        <Link to="/adManage/adReport" className="text-control text-primary-text hover:underline">
          {t('route.adReport')}
        </Link>
      </div>
    </section>
  );
}
