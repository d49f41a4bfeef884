import type { Language } from '@adconsole/i18n';
import { cn, lazyPart } from '@adconsole/ui';
import { useId, useRef, useState } from 'react';
import {
  checkComparison,
  isClearable,
  pickerMode,
  type Comparison,
  type DateRange,
  type PickerType,
  type ShortcutId,
} from '@adconsole/date-range-rules';
import type { DateRangeChange } from './date-range-change';
import { DateRangeLanguage, useDateRangeText } from './date-range-text';

/**
 * The popover with the calendar panel (Radix Popover, the grids, date-fns with the month names) loads when
 * the picker first opens, not with the page; hovering or focusing the field fetches it ahead
 * (docs/architecture.md#bundle-budgets).
 */
const rangePopover = lazyPart(() => import('./range-popover'));
const preloadPopover = () => void rangePopover.load().catch(() => undefined);

export interface DateRangePickerProps {
  /** Which ranges may be picked: 1 days, 2 whole weeks, 3 one week, 4 whole months, 5 days up to today. */
  type: PickerType;
  /** The range as the API takes it, or null when nothing is picked. */
  value: DateRange | null;
  /**
   * Called with the normalised range picked and the shortcut it came from (null for a range picked on the
   * calendar or typed), or with null when cleared (never for type 5).
   */
  onChange: (change: DateRangeChange | null) => void;
  /** The shortcut the value came from, shown as chosen in the popover; a page that keeps it passes it back. */
  preset?: ShortcutId | null;
  /** What the value is compared with (docs/requirements.md#period-comparison), told in words under the field. */
  comparison?: Comparison | null;
  /** Given, the popover offers "Compare with": none, the previous period, last year, a custom start. */
  onComparisonChange?: (comparison: Comparison | null) => void;
  /** The clock; the current time when left out. Stories and tests fix it. */
  now?: Date | number;
  /** The field's name, shown above it and read with it by assistive tech. */
  label: string;
  /** Keeps the label for assistive tech only, e.g. in a search bar whose layout names the field. */
  hideLabel?: boolean;
  /** A validation message (see `useDateRangeValidation`) shown under the field and read with it. */
  error?: string;
  /**
   * The language of the picker's own words and month names (`en`, `cn`, `tw`); left out, the language of the
   * host's `@adconsole/i18n` instance, else English (docs/architecture.md#publishable-packages).
   */
  language?: Language;
  /** Classes for the field's box, e.g. a width. */
  className?: string;
}

/**
 * The date-range picker (docs/requirements.md#date-pickers): a field that opens a popover with the type's
 * shortcuts and two months (or years) side by side (one on a narrow screen), picking a range that is already
 * normalised for its type.
 *
 * **When to use:** the report dates of a search bar or an export, one picker per page; `type` says which
 * ranges the report takes (any days, whole weeks, one week, whole months, or days up to today).
 *
 * **States:** empty (the placeholder), with a range (and a clear button, except type 5), open (shortcuts, the
 * chosen one pressed, typed start and end with the reason a typed date is refused, days it refuses disabled,
 * the chosen start announced, the comparisons when offered), compared (the compared range in words under the
 * field), with a validation message (red border and the message under the field).
 *
 * - Do run `useDateRangeValidation` before the search and pass its message as `error`.
 * - Do give it a visible `label`; `hideLabel` only where the layout already names the field.
 * - Don't disable the search for a bad range: let it fail and show the message, so the user learns why.
 */
export function DateRangePicker(props: DateRangePickerProps) {
  return (
    <DateRangeLanguage value={props.language}>
      <DateRangeField {...props} />
    </DateRangeLanguage>
  );
}

function DateRangeField({
  type,
  value,
  onChange,
  preset = null,
  comparison = null,
  onComparisonChange,
  now,
  label,
  hideLabel = false,
  error,
  className,
}: DateRangePickerProps) {
  const { t } = useDateRangeText();
  const id = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(0);
  // Without `now`, the comparison under the field uses the clock of the field's first render (render is pure).
  const [shownAt] = useState(() => Date.now());
  const [size, setSize] = useState<string>();

  function toggle() {
    if (open) {
      setOpen(false);
      return;
    }
    // Opened once the popover is here, so it shows whole and its day takes the focus; no opening without it.
    void rangePopover.load().then(
      () => {
        setOpenedAt(Date.now());
        // The popover renders in a portal, outside the ancestor that sets the global size.
        setSize(triggerRef.current?.closest('[data-size]')?.getAttribute('data-size') ?? undefined);
        setOpen(true);
      },
      () => undefined,
    );
  }

  function handlePick(change: DateRangeChange, close: boolean) {
    onChange(change);
    if (close) setOpen(false);
  }

  const popover = rangePopover.loaded();
  const popoverId = `${id}-popover`;
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;
  const errorId = `${id}-error`;
  const comparedId = `${id}-compared`;
  const compared =
    onComparisonChange && comparison && value
      ? checkComparison(type, value, comparison, now ?? shownAt)
      : undefined;
  const describedBy = [error && errorId, compared?.ok && comparedId].filter(Boolean).join(' ');
  return (
    <div className={cn('inline-flex flex-col gap-1', className)}>
      <span
        id={labelId}
        className={cn('text-[length:var(--adc-font-size)] text-muted', hideLabel && 'sr-only')}
      >
        {label}
      </span>
      <div className="relative inline-flex">
        <button
          ref={triggerRef}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? popoverId : undefined}
          aria-labelledby={`${labelId} ${valueId}`}
          aria-describedby={describedBy || undefined}
          onClick={toggle}
          onPointerEnter={preloadPopover}
          onFocus={preloadPopover}
          className={cn(
            'inline-flex h-[var(--adc-control-height)] min-w-[16em] items-center gap-2 rounded border bg-surface pr-8 pl-3 text-left text-[length:var(--adc-font-size)]',
            'focus-ring focus-visible:border-primary',
            error ? 'border-danger' : 'border-border hover:border-primary',
          )}
        >
          <CalendarIcon />
          <span id={valueId} className={value ? 'text-ink' : 'text-muted'}>
            {value ? t('dateRange.value', { ...value }) : t(`dateRange.placeholder.${pickerMode(type)}`)}
          </span>
        </button>
        {isClearable(type) && value && (
          <button
            type="button"
            aria-label={t('dateRange.clear')}
            onClick={() => {
              onChange(null);
              // The clear button goes with the value: the focus stays on the field, not on the page.
              triggerRef.current?.focus();
            }}
            className="absolute top-1/2 right-1 inline-flex size-6 -translate-y-1/2 items-center justify-center rounded text-muted hover:text-primary focus-visible:outline-2 focus-visible:outline-primary"
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      {compared?.ok && (
        <p id={comparedId} className="text-xs text-muted">
          {t('dateRange.comparison.comparedWith', { ...compared.range })}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-xs text-danger">
          {error}
        </p>
      )}
      {popover && (
        <popover.RangePopover
          open={open}
          onClose={() => setOpen(false)}
          triggerRef={triggerRef}
          id={popoverId}
          label={label}
          size={size}
          type={type}
          value={value}
          now={now ?? openedAt}
          onPick={handlePick}
          preset={preset}
          comparison={comparison}
          onComparisonChange={onComparisonChange}
        />
      )}
    </div>
  );
}

function CalendarIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className="size-4 shrink-0 text-muted"
      fill="none"
      stroke="currentColor"
    >
      <rect x="2" y="3" width="12" height="11" rx="1.5" />
      <path d="M2 6.5h12M5.5 1.5v3M10.5 1.5v3" />
    </svg>
  );
}
