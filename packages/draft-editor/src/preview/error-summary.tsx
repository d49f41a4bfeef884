import { useTranslation } from '@adconsole/i18n';
import { useId } from 'react';
import { DraftLink, type DraftNavigator } from '../navigation/draft-link';
import { problemLocation } from '../navigation/draft-location';
import type { DraftContents, DraftProblem, DraftValidation } from '@adconsole/draft-rules';
import { ErrorMark, useProblemText } from './item-problems';

export interface ErrorSummaryProps {
  /** The draft's items as stored: its contents are counted, its problems name them. */
  draft: DraftContents;
  /** The draft's check (`validateDraft`): its errors, warnings and summary lines. */
  validation: DraftValidation;
  /** Where a problem's link leads: its item's address and the move there in the page. */
  navigator: DraftNavigator;
}

/** The name an item goes by in the preview: its name, keyword or title; a picture by its creative's. */
function useItemName(draft: DraftContents) {
  const { t } = useTranslation();
  const named = (text: string | undefined) => text?.trim() || t('drafts.editor.unnamed');
  return (problem: DraftProblem) => {
    switch (problem.kind) {
      case 'campaign':
        return named(draft.campaigns.find((c) => c.id === problem.id)?.campaignName);
      case 'unit':
        return named(draft.units.find((u) => u.id === problem.id)?.adgroupName);
      case 'keyword':
        return named(draft.keywords.find((k) => k.id === problem.id)?.keyword);
      case 'creative':
        return named(draft.creatives.find((c) => c.id === problem.id)?.title);
      case 'creativePicture':
        return t('drafts.preview.pictureOf', {
          creative: named(draft.creatives.find((c) => c.id === problem.id)?.title),
          number: (problem.picture ?? 0) + 1,
        });
    }
  };
}

/**
 * The preview's summary (docs/requirements.md#ad-drafts): what the draft holds, then a line for each kind
 * of item with errors ("There are unit errors") listing every problem with a link to its item, and the
 * warnings, which only advise.
 *
 * **When to use:** the preview step, before the upload is confirmed.
 *
 * **States:** no errors (the draft is ready), errors by kind with links to their items, warnings apart.
 *
 * - Do link every problem to its item, so it is fixed where it is.
 * - Don't block the upload on warnings; only errors block it.
 */
export function ErrorSummary({ draft, validation, navigator }: ErrorSummaryProps) {
  const { t } = useTranslation();
  const id = useId();
  const itemName = useItemName(draft);
  const problemText = useProblemText();
  const { errors, warnings, summary } = validation;
  const problemList = (problems: readonly DraftProblem[]) => (
    <ul className="flex flex-col gap-1">
      {problems.map((problem, index) => (
        <li key={index} className="flex flex-wrap gap-x-2">
          <DraftLink
            navigator={navigator}
            to={problemLocation(problem, draft)}
            className="font-medium text-primary-text underline-offset-2 hover:underline"
          >
            {itemName(problem)}
          </DraftLink>
          <span>{problemText(problem)}</span>
        </li>
      ))}
    </ul>
  );

  return (
    <div className="flex flex-col gap-4">
      <dl className="flex flex-wrap gap-x-6 gap-y-1">
        {(
          [
            ['drafts.preview.campaigns', draft.campaigns.length],
            ['drafts.preview.units', draft.units.length],
            ['drafts.preview.keywords', draft.keywords.length],
            ['drafts.preview.creatives', draft.creatives.length],
          ] as const
        ).map(([label, count]) => (
          <div key={label} className="flex gap-2">
            <dt className="text-muted">{t(label)}</dt>
            <dd className="font-medium tabular-nums">{count}</dd>
          </div>
        ))}
      </dl>
      {errors.length === 0 ? (
        <p className="rounded bg-success-soft px-3 py-2 text-success">{t('drafts.preview.noErrors')}</p>
      ) : (
        summary.map((line) => (
          <section
            key={line.kind}
            aria-labelledby={`${id}-${line.kind}`}
            className="flex flex-col gap-2 rounded border border-danger/30 bg-danger-soft/40 p-3"
          >
            <h3 id={`${id}-${line.kind}`} className="flex items-center gap-2 font-medium text-danger">
              {t(line.message)}
              <ErrorMark count={line.errors} />
            </h3>
            {problemList(errors.filter((problem) => problem.kind === line.kind))}
          </section>
        ))
      )}
      {warnings.length > 0 && (
        <details className="rounded border border-border p-3">
          <summary className="cursor-pointer text-warning">
            {t('drafts.preview.warnings', { count: warnings.length })}
          </summary>
          <div className="pt-2">{problemList(warnings)}</div>
        </details>
      )}
    </div>
  );
}
