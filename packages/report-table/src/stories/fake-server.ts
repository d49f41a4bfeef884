import type { ReportSort } from '../core/sort';
import { compareValues, sortKey } from '../core/sort';
import type { ReportRow } from '../core/title-info';

/** What a report list call answers for one page: the page's rows and the total (stories only). */
export function serverPage(
  all: readonly ReportRow[],
  { sort, page, size }: { sort: ReportSort | null; page: number; size: number },
): { list: ReportRow[]; totalCount: number } {
  const sorted = sort ? [...all].sort(byColumn(sort)) : [...all];
  return { list: sorted.slice((page - 1) * size, page * size), totalCount: all.length };
}

function byColumn({ sortCol, sortOrder }: ReportSort) {
  const sign = sortOrder === 'asc' ? 1 : -1;
  return (a: ReportRow, b: ReportRow) => {
    const va = sortKey(a[sortCol]);
    const vb = sortKey(b[sortCol]);
    if (va === undefined || vb === undefined) return va === vb ? 0 : va === undefined ? 1 : -1;
    return sign * compareValues(va, vb);
  };
}
