import { useTranslation } from '@adconsole/i18n';
import { Table, type TableColumn } from '@adconsole/ui';
import { DraftLink, type DraftNavigator } from '../navigation/draft-link';
import { useItemColumns } from '../preview/item-columns';
import { type CreativeRecord, type DraftValidation } from '@adconsole/draft-rules';

export interface CreativeTableProps {
  caption: string;
  creatives: readonly CreativeRecord[];
  /** The draft's check: each creative shows its own errors and warnings, its pictures' included. */
  validation: Pick<DraftValidation, 'errors' | 'warnings'>;
  /** The creative open in the form, marked as the current row. */
  current?: number;
  navigator: DraftNavigator;
  readOnly?: boolean;
  onDelete: (creative: CreativeRecord) => void;
}

/** A unit's stored creatives: title and description, problems, a link to edit each, and delete. */
export function CreativeTable({
  caption,
  creatives,
  validation,
  current,
  navigator,
  readOnly,
  onDelete,
}: CreativeTableProps) {
  const { t } = useTranslation();
  const itemColumns = useItemColumns<CreativeRecord>({
    kind: 'creative',
    validation,
    readOnly,
    onDelete,
    deleteLabel: (c) => t('drafts.creatives.deleteNamed', { title: c.title }),
  });
  const columns: TableColumn<CreativeRecord>[] = [
    {
      id: 'title',
      header: t('drafts.field.title'),
      rowHeader: true,
      minWidth: '12rem',
      cell: (c) => (
        <DraftLink
          navigator={navigator}
          to={{ step: 'creatives', unit: c.unitId, creative: c.id }}
          className="text-primary-text hover:underline"
        >
          {c.title || t('drafts.editor.unnamed')}
        </DraftLink>
      ),
    },
    {
      id: 'description1',
      header: t('drafts.field.description1'),
      minWidth: '14rem',
      cell: (c) => c.description1,
    },
    ...itemColumns,
  ];
  return (
    <Table
      caption={caption}
      columns={columns}
      rows={creatives}
      rowKey={(c) => c.id}
      rowProps={(c) =>
        c.id === current ? { 'aria-current': 'true' as const, className: 'bg-primary-soft' } : {}
      }
      empty={t('drafts.creatives.empty')}
      className="rounded bg-surface shadow-sm"
    />
  );
}
