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
  keywords: readonly KeywordRecord[];
  /** The draft's check: each keyword shows its own errors. */
  validation: Pick<DraftValidation, 'errors' | 'warnings'>;
  readOnly?: boolean;
  onDelete: (keyword: KeywordRecord) => void;
}

/** A unit's stored keywords with their match type, sync state and problems, each deletable. */
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
