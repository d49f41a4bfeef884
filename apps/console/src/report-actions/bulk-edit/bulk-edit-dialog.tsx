import type { BulkEdit, BulkEditPreview, EditLevel } from '@adconsole/api-client/contract';
import { useBulkEditApply, useBulkEditPreview, useChangeJob } from '@adconsole/api-client/react';
import { useTranslation } from '@adconsole/i18n';
import { Button, Dialog, useShowRefusal } from '@adconsole/ui';
import { useId, useRef, useState } from 'react';
import { checkForm, saveForm } from '../../lib/save-form';
import { textLookup } from '../../lib/text-lookup';
import { EditFormFields } from './edit-form-fields';
import { editInputs, editOf, editValues, type EditFormValues } from './edit-form';
import { JobResults } from './job-results';
import { PreviewTable, wouldChange } from './preview-table';
import { UndoDialog } from './undo-dialog';

export interface BulkEditDialogProps {
  open: boolean;
  onClose(): void;
  /** The level of the report rows selected: keywords, units or campaigns. */
  level: EditLevel;
  /** The selected rows: each object's id and name. */
  rows: readonly { id: number; name: string }[];
}

const titles: Record<EditLevel, string> = {
  keyword: 'bulkEdit.title.keyword',
  unit: 'bulkEdit.title.unit',
  campaign: 'bulkEdit.title.campaign',
};

/**
 * Changes the bids, budgets or status of the report rows selected (docs/requirements.md#ad-changes): the
 * edit, its preview of every row, then the job that applies it, followed to each row's result, and its undo.
 * Apply sends only the edit previewed: a change of the form asks for a new preview.
 */
export function BulkEditDialog({ open, ...props }: BulkEditDialogProps) {
  // Opened afresh each time, from the rows it is given.
  return open ? <OpenBulkEditDialog {...props} /> : null;
}

function OpenBulkEditDialog({ onClose, level, rows }: Omit<BulkEditDialogProps, 'open'>) {
  const { t, i18n } = useTranslation();
  const formId = useId();
  const [values, setValues] = useState(() => editValues(level));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  // The edit previewed and its rows; none once the form changes.
  const [previewed, setPreviewed] = useState<{ edit: BulkEdit; rows: BulkEditPreview['rows'] }>();
  // Counts the form's changes: a preview answered after one is of a form no longer shown.
  const formVersion = useRef(0);
  const [jobId, setJobId] = useState<number>();
  const [undoing, setUndoing] = useState(false);
  const preview = useBulkEditPreview();
  const apply = useBulkEditApply();
  const job = useChangeJob(jobId).data;
  const showRefusal = useShowRefusal();
  const ids = rows.map((row) => row.id);

  if (undoing) return <UndoDialog jobId={jobId} onClose={onClose} />;

  const change = (next: Partial<EditFormValues>) => {
    setValues((now) => ({ ...now, ...next }));
    setPreviewed(undefined);
    formVersion.current += 1;
  };

  const showPreview = () => {
    const { schema, body } = editOf(values);
    void saveForm({
      check: checkForm(schema, body, i18n.language, textLookup(i18n)),
      fields: editInputs,
      save: async (edit) => {
        const asked = formVersion.current;
        const { rows: previewRows } = await preview.mutateAsync({ level, ids, edit });
        if (asked === formVersion.current) setPreviewed({ edit, rows: previewRows });
      },
      setErrors,
      showRefusal,
    });
  };

  const applyPreviewed = async (edit: BulkEdit) => {
    try {
      setJobId((await apply.mutateAsync({ level, ids, edit })).jobId);
    } catch (error) {
      setErrors(showRefusal(error, editInputs));
    }
  };

  const finished = job != null && job.status !== 'running';
  const applicable = previewed !== undefined && previewed.rows.some(wouldChange);
  const footer =
    jobId === undefined ? (
      <>
        <Button variant="secondary" onClick={onClose}>
          {t('bulkEdit.cancel')}
        </Button>
        <Button type="submit" form={formId} loading={preview.isPending}>
          {t('bulkEdit.preview')}
        </Button>
        <Button
          variant="primary"
          disabled={!applicable}
          loading={apply.isPending}
          onClick={() => previewed && void applyPreviewed(previewed.edit)}
        >
          {t('bulkEdit.apply')}
        </Button>
      </>
    ) : (
      <>
        {finished && job.undoable && (
          <Button variant="secondary" onClick={() => setUndoing(true)}>
            {t('bulkEdit.undo')}
          </Button>
        )}
        <Button variant="primary" onClick={onClose}>
          {t('bulkEdit.close')}
        </Button>
      </>
    );

  return (
    <Dialog
      open
      onOpenChange={(opened) => !opened && onClose()}
      title={jobId === undefined ? t(titles[level]) : t('bulkEdit.resultTitle')}
      description={t('bulkEdit.selected', { count: rows.length })}
      dismissible={false}
      className="w-[min(48rem,calc(100vw-2rem))]"
      footer={footer}
    >
      {jobId === undefined ? (
        <div className="flex flex-col gap-4">
          <form
            id={formId}
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              showPreview();
            }}
          >
            <EditFormFields level={level} values={values} errors={errors} onChange={change} />
          </form>
          {previewed ? (
            <>
              <PreviewTable rows={previewed.rows} />
              {!applicable && <p className="text-control text-muted">{t('bulkEdit.nothingToApply')}</p>}
            </>
          ) : (
            <p className="text-control text-muted">{t('bulkEdit.previewNeeded')}</p>
          )}
        </div>
      ) : (
        <JobResults job={job} />
      )}
    </Dialog>
  );
}
