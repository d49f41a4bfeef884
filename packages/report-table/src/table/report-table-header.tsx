import type { Ref } from 'react';
import { ariaSort, nextSort, type ReportSort } from '../core/sort';
import type { ColumnLayout } from './column-layout';

interface ReportTableHeaderProps {
  layouts: readonly ColumnLayout[];
  sort: ReportSort | null;
  onSortChange: (sort: ReportSort | null) => void;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The sticky header row. A sortable column's title is a button that steps through the sort cycle; its
 * header carries `aria-sort` (the attribute belongs on the columnheader, not on the button).
 */
export function ReportTableHeader({ layouts, sort, onSortChange, ref }: ReportTableHeaderProps) {
  return (
    <div role="rowgroup" className="rt-head" ref={ref}>
      <div role="row" aria-rowindex={1} className="rt-row">
        {layouts.map(({ column, className, style }) => (
          <div
            key={column.id}
            role="columnheader"
            aria-sort={column.sortable ? ariaSort(sort, column.id) : undefined}
            className={className}
            style={style}
          >
            {column.sortable ? (
              <button
                type="button"
                className="rt-sort"
                onClick={() => onSortChange(nextSort(sort, column.id))}
              >
                {column.title}
              </button>
            ) : (
              column.title
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
