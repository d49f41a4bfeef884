import { useEffect, useRef, useState, type RefObject } from 'react';
import {
  addCalendarMonths,
  defaultRange,
  isSelectableDate,
  normalizeRange,
  pickerMode,
  startOfMonthOf,
  type ApiDate,
  type DateRange,
  type PickerType,
} from '@adconsole/date-range-rules';
import { keepVisible, movedFocus, panelStartFor, type PanelCount } from './calendar-grid';

export interface RangeSelectionOptions {
  type: PickerType;
  value: DateRange | null;
  now: Date | number;
  onPick: (range: DateRange) => void;
  /** How many months (or years) show side by side. */
  panels: PanelCount;
  /** The element holding the grids, where a keyboard move puts the focus on the new cell. */
  containerRef: RefObject<HTMLElement | null>;
}

/**
 * The state of an open picker: the focused day (or month), the panels shown, the first end of a range being
 * picked, the day under the pointer or focus, and the range to highlight while picking.
 */
export function useRangeSelection({ type, value, now, onPick, panels, containerRef }: RangeSelectionOptions) {
  const mode = pickerMode(type);
  const unitOf = (date: ApiDate) => (mode === 'month' ? startOfMonthOf(date) : date);
  const [focused, setFocused] = useState(() => unitOf((value ?? defaultRange(type, now)).endDate));
  const [firstPanel, setFirstPanel] = useState(() => panelStartFor(mode, focused, panels));
  // A screen that narrows to one panel (or widens to two) keeps the focused day in sight.
  const panelStart = keepVisible(mode, firstPanel, focused, panels);
  const [anchor, setAnchor] = useState<ApiDate | null>(null);
  const [pointed, setPointed] = useState<ApiDate | null>(null);
  const movedByKey = useRef(false);

  useEffect(() => {
    if (!movedByKey.current) return;
    movedByKey.current = false;
    containerRef.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused, containerRef]);

  const selectable = (date: ApiDate) => isSelectableDate(type, date, now);
  const rangeOf = (beginDate: ApiDate, endDate: ApiDate) => normalizeRange(type, { beginDate, endDate }, now);

  function focus(date: ApiDate) {
    setFocused(date);
    setFirstPanel(keepVisible(mode, panelStart, date, panels));
  }

  /** Shows a day (a typed one) in the panels, as the focused cell. */
  function show(date: ApiDate) {
    focus(unitOf(date));
  }

  /** Moves the panels and the focus together, so the focused cell stays in view. */
  function turn(months: number) {
    setFocused((date) => addCalendarMonths(date, months));
    setFirstPanel(addCalendarMonths(panelStart, months));
  }

  /** Whether the key moved the focus; the new cell then takes the DOM focus. */
  function moveByKey(key: string, shiftKey: boolean): boolean {
    const next = movedFocus(mode, focused, key, shiftKey);
    if (next === undefined) return false;
    movedByKey.current = true;
    focus(next);
    return true;
  }

  function pick(date: ApiDate) {
    if (!selectable(date)) return;
    if (mode === 'week') onPick(rangeOf(date, date));
    else if (anchor) onPick(rangeOf(anchor, date));
    else setAnchor(date);
  }

  const pointedSelectable = pointed !== null && selectable(pointed) ? pointed : null;
  let highlighted: DateRange | null = value;
  if (anchor) highlighted = rangeOf(anchor, pointedSelectable ?? anchor);
  else if (mode === 'week' && pointedSelectable) highlighted = rangeOf(pointedSelectable, pointedSelectable);

  /** Whether a cell lies in the highlighted range, and whether it is one of the range's ends. */
  function rangeState(date: ApiDate) {
    if (!highlighted) return { inRange: false, isEnd: false };
    const begin = unitOf(highlighted.beginDate);
    const end = highlighted.endDate;
    return { inRange: begin <= date && date <= end, isEnd: date === begin || date === unitOf(end) };
  }

  return {
    mode,
    focused,
    panelStart,
    panels,
    anchor,
    selectable,
    rangeState,
    focus,
    show,
    turn,
    moveByKey,
    pick,
    point: setPointed,
  };
}

export type RangeSelection = ReturnType<typeof useRangeSelection>;
