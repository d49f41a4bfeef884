import { useTranslation } from '@adconsole/i18n';
import { Badge, Button, Table, type TableColumn } from '@adconsole/ui';
import { ItemProblems } from '../preview/item-problems';
import {
  matchTypeOptions,
  problemsOf,
  syncState,
  syncStateOptions,
  type DraftValidation,
  type KeywordRecord,
} from '../rules';

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
    {
      id: 'problems',
      header: t('drafts.editor.problems'),
      minWidth: '12rem',
      cell: (k) => (
        <ItemProblems
          errors={problemsOf(validation.errors, 'keyword', k.id)}
          warnings={problemsOf(validation.warnings, 'keyword', k.id)}
        />
      ),
    },
    {
      id: 'actions',
      header: t('drafts.editor.actions'),
      nowrap: true,
      cell: (k) => (
        <Button
          disabled={readOnly}
          aria-label={t('drafts.keywords.deleteNamed', { keyword: k.keyword })}
          onClick={() => onDelete(k)}
        >
          {t('drafts.editor.delete')}
        </Button>
      ),
    },
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
