import { useTranslation } from '@adconsole/i18n';
import { Button, confirm, toast, type TableColumn } from '@adconsole/ui';
import type { ReactNode } from 'react';

export interface RecordColumnsOptions<Row> {
  /** The created-time column's header: the page's sort button for that column. */
  createdHeader: ReactNode;
  /** Whether the user may edit the list's records; without it the list has no actions column. */
  canEdit: boolean;
  /** How the edit and delete buttons name the record to screen readers. */
  nameOf: (row: Row) => string;
  onEdit: (row: Row) => void;
  /** The delete confirmation's title and message for the record. */
  deleteQuestion: (row: Row) => { title: string; message: string };
  remove: (row: Row) => Promise<unknown>;
  /** Actions of the list's own shown before edit and delete (a provider account's connection test). */
  rowActions?: (row: Row) => ReactNode;
}

/**
 * The columns every administration list ends with (docs/requirements.md#customers-companies-and-provider-accounts):
 * the created time, then, for holders of the edit permission, edit and delete buttons; delete asks first and
 * says why the server refused (a record still in use).
 */
export function useRecordColumns<Row extends { createdTime: string }>({
  createdHeader,
  canEdit,
  nameOf,
  onEdit,
  deleteQuestion,
  remove,
  rowActions,
}: RecordColumnsOptions<Row>): TableColumn<Row>[] {
  const { t } = useTranslation();

  async function drop(row: Row) {
    const confirmed = await confirm({
      ...deleteQuestion(row),
      confirmLabel: t('administration.delete'),
      danger: true,
    });
    if (!confirmed) return;
    await remove(row);
    toast.success(t('administration.deleted'));
  }

  const created: TableColumn<Row> = {
    id: 'createdTime',
    header: createdHeader,
    nowrap: true,
    cell: (row) => <span className="tabular-nums">{row.createdTime}</span>,
  };
  if (!canEdit) return [created];
  return [
    created,
    {
      id: 'actions',
      header: t('administration.actions'),
      hideHeader: true,
      nowrap: true,
      align: 'end',
      cell: (row) => (
        <span className="inline-flex gap-1">
          {rowActions?.(row)}
          <Button
            variant="ghost"
            aria-label={t('administration.editNamed', { name: nameOf(row) })}
            onClick={() => onEdit(row)}
          >
            {t('administration.edit')}
          </Button>
          <Button
            variant="ghost"
            aria-label={t('administration.deleteNamed', { name: nameOf(row) })}
            // A refused delete is told by the client's toast, in the server's words.
            onClick={() => void drop(row).catch(() => undefined)}
          >
            {t('administration.delete')}
          </Button>
        </span>
      ),
    },
  ];
}
