import { ApiError } from '@adconsole/api-client';
import { useTranslation } from '@adconsole/i18n';
import { Button, Checkbox, Dialog, TextField } from '@adconsole/ui';
import { useState, type FormEvent } from 'react';
import type { Editing } from './report-views-menu';

export interface ViewNameDialogProps {
  editing: Editing;
  /** For a new view: what it keeps of the dates, rolling forward or fixed (docs/requirements.md#report-views). */
  datesText?: string;
  onClose: () => void;
  onSave: (input: { name: string; isDefault: boolean }) => Promise<void>;
}

/**
 * Asks a view's name (and, for a new one, whether it opens by default, with what it keeps of the dates); the
 * server's refusal shows on the field.
 */
export function ViewNameDialog({ editing, datesText, onClose, onSave }: ViewNameDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(editing.kind === 'rename' ? editing.view.name : '');
  const [isDefault, setIsDefault] = useState(false);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setError(t('validation.required'));
    setSaving(true);
    try {
      await onSave({ name: name.trim(), isDefault });
    } catch (failure) {
      setError(
        failure instanceof ApiError ? (failure.fields[0]?.message ?? failure.message) : String(failure),
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(editing.kind === 'saveAs' ? 'reportPage.views.saveTitle' : 'reportPage.views.renameTitle')}
      description={editing.kind === 'saveAs' ? t('reportPage.views.saveDescription') : undefined}
    >
      <form className="flex flex-col gap-3" onSubmit={(event) => void submit(event)} noValidate>
        {datesText && <p className="rounded border border-border p-2 text-control">{datesText}</p>}
        <TextField
          label={t('reportPage.views.name')}
          value={name}
          maxLength={40}
          error={error}
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
        />
        {editing.kind === 'saveAs' && (
          <Checkbox
            label={t('reportPage.views.isDefault')}
            checked={isDefault}
            onCheckedChange={(checked) => setIsDefault(checked === true)}
          />
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" onClick={onClose}>
            {t('ui.cancel')}
          </Button>
          <Button type="submit" variant="primary" loading={saving}>
            {t('reportPage.views.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
