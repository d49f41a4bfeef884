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

/**
 * Follows the scroll box and gives the rows to draw. A scroll redraws the rows in the scroll event itself
 * (flushSync), so the rows that come into view are painted in the frame that scrolls them in.
 */
export function useVisibleRows(
  scrollRef: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  offset: number,
  overscan: number,
): RowWindow {
  const [rowWindow, setRowWindow] = useState<RowWindow>({ start: 0, end: Math.min(count, overscan + 1) });
  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (!box) return;
    const measure = () => {
      const next = visibleRows(box.scrollTop, box.clientHeight, { count, rowHeight, offset, overscan });
      setRowWindow((current) => (current.start === next.start && current.end === next.end ? current : next));
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
  }, [scrollRef, count, rowHeight, offset, overscan]);
  return rowWindow;
}
