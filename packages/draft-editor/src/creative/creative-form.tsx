import { useTranslation } from '@adconsole/i18n';
import { Button, IconButton, Input } from '@adconsole/ui';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { DraftField } from '../form/draft-field';
import { draftItemResolver } from '../form/draft-resolver';
import { useCheckStoredItem, useItemFormText } from '../form/use-item-form-text';
import { useLatest } from '../form/use-latest';
import { useRefusedSave } from '../form/use-refused-save';
import {
  Creative,
  copyByteLength,
  creativeWarnings,
  draftLimits,
  fieldByteLength,
  problemsOf,
  regionWildcard,
  syncState,
  validateDraft,
  type CreativeInput,
  type CreativeRecord,
  type DraftContents,
} from '@adconsole/draft-rules';

export interface CreativeFormProps {
  /** The stored creative; none for a new one. */
  creative?: CreativeRecord;
  /** The unit the creative belongs to. */
  unitId: number;
  /** The draft's items as stored, for the rules across items. */
  draft: DraftContents;
  /** An uploaded or uploading draft: every field and Save are disabled. */
  readOnly?: boolean;
  /** Saves the creative; a refusal shows on the fields it names, the rest in a toast (docs/requirements.md#error-codes). */
  onSubmit: (creative: Creative) => Promise<unknown>;
  /** The page's other actions on the creative (delete it), beside Save. */
  actions?: ReactNode;
}

function formValues(creative: CreativeRecord | undefined, unitId: number): CreativeInput {
  if (!creative)
    return { unitId, title: '', description1: '', description2: '', miniProgramUrl: '', pictures: [] };
  const { id: _id, draftId: _draftId, syncState: _syncState, ...fields } = creative;
  return { ...fields, miniProgramUrl: fields.miniProgramUrl ?? '' };
}

const copyFields = [
  ['title', draftLimits.titleMax],
  ['description1', draftLimits.description1Max],
  ['description2', draftLimits.description2Max],
] as const;

/**
 * A creative of a draft's unit (docs/requirements.md#ad-drafts): title and descriptions with their counters
 * (wildcards such as {关键词} count nothing), the warnings that only advise, the mini-program URL and the
 * themes of its pictures; checked as the user types.
 *
 * **When to use:** the editor's creative step, for a new creative of a unit or a stored one.
 *
 * **States:** new, stored (its messages shown at once when it breaks a rule), errors (red, block saving)
 * and warnings (amber, only advise) under their fields with the byte counters, saving, refused, read-only.
 *
 * - Do show warnings apart from errors: a creative with warnings may be saved.
 * - Don't count wildcards in the byte counters; the form does it for you.
 */
export function CreativeForm({ creative, unitId, draft, readOnly, onSubmit, actions }: CreativeFormProps) {
  const { t } = useTranslation();
  const latestDraft = useLatest(draft);
  const id = creative?.id ?? 0;
  const { control, register, handleSubmit, formState, trigger, setError } = useForm<
    CreativeInput,
    unknown,
    Creative
  >({
    mode: 'onChange',
    defaultValues: formValues(creative, unitId),
    resolver: draftItemResolver(Creative, (values) => {
      const { units, creatives } = latestDraft.current;
      // The form's values hold every field: its default values give them all.
      const candidate = {
        ...values,
        id,
        draftId: 0,
        syncState: syncState.notSynchronized,
      } as CreativeRecord;
      const checked = { units, creatives: [...creatives.filter((c) => c.id !== id), candidate] };
      const { errors } = validateDraft({ campaigns: [], keywords: [], ...checked });
      return problemsOf(errors, 'creative', id).filter((problem) => problem.kind === 'creative');
    }),
  });
  const pictures = useFieldArray({ control, name: 'pictures' });
  useCheckStoredItem(creative, trigger);
  const values = useWatch({ control });
  const { errors, isSubmitting } = formState;
  const { label, message } = useItemFormText();
  const warnings = creativeWarnings({
    description1: values.description1 ?? '',
    description2: values.description2 ?? '',
  });
  const warningsOf = (field: string) =>
    warnings.filter((warning) => warning.field === field).map((warning) => t(warning.message));
  const refusedSave = useRefusedSave(setError, [
    ...copyFields.map(([name]) => name),
    'miniProgramUrl',
    // A picture's theme has its field; the picture's other errors show under it.
    ...pictures.fields.flatMap((_, index) => [`pictures.${index}.theme`, `pictures.${index}`]),
  ]);
  const submit = handleSubmit((valid) => refusedSave(() => onSubmit(valid)));

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
      <fieldset disabled={readOnly} className="grid min-w-0 grid-cols-1 gap-4">
        {copyFields.map(([name, max]) => (
          <DraftField
            key={name}
            label={label(name)}
            error={message(errors[name])}
            warnings={warningsOf(name)}
            hint={name === 'title' ? t('drafts.editor.wildcardHint', { region: regionWildcard }) : undefined}
            counter={{ count: copyByteLength(values[name] ?? ''), max }}
          >
            {(field) => <Input {...field} {...register(name)} autoComplete="off" />}
          </DraftField>
        ))}
        <DraftField
          label={label('miniProgramUrl')}
          error={message(errors.miniProgramUrl)}
          counter={{ count: fieldByteLength(values.miniProgramUrl ?? ''), max: draftLimits.url }}
        >
          {(field) => <Input {...field} {...register('miniProgramUrl')} autoComplete="off" />}
        </DraftField>
        {pictures.fields.length > 0 && (
          <fieldset className="flex min-w-0 flex-col gap-2">
            <legend className="mb-1 text-control text-muted">{label('pictures')}</legend>
            {pictures.fields.map((picture, index) => {
              const pictureErrors = errors.pictures?.[index];
              const pictureName = t('drafts.editor.pictureNumber', { number: index + 1 });
              return (
                <div
                  key={picture.id}
                  className="flex flex-wrap items-end gap-2 rounded border border-border p-2"
                >
                  <span className="text-control-sm text-muted">
                    {`${pictureName} · ${picture.width}×${picture.height}`}
                  </span>
                  <DraftField
                    label={t('drafts.editor.pictureTheme', { picture: pictureName })}
                    error={message(pictureErrors?.theme)}
                    className="min-w-48 flex-1"
                  >
                    {(field) => (
                      <Input {...field} {...register(`pictures.${index}.theme`)} autoComplete="off" />
                    )}
                  </DraftField>
                  <IconButton
                    variant="subtle"
                    label={t('drafts.editor.removePicture', { picture: pictureName })}
                    onClick={() => pictures.remove(index)}
                  >
                    <X aria-hidden size={16} />
                  </IconButton>
                  {message(pictureErrors) && !pictureErrors?.theme && (
                    <p className="w-full text-control-sm text-danger">{message(pictureErrors)}</p>
                  )}
                </div>
              );
            })}
          </fieldset>
        )}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" disabled={readOnly} loading={isSubmitting}>
          {t('drafts.editor.saveCreative')}
        </Button>
        {actions}
      </div>
    </form>
  );
}
