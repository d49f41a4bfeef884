import type { TFunction } from '@adconsole/i18n';
import type { ReportRow } from '@adconsole/report-table-rules';
import { useLayoutEffect, useMemo, useRef } from 'react';
import type { RowSelection } from './types';
import type { ShownRows } from './use-report-table';

/** The checkbox column's width: report-table.css gives `.rt-selectable` the same `--rt-lead`. */
export const selectColumnWidth = 40;

/** The select column's cells stick at the left edge, before the columns fixed there. */
const cellClass = (edge: boolean) =>
  `rt-cell rt-select rt-fixed rt-fixed-left${edge ? ' rt-fixed-edge' : ''}`;

/** How one row's box toggles it: its label, and the set without or with it. */
export interface RowSelect {
  edge: boolean;
  label: (row: ReportRow) => string;
  toggle: (row: ReportRow) => void;
  key: (row: ReportRow) => string;
}

/** A row's checkbox, named "Select <row label>". */
export function SelectCell({
  row,
  selected,
  select,
}: {
  row: ReportRow;
  selected: boolean;
  select: RowSelect;
}) {
  return (
    <div role="cell" className={cellClass(select.edge)}>
      <input
        type="checkbox"
        className="rt-check"
        aria-label={select.label(row)}
        checked={selected}
        onChange={() => select.toggle(row)}
      />
    </div>
  );
}

/** The summary row's cell of the select column: no checkbox, the total is not a row. */
export const SelectSpacer = ({ edge }: { edge: boolean }) => <div role="cell" className={cellClass(edge)} />;

/**
 * The header's checkbox over the rows shown (this page): checked when all are selected, mixed when some are;
 * a click selects them all, or clears them when all were.
 */
export function SelectAllCell({
  state,
  onToggle,
  edge,
  t,
}: {
  state: 'all' | 'some' | 'none';
  onToggle: () => void;
  edge: boolean;
  t: TFunction;
}) {
  const box = useRef<HTMLInputElement>(null);
  // A native checkbox is mixed only through its property; assistive tech then reads "mixed".
  useLayoutEffect(() => {
    if (box.current) box.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <div role="columnheader" className={cellClass(edge)}>
      <input
        ref={box}
        type="checkbox"
        className="rt-check"
        aria-label={t('reportTable.selection.all')}
        checked={state === 'all'}
        onChange={onToggle}
      />
    </div>
  );
}

/**
 * The select column's parts for the rows shown (docs/requirements.md#ad-changes): each row's toggle, and the
 * header's state and toggle. Null without a selection: the table as without the column.
 */
export function useRowSelection(
  selection: RowSelection | undefined,
  rows: ShownRows,
  edge: boolean,
  t: TFunction,
) {
  // A new `selection` draws the rows shown again (a few dozen): the caller memoizes it.
  const select = useMemo(
    (): RowSelect | null =>
      selection
        ? {
            edge,
            key: selection.rowKey,
            label: (row) => t('reportTable.selection.row', { label: selection.rowLabel(row) }),
            toggle: (row) => {
              const next = new Set(selection.selected);
              const key = selection.rowKey(row);
              if (!next.delete(key)) next.add(key);
              selection.onChange(next);
            },
          }
        : null,
    [selection, edge, t],
  );
  if (!selection || !select) return null;
  const keys: string[] = [];
  for (let index = 0; index < rows.count; index++) keys.push(selection.rowKey(rows.row(index)));
  const chosen = keys.filter((key) => selection.selected.has(key)).length;
  const state = chosen === 0 ? 'none' : chosen === keys.length ? 'all' : 'some';
  const toggleAll = () => {
    const next = new Set(selection.selected);
    for (const key of keys) {
      if (state === 'all') next.delete(key);
      else next.add(key);
    }
    selection.onChange(next);
  };
  return { select, selected: selection.selected, state, toggleAll } as const;
}
