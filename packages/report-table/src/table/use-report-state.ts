import { defaultPageSize } from '@adconsole/api-client/contract';
import { clampPage, pageCount } from '@adconsole/ui/pagination';
import { useState } from 'react';
import type { ReportSort } from '@adconsole/report-table-rules';
import type { ReportTableProps } from './types';

/** Sort and paging as the table uses them, whoever owns them (the server's caller or the table). */
export interface ReportState {
  /** The server sorts and pages: the rows are one page already. */
  manual: boolean;
  sort: ReportSort | null;
  setSort: (sort: ReportSort | null) => void;
  /** False when every row shows in one list. */
  paginated: boolean;
  page: number;
  size: number;
  totalCount: number;
  setPage: (page: number, size: number) => void;
}

/** One shape for both modes: controlled by the caller on the server side, kept here on the client. */
export function useReportState(props: ReportTableProps): ReportState {
  const client = props.mode === 'server' ? undefined : props;
  const [ownSort, setOwnSort] = useState<ReportSort | null>(client?.defaultSort ?? null);
  const [ownPage, setOwnPage] = useState({ page: 1, size: client?.defaultPageSize ?? defaultPageSize });

  if (props.mode === 'server') {
    const { sort, onSortChange, page, size, totalCount, onPageChange } = props;
    return {
      manual: true,
      sort,
      setSort: onSortChange,
      paginated: true,
      page,
      size,
      totalCount,
      setPage: onPageChange,
    };
  }
  const sort = props.sort === undefined ? ownSort : props.sort;
  const totalCount = props.rows.length;
  return {
    manual: false,
    sort,
    setSort: (next) => {
      setOwnSort(next);
      props.onSortChange?.(next);
      // A new order starts on its first page.
      setOwnPage((current) => ({ ...current, page: 1 }));
    },
    paginated: props.paginate !== false,
    page: clampPage(ownPage.page, pageCount(totalCount, ownPage.size)),
    size: ownPage.size,
    totalCount,
    setPage: (page, size) => setOwnPage({ page, size }),
  };
}
