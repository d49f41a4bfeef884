import { lazyPart } from '@adconsole/ui/lazy';
import type { TFunction } from '@adconsole/i18n';
import type { ReportColumn } from '@adconsole/report-table-rules';

/**
 * The open menu's code, fetched when a header's menu first opens, or ahead as the pointer or the focus comes to
 * a menu button: a report shown without a column menu opened does not carry it (docs/architecture.md#report-table).
 */
export const columnMenuPart = lazyPart(() => import('./column-menu'));
const prepare = () => void columnMenuPart.load().catch(() => undefined);

/** Where an open column menu floats, in the window's coordinates. */
export interface MenuPosition {
  top: number;
  left: number;
}

/** The menu's width as report-table.css draws it, to keep it inside the window. */
const menuWidth = 180;

/** Where the menu of a column opens: under its button, kept inside the window. */
export function menuPosition(button: HTMLElement): MenuPosition {
  const rect = button.getBoundingClientRect();
  return { top: rect.bottom + 4, left: Math.max(0, Math.min(rect.left, window.innerWidth - menuWidth)) };
}

interface ColumnMenuButtonProps {
  column: ReportColumn;
  /** The header's words (one lookup for the whole header, not one per column). */
  t: TFunction;
  /** The id of the menu while it is open. */
  menuId: string | undefined;
  onToggle: (button: HTMLButtonElement) => void;
}

/**
 * A header's column menu button (docs/requirements.md#custom-report-fields): shown on hover and on focus. It
 * holds no state of its own: the header keeps which menu is open, and the menu itself (`ColumnMenu`) is
 * drawn only while it is, so a header of 20 columns costs 20 buttons, not 20 menus' hooks
 * (docs/architecture.md#report-table).
 */
export function ColumnMenuButton({ column, t, menuId, onToggle }: ColumnMenuButtonProps) {
  return (
    <button
      type="button"
      className="rt-column-menu-button"
      aria-label={t('reportTable.columns.options', { title: column.title })}
      aria-haspopup="menu"
      aria-expanded={menuId !== undefined}
      aria-controls={menuId}
      onClick={(event) => onToggle(event.currentTarget)}
      onPointerEnter={prepare}
      onFocus={prepare}
    >
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <circle cx="8" cy="3.5" r="1.4" />
        <circle cx="8" cy="8" r="1.4" />
        <circle cx="8" cy="12.5" r="1.4" />
      </svg>
    </button>
  );
}
