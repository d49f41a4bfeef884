import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent, type Ref } from 'react';
import type { ColumnSettings } from '../core/column-settings';
import { ariaSort, nextSort, type ReportSort } from '../core/sort';
import type { ColumnLayout } from './column-layout';
import { ColumnMenu } from './column-menu';
import { ColumnResizeHandle } from './column-resize-handle';
import type { ColumnActions } from './use-column-actions';

interface ReportTableHeaderProps {
  layouts: readonly ColumnLayout[];
  sort: ReportSort | null;
  onSortChange: (sort: ReportSort | null) => void;
  actions: ColumnActions;
  /** The widths the user gave columns, by id. */
  widths: Readonly<Record<string, number>> | undefined;
  ref?: Ref<HTMLDivElement>;
}

/** A header dragged over another: where it would go, and the settings that puts it there. */
interface Drop {
  id: string;
  target: { id: string; place: 'before' | 'after'; settings: ColumnSettings } | null;
}

/** How far (px) a header must be dragged before it is a move rather than a click. */
const dragThreshold = 6;

/** Parts of a header that are controls of their own: a press on them does not drag the header. */
const ownControls = '.rt-resize, .rt-column-menu-button, .rt-menu';

/**
 * The sticky header row. A sortable column's title is a button that steps through the sort cycle; its
 * header carries `aria-sort` (the attribute belongs on the columnheader, not on the button). Each header has
 * a column menu and a resize handle, and can be dragged onto another header to move its column there
 * (docs/requirements.md#custom-report-fields); a line marks where it would go.
 */
export function ReportTableHeader({
  layouts,
  sort,
  onSortChange,
  actions,
  widths,
  ref,
}: ReportTableHeaderProps) {
  const [drop, setDrop] = useState<Drop | null>(null);
  const cells = useRef(new Map<string, HTMLDivElement>());
  const focusAfter = useRef<string | null>(null);
  const stopDrag = useRef<(() => void) | null>(null);
  const suppressClick = useRef(false);

  // A move redraws the header; the focus goes back to the moved column's menu button (or, after hiding
  // one, its neighbour's), which the move may have taken out of the document for a moment.
  useLayoutEffect(() => {
    const id = focusAfter.current;
    const cell = id === null ? undefined : cells.current.get(id);
    const button = cell?.querySelector<HTMLButtonElement>('.rt-column-menu-button');
    if (!button) return;
    focusAfter.current = null;
    button.focus({ preventScroll: true });
  });

  useEffect(() => () => stopDrag.current?.(), []);

  /** The header under `x` the dragged column would go beside, with the settings that put it there. */
  const dropTarget = (id: string, x: number): Drop['target'] => {
    for (const { column } of layouts) {
      const rect = cells.current.get(column.id)?.getBoundingClientRect();
      if (!rect || x < rect.left || x >= rect.right) continue;
      const place = x < rect.left + rect.width / 2 ? 'before' : 'after';
      const settings = actions.dropped(id, column.id, place);
      return settings && { id: column.id, place, settings };
    }
    return null;
  };

  const startDrag = (event: PointerEvent<HTMLDivElement>, id: string) => {
    if (event.button !== 0 || !event.isPrimary) return;
    if ((event.target as Element).closest(ownControls)) return;
    stopDrag.current?.();
    const { pointerId, clientX: startX } = event;
    let current: Drop | null = null;
    const move = (moved: globalThis.PointerEvent) => {
      if (moved.pointerId !== pointerId) return;
      if (!current && Math.abs(moved.clientX - startX) < dragThreshold) return;
      const target = dropTarget(id, moved.clientX);
      if (!current || current.target?.id !== target?.id || current.target?.place !== target?.place) {
        current = { id, target };
        setDrop(current);
      }
    };
    const stop = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', stop);
      stopDrag.current = null;
      setDrop(null);
    };
    const release = (released: globalThis.PointerEvent) => {
      if (released.pointerId !== pointerId) return;
      const target = current?.target;
      if (current) {
        // The click that ends a drag is not a sort.
        suppressClick.current = true;
        setTimeout(() => (suppressClick.current = false));
      }
      stop();
      if (target) actions.apply(target.settings);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', stop);
    stopDrag.current = stop;
  };

  const dropClass = (id: string) => {
    if (!drop) return '';
    if (drop.id === id) return ' rt-dragged';
    if (drop.target?.id === id) return drop.target.place === 'before' ? ' rt-drop-before' : ' rt-drop-after';
    return '';
  };

  return (
    <div role="rowgroup" className="rt-head" ref={ref}>
      <div role="row" aria-rowindex={1} className="rt-row">
        {layouts.map(({ column, className, style, size }, index) => (
          <div
            key={column.id}
            ref={(element) => {
              if (element) cells.current.set(column.id, element);
              else cells.current.delete(column.id);
            }}
            role="columnheader"
            // Named by its title alone: its menu button and resize handle are controls, not its name.
            aria-label={column.title}
            aria-sort={column.sortable ? ariaSort(sort, column.id) : undefined}
            className={className + dropClass(column.id)}
            style={style}
            onPointerDown={(event) => startDrag(event, column.id)}
          >
            {column.sortable ? (
              <button
                type="button"
                className="rt-sort"
                onClick={() => {
                  if (!suppressClick.current) onSortChange(nextSort(sort, column.id));
                }}
              >
                {column.title}
              </button>
            ) : (
              column.title
            )}
            <ColumnMenu
              column={column}
              actions={actions}
              onDone={(id) => (focusAfter.current = id)}
              neighbourId={(layouts[index + 1] ?? layouts[index - 1])?.column.id}
            />
            <ColumnResizeHandle
              title={column.title}
              width={size}
              ownWidth={widths?.[column.id]}
              range={actions.widthRange(column)}
              onPreview={(width) => actions.previewWidth(column.id, width)}
              onPreviewEnd={(width) => actions.endPreview(column.id, width)}
              onResize={(width) => actions.setWidth(column.id, width)}
            />
          </div>
        ))}
      </div>
    </div>
  );
}
