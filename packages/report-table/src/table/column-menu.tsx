import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ColumnSettings } from '../core/column-settings';
import type { ReportColumn } from '../core/columns';
import { useReportTableText } from './report-table-text';
import type { ColumnActions } from './use-column-actions';

interface ColumnMenuProps {
  column: ReportColumn;
  actions: ColumnActions;
  /** After a choice: the column whose menu button should take the focus once the header is drawn again. */
  onDone: (focusId: string) => void;
  /** The shown column the focus goes to when this one is hidden. */
  neighbourId: string | undefined;
}

interface Position {
  top: number;
  left: number;
}

/** The menu's width as report-table.css draws it, to keep it inside the window. */
const menuWidth = 180;

/**
 * A header's column menu (docs/requirements.md#custom-report-fields): a small button, shown on hover and on
 * focus, that opens Move left, Move right, Move to first, Move to last (each disabled where the column cannot
 * go: a fixed column stays among its side's) and Hide column (not for a locked column). The menu floats
 * above the table, so the table's scroll box does not cut it; it closes on Escape, Tab, a click elsewhere or
 * a scroll.
 */
export function ColumnMenu({ column, actions, onDone, neighbourId }: ColumnMenuProps) {
  const { t } = useReportTableText();
  const [position, setPosition] = useState<Position | null>(null);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const open = position !== null;

  const close = (focusButton: boolean) => {
    setPosition(null);
    if (focusButton) button.current?.focus({ preventScroll: true });
  };

  useEffect(() => {
    if (!open) return;
    // The first item it can do; none (a column alone on its side, locked) leaves the focus on the menu.
    const first = menu.current?.querySelector<HTMLButtonElement>('button:not(:disabled)') ?? menu.current;
    first?.focus({ preventScroll: true });
    const closeOutside = (event: Event) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setPosition(null);
    };
    const closeOnScroll = (event: Event) => {
      if (!menu.current?.contains(event.target as Node)) setPosition(null);
    };
    document.addEventListener('pointerdown', closeOutside, true);
    window.addEventListener('scroll', closeOnScroll, true);
    return () => {
      document.removeEventListener('pointerdown', closeOutside, true);
      window.removeEventListener('scroll', closeOnScroll, true);
    };
  }, [open]);

  const toggle = () => {
    if (open || !button.current) return close(false);
    const rect = button.current.getBoundingClientRect();
    const left = Math.max(0, Math.min(rect.left, window.innerWidth - menuWidth));
    setPosition({ top: rect.bottom + 4, left });
  };

  const choose = (settings: ColumnSettings | null) => {
    if (!settings) return;
    setPosition(null);
    actions.apply(settings);
    onDone(column.id);
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menu.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const focus = (index: number) => items.at(index % items.length)?.focus();
    if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') close(false);
    else if (event.key === 'ArrowDown') focus(at + 1);
    else if (event.key === 'ArrowUp') focus(at - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(-1);
    else return;
    // Tab goes on to the next control; the other keys are the menu's.
    if (event.key !== 'Tab') event.preventDefault();
    event.stopPropagation();
  };

  const moves = open ? actions.moves(column.id) : null;
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
    <>
      <button
        ref={button}
        type="button"
        className="rt-column-menu-button"
        aria-label={t('reportTable.columns.options', { title: column.title })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={toggle}
      >
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          <circle cx="8" cy="3.5" r="1.4" />
          <circle cx="8" cy="8" r="1.4" />
          <circle cx="8" cy="12.5" r="1.4" />
        </svg>
      </button>
      {position && moves && (
        <div
          ref={menu}
          id={menuId}
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
                setPosition(null);
                actions.hide(column.id);
                if (neighbourId) onDone(neighbourId);
              }}
            >
              {t('reportTable.columns.hide')}
            </button>
          )}
        </div>
      )}
    </>
  );
}
