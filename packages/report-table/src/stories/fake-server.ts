import { type ReportRow, type ReportSort, sortRows } from '@adconsole/report-table-rules';

/** What a report list call answers for one page: the page's rows and the total (stories only). */
export function serverPage(
  all: readonly ReportRow[],
  { sort, page, size }: { sort: ReportSort | null; page: number; size: number },
): { list: ReportRow[]; totalCount: number } {
  const sorted = sort ? sortRows(all, sort) : [...all];
  return { list: sorted.slice((page - 1) * size, page * size), totalCount: all.length };
}
