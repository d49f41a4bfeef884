import { useNoticeRecipients, useSaveNotice } from '@adconsole/api-client/react';
import { isLanguage, languages, useTranslation } from '@adconsole/i18n';
import { Checkbox, cn, Skeleton, toast, useShowRefusal } from '@adconsole/ui';
import { useId, useState } from 'react';
import { FormDialog } from '../../lib/form-dialog';
import {
  checkNoticeForm,
  noticeTexts,
  type Audience,
  type NoticeFormCheck,
  type NoticeFormValues,
} from './notice-form';
import { textLookup } from '../../lib/text-lookup';

export interface NoticeDialogProps {
  /** The notice being changed, or undefined for a new one. */
  id?: number;
  initial: NoticeFormValues;
  onClose: () => void;
}

const textAreaClass =
  'min-h-24 rounded border bg-surface px-pad py-2 text-control text-ink outline-none focus:border-primary focus-ring';

/**
 * Writes or changes a notice (docs/requirements.md#notices): its text in every language, all required, and who
 * it goes to. A save with a text missing says which languages lack one, above the fields and on each of them.
 */
export function NoticeDialog({ id, initial, onClose }: NoticeDialogProps) {
  const { t, i18n } = useTranslation();
  const formId = useId();
  const [values, setValues] = useState(initial);
  const [check, setCheck] = useState<Extract<NoticeFormCheck, { ok: false }>>();
  const recipients = useNoticeRecipients(values.audience === 'chosen');
  const save = useSaveNotice();
  const showRefusal = useShowRefusal();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const { htmlLang } = languages.find(({ code }) => code === language)!;

  const change = (next: Partial<NoticeFormValues>) => {
    const changed = { ...values, ...next };
    setValues(changed);
    // Once a save was refused, the messages follow the fields as they are put right.
    if (check) {
      const again = checkNoticeForm(changed, language, textLookup(i18n), id);
      setCheck(again.ok ? undefined : again);
    }
  };

  async function submit() {
    const result = checkNoticeForm(values, language, textLookup(i18n), id);
    if (!result.ok) {
      setCheck(result);
      return;
    }
    try {
      await save.mutateAsync(result.request);
    } catch (error) {
      const refused = showRefusal(error, [
        ...noticeTexts.map(({ field }) => field),
        ...(values.audience === 'chosen' ? (['userIds'] as const) : []),
      ]);
      if (Object.keys(refused).length > 0) setCheck({ ok: false, errors: refused, missing: [] });
      return;
    }
    toast.success(id === undefined ? t('notices.published') : t('notices.saved'));
    onClose();
  }

  const chooseUser = (userId: number, chosen: boolean) =>
    change({ userIds: chosen ? [...values.userIds, userId] : values.userIds.filter((i) => i !== userId) });

  return (
    <FormDialog
      title={id === undefined ? t('notices.new') : t('notices.edit')}
      cancelLabel={t('notices.cancel')}
      submitLabel={id === undefined ? t('notices.publish') : t('notices.save')}
      saving={save.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
      formId={formId}
      className="w-[min(40rem,calc(100vw-2rem))]"
    >
      {check && check.missing.length > 0 && (
        <p role="alert" className="rounded bg-danger-soft p-2 text-control text-danger">
          {t('notices.missing', {
            languages: new Intl.ListFormat(htmlLang, { type: 'conjunction' }).format(
              check.missing.map(({ label }) => label),
            ),
          })}
        </p>
      )}
      {noticeTexts.map(({ field, label, htmlLang }) => {
        const error = check?.errors[field];
        return (
          <div key={field} className="flex flex-col gap-1">
            <label htmlFor={`${formId}-${field}`} className="text-control text-muted">
              {t('notices.textIn', { language: label })}
            </label>
            <textarea
              id={`${formId}-${field}`}
              lang={htmlLang}
              rows={3}
              required
              value={values[field]}
              onChange={(event) => change({ [field]: event.target.value })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${formId}-${field}-error` : undefined}
              className={cn(textAreaClass, error ? 'border-danger' : 'border-border')}
            />
            {error && (
              <p id={`${formId}-${field}-error`} className="text-control-sm text-danger">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-control text-muted">{t('notices.audience')}</legend>
        {(['everyone', 'chosen'] as const).map((audience: Audience) => (
          <label key={audience} className="inline-flex items-center gap-2 text-control text-ink">
            <input
              type="radio"
              name={`${formId}-audience`}
              value={audience}
              checked={values.audience === audience}
              onChange={() => change({ audience })}
              className="size-4 accent-primary focus-ring"
            />
            {t(`notices.audienceOption.${audience}`)}
          </label>
        ))}
      </fieldset>
      {values.audience === 'chosen' && (
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={check?.errors.userIds ? `${formId}-users-error` : undefined}
        >
          <legend className="mb-1 text-control text-muted">{t('notices.users')}</legend>
          {!recipients.data ? (
            <Skeleton lines={2} label={t('app.loading')} />
          ) : (
            <div className="grid max-h-48 grid-cols-1 gap-2 overflow-y-auto sm:grid-cols-2">
              {recipients.data.map((user) => (
                <Checkbox
                  key={user.id}
                  label={user.userName}
                  checked={values.userIds.includes(user.id)}
                  onCheckedChange={(checked) => chooseUser(user.id, checked === true)}
                />
              ))}
            </div>
          )}
          {check?.errors.userIds && (
            <p id={`${formId}-users-error`} className="text-control-sm text-danger">
              {t('notices.chooseUsers')}
            </p>
          )}
        </fieldset>
      )}
    </FormDialog>
  );
}
