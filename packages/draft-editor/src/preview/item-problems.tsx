import { useTranslation } from '@adconsole/i18n';
import { fieldLabelOf } from '../form/field-labels';
import type { DraftProblem } from '@adconsole/draft-rules';

/** What a problem says: its field's label, when it is about one field, then the rule's message. */
export function useProblemText() {
  const { t } = useTranslation();
  return (problem: Pick<DraftProblem, 'field' | 'message'>) => {
    const label = problem.field ? fieldLabelOf(problem.field) : undefined;
    return label
      ? t('drafts.editor.fieldProblem', { field: t(label), message: t(problem.message) })
      : t(problem.message);
  };
}

export interface ItemProblemsProps {
  /** The item's errors, shown first, in red. */
  errors: readonly DraftProblem[];
  /** The item's warnings, which only advise, in amber. */
  warnings?: readonly DraftProblem[];
}

/**
 * An item's errors (red) and warnings (amber), one a line, as a list row or a node shows them.
 *
 * **When to use:** the problems column of the keyword and creative tables, and wherever one item's
 * problems are listed.
 *
 * **States:** errors and warnings, warnings only, nothing (renders nothing).
 *
 * - Do pass the item's problems only (`problemsOf(validation.errors, kind, id)`).
 * - Don't shorten the messages; they wrap.
 */
export function ItemProblems({ errors, warnings = [] }: ItemProblemsProps) {
  const text = useProblemText();
  if (!errors.length && !warnings.length) return null;
  return (
    <ul className="flex flex-col gap-0.5 text-control-sm">
      {errors.map((problem, index) => (
        <li key={`e${index}`} className="text-danger">
          {text(problem)}
        </li>
      ))}
      {warnings.map((problem, index) => (
        <li key={`w${index}`} className="text-warning">
          {text(problem)}
        </li>
      ))}
    </ul>
  );
}

/**
 * A count of errors beside an item's name: a mark, read out as "2 errors".
 *
 * **When to use:** after an item's or a step's name in the navigation and the stepper.
 *
 * **States:** a count (one digit or more, the mark grows), none (renders nothing).
 *
 * - Do put it after the name, inside the link, so it is read with it.
 * - Don't use it for warnings: it means the draft cannot be uploaded.
 */
export function ErrorMark({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <span className="inline-flex h-[1.5em] min-w-[1.5em] shrink-0 items-center justify-center rounded-full bg-danger px-1.5 text-control-sm leading-none font-medium text-danger-foreground">
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{t('drafts.editor.errorCount', { count })}</span>
    </span>
  );
}
