import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { clampColumnWidth, type ColumnWidthRange } from '@adconsole/report-table-rules';
import { lazyPart } from '@adconsole/ui/lazy';

/**
 * What draws a drag's steps (column-resize-preview.ts), fetched as the pointer first comes to a handle: a report
 * whose columns are not resized does not carry it (docs/architecture.md#report-table). A step before it is here
 * is not drawn; the width is kept on release all the same.
 */
export const resizePreviewPart = lazyPart(() => import('./column-resize-preview'));
const prepare = () => void resizePreviewPart.load().catch(() => undefined);

/** A key step of the handle, in px: an arrow, and an arrow with Shift. */
const resizeStep = 8;
const resizeShiftStep = 40;

interface ColumnResizeHandleProps {
  /** Its accessible name ("Resize column Cost"), from the header's words. */
  label: string;
  /** The column's width as drawn now (its own, else the width it fits). */
  width: number;
  /** The width the user gave it, if any. */
  ownWidth: number | undefined;
  range: ColumnWidthRange;
  /** Draws the column at a width without rendering the table. */
  onPreview: (width: number) => void;
  /** Ends a drag's steps, drawing the column at a width (null: the width it fits). */
  onPreviewEnd: (width: number | null) => void;
  /** Keeps a width (null: fit the content again). */
  onResize: (width: number | null) => void;
}

interface Drag {
  pointerId: number;
  startX: number;
  startWidth: number;
  width: number;
}

/**
 * The handle at a header's right edge (docs/requirements.md#report-table): a focusable vertical separator
 * whose value is the column's width. A drag draws each step on the column's own cells, over their
 * neighbours, so no row renders again and no other cell moves (docs/architecture.md#column-resize), and keeps
 * the width once, when the pointer is released; the arrows step 8 px (40 with Shift) and Enter or a double
 * click fits the column to its content again.
 */
export function ColumnResizeHandle({
  label,
  width,
  ownWidth,
  range,
  onPreview,
  onPreviewEnd,
  onResize,
}: ColumnResizeHandleProps) {
  const ref = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);

  /** The width drawn: a middle column may have grown past its own to fill a wide table. */
  const drawnWidth = () => {
    if (ownWidth !== undefined) return ownWidth;
    const drawn = ref.current?.parentElement?.getBoundingClientRect().width;
    return drawn ? Math.round(drawn) : width;
  };

  const showValue = (value: number) => ref.current?.setAttribute('aria-valuenow', String(value));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    prepare();
    // Neither a text selection nor the header's own drag (which reorders columns).
    event.preventDefault();
    event.stopPropagation();
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser does not track (a synthetic event): its moves still come here.
    }
    const start = drawnWidth();
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startWidth: start, width: start };
    ref.current?.setAttribute('data-dragging', '');
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || event.pointerId !== current.pointerId) return;
    const next = clampColumnWidth(current.startWidth + event.clientX - current.startX, range);
    if (next === current.width) return;
    current.width = next;
    onPreview(next);
    showValue(next);
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>, keep: boolean) => {
    const current = drag.current;
    if (!current || event.pointerId !== current.pointerId) return;
    drag.current = null;
    ref.current?.removeAttribute('data-dragging');
    if (keep && current.width !== current.startWidth) {
      onPreviewEnd(current.width);
      onResize(current.width);
    } else {
      onPreviewEnd(ownWidth ?? null);
      showValue(width);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      const step = (event.shiftKey ? resizeShiftStep : resizeStep) * (event.key === 'ArrowLeft' ? -1 : 1);
      onResize(clampColumnWidth(drawnWidth() + step, range));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onResize(null);
    }
  };

  // A focusable separator is the window-splitter pattern of WAI-ARIA: a control, which the lint takes for a
  // static separator.
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a focusable separator is WAI-ARIA's window splitter, a control
    <div
      ref={ref}
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={width}
      aria-valuemin={range.min}
      aria-valuemax={range.max}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the splitter takes the focus so the arrow keys resize
      tabIndex={0}
      className="rt-resize"
      onPointerEnter={prepare}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => endDrag(event, true)}
      onPointerCancel={(event) => endDrag(event, false)}
      onDoubleClick={() => onResize(null)}
      onKeyDown={onKeyDown}
    />
  );
}
