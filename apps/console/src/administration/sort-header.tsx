import type { SortOrder } from '@adconsole/api-client/contract';
import { useTranslation } from '@adconsole/i18n';
import { ariaSort, nextSort } from '@adconsole/report-table-rules';

/** A list's sort as its URL holds it: a column and an order, or neither for the server's default order. */
export interface ListSortState<Col extends string> {
  sortCol?: Col;
  sortOrder?: SortOrder;
}

export interface SortHeaderProps<Col extends string> {
  label: string;
  column: Col;
  sort: ListSortState<Col>;
  onSort: (next: { sortCol: Col | undefined; sortOrder: SortOrder | undefined }) => void;
}

const arrows = { ascending: '↑', descending: '↓', none: '↕' } as const;

/**
 * A column header that sorts the list (docs/requirements.md#lists-and-paging) as the report table's headers
 * do: ascending, then descending, then the default order; the button says how the column is sorted.
 */
export function SortHeader<Col extends string>({ label, column, sort, onSort }: SortHeaderProps<Col>) {
  const { t } = useTranslation();
  const current =
    sort.sortCol && sort.sortOrder ? { sortCol: sort.sortCol, sortOrder: sort.sortOrder } : null;
  const state = ariaSort(current, column);
  const next = nextSort(current, column);
  return (
    <button
      type="button"
      className="inline-flex items-center gap-1 rounded font-medium hover:text-ink focus-ring"
      onClick={() => onSort({ sortCol: next?.sortCol as Col | undefined, sortOrder: next?.sortOrder })}
    >
      {label}
      <span aria-hidden="true">{arrows[state]}</span>
      {state !== 'none' && (
        <span className="sr-only">
          {state === 'ascending' ? t('administration.sortedAscending') : t('administration.sortedDescending')}
        </span>
      )}
    </button>
  );
}
