import { useDateRangeText } from './date-range-text';
import { Button, cn } from '@adconsole/ui';
import { useRef } from 'react';
import {
  providerToday,
  shortcutsOf,
  type Comparison,
  type DateRange,
  type PickerType,
  type ShortcutId,
} from '@adconsole/date-range-rules';
import { shownPanels } from './calendar-grid';
import { ComparisonGroup } from './comparison-group';
import type { DateRangeChange } from './date-range-change';
import { dateLocale } from './date-locale';
import { DayGrid } from './day-grid';
import { MonthGrid } from './month-grid';
import { TypedRangeFields } from './typed-range-fields';
import { usePanelCount } from './use-panel-count';
import { useRangeSelection } from './use-range-selection';

export interface RangePanelProps {
  type: PickerType;
  value: DateRange | null;
  now: Date | number;
  /** A pick; `close` unless it came from leaving the typed fields. */
  onPick: (change: DateRangeChange, close: boolean) => void;
  /** Closes the picker without a pick. */
  onClose: () => void;
  /** The shortcut shown as chosen. */
  preset: ShortcutId | null;
  comparison: Comparison | null;
  /** Given, the panel offers the comparisons. */
  onComparisonChange?: (comparison: Comparison | null) => void;
}

/** The buttons that turn the panels, by a year or a month (month mode turns by years only). */
const turns = [
  { labelKey: 'previousYear', months: -12, symbol: '«' },
  { labelKey: 'previousMonth', months: -1, symbol: '‹' },
  { labelKey: 'nextMonth', months: 1, symbol: '›' },
  { labelKey: 'nextYear', months: 12, symbol: '»' },
] as const;

/**
 * The open picker: the type's shortcuts, then the typed start and end above two months (or two years of
 * months) side by side, and the comparisons when the page offers them; on a narrow screen the shortcuts
 * above one month (or year).
 */
export function RangePanel({
  type,
  value,
  now,
  onPick,
  onClose,
  preset,
  comparison,
  onComparisonChange,
}: RangePanelProps) {
  const { t, language } = useDateRangeText();
  const containerRef = useRef<HTMLDivElement>(null);
  const panels = usePanelCount();
  const selection = useRangeSelection({
    type,
    value,
    now,
    onPick: (range) => onPick({ range, preset: null }, true),
    panels,
    containerRef,
  });
  const { mode, panelStart, anchor } = selection;
  const narrow = panels === 1;
  const locale = dateLocale(language);
  const today = providerToday(now);
  const shortcuts = shortcutsOf(type);
  const gridProps = { today, locale, selection };

  return (
    <div className={cn('flex gap-3', narrow && 'flex-col')}>
      {shortcuts.length > 0 && (
        <ul
          aria-label={t('dateRange.shortcuts')}
          className={cn(
            'flex gap-1 border-border',
            narrow ? 'max-w-[calc(100vw-3rem)] flex-wrap border-b pb-2' : 'flex-col border-r pr-3',
          )}
        >
          {shortcuts.map((shortcut) => (
            <li key={shortcut.id}>
              <Button
                variant={shortcut.id === preset ? 'primary' : 'ghost'}
                aria-pressed={shortcut.id === preset}
                className="w-full justify-start px-2"
                onClick={() => onPick({ range: shortcut.range(now), preset: shortcut.id }, true)}
              >
                {t(`dateRange.shortcut.${shortcut.id}`)}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex min-w-0 flex-col gap-2">
        <TypedRangeFields
          type={type}
          value={value}
          now={now}
          onPick={onPick}
          onClose={onClose}
          onShow={selection.show}
        />
        <div className="flex justify-between">
          {[turns.filter((turn) => turn.months < 0), turns.filter((turn) => turn.months > 0)].map((side) => (
            <div key={side[0]!.labelKey} className="flex gap-1">
              {side
                .filter((turn) => mode !== 'month' || Math.abs(turn.months) === 12)
                .map(({ labelKey, months, symbol }) => (
                  <Button
                    key={labelKey}
                    variant="ghost"
                    className="px-2"
                    aria-label={t(`dateRange.${labelKey}`)}
                    onClick={() => selection.turn(months)}
                  >
                    {symbol}
                  </Button>
                ))}
            </div>
          ))}
        </div>
        <div ref={containerRef} className="flex gap-4">
          {shownPanels(mode, panelStart, panels).map((start) =>
            mode === 'month' ? (
              <MonthGrid key={start} year={start} {...gridProps} />
            ) : (
              <DayGrid key={start} month={start} {...gridProps} />
            ),
          )}
        </div>
        <p role="status" className="min-h-[1.5em] text-xs text-muted">
          {anchor ? t('dateRange.pickEnd', { beginDate: anchor }) : ''}
        </p>
        {onComparisonChange && (
          <ComparisonGroup
            type={type}
            value={value}
            now={now}
            comparison={comparison}
            onComparisonChange={onComparisonChange}
          />
        )}
      </div>
    </div>
  );
}
