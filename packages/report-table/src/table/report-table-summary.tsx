import { periodChangeRenderer, qualityCodeRenderer } from '@adconsole/api-client/contract';
import { memo } from 'react';
import { isEmptyValue, type ReportRow } from '@adconsole/report-table-rules';
import { calculatedRenderer } from './calculated-columns';
import type { ColumnLayout } from './column-layout';
import { SelectSpacer } from './row-selection';
import type { RenderCell } from './types';

const drawnWhenEmpty = new Set<string | null>([periodChangeRenderer, calculatedRenderer]);

interface ReportTableSummaryProps {
  summary: ReportRow;
  layouts: readonly ColumnLayout[];
  rowIndex: number;
  /** "Total" in the current language, shown in the first column when it has no total of its own. */
  label: string;
  /** Draws a total as the column draws its values (unit, or the column's renderer). */
  renderCell: RenderCell;
  /** With a select column: an empty cell in it, at the fixed edge when no other column is fixed left. */
  selectEdge?: boolean;
}

/**
 * The summary row, pinned under the rows; columns without a total stay blank, but a change the server
 * totalled as null reads — and a calculated column's empty total -- as in the rows. Memoized: a sort or a scroll does not draw it again.
 */
export const ReportTableSummary = memo(function ReportTableSummary({
  summary,
  layouts,
  rowIndex,
  label,
  renderCell,
  selectEdge,
}: ReportTableSummaryProps) {
  return (
    <div role="rowgroup" className="rt-foot">
      <div role="row" aria-rowindex={rowIndex} className="rt-row">
        {selectEdge !== undefined && <SelectSpacer edge={selectEdge} />}
        {layouts.map(({ column, className }, index) => {
          const value = summary[column.dataKey];
          // A change, or a calculated total that divides by zero, reads as in the rows (— or --).
          const totalled = drawnWhenEmpty.has(column.renderer) ? value !== undefined : !isEmptyValue(value);
          const empty = !totalled || column.renderer === qualityCodeRenderer;
          return (
            <div key={column.id} role="cell" className={className}>
              {empty ? (index === 0 ? label : '') : renderCell(column, summary)}
            </div>
          );
        })}
      </div>
    </div>
  );
});
