import {
  negativeLevels,
  negativeMatchTypes,
  responseCode,
  type NegativeLevel,
  type NegativeMatchType,
  type NegativeWordList,
} from '@adconsole/api-client/contract';
import { ApiError } from '@adconsole/api-client';
import {
  useAddNegativeWords,
  useNegativeWordLists,
  useRereadNegativeLists,
} from '@adconsole/api-client/react';
import { useTranslation } from '@adconsole/i18n';
import { Button, Dialog, Select } from '@adconsole/ui';
import { useMemo, useState } from 'react';
import { NegativeJobs } from './negative-jobs';
import { TargetChecks, termId } from './target-checks';
import { checkTerms, termTargets, type ChosenTerm, type TermCheck, type TermTarget } from './term-checks';

export interface NegativesDialogProps {
  /** The search terms chosen on the report, each with its unit and campaign. */
  terms: readonly ChosenTerm[];
  /** Once a job has started: the terms are on their way, so the report's choice of them is done. */
  onAdded?: () => void;
  onClose: () => void;
}

const levelWords: Record<NegativeLevel, string> = {
  unit: 'negatives.level.unit',
  campaign: 'negatives.level.campaign',
};

const matchTypeWords: Record<NegativeMatchType, string> = {
  exact: 'negatives.matchType.exact',
  phrase: 'negatives.matchType.phrase',
};

/** The terms of a target that go out: none the checks stop, a converted one only once confirmed. */
const sent = (checks: readonly TermCheck[], confirmed: ReadonlySet<string>, target: TermTarget) =>
  checks.filter((check) => !check.problem && (!check.converted || confirmed.has(termId(target, check))));

/**
 * Adds the chosen search terms as negative keywords of their units or campaigns (docs/requirements.md#ad-changes):
 * the level and match type, each term checked against the lists read now (length, duplicates, room; a term
 * that converted asks to be confirmed), then one job per unit or campaign followed to each term's result.
 * Lists changed meanwhile (409) are read again and said so.
 */
export function NegativesDialog({ terms, onAdded, onClose }: NegativesDialogProps) {
  const { t } = useTranslation();
  const [level, setLevel] = useState<NegativeLevel>('unit');
  const [matchType, setMatchType] = useState<NegativeMatchType>('exact');
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(new Set());
  const [jobIds, setJobIds] = useState<number[]>();
  const [changed, setChanged] = useState(false);
  const targets = useMemo(() => termTargets(terms, level), [terms, level]);
  const lists = useNegativeWordLists(targets.map(({ level, targetId }) => ({ level, targetId })));
  const add = useAddNegativeWords();
  const reread = useRereadNegativeLists();
  const read = lists.every((list) => list.data);
  const checked = read
    ? targets.map((target, index) => ({
        target,
        list: lists[index]!.data as NegativeWordList,
        checks: checkTerms(target, lists[index]!.data as NegativeWordList, matchType),
      }))
    : [];
  const toSend = checked.map(({ target, list, checks }) => ({
    target,
    list,
    terms: sent(checks, confirmed, target),
  }));
  const count = toSend.reduce((sum, { terms }) => sum + terms.length, 0);

  const submit = async () => {
    setChanged(false);
    const started: number[] = [];
    try {
      for (const { target, list, terms } of toSend) {
        if (terms.length === 0) continue;
        const { jobId } = await add.mutateAsync({
          level,
          targetId: target.targetId,
          matchType,
          terms: terms.map(({ term }) => term.term),
          version: list.version,
        });
        started.push(jobId);
      }
    } catch (error) {
      // Any other refusal the client has toasted already; the jobs started before it are followed all the same.
      if (error instanceof ApiError && error.code === responseCode.conflict) {
        setChanged(true);
        void reread();
      }
    }
    if (started.length > 0) {
      setJobIds(started);
      onAdded?.();
    }
  };

  const toggleConfirmed = (id: string) =>
    setConfirmed((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const footer = jobIds ? (
    <Button variant="primary" onClick={onClose}>
      {t('negatives.close')}
    </Button>
  ) : (
    <>
      <Button variant="secondary" onClick={onClose}>
        {t('negatives.cancel')}
      </Button>
      <Button variant="primary" disabled={count === 0} loading={add.isPending} onClick={() => void submit()}>
        {t('negatives.add', { count })}
      </Button>
    </>
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={jobIds ? t('negatives.resultTitle') : t('negatives.title')}
      description={t('negatives.description', { count: terms.length })}
      dismissible={false}
      className="w-[min(48rem,calc(100vw-2rem))]"
      footer={footer}
    >
      <div className="flex flex-col gap-4">
        {changed && (
          <p role="alert" className="text-control text-danger">
            {t('negatives.listChanged')}
          </p>
        )}
        {jobIds ? (
          <NegativeJobs jobIds={jobIds} />
        ) : (
          <>
            <div className="flex flex-wrap gap-4">
              <Select
                label={t('negatives.level.label')}
                value={level}
                options={negativeLevels.map((value) => ({ value, label: t(levelWords[value]) }))}
                onValueChange={(value) => setLevel(value as NegativeLevel)}
              />
              <Select
                label={t('negatives.matchType.label')}
                value={matchType}
                options={negativeMatchTypes.map((value) => ({ value, label: t(matchTypeWords[value]) }))}
                onValueChange={(value) => setMatchType(value as NegativeMatchType)}
              />
            </div>
            {lists.some((list) => list.isError) ? (
              <div role="alert" className="flex items-center gap-2">
                <p className="text-control text-danger">{t('negatives.readFailed')}</p>
                <Button onClick={() => lists.forEach((list) => list.isError && void list.refetch())}>
                  {t('negatives.retry')}
                </Button>
              </div>
            ) : !read ? (
              <p role="status" className="text-control text-muted">
                {t('negatives.checking', { count: targets.length })}
              </p>
            ) : (
              checked.map(({ target, list, checks }) => (
                <TargetChecks
                  key={target.targetId}
                  target={target}
                  list={list}
                  checks={checks}
                  confirmed={confirmed}
                  onConfirm={toggleConfirmed}
                />
              ))
            )}
            {read && count === 0 && <p className="text-control text-muted">{t('negatives.noneToAdd')}</p>}
          </>
        )}
      </div>
    </Dialog>
  );
}
