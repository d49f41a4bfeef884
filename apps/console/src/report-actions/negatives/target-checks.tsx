import type { NegativeWordList } from '@adconsole/api-client/contract';
import { useTranslation } from '@adconsole/i18n';
import { Badge, Checkbox, Table, type TableColumn } from '@adconsole/ui';
import { useId } from 'react';
import type { TermCheck, TermTarget } from './term-checks';

/** A term of a target, as the confirmations of converted terms know it. */
export const termId = (target: TermTarget, check: TermCheck) => `${target.targetId}\n${check.term.term}`;

export interface TargetChecksProps {
  target: TermTarget;
  list: NegativeWordList;
  checks: readonly TermCheck[];
  confirmed: ReadonlySet<string>;
  onConfirm: (id: string) => void;
}

/**
 * The terms going to one unit or campaign, each with its length in bytes and what its check found: added,
 * a reason it will not be, or a converted term's box to confirm it (docs/requirements.md#ad-changes).
 */
export function TargetChecks({ target, list, checks, confirmed, onConfirm }: TargetChecksProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const columns: TableColumn<TermCheck>[] = [
    { id: 'term', header: t('negatives.term'), cell: (check) => check.term.term, rowHeader: true },
    { id: 'bytes', header: t('negatives.bytes'), cell: (check) => check.bytes, align: 'end' },
    {
      id: 'check',
      header: t('negatives.check'),
      cell: (check) =>
        check.problem ? (
          <Badge tone="warning">{t(`adChanges.refusal.${check.problem}`)}</Badge>
        ) : check.converted ? (
          <span className="flex flex-col items-start gap-1">
            <Badge tone="warning">{t('negatives.converted', { count: check.term.conversions ?? 0 })}</Badge>
            <Checkbox
              label={t('negatives.confirmConverted', { term: check.term.term })}
              checked={confirmed.has(termId(target, check))}
              onCheckedChange={() => onConfirm(termId(target, check))}
            />
          </span>
        ) : (
          <Badge tone="success">{t('negatives.ok')}</Badge>
        ),
    },
  ];
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2">
      <h3 id={titleId} className="text-control font-semibold">
        {t('negatives.target', {
          name: target.name,
          phrase: list.phrase.length,
          phraseLimit: list.limits.phrase,
          exact: list.exact.length,
          exactLimit: list.limits.exact,
        })}
      </h3>
      <Table labelledBy={titleId} columns={columns} rows={checks} rowKey={(check) => check.term.term} />
    </section>
  );
}
