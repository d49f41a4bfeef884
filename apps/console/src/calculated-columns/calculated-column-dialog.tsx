import {
  isAdministrator,
  maxMetricDecimals,
  metricDirections,
  metricFormats,
  SaveCalculatedColumn,
  type MetricDirection,
  type MetricFormat,
  type CalculatedColumnDefinition,
} from '@adconsole/api-client/contract';
import { useSaveCalculatedColumn } from '@adconsole/api-client/react';
import { languages, useTranslation, type Language } from '@adconsole/i18n';
import { formulaText, readFormula, shownFormula } from '@adconsole/report-table-rules';
import { Checkbox, Select, TextField } from '@adconsole/ui';
import { useId, useMemo, useState } from 'react';
import { FormDialog } from '../lib/form-dialog';
import { useSaveDialog } from '../lib/save-form';
import { useAccess } from '../route-info/access';
import { FormulaField } from './formula-field';
import { everyFormulaColumn, formulaColumns, type FormulaInput } from './formula-columns';
import { metricBody, metricValues, type CalculatedColumnFormValues } from './calculated-column-form';

export interface CalculatedColumnDialogProps {
  open: boolean;
  /** The metric being changed (one of the user's own), or undefined for a new one. */
  metric?: CalculatedColumnDefinition;
  /**
   * The numeric columns of the report the dialog is opened from: what its formula may name, offered beside
   * it. Every column a formula may name (the contract's `formulaInputs`) when not given.
   */
  inputs?: readonly FormulaInput[];
  onClose(): void;
  /** Told the metric as saved, before the dialog closes. */
  onSaved?(metric: CalculatedColumnDefinition): void;
}

const fields = [
  'name',
  'names.en',
  'names.cn',
  'names.tw',
  'formula',
  'format',
  'decimals',
  'better',
  'shared',
];

const decimalChoices = Array.from({ length: maxMetricDecimals + 1 }, (_, decimals) => String(decimals));

/**
 * Defines a calculated metric or changes one of the user's own (docs/requirements.md#calculated-columns): its
 * name, in each language if wanted, its formula over the report's numeric columns, checked as it is typed, its
 * format, decimals and which way is better; an administrator may share it with everyone. A refused save is
 * shown beside its fields, and what was typed stays.
 */
export function CalculatedColumnDialog({ open, ...props }: CalculatedColumnDialogProps) {
  // Opened afresh each time, from the metric it is given.
  return open ? <OpenCalculatedColumnDialog {...props} /> : null;
}

function OpenCalculatedColumnDialog({
  metric,
  inputs,
  onClose,
  onSaved,
}: Omit<CalculatedColumnDialogProps, 'open'>) {
  const { t, i18n } = useTranslation();
  const administrator = isAdministrator(useAccess().user);
  const columns = useMemo(
    () => (inputs ? formulaColumns(inputs, i18n.language) : everyFormulaColumn(t, i18n.language)),
    [inputs, t, i18n.language],
  );
  // The formula is stored with dataKeys and edited with the titles of the reader's language.
  const [values, setValues] = useState(() => {
    const opened = metricValues(metric);
    return { ...opened, formula: shownFormula(opened.formula, columns) };
  });
  const [namesOpen, setNamesOpen] = useState(() => languages.some(({ code }) => values.names[code] !== ''));
  // Once a save was tried, an empty formula says so too.
  const [tried, setTried] = useState(false);
  const sharedId = useId();
  const { errors, submit, dialogProps } = useSaveDialog({
    schema: SaveCalculatedColumn,
    fields,
    save: useSaveCalculatedColumn(),
    onClose,
    onSaved,
  });
  const parsed = useMemo(() => readFormula(values.formula, columns), [values.formula, columns]);
  const problem = !parsed.ok && (tried || values.formula.trim() !== '') ? parsed.problem : undefined;
  const change = (next: Partial<CalculatedColumnFormValues>) => setValues((now) => ({ ...now, ...next }));
  const nameError = languages.some(({ code }) => errors[`names.${code}`]);

  return (
    <FormDialog
      title={metric ? t('calculatedColumns.editTitle') : t('calculatedColumns.new')}
      {...dialogProps}
      onSubmit={() => {
        setTried(true);
        // A formula this report cannot read is not sent: its problem is already shown under it.
        if (parsed.ok) {
          submit(metricBody({ ...values, formula: formulaText(parsed.tree) }, metric?.id, administrator));
        }
      }}
      className="w-[min(44rem,calc(100vw-2rem))]"
    >
      <TextField
        label={t('calculatedColumns.name')}
        value={values.name}
        onChange={(event) => change({ name: event.target.value })}
        required
        maxLength={40}
        error={errors.name}
      />
      <details open={namesOpen || nameError} onToggle={(event) => setNamesOpen(event.currentTarget.open)}>
        <summary className="cursor-pointer text-control text-primary-text focus-ring rounded">
          {t('calculatedColumns.names')}
        </summary>
        <p className="mt-1 text-control-sm text-muted">{t('calculatedColumns.namesHint')}</p>
        <div className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-3">
          {languages.map(({ code, label, htmlLang }) => (
            <TextField
              key={code}
              label={label}
              lang={htmlLang}
              value={values.names[code]}
              onChange={(event) =>
                change({ names: { ...values.names, [code as Language]: event.target.value } })
              }
              maxLength={40}
              error={errors[`names.${code}`]}
            />
          ))}
        </div>
      </details>
      <FormulaField
        value={values.formula}
        onChange={(formula) => change({ formula })}
        columns={columns}
        problem={problem}
        error={errors.formula}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Select
          label={t('calculatedColumns.format')}
          value={values.format}
          options={metricFormats.map((value) => ({ value, label: t(`calculatedColumns.formats.${value}`) }))}
          onValueChange={(value) => change({ format: value as MetricFormat })}
        />
        <Select
          label={t('calculatedColumns.decimals')}
          value={String(values.decimals)}
          options={decimalChoices.map((value) => ({ value, label: value }))}
          onValueChange={(value) => change({ decimals: Number(value) })}
        />
        <Select
          label={t('calculatedColumns.better')}
          value={values.better}
          options={metricDirections.map((value) => ({
            value,
            label: t(`calculatedColumns.betters.${value}`),
          }))}
          onValueChange={(value) => change({ better: value as MetricDirection })}
        />
      </div>
      <p className="-mt-2 text-control-sm text-muted">{t('calculatedColumns.betterHint')}</p>
      {administrator && (
        <div className="flex flex-col gap-1">
          <Checkbox
            label={t('calculatedColumns.shared')}
            checked={values.shared}
            onCheckedChange={(on) => change({ shared: on === true })}
            aria-describedby={[errors.shared && `${sharedId}-error`, `${sharedId}-hint`]
              .filter(Boolean)
              .join(' ')}
          />
          {errors.shared && (
            <p id={`${sharedId}-error`} className="text-control-sm text-danger">
              {errors.shared}
            </p>
          )}
          <p id={`${sharedId}-hint`} className="text-control-sm text-muted">
            {t('calculatedColumns.sharedHint')}
          </p>
        </div>
      )}
    </FormDialog>
  );
}
