import { useLayoutEffect, useState, type RefObject } from 'react';
import type { BoxView } from './use-visible-rows';

/** What the table measures before it draws its header, rows and totals. */
export interface TableMetrics {
  rowHeight: number;
  /** The header's height, above the rows in the same scroll box. */
  headerHeight: number;
  /** The scroll box at the first measurement: where the rows' window starts. */
  view: BoxView;
}

/**
 * The heights of a row and of the header, read from two hidden probes drawn at the density's heights
 * (`--rt-row-height`, `--rt-head-height`), and the scroll box's height and scroll; null until measured. The
 * table draws only its frame and the probes until then: the first layout effect measures them all at once,
 * so the header, the rows and the totals are drawn once, at their measured heights and widths, before the
 * first paint (docs/architecture.md#report-table). Drawn first at guessed sizes, every cell would be drawn,
 * styled and laid out a second time. The heights are followed as they change (the global size switches
 * density without the table rendering); without a layout (tests) `fallback` stands in for them.
 */
export function useTableMetrics(
  box: RefObject<HTMLElement | null>,
  rowProbe: RefObject<HTMLElement | null>,
  headProbe: RefObject<HTMLElement | null>,
  fallback: number,
): TableMetrics | null {
  const [metrics, setMetrics] = useState<TableMetrics | null>(null);
  useLayoutEffect(() => {
    const [scroll, row, head] = [box.current, rowProbe.current, headProbe.current];
    if (!scroll || !row || !head) return;
    const measure = () => {
      const rowHeight = row.offsetHeight || fallback;
      const headerHeight = head.offsetHeight || fallback;
      const view = { top: scroll.scrollTop, height: scroll.clientHeight };
      setMetrics((current) => {
        if (!current) return { rowHeight, headerHeight, view };
        if (current.rowHeight === rowHeight && current.headerHeight === headerHeight) return current;
        return { ...current, rowHeight, headerHeight };
      });
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    observer.observe(head);
    return () => observer.disconnect();
  }, [box, rowProbe, headProbe, fallback]);
  return metrics;
}
