import type { Endpoint } from '@adconsole/api-client/contract';
import { useTranslation } from '@adconsole/i18n';
import { Button, type TableColumn } from '@adconsole/ui';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ListPage, type PagedList } from '../lib/list-page';
import { CanCall, useCanCall } from '../route-info/permission';
import type { PageProps } from '../route-info/page-props';
import { routeTitle } from '../route-info/route-title';
import { FilterForm, type FilterFormProps } from './filter-form';
import { useRecordColumns } from './record-columns';
import { SortHeader, type ListSortState } from './sort-header';

/** An administration list's URL state the list itself changes: its page and its sort (every list sorts by created time). */
type ListQuery<Col extends string> = { page: number; size: number } & ListSortState<Col | 'createdTime'>;

export interface AdministrationListProps<Row, Col extends string, Filters> {
  route: PageProps['route'];
  /** The calls that create or change a record and delete one: their holders get the controls that make them. */
  calls: { save: Endpoint; remove: Endpoint };
  query: ListQuery<Col>;
  update: (next: Partial<ListQuery<Col>>) => void;
  list: PagedList<Row>;
  /** The first column, which names each row: its header, sort column, width and text. */
  name: { label: string; column: Col; minWidth: string; of: (row: Row) => string };
  /** The columns between the name and the created time, given the header of a sorting column. */
  columns: (sortHeader: (label: string, column: Col | 'createdTime') => ReactNode) => TableColumn<Row>[];
  newLabel: string;
  empty: string;
  /** The delete confirmation's title and message for a record. */
  deleteQuestion: (row: Row) => { title: string; message: string };
  remove: (row: Row) => Promise<unknown>;
  /** The list's filters, but their label, the same for every administration list. */
  filters: Omit<FilterFormProps<Filters>, 'label'>;
  /** The dialog that creates a record (none given) or changes the given one. */
  dialog: (row: Row | undefined, onClose: () => void) => ReactNode;
  /** A row's own actions for holders of the edit permission, before edit and delete. */
  rowActions?: (row: Row) => ReactNode;
}

/**
 * An administration list (docs/requirements.md#customers-companies-and-provider-accounts): its records by name,
 * filtered, sorted and paged in the URL (a new sort starts again from the first page); holders of the edit
 * permission create records, and change and delete them from their row.
 */
export function AdministrationList<
  Row extends { id: number; createdTime: string },
  Col extends string,
  Filters,
>({
  route,
  calls,
  query,
  update,
  list,
  name,
  columns,
  newLabel,
  empty,
  deleteQuestion,
  remove,
  filters,
  dialog,
  rowActions,
}: AdministrationListProps<Row, Col, Filters>) {
  const { t } = useTranslation();
  const canSave = useCanCall(calls.save);
  const canRemove = useCanCall(calls.remove);
  // Which record the dialog edits: a new one (none) or one of the list; no dialog when undefined.
  const [editing, setEditing] = useState<{ row?: Row }>();
  const sortHeader = (label: string, column: Col | 'createdTime') => (
    <SortHeader label={label} column={column} sort={query} onSort={(next) => update({ ...next, page: 1 })} />
  );

  const recordColumns = useRecordColumns<Row>({
    createdHeader: sortHeader(t('administration.createdTime'), 'createdTime'),
    canEdit: canSave && canRemove,
    nameOf: name.of,
    onEdit: (row) => setEditing({ row }),
    deleteQuestion,
    remove,
    rowActions,
  });

  return (
    <ListPage
      title={routeTitle(t, route.meta)}
      actions={
        <CanCall endpoint={calls.save}>
          <Button variant="primary" onClick={() => setEditing({})}>
            {newLabel}
          </Button>
        </CanCall>
      }
      columns={[
        {
          id: name.column,
          header: sortHeader(name.label, name.column),
          rowHeader: true,
          minWidth: name.minWidth,
          cell: (row) => <span className="wrap-anywhere">{name.of(row)}</span>,
        },
        ...columns(sortHeader),
        ...recordColumns,
      ]}
      list={list}
      rowKey={(row) => row.id}
      empty={empty}
      query={query}
      onQueryChange={update}
    >
      <FilterForm label={t('administration.filters')} {...filters} />
      {editing && dialog(editing.row, () => setEditing(undefined))}
    </ListPage>
  );
}

export interface CountColumnOptions<Row> {
  id: string;
  header: string;
  count: (row: Row) => number;
  /** The list of the records counted. */
  to: (row: Row) => string;
  /** What the link opens, for screen readers. */
  label: (row: Row) => string;
}

/** A column of how many records of the next level a row has, each linking to their list. */
export function countColumn<Row>({
  id,
  header,
  count,
  to,
  label,
}: CountColumnOptions<Row>): TableColumn<Row> {
  return {
    id,
    header,
    align: 'end',
    nowrap: true,
    cell: (row) => (
      <Link
        to={to(row)}
        aria-label={label(row)}
        className="text-primary underline-offset-2 hover:underline focus-ring"
      >
        {count(row)}
      </Link>
    ),
  };
}
