import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/** The rows to draw, from `start` up to (not including) `end`. */
export interface RowWindow {
  start: number;
  end: number;
}

/**
 * The rows in (and `overscan` rows beyond) view of a scroll box whose rows all have one height and start
 * `offset` px below its top (docs/architecture.md#report-table). Without a box height (no layout, as in
 * tests) the first row and the overscan show.
 */
export function visibleRows(
  scrollTop: number,
  viewHeight: number,
  {
    count,
    rowHeight,
    offset,
    overscan,
  }: { count: number; rowHeight: number; offset: number; overscan: number },
): RowWindow {
  const top = Math.max(0, scrollTop - offset);
  const first = Math.min(Math.floor(top / rowHeight), Math.max(0, count - 1));
  const last = Math.max(first, Math.ceil((scrollTop + viewHeight - offset) / rowHeight) - 1);
  return { start: Math.max(0, first - overscan), end: Math.min(count, last + overscan + 1) };
}

/** What the rows' window follows of the scroll box: how far it is scrolled and how high it is. */
export interface BoxView {
  top: number;
  height: number;
}

const sameWindow = (a: RowWindow, b: RowWindow) => a.start === b.start && a.end === b.end;

/**
 * Follows the scroll box and gives the rows to draw. A scroll redraws the rows in the scroll event itself
 * (flushSync), so the rows that come into view are painted in the frame that scrolls them in. The window is
 * worked out while rendering from the box's scroll and height, starting from `initial` (the table measures
 * the box before it draws any row: `useTableMetrics`), so the first rows are drawn once, where they belong;
 * a scroll that keeps the window renders nothing.
 *
 * The box is found from `rowsRef`, the rows' own element, as its nearest ancestor matching `boxSelector`:
 * React sets a component's refs to its own elements before its layout effects run, but a parent's (the
 * box's) only after them, so on the first render a ref to the box would still be empty here.
 */
export function useVisibleRows(
  rowsRef: RefObject<HTMLElement | null>,
  boxSelector: string,
  count: number,
  rowHeight: number,
  offset: number,
  overscan: number,
  initial: BoxView | null = null,
): RowWindow {
  const [view, setView] = useState<BoxView | null>(initial);
  useLayoutEffect(() => {
    const box = rowsRef.current?.closest<HTMLElement>(boxSelector);
    if (!box) return;
    const options = { count, rowHeight, offset, overscan };
    const measure = () => {
      const next = { top: box.scrollTop, height: box.clientHeight };
      setView((current) =>
        current &&
        sameWindow(
          visibleRows(current.top, current.height, options),
          visibleRows(next.top, next.height, options),
        )
          ? current
          : next,
      );
    };
    measure();
    const onScroll = () => flushSync(measure);
    box.addEventListener('scroll', onScroll, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(box);
    return () => {
      box.removeEventListener('scroll', onScroll);
      observer?.disconnect();
    };
  }, [rowsRef, boxSelector, count, rowHeight, offset, overscan]);
  return view
    ? visibleRows(view.top, view.height, { count, rowHeight, offset, overscan })
    : { start: 0, end: 0 };
}
