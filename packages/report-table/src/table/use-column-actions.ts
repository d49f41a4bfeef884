import { useCallback, useMemo, useRef, useState, type RefObject } from 'react';
import {
  columnMoves,
  type ColumnMoves,
  type ColumnSettings,
  columnWidthRange,
  type ColumnWidthRange,
  defaultColumnSettings,
  moveColumnNextTo,
  type ReportColumn,
  setColumnHidden,
  setColumnWidth,
} from '@adconsole/report-table-rules';
import { columnVariables, placeColumns } from './column-layout';
import type { ResizePreview } from './column-resize-preview';
import { resizePreviewPart } from './column-resize-handle';
import { chooserColumns } from './column-settings-panel';
import type { ColumnSettingsControl } from './types';
import type { ContentWidth } from './use-column-widths';

/** What a header does to its column: move, hide, resize; each change goes to the settings' `onChange`. */
export interface ColumnActions {
  moves: (id: string) => ColumnMoves;
  /** Applies one of `moves`' settings. */
  apply: (settings: ColumnSettings) => void;
  /** The settings after a drop of `id` beside `targetId`, or null when it would not move. */
  dropped: (id: string, targetId: string, place: 'before' | 'after') => ColumnSettings | null;
  /** False for a locked column, the last one shown, or a table without column settings to show it again. */
  canHide: (id: string) => boolean;
  hide: (id: string) => void;
  widthRange: (column: ReportColumn) => ColumnWidthRange;
  /**
   * Draws a column at `width` without rendering: a drag's steps. Only that column changes, drawn over its
   * neighbours (or short of them), which keep their place (column-resize-preview.ts); `endPreview` ends the
   * drag.
   */
  previewWidth: (id: string, width: number) => void;
  /** Ends a drag: draws `width` through the grid's variables, every column in its place again. */
  endPreview: (id: string, width: number | null) => void;
  /** Keeps a column's width (null: fit to content again), saved through `onChange`. */
  setWidth: (id: string, width: number | null) => void;
  /** The host's own items of a column's menu, after the table's (the table's `columnMenuItems`). */
  hostItems?: (column: ReportColumn) => readonly ColumnMenuItem[];
}

/** An item the host adds to a column's menu: its words and what it does. */
export interface ColumnMenuItem {
  label: string;
  onSelect: () => void;
  /** Called on hover or focus of the item: e.g. fetch ahead the code its choice needs. */
  onPrepare?: () => void;
}

/** The column settings in force: the caller's, or the table's own (kept while it is shown) without them. */
export function useSettingsControl(
  columnSettings: ColumnSettingsControl | undefined,
): Pick<ColumnSettingsControl, 'settings' | 'onChange' | 'available'> {
  const [own, setOwn] = useState<ColumnSettings>(defaultColumnSettings);
  return useMemo(() => columnSettings ?? { settings: own, onChange: setOwn }, [columnSettings, own]);
}

interface ColumnActionsOptions {
  columns: readonly ReportColumn[];
  control: Pick<ColumnSettingsControl, 'settings' | 'onChange' | 'available'>;
  /** Hiding needs the chooser to show a column again: only with the caller's column settings. */
  canHideColumns: boolean;
  shownColumns: readonly ReportColumn[];
  contentWidths: ReadonlyMap<string, ContentWidth>;
  gridRef: RefObject<HTMLElement | null>;
}

export function useColumnActions({
  columns,
  control,
  canHideColumns,
  shownColumns,
  contentWidths,
  gridRef,
}: ColumnActionsOptions): ColumnActions {
  const { settings, onChange, available } = control;
  const choices = useMemo(() => chooserColumns(columns, available), [columns, available]);

  const apply = useCallback(
    (next: ColumnSettings) => {
      if (next !== settings) onChange(next);
    },
    [settings, onChange],
  );

  /** The drag drawn now. */
  const preview = useRef<ResizePreview | null>(null);

  const variablesFor = useCallback(
    (id: string, width: number | null) => {
      const widths: Record<string, number> = { ...settings.widths };
      if (width === null) delete widths[id];
      else widths[id] = width;
      return columnVariables(placeColumns(shownColumns, contentWidths, widths));
    },
    [settings.widths, shownColumns, contentWidths],
  );

  const previewWidth = useCallback(
    (id: string, width: number) => {
      const grid = gridRef.current;
      const draw = resizePreviewPart.loaded();
      if (!grid || !draw) return;
      preview.current ??= draw.startResizePreview(
        grid,
        shownColumns.findIndex((column) => column.id === id),
      );
      if (preview.current) draw.drawResizePreview(preview.current, width);
    },
    [gridRef, shownColumns],
  );

  const endPreview = useCallback(
    (id: string, width: number | null) => {
      const grid = gridRef.current;
      // A preview was started only once its code was here.
      if (preview.current) resizePreviewPart.loaded()?.endResizePreview(preview.current);
      preview.current = null;
      if (!grid) return;
      // Only the variables that change: the column's, the offsets of fixed columns after it, the total.
      for (const [name, value] of Object.entries(variablesFor(id, width))) {
        if (grid.style.getPropertyValue(name) !== value) grid.style.setProperty(name, value);
      }
    },
    [gridRef, variablesFor],
  );

  return useMemo(() => {
    const column = (id: string) => columns.find((candidate) => candidate.id === id);
    return {
      moves: (id) => columnMoves(settings, choices, id),
      apply,
      dropped: (id, targetId, place) => {
        const next = moveColumnNextTo(settings, choices, id, targetId, place);
        return next === settings ? null : next;
      },
      canHide: (id) =>
        canHideColumns &&
        !choices.find((choice) => choice.id === id)?.locked &&
        shownColumns.some((shown) => shown.id !== id),
      hide: (id) => apply(setColumnHidden(settings, id, true)),
      widthRange: columnWidthRange,
      previewWidth,
      endPreview,
      setWidth: (id, width) => {
        const of = column(id);
        if (of) apply(setColumnWidth(settings, id, width, columnWidthRange(of)));
      },
    };
  }, [columns, settings, choices, apply, canHideColumns, shownColumns, previewWidth, endPreview]);
}
