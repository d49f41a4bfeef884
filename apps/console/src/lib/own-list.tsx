import { useTranslation } from '@adconsole/i18n';
import { Button, confirm, Table, toast, type TableColumn } from '@adconsole/ui';
import { useId, type ReactNode } from 'react';

export interface OwnListProps<Row extends { id: number; name: string }> {
  title: string;
  /** Beside the title: the button that opens the dialog of a new record, for lists made on this page. */
  create?: { label: string; onClick: () => void };
  /** Between the title and the table: what the page says of the list (why e-mail is not offered). */
  intro?: ReactNode;
  columns: TableColumn<Row>[];
  list: { data?: Row[]; isError: boolean; refetch: () => unknown };
  empty: string;
  /** A row's own actions, before edit and delete (send a test, check now, send now). */
  rowActions?: (row: Row) => ReactNode;
  onEdit: (row: Row) => void;
  /** Whether the user may edit and delete a row; every row when not given (a shared record is not theirs). */
  changeable?: (row: Row) => boolean;
  deleteQuestion: (row: Row) => { title: string; message: string };
  remove: (row: Row) => Promise<unknown>;
  /** Below the table: the dialogs, a history. */
  children?: ReactNode;
}

/**
 * A list of the user's own records, all on one page (channels, alert rules, scheduled reports: a user keeps a
 * few): named by the page's heading, each row with its actions, edit and delete, which asks first
 * (docs/requirements.md#alerts).
 */
export function OwnList<Row extends { id: number; name: string }>({
  title,
  create,
  intro,
  columns,
  list,
  empty,
  rowActions,
  onEdit,
  changeable = () => true,
  deleteQuestion,
  remove,
  children,
}: OwnListProps<Row>) {
  const { t } = useTranslation();
  const titleId = useId();

  async function drop(row: Row) {
    const confirmed = await confirm({
      ...deleteQuestion(row),
      confirmLabel: t('notifications.delete'),
      cancelLabel: t('administration.cancel'),
      danger: true,
    });
    if (!confirmed) return;
    await remove(row);
    toast.success(t('notifications.deleted'));
  }

  const actions: TableColumn<Row> = {
    id: 'actions',
    header: t('notifications.actions'),
    hideHeader: true,
    nowrap: true,
    align: 'end',
    cell: (row) => (
      <span className="inline-flex flex-wrap justify-end gap-1">
        {rowActions?.(row)}
        {changeable(row) && (
          <>
            <Button
              variant="ghost"
              aria-label={t('notifications.editNamed', { name: row.name })}
              onClick={() => onEdit(row)}
            >
              {t('notifications.edit')}
            </Button>
            <Button
              variant="ghost"
              aria-label={t('notifications.deleteNamed', { name: row.name })}
              // A refused delete is told by the client's toast, in the server's words.
              onClick={() => void drop(row).catch(() => undefined)}
            >
              {t('notifications.delete')}
            </Button>
          </>
        )}
      </span>
    ),
  };

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id={titleId} className="text-xl font-semibold">
          {title}
        </h1>
        {create && (
          <Button variant="primary" onClick={create.onClick}>
            {create.label}
          </Button>
        )}
      </div>
      {intro}
      <Table
        labelledBy={titleId}
        columns={[
          {
            id: 'name',
            header: t('notifications.name'),
            rowHeader: true,
            minWidth: '8rem',
            cell: (row) => <span className="wrap-anywhere">{row.name}</span>,
          },
          ...columns,
          actions,
        ]}
        rows={list.data ?? []}
        rowKey={(row) => row.id}
        loading={!list.data && !list.isError}
        error={list.isError}
        onRetry={() => void list.refetch()}
        empty={empty}
        className="rounded bg-surface shadow-sm"
        stacked
      />
      {children}
    </section>
  );
}
