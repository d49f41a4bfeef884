import {
  memo,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type PointerEvent,
  type ReactNode,
} from 'react';
import type { TFunction } from '@adconsole/i18n';
import { ariaSort, type ColumnSettings, nextSort, type ReportSort } from '@adconsole/report-table-rules';
import type { ColumnLayout } from './column-layout';
import { useLazyPart } from '@adconsole/ui/lazy';
import { ColumnMenuButton, columnMenuPart, menuPosition, type MenuPosition } from './column-menu-button';
import type { ColumnMenu } from './column-menu';
import { ColumnResizeHandle } from './column-resize-handle';
import type { ColumnActions } from './use-column-actions';

interface ReportTableHeaderProps {
  /** The select column's header checkbox, when the table has one. */
  selectAll?: ReactNode;
  layouts: readonly ColumnLayout[];
  sort: ReportSort | null;
  onSortChange: (sort: ReportSort | null) => void;
  actions: ColumnActions;
  /** The widths the user gave columns, by id. */
  widths: Readonly<Record<string, number>> | undefined;
  /** The table's words, looked up once for the whole table. */
  t: TFunction;
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
 * What the header cells do, the same functions from render to render (they read the header's latest props),
 * so a cell renders again only when its own column, sort state, drop mark or menu changes: a sort redraws
 * the two headers whose arrows change, not all of them (docs/architecture.md#report-table).
 */
interface HeaderHandlers {
  sort: (id: string) => void;
  startDrag: (event: PointerEvent<HTMLDivElement>, id: string) => void;
  toggleMenu: (id: string, button: HTMLButtonElement) => void;
  closeMenu: (focusButton: boolean) => void;
  menuButton: () => HTMLButtonElement | null | undefined;
  /** After a menu's choice: the column whose menu button takes the focus once the header is drawn again. */
  focusAfter: (id: string) => void;
  cellRef: (id: string, element: HTMLDivElement | null) => void;
}

interface HeaderCellProps {
  layout: ColumnLayout;
  /** Its `aria-sort`, for a sortable column. */
  sorted: 'ascending' | 'descending' | 'none' | undefined;
  /** ' rt-dragged', ' rt-drop-before', ' rt-drop-after' or ''. */
  dropClass: string;
  /** Where its menu floats while open. */
  menu: MenuPosition | null;
  /** The open menu, once its code is here. */
  Menu: typeof ColumnMenu | undefined;
  menuId: string;
  neighbourId: string | undefined;
  ownWidth: number | undefined;
  actions: ColumnActions;
  t: TFunction;
  handlers: HeaderHandlers;
}

/** One column's header: its title (a sort button when sortable), its menu button (and menu) and its handle. */
const HeaderCell = memo(function HeaderCell({
  layout: { column, className, size },
  sorted,
  dropClass,
  menu,
  Menu,
  menuId,
  neighbourId,
  ownWidth,
  actions,
  t,
  handlers,
}: HeaderCellProps) {
  const { id, title } = column;
  return (
    <div
      ref={(element) => handlers.cellRef(id, element)}
      role="columnheader"
      // Named by its title alone: its menu button and resize handle are controls, not its name.
      aria-label={title}
      aria-sort={sorted}
      className={className + dropClass}
      onPointerDown={(event) => handlers.startDrag(event, id)}
    >
      {column.sortable ? (
        <button type="button" className="rt-sort" onClick={() => handlers.sort(id)}>
          {title}
        </button>
      ) : (
        title
      )}
      <ColumnMenuButton
        column={column}
        t={t}
        menuId={menu ? menuId : undefined}
        onToggle={(button) => handlers.toggleMenu(id, button)}
      />
      {menu && Menu && (
        <Menu
          id={menuId}
          column={column}
          actions={actions}
          position={menu}
          button={handlers.menuButton}
          onClose={handlers.closeMenu}
          onDone={handlers.focusAfter}
          neighbourId={neighbourId}
        />
      )}
      <ColumnResizeHandle
        label={t('reportTable.columns.resize', { title })}
        width={size}
        ownWidth={ownWidth}
        range={actions.widthRange(column)}
        onPreview={(width) => actions.previewWidth(id, width)}
        onPreviewEnd={(width) => actions.endPreview(id, width)}
        onResize={(width) => actions.setWidth(id, width)}
      />
    </div>
  );
});

/**
 * The sticky header row. A sortable column's title is a button that steps through the sort cycle; its
 * header carries `aria-sort` (the attribute belongs on the columnheader, not on the button). Each header has
 * a column menu and a resize handle, and can be dragged onto another header to move its column there
 * (docs/requirements.md#custom-report-fields); a line marks where it would go.
 */
export function ReportTableHeader({
  selectAll,
  layouts,
  sort,
  onSortChange,
  actions,
  widths,
  t,
}: ReportTableHeaderProps) {
  const [drop, setDrop] = useState<Drop | null>(null);
  /** The open column menu, if any: one at a time. */
  const [menu, setMenu] = useState<{ id: string; position: MenuPosition } | null>(null);
  const menuId = useId();
  const menuCode = useLazyPart(columnMenuPart, menu !== null);
  const cells = useRef(new Map<string, HTMLDivElement>());
  const focusAfter = useRef<string | null>(null);
  const stopDrag = useRef<(() => void) | null>(null);
  const suppressClick = useRef(false);
  const latest = useRef({ layouts, sort, onSortChange, actions, menu });
  useLayoutEffect(() => {
    latest.current = { layouts, sort, onSortChange, actions, menu };
  });

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

  const handlers = useMemo((): HeaderHandlers => {
    const menuButtonOf = (id: string | undefined) =>
      id === undefined
        ? undefined
        : cells.current.get(id)?.querySelector<HTMLButtonElement>('.rt-column-menu-button');

    /** The header under `x` the dragged column would go beside, with the settings that put it there. */
    const dropTarget = (id: string, x: number): Drop['target'] => {
      const { layouts, actions } = latest.current;
      for (const { column } of layouts) {
        const rect = cells.current.get(column.id)?.getBoundingClientRect();
        if (!rect || x < rect.left || x >= rect.right) continue;
        const place = x < rect.left + rect.width / 2 ? 'before' : 'after';
        const settings = actions.dropped(id, column.id, place);
        return settings && { id: column.id, place, settings };
      }
      return null;
    };

    return {
      sort: (id) => {
        if (suppressClick.current) return;
        const { sort, onSortChange } = latest.current;
        onSortChange(nextSort(sort, id));
      },
      startDrag: (event, id) => {
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
          if (target) latest.current.actions.apply(target.settings);
        };
        window.addEventListener('pointermove', move);
        window.addEventListener('pointerup', release);
        window.addEventListener('pointercancel', stop);
        stopDrag.current = stop;
      },
      toggleMenu: (id, button) => {
        if (latest.current.menu?.id === id) setMenu(null);
        else setMenu({ id, position: menuPosition(button) });
      },
      closeMenu: (focusButton) => {
        const button = menuButtonOf(latest.current.menu?.id);
        setMenu(null);
        if (focusButton) button?.focus({ preventScroll: true });
      },
      menuButton: () => menuButtonOf(latest.current.menu?.id),
      focusAfter: (id) => (focusAfter.current = id),
      cellRef: (id, element) => {
        if (element) cells.current.set(id, element);
        else cells.current.delete(id);
      },
    };
  }, []);

  const dropClass = (id: string) => {
    if (!drop) return '';
    if (drop.id === id) return ' rt-dragged';
    if (drop.target?.id === id) return drop.target.place === 'before' ? ' rt-drop-before' : ' rt-drop-after';
    return '';
  };

  return (
    <div role="rowgroup" className="rt-head">
      <div role="row" aria-rowindex={1} className="rt-row">
        {selectAll}
        {layouts.map((layout, index) => {
          const { id } = layout.column;
          return (
            <HeaderCell
              key={id}
              layout={layout}
              sorted={layout.column.sortable ? ariaSort(sort, id) : undefined}
              dropClass={dropClass(id)}
              menu={menu?.id === id ? menu.position : null}
              Menu={menuCode?.ColumnMenu}
              menuId={menuId}
              neighbourId={(layouts[index + 1] ?? layouts[index - 1])?.column.id}
              ownWidth={widths?.[id]}
              actions={actions}
              t={t}
              handlers={handlers}
            />
          );
        })}
      </div>
    </div>
  );
}
