import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { ColumnSettings, ReportColumn } from '@adconsole/report-table-rules';
import type { MenuPosition } from './column-menu-button';
import { useReportTableText } from './report-table-text';
import type { ColumnActions } from './use-column-actions';

interface ColumnMenuProps {
  id: string;
  column: ReportColumn;
  actions: ColumnActions;
  position: MenuPosition;
  /** The column's menu button: a press on it toggles the menu rather than closing it from outside. */
  button: () => HTMLButtonElement | null | undefined;
  /** Closes the menu, giving the focus back to its button or not. */
  onClose: (focusButton: boolean) => void;
  /** After a choice: the column whose menu button should take the focus once the header is drawn again. */
  onDone: (focusId: string) => void;
  /** The shown column the focus goes to when this one is hidden. */
  neighbourId: string | undefined;
}

/**
 * An open column menu: Move left, Move right, Move to first, Move to last (each disabled where the column
 * cannot go: a fixed column stays among its side's) and Hide column (not for a locked column). The menu
 * floats above the table, so the table's scroll box does not cut it; it closes on Escape, Tab, a click
 * elsewhere or a scroll.
 */
export function ColumnMenu({
  id,
  column,
  actions,
  position,
  button,
  onClose,
  onDone,
  neighbourId,
}: ColumnMenuProps) {
  const { t } = useReportTableText();
  const menu = useRef<HTMLDivElement>(null);
  // The listeners below are added once, when the menu opens; they call the latest of these.
  const latest = useRef({ onClose, button });
  useEffect(() => {
    latest.current = { onClose, button };
  });

  useEffect(() => {
    // The first item it can do; none (a column alone on its side, locked) leaves the focus on the menu.
    const first = menu.current?.querySelector<HTMLButtonElement>('button:not(:disabled)') ?? menu.current;
    first?.focus({ preventScroll: true });
    const closeOutside = (event: Event) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !latest.current.button()?.contains(target)) {
        latest.current.onClose(false);
      }
    };
    const closeOnScroll = (event: Event) => {
      if (!menu.current?.contains(event.target as Node)) latest.current.onClose(false);
    };
    document.addEventListener('pointerdown', closeOutside, true);
    window.addEventListener('scroll', closeOnScroll, true);
    return () => {
      document.removeEventListener('pointerdown', closeOutside, true);
      window.removeEventListener('scroll', closeOnScroll, true);
    };
  }, []);

  const choose = (settings: ColumnSettings | null) => {
    if (!settings) return;
    onClose(false);
    actions.apply(settings);
    onDone(column.id);
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menu.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const focus = (index: number) => items.at(index % items.length)?.focus();
    if (event.key === 'Escape') onClose(true);
    else if (event.key === 'Tab') onClose(false);
    else if (event.key === 'ArrowDown') focus(at + 1);
    else if (event.key === 'ArrowUp') focus(at - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(-1);
    else return;
    // Tab goes on to the next control; the other keys are the menu's.
    if (event.key !== 'Tab') event.preventDefault();
    event.stopPropagation();
  };

  const moves = actions.moves(column.id);
  const item = (label: string, settings: ColumnSettings | null | undefined) => (
    <button
      type="button"
      role="menuitem"
      className="rt-menu-item"
      disabled={!settings}
      onClick={() => choose(settings ?? null)}
    >
      {label}
    </button>
  );

  return (
    <div
      ref={menu}
      id={id}
      role="menu"
      aria-label={t('reportTable.columns.options', { title: column.title })}
      className="rt-menu"
      style={position}
      tabIndex={-1}
      onKeyDown={onMenuKeyDown}
    >
      {item(t('reportTable.columns.moveLeft'), moves.left)}
      {item(t('reportTable.columns.moveRight'), moves.right)}
      {item(t('reportTable.columns.moveFirst'), moves.first)}
      {item(t('reportTable.columns.moveLast'), moves.last)}
      {actions.canHide(column.id) && (
        <button
          type="button"
          role="menuitem"
          className="rt-menu-item"
          onClick={() => {
            onClose(false);
            actions.hide(column.id);
            if (neighbourId) onDone(neighbourId);
          }}
        >
          {t('reportTable.columns.hide')}
        </button>
      )}
      {actions.hostItems?.(column).map((hostItem) => (
        <button
          key={hostItem.label}
          type="button"
          role="menuitem"
          className="rt-menu-item"
          onPointerEnter={hostItem.onPrepare}
          onFocus={hostItem.onPrepare}
          onClick={() => {
            onClose(false);
            hostItem.onSelect();
          }}
        >
          {hostItem.label}
        </button>
      ))}
    </div>
  );
}
