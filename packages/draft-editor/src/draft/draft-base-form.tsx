import { useTranslation } from '@adconsole/i18n';
import { Button, Input, Select } from '@adconsole/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { DraftField } from '../form/draft-field';
import { draftFieldLabels } from '../form/field-labels';
import { useItemFormText } from '../form/use-item-form-text';
import { useRefusedSave } from '../form/use-refused-save';
import { DraftBase, draftLimits, fieldByteLength } from '@adconsole/draft-rules';

export interface DraftBaseFormProps {
  /** The draft's name and account; none for a new draft. */
  base?: { name: string; accountId?: number };
  /** The user's provider accounts, one of which the draft is built for. */
  accounts: readonly { accountId: number; accountNo: string }[];
  /** An uploaded or uploading draft: the fields and Save are disabled. */
  readOnly?: boolean;
  /** The submit button's text: save, create, create the copy. */
  submitLabel: string;
  /** Saves the base; a refusal shows on the fields it names, the rest in a toast (docs/requirements.md#error-codes). */
  onSubmit: (base: DraftBase) => Promise<unknown>;
  /** The page's other actions (cancel), beside Save. */
  actions?: ReactNode;
}

type DraftBaseInput = z.input<typeof DraftBase>;

/**
 * The base of a draft (docs/requirements.md#ad-drafts): its name and the provider account it is built for.
 *
 * **When to use:** creating a draft, copying one, or the editor's settings step.
 *
 * **States:** new (empty; saving asks for both fields), stored, a name over 60 bytes (the counter and the
 * message), saving, refused, read-only.
 *
 * - Do say what Save does in `submitLabel` ("Create draft", "Save").
 * - Don't limit the name by characters: the limit is 60 bytes, a Chinese character counting 2.
 */
export function DraftBaseForm({
  base,
  accounts,
  readOnly,
  submitLabel,
  onSubmit,
  actions,
}: DraftBaseFormProps) {
  const { t } = useTranslation();
  const { control, register, handleSubmit, formState, setError } = useForm<
    DraftBaseInput,
    unknown,
    DraftBase
  >({
    mode: 'onChange',
    defaultValues: { name: base?.name ?? '', accountId: base?.accountId },
    resolver: zodResolver(DraftBase),
  });
  const name = useWatch({ control, name: 'name' });
  const { errors, isSubmitting } = formState;
  const { message } = useItemFormText();
  const refusedSave = useRefusedSave(setError, ['name', 'accountId']);
  const submit = handleSubmit((valid) => refusedSave(() => onSubmit(valid)));

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <fieldset disabled={readOnly} className="grid min-w-0 grid-cols-1 gap-4 md:grid-cols-2">
        <DraftField
          label={t(draftFieldLabels.name!)}
          error={message(errors.name)}
          counter={{ count: fieldByteLength(name ?? ''), max: draftLimits.draftName }}
        >
          {(field) => <Input {...field} {...register('name')} autoComplete="off" />}
        </DraftField>
        <Controller
          control={control}
          name="accountId"
          render={({ field, fieldState }) => (
            <div className="flex min-w-0 flex-col gap-1">
              <Select
                label={t(draftFieldLabels.accountId!)}
                options={accounts.map((account) => ({
                  value: String(account.accountId),
                  label: account.accountNo,
                }))}
                value={field.value === undefined ? undefined : String(field.value)}
                onValueChange={(value) => field.onChange(Number(value))}
                triggerClassName="w-full"
              />
              {fieldState.error && <p className="text-control-sm text-danger">{message(fieldState.error)}</p>}
            </div>
          )}
        />
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" disabled={readOnly} loading={isSubmitting}>
          {submitLabel}
        </Button>
        {actions}
      </div>
    </form>
  );
}
