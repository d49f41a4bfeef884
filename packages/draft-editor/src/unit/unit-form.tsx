import { useTranslation } from '@adconsole/i18n';
import { Button, Input, Select, Switch } from '@adconsole/ui';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { DraftField } from '../form/draft-field';
import { draftItemResolver } from '../form/draft-resolver';
import { useCheckStoredItem, useItemFormText } from '../form/use-item-form-text';
import { useLatest } from '../form/use-latest';
import { useRefusedSave } from '../form/use-refused-save';
import {
  draftLimits,
  fieldByteLength,
  marketingTarget,
  problemsOf,
  syncState,
  Unit,
  validateDraft,
  type DraftContents,
  type UnitInput,
  type UnitRecord,
} from '@adconsole/draft-rules';

export interface UnitFormProps {
  /** The stored unit; none for a new one. */
  unit?: UnitRecord;
  /** A new unit's campaign. */
  campaignId?: number;
  /** The draft's items as stored: its campaigns to choose from, and for the rules across items. */
  draft: DraftContents;
  /** An uploaded or uploading draft: every field and Save are disabled. */
  readOnly?: boolean;
  /** Saves the unit; a refusal shows on the fields it names, the rest in a toast (docs/requirements.md#error-codes). */
  onSubmit: (unit: Unit) => Promise<unknown>;
  /** The page's other actions on the unit (delete it), beside Save. */
  actions?: ReactNode;
}

function formValues(unit: UnitRecord | undefined, campaignId: number | undefined): UnitInput {
  if (!unit) {
    return {
      campaignId: campaignId as number,
      adgroupName: '',
      autoTargeting: false,
      pcFinalUrl: '',
      mobileFinalUrl: '',
      monitorSuffix: '',
      iosAppUrl: '',
      androidApp: '',
    };
  }
  const { id: _id, draftId: _draftId, syncState: _syncState, ...fields } = unit;
  return {
    ...fields,
    monitorSuffix: fields.monitorSuffix ?? '',
    iosAppUrl: fields.iosAppUrl ?? '',
    androidApp: fields.androidApp ?? '',
  };
}

/** The unit's text fields with their byte limits, in the order the form shows them. */
const linkFields = [
  ['pcFinalUrl', draftLimits.url],
  ['mobileFinalUrl', draftLimits.url],
  ['monitorSuffix', draftLimits.monitorSuffix],
] as const satisfies readonly [FieldPath<UnitInput>, number][];

/**
 * A unit (adgroup) of a draft's campaign (docs/requirements.md#ad-drafts): its campaign, name, final URLs,
 * monitor suffix, automatic targeting and, for an app promotion, the app; checked as the user types.
 *
 * **When to use:** the editor's unit step, for a new unit of a campaign (`campaignId`) or a stored one.
 *
 * **States:** new, stored (its messages shown at once when it breaks a rule), with messages under their
 * fields, the app fields of an app promotion, saving, refused by the server, read-only.
 *
 * - Do ask for both final URLs: the computer's and the mobile one are each required.
 * - Don't offer Save while the draft is uploaded: pass `readOnly`.
 */
export function UnitForm({ unit, campaignId, draft, readOnly, onSubmit, actions }: UnitFormProps) {
  const { t } = useTranslation();
  const latestDraft = useLatest(draft);
  const id = unit?.id ?? 0;
  const { control, register, handleSubmit, formState, trigger, setError } = useForm<UnitInput, unknown, Unit>(
    {
      mode: 'onChange',
      defaultValues: formValues(unit, campaignId),
      resolver: draftItemResolver(Unit, (values) => {
        const { campaigns, units } = latestDraft.current;
        // The form's values hold every field: its default values give them all.
        const candidate = { ...values, id, draftId: 0, syncState: syncState.notSynchronized } as UnitRecord;
        const checked = { campaigns, units: [...units.filter((u) => u.id !== id), candidate] };
        return problemsOf(validateDraft({ ...checked, keywords: [], creatives: [] }).errors, 'unit', id);
      }),
    },
  );
  useCheckStoredItem(unit, trigger);
  const values = useWatch({ control });
  const { errors, isSubmitting } = formState;
  const { label, message } = useItemFormText();
  const counter = (text: string | undefined, max: number) => ({ count: fieldByteLength(text ?? ''), max });
  const forApp =
    draft.campaigns.find((c) => c.id === values.campaignId)?.marketingTarget === marketingTarget.app;
  const refusedSave = useRefusedSave(setError, [
    'campaignId',
    'adgroupName',
    ...linkFields.map(([name]) => name),
    'iosAppUrl',
    'androidApp',
  ]);
  const submit = handleSubmit((valid) => refusedSave(() => onSubmit(valid)));

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
      <fieldset disabled={readOnly} className="grid min-w-0 grid-cols-1 gap-4 md:grid-cols-2">
        <Controller
          control={control}
          name="campaignId"
          render={({ field, fieldState }) => (
            <div className="flex min-w-0 flex-col gap-1">
              <Select
                label={label('campaignId')}
                options={draft.campaigns.map((c) => ({ value: String(c.id), label: c.campaignName }))}
                value={field.value ? String(field.value) : undefined}
                onValueChange={(value) => field.onChange(Number(value))}
                triggerClassName="w-full"
              />
              {fieldState.error && <p className="text-control-sm text-danger">{message(fieldState.error)}</p>}
            </div>
          )}
        />
        <DraftField
          label={label('adgroupName')}
          error={message(errors.adgroupName)}
          counter={counter(values.adgroupName, draftLimits.adgroupName)}
        >
          {(field) => <Input {...field} {...register('adgroupName')} autoComplete="off" />}
        </DraftField>
        {linkFields.map(([name, max]) => (
          <DraftField
            key={name}
            label={label(name)}
            error={message(errors[name])}
            counter={counter(values[name], max)}
            className={name === 'monitorSuffix' ? undefined : 'md:col-span-2'}
          >
            {(field) => (
              <Input
                {...field}
                {...register(name)}
                type={name === 'monitorSuffix' ? 'text' : 'url'}
                autoComplete="off"
              />
            )}
          </DraftField>
        ))}
        <Controller
          control={control}
          name="autoTargeting"
          render={({ field }) => (
            <Switch
              label={label('autoTargeting')}
              checked={field.value ?? false}
              onCheckedChange={field.onChange}
              className="self-end pb-2"
            />
          )}
        />
        {(forApp || unit?.iosAppUrl || unit?.androidApp) && (
          <>
            <DraftField
              label={label('iosAppUrl')}
              error={message(errors.iosAppUrl)}
              counter={counter(values.iosAppUrl, draftLimits.iosAppUrl)}
            >
              {(field) => <Input {...field} {...register('iosAppUrl')} type="url" autoComplete="off" />}
            </DraftField>
            <DraftField label={label('androidApp')} error={message(errors.androidApp)}>
              {(field) => <Input {...field} {...register('androidApp')} autoComplete="off" />}
            </DraftField>
          </>
        )}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" disabled={readOnly} loading={isSubmitting}>
          {t('drafts.editor.saveUnit')}
        </Button>
        {actions}
      </div>
    </form>
  );
}
