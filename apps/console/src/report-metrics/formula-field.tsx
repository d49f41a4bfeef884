import { useTranslation } from '@adconsole/i18n';
import { formulaProblemValues, type FormulaProblem } from '@adconsole/report-table-rules';
import { Button, TextField } from '@adconsole/ui';
import { useLayoutEffect, useRef } from 'react';
import { insertAt } from './metric-form';

/** A column a formula may name: its dataKey, which the formula holds, and its title, which the user reads. */
export interface FormulaInput {
  key: string;
  title: string;
}

export interface FormulaFieldProps {
  value: string;
  onChange: (formula: string) => void;
  /** The columns offered beside the field, each put in at the caret by its button. */
  inputs: readonly FormulaInput[];
  /** What is wrong with the formula as typed, shown under it while the user types; none once it reads. */
  problem?: FormulaProblem;
  /** The server's refusal of the formula, shown when the typed formula reads here. */
  error?: string;
}

/**
 * The formula of a calculated metric (docs/requirements.md#calculated-columns): a text field, the report's
 * numeric columns as buttons that put their dataKey in at the caret, and under the field what the formula
 * rules find wrong and where, read with the field.
 */
export function FormulaField({ value, onChange, inputs, problem, error }: FormulaFieldProps) {
  const { t } = useTranslation();
  const field = useRef<HTMLInputElement>(null);
  // Where the caret goes once a column put in at it has rendered.
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    if (caret.current === null || !field.current) return;
    field.current.focus();
    field.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value]);

  function insert(key: string) {
    const input = field.current!;
    const start = input.selectionStart ?? value.length;
    const inserted = insertAt(value, start, input.selectionEnd ?? start, key);
    caret.current = inserted.caret;
    onChange(inserted.text);
  }

  return (
    <div className="flex flex-col gap-2">
      <TextField
        ref={field}
        label={t('reportMetrics.formula')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required
        spellCheck={false}
        autoComplete="off"
        error={problem ? t(problem.key, formulaProblemValues(problem)) : error}
        description={t('reportMetrics.formulaHint')}
      />
      <div role="group" aria-label={t('reportMetrics.insertColumn')} className="flex flex-wrap gap-1">
        {inputs.map((input) => (
          <Button
            key={input.key}
            className="min-h-0 py-0.5 text-control-sm"
            onClick={() => insert(input.key)}
          >
            {input.title}
          </Button>
        ))}
      </div>
    </div>
  );
}
