import { useReportTableText } from './report-table-text';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  canMoveColumn,
  type ColumnOption,
  moveColumn,
  orderColumns,
  type ReportColumn,
  setColumnHidden,
} from '@adconsole/report-table-rules';
import type { ColumnSettingsControl } from './types';

interface ColumnSettingsPanelProps {
  /** The table's columns, as `buildColumns` makes them from the titleInfos. */
  columns: readonly ReportColumn[];
  /** The settings and where changes go, usually `useColumnSettings(...)`. */
  control: ColumnSettingsControl;
}

/**
 * The columns the chooser lists: every column the report offers when the control names them (fixed on the
 * side their titleInfo says), else the table's columns.
 */
export function chooserColumns(
  columns: readonly ReportColumn[],
  available: readonly ColumnOption[] | undefined,
): ColumnOption[] {
  if (!available) return columns.map(({ id, title, fixed }) => ({ id, title, fixed }));
  const fixedSides = new Map(columns.map((column) => [column.id, column.fixed]));
  return available.map((option) => ({ ...option, fixed: fixedSides.get(option.id) ?? option.fixed ?? null }));
}

/**
 * The custom-columns button and its panel: a checkbox per column to show or hide it, buttons to move it
 * up or down, the host's own actions (`control.actions`) and a reset. Locked columns and the last visible one cannot be hidden. Escape closes the
 * panel and gives the focus back to the button, wherever the focus was (the button itself, a control of the
 * panel, or the page after a change redrew the table).
 *
 * **When to use:** the table draws it in its toolbar when given `columnSettings`; use it alone only for a
 * list that is not a ReportTable but keeps the same settings.
 *
 * **States:** closed (the button), open (the list), a column locked or the last one shown (its checkbox
 * disabled), the first or last column (its up or down disabled), save failed (a message in the panel).
 *
 * - Do lock the column that names a row (e.g. the keyword), so it cannot be hidden.
 * - Don't use it for filters: it only hides and orders columns.
 */
export function ColumnSettingsPanel({ columns, control }: ColumnSettingsPanelProps) {
  const { t } = useReportTableText();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { settings, onChange, reset, saveFailed, available, actions } = control;
  const choices = useMemo(() => chooserColumns(columns, available), [columns, available]);
  const ordered = orderColumns(choices, settings);
  const visibleCount = ordered.filter((column) => !settings.hidden.includes(column.id)).length;

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return (
    <div className="rt-columns">
      <button
        ref={toggleRef}
        type="button"
        className="rt-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
      >
        {t('reportTable.columns.button')}
      </button>
      {open && (
        <div
          id={panelId}
          role="group"
          aria-label={t('reportTable.columns.button')}
          className="rt-columns-panel"
        >
          <ul className="rt-columns-list">
            {ordered.map((column) => {
              const hidden = settings.hidden.includes(column.id);
              const title = column.title;
              return (
                <li key={column.id} className="rt-columns-item">
                  <label className="rt-columns-label">
                    <input
                      type="checkbox"
                      checked={!hidden}
                      disabled={!hidden && (column.locked || visibleCount === 1)}
                      onChange={(event) =>
                        onChange(setColumnHidden(settings, column.id, !event.target.checked))
                      }
                    />
                    {title}
                  </label>
                  <button
                    type="button"
                    className="rt-icon-button"
                    aria-label={t('reportTable.columns.moveUp', { title })}
                    disabled={!canMoveColumn(choices, settings, column.id, -1)}
                    onClick={() => onChange(moveColumn(settings, choices, column.id, -1))}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="rt-icon-button"
                    aria-label={t('reportTable.columns.moveDown', { title })}
                    disabled={!canMoveColumn(choices, settings, column.id, 1)}
                    onClick={() => onChange(moveColumn(settings, choices, column.id, 1))}
                  >
                    ↓
                  </button>
                </li>
              );
            })}
          </ul>
          {saveFailed && (
            <p role="alert" className="rt-columns-error">
              {t('reportTable.columns.saveFailed')}
            </p>
          )}
          {actions && actions.length > 0 && (
            <div className="rt-columns-actions">
              {actions.map((action) => (
                <button
                  key={action.label}
                  type="button"
                  className="rt-button"
                  onClick={action.onSelect}
                  onFocus={action.onPrepare}
                  onPointerEnter={action.onPrepare}
                >
                  {action.label}
                </button>
              ))}
            </div>
          )}
          <button type="button" className="rt-button" onClick={reset}>
            {t('reportTable.columns.reset')}
          </button>
        </div>
      )}
    </div>
  );
}
