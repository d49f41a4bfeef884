import { useDateRangeText } from './date-range-text';
import { Button, cn } from '@adconsole/ui';
import { useRef } from 'react';
import { providerToday, shortcutsOf, type DateRange, type PickerType } from '@adconsole/date-range-rules';
import { shownPanels } from './calendar-grid';
import { dateLocale } from './date-locale';
import { DayGrid } from './day-grid';
import { MonthGrid } from './month-grid';
import { usePanelCount } from './use-panel-count';
import { useRangeSelection } from './use-range-selection';

export interface RangePanelProps {
  type: PickerType;
  value: DateRange | null;
  now: Date | number;
  onPick: (range: DateRange) => void;
}

/** The buttons that turn the panels, by a year or a month (month mode turns by years only). */
const turns = [
  { labelKey: 'previousYear', months: -12, symbol: '«' },
  { labelKey: 'previousMonth', months: -1, symbol: '‹' },
  { labelKey: 'nextMonth', months: 1, symbol: '›' },
  { labelKey: 'nextYear', months: 12, symbol: '»' },
] as const;

/**
 * The open picker: the type's shortcuts, then two months (or two years of months) side by side; on a narrow
 * screen the shortcuts above one month (or year).
 */
export function RangePanel({ type, value, now, onPick }: RangePanelProps) {
  const { t, language } = useDateRangeText();
  const containerRef = useRef<HTMLDivElement>(null);
  const panels = usePanelCount();
  const selection = useRangeSelection({ type, value, now, onPick, panels, containerRef });
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
                variant="ghost"
                className="w-full justify-start px-2"
                onClick={() => onPick(shortcut.range(now))}
              >
                {t(`dateRange.shortcut.${shortcut.id}`)}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-2">
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
      </div>
    </div>
  );
}
