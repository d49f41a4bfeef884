import type { EditField, EditLevel } from '@adconsole/api-client/contract';
import { useTranslation } from '@adconsole/i18n';
import { Select, TextField } from '@adconsole/ui';
import { fieldsOf, fieldWords, hasBounds, type EditFormValues } from './edit-form';

const opWords: Record<EditFormValues['op'], string> = {
  set: 'bulkEdit.ops.set',
  raise: 'bulkEdit.ops.raise',
  lower: 'bulkEdit.ops.lower',
};

const byWords: Record<EditFormValues['by'], string> = {
  amount: 'bulkEdit.bys.amount',
  percent: 'bulkEdit.bys.percent',
};

const statusWords: Record<EditFormValues['status'], string> = {
  paused: 'bulkEdit.statuses.paused',
  enabled: 'bulkEdit.statuses.enabled',
};

/** What the value field holds: the new value, or the amount or percentage it is raised or lowered by. */
function valueLabel(values: EditFormValues) {
  if (values.op === 'set') return 'bulkEdit.value';
  return values.by === 'percent' ? 'bulkEdit.percent' : 'bulkEdit.amount';
}

export interface EditFormFieldsProps {
  level: EditLevel;
  values: EditFormValues;
  /** The message of each failing input, by `value`, `min`, `max`. */
  errors: Partial<Record<string, string>>;
  onChange(next: Partial<EditFormValues>): void;
}

/**
 * The fields of a bulk edit (docs/requirements.md#ad-changes): what to change at the level, then a status, or
 * how an amount changes (set, raise or lower, by yuan or a percentage) with optional bounds.
 */
export function EditFormFields({ level, values, errors, onChange }: EditFormFieldsProps) {
  const { t } = useTranslation();
  const options = <Value extends string>(words: Record<Value, string>, order: readonly Value[]) =>
    order.map((value) => ({ value, label: t(words[value]) }));
  return (
    <>
      <div className="flex flex-wrap gap-4">
        <Select
          label={t('bulkEdit.field')}
          value={values.field}
          options={options(fieldWords, fieldsOf[level])}
          onValueChange={(field) => onChange({ field: field as EditField })}
        />
        {values.field === 'status' ? (
          <Select
            label={t('bulkEdit.status')}
            value={values.status}
            options={options(statusWords, ['paused', 'enabled'])}
            onValueChange={(status) => onChange({ status: status as EditFormValues['status'] })}
          />
        ) : (
          <>
            <Select
              label={t('bulkEdit.op')}
              value={values.op}
              options={options(opWords, ['set', 'raise', 'lower'])}
              onValueChange={(op) => onChange({ op: op as EditFormValues['op'] })}
            />
            {values.op !== 'set' && (
              <Select
                label={t('bulkEdit.by')}
                value={values.by}
                options={options(byWords, ['amount', 'percent'])}
                onValueChange={(by) => onChange({ by: by as EditFormValues['by'] })}
              />
            )}
          </>
        )}
      </div>
      {values.field !== 'status' && (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <TextField
            label={t(valueLabel(values))}
            inputMode="decimal"
            value={values.value}
            onChange={(event) => onChange({ value: event.target.value })}
            required
            error={errors.value}
          />
          {hasBounds(values) && (
            <>
              <TextField
                label={t('bulkEdit.min')}
                inputMode="decimal"
                value={values.min}
                onChange={(event) => onChange({ min: event.target.value })}
                error={errors.min}
                description={t('bulkEdit.boundsHint')}
              />
              <TextField
                label={t('bulkEdit.max')}
                inputMode="decimal"
                value={values.max}
                onChange={(event) => onChange({ max: event.target.value })}
                error={errors.max}
              />
            </>
          )}
        </div>
      )}
    </>
  );
}
