import type { PreviewRow } from '@adconsole/api-client/contract';
import { useTranslation } from '@adconsole/i18n';
import { Badge, Table, type TableColumn } from '@adconsole/ui';
import { fieldWords, shownValue } from './edit-form';

/** Whether applying would change a row: not refused, and its new value differs from the old one. */
export const wouldChange = (row: PreviewRow) => row.refused === undefined && row.oldValue !== row.newValue;

/**
 * What a preview row's note says: which bound held it, that it was already past a raise's maximum or a lower's
 * minimum and stays as it is (not a failure: docs/requirements.md#ad-changes), why it is refused, or that it
 * stays as it is.
 */
function Note({ row }: { row: PreviewRow }) {
  const { t } = useTranslation();
  if (row.pastBound !== undefined && row.refused !== undefined) return <Badge>{row.refused}</Badge>;
  if (row.refused !== undefined)
    return <Badge tone="danger">{t('bulkEdit.refused', { reason: row.refused })}</Badge>;
  if (row.oldValue === row.newValue) return <Badge>{t('bulkEdit.unchanged')}</Badge>;
  if (row.clipped === 'min') return <Badge tone="warning">{t('bulkEdit.clipped.min')}</Badge>;
  if (row.clipped === 'max') return <Badge tone="warning">{t('bulkEdit.clipped.max')}</Badge>;
  return null;
}

/**
 * Every row of a preview, old → new as the user reads them (docs/requirements.md#ad-changes): a bid or budget
 * in yuan, a status in words; a row a bound held, a row already past a bound, a refused row with its reason, an
 * unchanged row, each said.
 * An undo's preview reads the same way: the value now, then the one it goes back to.
 */
export function PreviewTable({ rows }: { rows: readonly PreviewRow[] }) {
  const { t } = useTranslation();
  const field = rows[0]?.field;
  const columns: TableColumn<PreviewRow>[] = [
    { id: 'name', header: t('bulkEdit.name'), cell: (row) => row.name, rowHeader: true },
    { id: 'now', header: t('bulkEdit.now'), cell: (row) => shownValue(row.oldValue, t), align: 'end' },
    {
      id: 'after',
      header: t('bulkEdit.after'),
      cell: (row) => shownValue(row.newValue, t),
      align: 'end',
    },
    { id: 'note', header: t('bulkEdit.note'), cell: (row) => <Note row={row} /> },
  ];
  return (
    <Table
      caption={t('bulkEdit.previewCaption', { field: field ? t(fieldWords[field]) : '' })}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
    />
  );
}
