import { pageSizes, type PageResponse } from '@adconsole/api-client/contract';
import { Pagination, Table, type TableProps } from '@adconsole/ui';
import { useId, type ReactNode } from 'react';

/** A list call's answer as the table shows it: loading until data, or failed (with a retry). */
export interface PagedList<Row> {
  data?: { data: Row[]; page?: Pick<PageResponse, 'totalCount'> };
  isError: boolean;
  refetch: () => unknown;
}

export interface ListPageProps<Row> extends Omit<
  TableProps<Row>,
  'rows' | 'loading' | 'error' | 'onRetry' | 'className' | 'labelledBy'
> {
  /** The page's heading; it names the table unless the table has a caption of its own. */
  title: ReactNode;
  /** Beside the heading: the page's own action (a new draft). */
  actions?: ReactNode;
  /** Between the heading and the table: the list's filters and the actions on the whole list. */
  children?: ReactNode;
  list: PagedList<Row>;
  /** The page shown and its size, as the list's URL has them, and a change of them. */
  query: { page: number; size: number };
  onQueryChange: (next: { page: number; size: number }) => void;
}

/**
 * A page of a paged list (docs/requirements.md#lists-and-paging): its heading, its filters, the rows of the
 * list call in a card-like table (loading, empty, or failed with a retry) and the pager under it with the
 * lists' page sizes.
 */
export function ListPage<Row>({
  title,
  actions,
  children,
  list,
  query,
  onQueryChange,
  ...table
}: ListPageProps<Row>) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id={titleId} className="text-xl font-semibold">
          {title}
        </h1>
        {actions}
      </div>
      {children}
      <Table
        labelledBy={table.caption === undefined ? titleId : undefined}
        {...table}
        rows={list.data?.data ?? []}
        loading={!list.data}
        error={list.isError}
        onRetry={() => void list.refetch()}
        className="rounded bg-surface shadow-sm"
      />
      <Pagination
        page={query.page}
        pageSize={query.size}
        pageSizes={pageSizes}
        total={list.data?.page?.totalCount ?? 0}
        onChange={({ page, pageSize }) => onQueryChange({ page, size: pageSize })}
      />
    </section>
  );
}
