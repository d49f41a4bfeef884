import { useBulkEditPreview, useBulkEditUndo, useChangeJob } from '@adconsole/api-client/react';
import { useTranslation } from '@adconsole/i18n';
import { Button, Dialog } from '@adconsole/ui';
import { useEffect, useState } from 'react';
import { JobResults } from './job-results';
import { PreviewTable, wouldChange } from './preview-table';

export interface UndoDialogProps {
  /** The job to undo, one of the user's finished bulk edits; closed while undefined. */
  jobId: number | undefined;
  onClose(): void;
}

/**
 * Puts back the old values of a bulk edit (docs/requirements.md#ad-changes): first its preview, each row from
 * its value now to the one it had, a row changed since refused with the reason; then the undo as a job of its
 * own, followed to each row's result. Opened from a bulk edit's results and from the change history.
 */
export function UndoDialog({ jobId, onClose }: UndoDialogProps) {
  return jobId === undefined ? null : <OpenUndoDialog jobId={jobId} onClose={onClose} />;
}

function OpenUndoDialog({ jobId, onClose }: { jobId: number; onClose(): void }) {
  const { t } = useTranslation();
  const preview = useBulkEditPreview();
  const undo = useBulkEditUndo();
  const [undoJobId, setUndoJobId] = useState<number>();
  const job = useChangeJob(undoJobId).data;
  const { mutate: previewUndo } = preview;
  useEffect(() => previewUndo({ jobId }), [previewUndo, jobId]);

  const rows = preview.data?.rows;
  const undoable = rows?.some(wouldChange) ?? false;
  const started = undoJobId !== undefined;

  return (
    <Dialog
      open
      onOpenChange={(opened) => !opened && onClose()}
      title={started ? t('bulkEdit.undoResultTitle') : t('bulkEdit.undoTitle')}
      dismissible={false}
      className="w-[min(48rem,calc(100vw-2rem))]"
      footer={
        started ? (
          <Button variant="primary" onClick={onClose}>
            {t('bulkEdit.close')}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('bulkEdit.cancel')}
            </Button>
            <Button
              variant="primary"
              disabled={!undoable}
              loading={undo.isPending}
              onClick={() =>
                // A refusal (changed since, not the user's) is toasted by the client in the user's words.
                void undo.mutateAsync(jobId).then(
                  ({ jobId: id }) => setUndoJobId(id),
                  () => undefined,
                )
              }
            >
              {t('bulkEdit.undo')}
            </Button>
          </>
        )
      }
    >
      {started ? (
        <JobResults job={job} />
      ) : (
        <div className="flex flex-col gap-4">
          <p className="text-control">{t('bulkEdit.undoIntro')}</p>
          {preview.isError && <p className="text-control text-danger">{preview.error.message}</p>}
          {rows && <PreviewTable rows={rows} />}
          {rows && !undoable && <p className="text-control text-muted">{t('bulkEdit.undoUnavailable')}</p>}
        </div>
      )}
    </Dialog>
  );
}
