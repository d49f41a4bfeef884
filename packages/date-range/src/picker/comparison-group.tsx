import { TextField } from '@adconsole/ui';
import { useId, useState } from 'react';
import {
  checkComparison,
  parseTypedDate,
  type Comparison,
  type DateRange,
  type PickerType,
  type RangeMessageKey,
} from '@adconsole/date-range-rules';
import { useDateRangeText } from './date-range-text';

export interface ComparisonGroupProps {
  type: PickerType;
  value: DateRange | null;
  now: Date | number;
  comparison: Comparison | null;
  onComparisonChange: (comparison: Comparison | null) => void;
}

type Choice = 'none' | Comparison['kind'];
const choices: readonly Choice[] = ['none', 'previous', 'lastYear', 'custom'];
const choiceKeys = {
  none: 'dateRange.comparison.none',
  previous: 'dateRange.comparison.previous',
  lastYear: 'dateRange.comparison.lastYear',
  custom: 'dateRange.comparison.custom',
} as const;

/**
 * "Compare with" in the open picker (docs/requirements.md#period-comparison): none, the previous period, the
 * same period last year, or a custom start typed like the range, with the end it gives. A comparison the
 * range refuses (before the data kept, not ending before the range) says why and is not reported.
 */
export function ComparisonGroup({ type, value, now, comparison, onComparisonChange }: ComparisonGroupProps) {
  const { t } = useDateRangeText();
  const name = useId();
  const [choice, setChoice] = useState<Choice>(comparison?.kind ?? 'none');
  const [customText, setCustomText] = useState(comparison?.kind === 'custom' ? comparison.beginDate : '');
  const [refusal, setRefusal] = useState<RangeMessageKey>();

  const checked = (next: Comparison) => (value ? checkComparison(type, value, next, now) : undefined);

  /** Reports a comparison the range allows (any, while nothing is picked), else shows why not. */
  function offer(next: Comparison | null) {
    const result = next ? checked(next) : undefined;
    if (result && !result.ok) {
      setRefusal(result.messageKey);
      return;
    }
    setRefusal(undefined);
    onComparisonChange(next);
  }

  function choose(next: Choice) {
    setChoice(next);
    setRefusal(undefined);
    const beginDate = parseTypedDate(customText);
    if (next === 'none') offer(null);
    else if (next !== 'custom') offer({ kind: next });
    else if (beginDate) offer({ kind: 'custom', beginDate });
  }

  function commitCustom() {
    if (!customText.trim()) return;
    const beginDate = parseTypedDate(customText);
    if (!beginDate) setRefusal('dateRange.notADate');
    else offer({ kind: 'custom', beginDate });
  }

  const customBegin = parseTypedDate(customText);
  const customRange = customBegin ? checked({ kind: 'custom', beginDate: customBegin }) : undefined;
  const errorId = `${name}-error`;

  return (
    <fieldset
      className="flex flex-col gap-2 border-t border-border pt-2"
      aria-describedby={refusal && choice !== 'custom' ? errorId : undefined}
    >
      <legend className="float-left mb-1 text-xs text-muted">{t('dateRange.comparison.legend')}</legend>
      <div className="clear-left flex flex-wrap gap-x-4 gap-y-1">
        {choices.map((option) => (
          <label key={option} className="inline-flex cursor-pointer items-center gap-1.5">
            <input
              type="radio"
              name={name}
              value={option}
              checked={choice === option}
              onChange={() => choose(option)}
              className="size-4 accent-[var(--adc-primary)] focus-ring"
            />
            {t(choiceKeys[option])}
          </label>
        ))}
      </div>
      {choice === 'custom' && (
        <div className="flex items-end gap-3">
          <TextField
            label={t('dateRange.comparison.beginDate')}
            value={customText}
            autoComplete="off"
            spellCheck={false}
            error={refusal && t(refusal)}
            onChange={(event) => {
              setCustomText(event.target.value);
              setRefusal(undefined);
            }}
            onBlur={commitCustom}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              commitCustom();
            }}
          />
          {customRange?.ok && (
            <span className="pb-2 text-xs text-muted">
              {t('dateRange.comparison.endsOn', { endDate: customRange.range.endDate })}
            </span>
          )}
        </div>
      )}
      {refusal && choice !== 'custom' && (
        <p id={errorId} className="text-xs text-danger">
          {t(refusal)}
        </p>
      )}
    </fieldset>
  );
}
