import {
  addCalendarDays,
  addCalendarMonths,
  endOfMonthOf,
  endOfWeekOf,
  startOfMonthOf,
  startOfWeekOf,
  type ApiDate,
  type PickerMode,
} from '@adconsole/date-range-rules';

/** The weeks (Monday first) of the month containing `month`; days of other months are null. */
export function monthWeeks(month: ApiDate): (ApiDate | null)[][] {
  const first = startOfMonthOf(month);
  const last = endOfMonthOf(month);
  const weeks: (ApiDate | null)[][] = [];
  for (let monday = startOfWeekOf(first); monday <= last; monday = addCalendarDays(monday, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, i) => {
        const day = addCalendarDays(monday, i);
        return day >= first && day <= last ? day : null;
      }),
    );
  }
  return weeks;
}

function januaryOf(date: ApiDate): ApiDate {
  return `${date.slice(0, 4)}-01-01`;
}

/** The first days of the twelve months of the year containing `date`, three to a row. */
export function yearMonths(date: ApiDate): ApiDate[][] {
  const january = januaryOf(date);
  return Array.from({ length: 4 }, (_, row) =>
    Array.from({ length: 3 }, (_, column) => addCalendarMonths(january, row * 3 + column)),
  );
}

/** Months in one grid row of month mode. */
const monthsPerRow = 3;

/**
 * Where a key moves the focus in a grid (the WAI-ARIA date picker pattern): arrows by a day or a week (a
 * month or a row of months in month mode), Home and End to the row's ends, Page Up and Down by a month
 * (with Shift, or in month mode, by a year). Undefined for any other key.
 */
export function movedFocus(
  mode: PickerMode,
  date: ApiDate,
  key: string,
  shiftKey = false,
): ApiDate | undefined {
  const pageMonths = mode === 'month' || shiftKey ? 12 : 1;
  if (key === 'PageUp') return addCalendarMonths(date, -pageMonths);
  if (key === 'PageDown') return addCalendarMonths(date, pageMonths);
  if (mode === 'month') {
    const monthIndex = Number(date.slice(5, 7)) - 1;
    const rowStart = monthIndex - (monthIndex % monthsPerRow);
    const moves: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -monthsPerRow,
      ArrowDown: monthsPerRow,
      Home: rowStart - monthIndex,
      End: rowStart + monthsPerRow - 1 - monthIndex,
    };
    return key in moves ? addCalendarMonths(date, moves[key]!) : undefined;
  }
  const moves: Record<string, () => ApiDate> = {
    ArrowLeft: () => addCalendarDays(date, -1),
    ArrowRight: () => addCalendarDays(date, 1),
    ArrowUp: () => addCalendarDays(date, -7),
    ArrowDown: () => addCalendarDays(date, 7),
    Home: () => startOfWeekOf(date),
    End: () => endOfWeekOf(date),
  };
  return moves[key]?.();
}

const panelStep = (mode: PickerMode) => (mode === 'month' ? 12 : 1);

/**
 * How many months (or years) the picker shows side by side: two where the screen has room, one on a narrow
 * screen, where two would not fit (a phone).
 */
export type PanelCount = 1 | 2;

/** What one panel shows: a month (day modes, as its first day) or a year (month mode, as January 1st). */
function panelUnit(mode: PickerMode, date: ApiDate): ApiDate {
  return mode === 'month' ? januaryOf(date) : startOfMonthOf(date);
}

/** The units the panels show, from the first, earliest on the left. */
export function shownPanels(mode: PickerMode, panelStart: ApiDate, panels: PanelCount): ApiDate[] {
  return Array.from({ length: panels }, (_, i) => addCalendarMonths(panelStart, i * panelStep(mode)));
}

/** The first unit of the panels, moved only as far as needed to show `focused`. */
export function keepVisible(
  mode: PickerMode,
  panelStart: ApiDate,
  focused: ApiDate,
  panels: PanelCount,
): ApiDate {
  const unit = panelUnit(mode, focused);
  if (unit < panelStart) return unit;
  if (unit > shownPanels(mode, panelStart, panels).at(-1)!) {
    return addCalendarMonths(unit, -(panels - 1) * panelStep(mode));
  }
  return panelStart;
}

/** The first unit of the panels when `focused` shows in the last (right-hand, most recent) one. */
export function panelStartFor(mode: PickerMode, focused: ApiDate, panels: PanelCount): ApiDate {
  return addCalendarMonths(panelUnit(mode, focused), -(panels - 1) * panelStep(mode));
}
