import { TextField } from '@adconsole/ui';
import { useRef, useState, type ClipboardEvent } from 'react';
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
  /** A typed range that passed the type's checks; `close` on Enter, not on leaving the fields. */
  onPick: (change: DateRangeChange, close: boolean) => void;
  /** Enter with nothing new typed: the picker closes, and nothing is picked again. */
  onClose: () => void;
  /** Turns the calendar to a date as soon as one is typed. */
  onShow: (date: ApiDate) => void;
}

const edges: readonly RangeEdge[] = ['beginDate', 'endDate'];

/**
 * The start and end of the range as text (docs/requirements.md#date-pickers): 2026-11-25, 2026/11/25,
 * 2026.11.25 or 2026年11月25日; a range pasted into either fills both. A typed range is picked once, when it
 * is whole and valid: on Enter, or when the focus leaves both fields; going from one field to the other only
 * checks the date left. A refused date says why under its field, an end before the start too.
 */
export function TypedRangeFields({ type, value, now, onPick, onClose, onShow }: TypedRangeFieldsProps) {
  const { t } = useDateRangeText();
  const fieldsRef = useRef<HTMLDivElement>(null);
  const [texts, setTexts] = useState<Record<RangeEdge, string>>(() => ({
    beginDate: value?.beginDate ?? '',
    endDate: value?.endDate ?? '',
  }));
  const [refusals, setRefusals] = useState<Partial<Record<RangeEdge, RangeMessageKey>>>({});
  // Whether the texts changed since the picker opened or last picked them: the blur that follows Enter (the
  // popover closing) and a second Enter must not pick the same range again.
  const edited = useRef(false);

  function fill(range: DateRange) {
    edited.current = true;
    setTexts(range);
    setRefusals({});
    onShow(range.endDate);
  }

  function change(edge: RangeEdge, text: string) {
    edited.current = true;
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

  /** Checks the date of `edge`; with `pick`, then the whole range, and picks it (closing with `close`). */
  function commit(edge: RangeEdge, pick: boolean, close = false) {
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
    if (!pick || !edges.every((end) => current[end].trim())) return;
    if (!edited.current) {
      if (close) onClose();
      return;
    }
    const check = checkTypedRange(type, current, now);
    if (!check.ok) {
      setRefusals({ [check.edge]: check.messageKey });
      return;
    }
    edited.current = false;
    setRefusals({});
    setTexts(check.range);
    onPick({ range: check.range, preset: null }, close);
  }

  return (
    <div ref={fieldsRef} className="flex gap-3">
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
            onBlur={(event) => commit(edge, !fieldsRef.current?.contains(event.relatedTarget))}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              commit(edge, true, true);
            }}
          />
        );
      })}
    </div>
  );
}
