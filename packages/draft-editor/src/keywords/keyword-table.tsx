import { useTranslation } from '@adconsole/i18n';
import { Badge, Table, type TableColumn } from '@adconsole/ui';
import { useItemColumns } from '../preview/item-columns';
import {
  matchTypeOptions,
  syncState,
  syncStateOptions,
  type DraftValidation,
  type KeywordRecord,
} from '@adconsole/draft-rules';

export interface KeywordTableProps {
  /** The name of the table, e.g. the unit's keywords. */
  caption: string;
  /** The unit's stored keywords, in the order shown. */
  keywords: readonly KeywordRecord[];
  /** The draft's check: each keyword shows its own errors. */
  validation: Pick<DraftValidation, 'errors' | 'warnings'>;
  /** An uploaded or uploading draft: the delete buttons are disabled. */
  readOnly?: boolean;
  /** Called with the keyword whose delete button was pressed; the page asks and deletes. */
  onDelete: (keyword: KeywordRecord) => void;
}

/**
 * A unit's stored keywords with their match type, sync state and problems, each deletable.
 *
 * **When to use:** under the keyword entry of a unit, to review and delete what is stored.
 *
 * **States:** with keywords (problems in red, warnings in amber, in their own column), empty (a sentence
 * says so), read-only (delete disabled).
 *
 * - Do name it with `caption` (whose keywords they are).
 * - Don't leave out the problems column: it says why the draft cannot be uploaded.
 */
export function KeywordTable({ caption, keywords, validation, readOnly, onDelete }: KeywordTableProps) {
  const { t } = useTranslation();
  const labelOf = <V,>(options: readonly { value: V; label: string }[], value: V) =>
    t(options.find((option) => option.value === value)?.label ?? '');
  const itemColumns = useItemColumns<KeywordRecord>({
    kind: 'keyword',
    validation,
    readOnly,
    onDelete,
    deleteLabel: (k) => t('drafts.keywords.deleteNamed', { keyword: k.keyword }),
  });
  const columns: TableColumn<KeywordRecord>[] = [
    {
      id: 'keyword',
      header: t('drafts.field.keyword'),
      rowHeader: true,
      minWidth: '10rem',
      cell: (k) => k.keyword,
    },
    {
      id: 'matchType',
      header: t('drafts.field.matchType'),
      nowrap: true,
      cell: (k) => labelOf(matchTypeOptions, k.matchType),
    },
    {
      id: 'syncState',
      header: t('drafts.editor.syncState'),
      nowrap: true,
      cell: (k) => (
        <Badge tone={k.syncState === syncState.synchronized ? 'success' : 'neutral'}>
          {labelOf(syncStateOptions, k.syncState)}
        </Badge>
      ),
    },
    ...itemColumns,
  ];
  return (
    <Table
      caption={caption}
      columns={columns}
      rows={keywords}
      rowKey={(k) => k.id}
      empty={t('drafts.keywords.empty')}
      className="rounded bg-surface shadow-sm"
    />
  );
}
