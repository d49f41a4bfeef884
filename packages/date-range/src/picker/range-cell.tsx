import { cn } from '@adconsole/ui';
import type { KeyboardEvent } from 'react';
import type { ApiDate } from '@adconsole/date-range-rules';
import type { RangeSelection } from './use-range-selection';

export interface RangeCellProps {
  date: ApiDate;
  /** What the cell shows: the day of the month, or the month's short name. */
  text: string;
  /** The full date (or month and year) for assistive tech. */
  label: string;
  isCurrent: boolean;
  selection: RangeSelection;
  className?: string;
}

/**
 * One pickable day or month: a grid cell holding a button. Only the focused cell is in the tab order (roving
 * tabindex); unpickable cells stay focusable, marked aria-disabled, so arrow keys can pass over them.
 */
export function RangeCell({ date, text, label, isCurrent, selection, className }: RangeCellProps) {
  const selectable = selection.selectable(date);
  const { inRange, isEnd } = selection.rangeState(date);

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (selection.moveByKey(event.key, event.shiftKey)) event.preventDefault();
  }

  return (
    <td role="gridcell" aria-selected={inRange} className="p-0.5 text-center">
      <button
        type="button"
        data-date={date}
        tabIndex={date === selection.focused ? 0 : -1}
        aria-label={label}
        aria-disabled={!selectable || undefined}
        aria-current={isCurrent ? 'date' : undefined}
        onClick={() => selection.pick(date)}
        onFocus={() => {
          selection.focus(date);
          selection.point(date);
        }}
        onMouseEnter={() => selection.point(date)}
        onKeyDown={handleKeyDown}
        className={cn(
          'inline-flex h-[calc(var(--adc-control-height)*0.8)] items-center justify-center rounded text-[length:var(--adc-font-size)] outline-none',
          'focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-1',
          isCurrent && 'font-semibold underline underline-offset-2',
          !selectable && 'cursor-not-allowed text-faint',
          selectable && !inRange && 'text-ink hover:bg-primary-soft hover:text-primary-text',
          inRange && !isEnd && 'bg-primary-soft text-primary-text',
          isEnd && 'bg-primary text-primary-foreground',
          className,
        )}
      >
        {text}
      </button>
    </td>
  );
}
