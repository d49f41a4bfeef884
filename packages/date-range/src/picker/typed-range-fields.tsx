import { TextField } from '@adconsole/ui';
import { useState, type ClipboardEvent } from 'react';
import {
  checkTypedDate,
  checkTypedRange,
  parseTypedDate,
  parseTypedRange,
  type ApiDate,
  type DateRange,
  type PickerType,
  type RangeEdge,
  type RangeMessageKey,
} from '@adconsole/date-range-rules';
import type { DateRangeChange } from './date-range-change';
import { useDateRangeText } from './date-range-text';

export interface TypedRangeFieldsProps {
  type: PickerType;
  value: DateRange | null;
  now: Date | number;
  /** A typed range that passed the type's checks; `close` on Enter, not on leaving the field. */
  onPick: (change: DateRangeChange, close: boolean) => void;
  /** Turns the calendar to a date as soon as one is typed. */
  onShow: (date: ApiDate) => void;
}

const edges: readonly RangeEdge[] = ['beginDate', 'endDate'];

/**
 * The start and end of the range as text (docs/requirements.md#date-pickers): 2026-11-25, 2026/11/25,
 * 2026.11.25 or 2026年11月25日; a range pasted into either fills both. Enter or leaving a field picks a
 * complete range the type allows; a refused date says why under its field.
 */
export function TypedRangeFields({ type, value, now, onPick, onShow }: TypedRangeFieldsProps) {
  const { t } = useDateRangeText();
  const [texts, setTexts] = useState<Record<RangeEdge, string>>(() => ({
    beginDate: value?.beginDate ?? '',
    endDate: value?.endDate ?? '',
  }));
  const [refusals, setRefusals] = useState<Partial<Record<RangeEdge, RangeMessageKey>>>({});

  function fill(range: DateRange) {
    setTexts(range);
    setRefusals({});
    onShow(range.endDate);
  }

  function change(edge: RangeEdge, text: string) {
    setTexts((current) => ({ ...current, [edge]: text }));
    const date = parseTypedDate(text);
    if (date) onShow(date);
  }

  function paste(event: ClipboardEvent<HTMLInputElement>) {
    const range = parseTypedRange(event.clipboardData.getData('text'));
    if (!range) return;
    event.preventDefault();
    fill(range);
  }

  function commit(edge: RangeEdge, close: boolean) {
    const pasted = parseTypedRange(texts[edge]);
    const current = pasted ?? texts;
    if (pasted) fill(pasted);
    if (!current[edge].trim()) return;
    const own = checkTypedDate(type, edge, current[edge], now);
    if (!own.ok) {
      setRefusals((refused) => ({ ...refused, [edge]: own.messageKey }));
      return;
    }
    setRefusals((refused) => ({ ...refused, [edge]: undefined }));
    if (!edges.every((end) => current[end].trim())) return;
    const check = checkTypedRange(type, current, now);
    if (!check.ok) {
      setRefusals({ [check.edge]: check.messageKey });
      return;
    }
    setRefusals({});
    setTexts(check.range);
    onPick({ range: check.range, preset: null }, close);
  }

  return (
    <div className="flex gap-3">
      {edges.map((edge) => {
        const refusal = refusals[edge];
        return (
          <TextField
            key={edge}
            label={t(edge === 'beginDate' ? 'dateRange.typed.beginDate' : 'dateRange.typed.endDate')}
            value={texts[edge]}
            autoComplete="off"
            spellCheck={false}
            // Room for 2026-11-25 or 2026年11月25日; the field grows with the panel, and shrinks on a phone.
            size={12}
            error={refusal && t(refusal)}
            className="min-w-0 flex-1"
            onChange={(event) => change(edge, event.target.value)}
            onPaste={paste}
            onBlur={() => commit(edge, false)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              commit(edge, true);
            }}
          />
        );
      })}
    </div>
  );
}
