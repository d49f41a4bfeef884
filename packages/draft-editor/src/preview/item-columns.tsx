import { useTranslation } from '@adconsole/i18n';
import { Button, type TableColumn } from '@adconsole/ui';
import { problemsOf, type DraftItemKind, type DraftValidation } from '@adconsole/draft-rules';
import { ItemProblems } from './item-problems';

export interface ItemColumnsOptions<Item extends { id: number }> {
  kind: DraftItemKind;
  /** The draft's check: each row shows its item's errors and warnings. */
  validation: Pick<DraftValidation, 'errors' | 'warnings'>;
  readOnly?: boolean;
  onDelete: (item: Item) => void;
  /** The delete button's accessible name for an item, e.g. "Delete keyword 鲜花". */
  deleteLabel: (item: Item) => string;
}

/** The last two columns of a table of draft items: the item's problems, and its delete button. */
export function useItemColumns<Item extends { id: number }>({
  kind,
  validation,
  readOnly,
  onDelete,
  deleteLabel,
}: ItemColumnsOptions<Item>): TableColumn<Item>[] {
  const { t } = useTranslation();
  return [
    {
      id: 'problems',
      header: t('drafts.editor.problems'),
      minWidth: '12rem',
      cell: (item) => (
        <ItemProblems
          errors={problemsOf(validation.errors, kind, item.id)}
          warnings={problemsOf(validation.warnings, kind, item.id)}
        />
      ),
    },
    {
      id: 'actions',
      header: t('drafts.editor.actions'),
      nowrap: true,
      cell: (item) => (
        <Button disabled={readOnly} aria-label={deleteLabel(item)} onClick={() => onDelete(item)}>
          {t('drafts.editor.delete')}
        </Button>
      ),
    },
  ];
}
