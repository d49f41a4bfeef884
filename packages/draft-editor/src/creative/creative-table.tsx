import { useTranslation } from '@adconsole/i18n';
import { Table, type TableColumn } from '@adconsole/ui';
import { DraftLink, type DraftNavigator } from '../navigation/draft-link';
import { useItemColumns } from '../preview/item-columns';
import { type CreativeRecord, type DraftValidation } from '@adconsole/draft-rules';

export interface CreativeTableProps {
  /** The name of the table, e.g. the unit's creatives. */
  caption: string;
  /** The unit's stored creatives, in the order shown. */
  creatives: readonly CreativeRecord[];
  /** The draft's check: each creative shows its own errors and warnings, its pictures' included. */
  validation: Pick<DraftValidation, 'errors' | 'warnings'>;
  /** The creative open in the form, marked as the current row. */
  current?: number;
  /** Where a creative's title leads: its address and the move there in the page. */
  navigator: DraftNavigator;
  /** An uploaded or uploading draft: the delete buttons are disabled. */
  readOnly?: boolean;
  /** Called with the creative whose delete button was pressed; the page asks and deletes. */
  onDelete: (creative: CreativeRecord) => void;
}

/**
 * A unit's stored creatives: title and description, problems, a link to edit each, and delete.
 *
 * **When to use:** beside the creative form of a unit, to move between its creatives.
 *
 * **States:** with creatives (the one in the form highlighted as current, problems in their column), empty,
 * read-only (delete disabled, links still open).
 *
 * - Do mark the creative open in the form with `current`.
 * - Don't make the whole row clickable: the title is the link, the button deletes.
 */
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
