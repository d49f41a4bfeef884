import { useLayoutEffect, type RefObject } from 'react';

/** The widths of the columns fixed at each side, in px. */
export interface PinnedWidths {
  start: number;
  end: number;
}

/**
 * Fixed columns stay fixed while they leave the scrolling ones at least this share of the box; wider (a
 * 180 px keyword and a 100 px status on a 320 px phone), they scroll with the others
 * (docs/requirements.md#report-table).
 */
const pinnedShare = 0.5;

/** Whether fixed columns of these widths should stay fixed in a box `boxWidth` px wide. */
export const keepsPinned = ({ start, end }: PinnedWidths, boxWidth: number) =>
  start + end <= boxWidth * pinnedShare;

/**
 * The sideways scroll's cue (docs/requirements.md#report-table): marks the frame `data-rt-more-start` /
 * `data-rt-more-end` while columns are out of view on that side (report-table.css draws a shade there, next
 * to the fixed columns), and `data-rt-unpinned` while the fixed columns would take too much of the box. It
 * writes those attributes and the shades' places (`--rt-cue-*`) on the frame itself, and only when they
 * change: a scroll renders nothing and leaves the virtual rows alone (docs/architecture.md#report-table).
 */
export function useSideScroll(
  frame: RefObject<HTMLElement | null>,
  box: RefObject<HTMLElement | null>,
  grid: RefObject<HTMLElement | null>,
  { start, end }: PinnedWidths,
) {
  useLayoutEffect(() => {
    const [frameElement, scroll] = [frame.current, box.current];
    if (!frameElement || !scroll) return;
    let shown = '';
    const update = () => {
      const pinned = keepsPinned({ start, end }, scroll.clientWidth);
      // scrollLeft is fractional on zoomed screens: a pixel's slack at each end.
      const more = {
        start: scroll.scrollLeft > 1,
        end: scroll.scrollLeft < scroll.scrollWidth - scroll.clientWidth - 1,
      };
      const next = `${pinned} ${more.start} ${more.end} ${scroll.clientWidth} ${scroll.clientHeight}`;
      if (next === shown) return;
      shown = next;
      frameElement.toggleAttribute('data-rt-unpinned', !pinned);
      frameElement.toggleAttribute('data-rt-more-start', more.start);
      frameElement.toggleAttribute('data-rt-more-end', more.end);
      // The shades lie inside the box's border and scroll bars, beside the fixed columns.
      const border = scroll.clientLeft;
      const style = frameElement.style;
      style.setProperty('--rt-cue-left', `${border + (pinned ? start : 0)}px`);
      style.setProperty(
        '--rt-cue-right',
        `${scroll.offsetWidth - scroll.clientWidth - border + (pinned ? end : 0)}px`,
      );
      style.setProperty(
        '--rt-cue-bottom',
        `${scroll.offsetHeight - scroll.clientHeight - scroll.clientTop}px`,
      );
    };
    update();
    scroll.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(scroll);
    // The grid's width changes with the columns shown and their widths.
    if (grid.current) observer?.observe(grid.current);
    return () => {
      scroll.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [frame, box, grid, start, end]);
}
