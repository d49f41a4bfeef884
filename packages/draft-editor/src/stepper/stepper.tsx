import { cn } from '@adconsole/ui';
import { inPageClick } from '../navigation/draft-link';
import { ErrorMark } from '../preview/item-problems';

export interface StepperStep<Id extends string> {
  /** The step's id, passed to `hrefOf` and `onSelect`. */
  id: Id;
  /** The step's name, shown after its number. */
  label: string;
  /** Errors of the step's items, marked beside its label. */
  errors?: number;
  /** A step that cannot be opened yet (a draft not saved has no keywords to import). */
  disabled?: boolean;
}

export interface StepperProps<Id extends string> {
  /** The name of the steps' navigation. */
  label: string;
  /** The steps, in order. */
  steps: readonly StepperStep<Id>[];
  /** The open step. */
  current: Id;
  /** A step's address, so each step is a real link. */
  hrefOf: (step: Id) => string;
  /** Called with the step chosen by a plain click or Enter. */
  onSelect: (step: Id) => void;
}

/**
 * Numbered steps, each a link, the current one marked (`aria-current="step"`); steps may be opened in any
 * order once they are open at all.
 *
 * **When to use:** the steps of a flow the user may go through in any order (the draft editor's).
 *
 * **States:** current (highlighted), done or to do (plain), with an error count, disabled (not a link yet).
 *
 * - Do keep the labels short: one or two words.
 * - Don't use it for a wizard that must be followed in order.
 */
export function Stepper<Id extends string>({ label, steps, current, hrefOf, onSelect }: StepperProps<Id>) {
  const currentIndex = steps.findIndex((step) => step.id === current);
  return (
    <nav aria-label={label}>
      <ol className="grid grid-cols-2 gap-2 sm:flex sm:items-center sm:gap-0">
        {steps.map((step, index) => {
          const isCurrent = step.id === current;
          const content = (
            <>
              <span
                aria-hidden="true"
                className={cn(
                  'inline-flex size-7 shrink-0 items-center justify-center rounded-full border text-control-sm font-medium',
                  isCurrent
                    ? 'border-primary bg-primary text-primary-foreground'
                    : index < currentIndex
                      ? 'border-primary text-primary-text'
                      : 'border-border text-muted',
                )}
              >
                {index + 1}
              </span>
              <span className="min-w-0">{step.label}</span>
              <ErrorMark count={step.errors ?? 0} />
            </>
          );
          const itemClass = 'flex min-w-0 items-center gap-2 rounded px-2 py-1.5 text-control';
          return (
            <li key={step.id} className="flex min-w-0 items-center sm:flex-1 sm:last:flex-none">
              {step.disabled ? (
                <span
                  aria-disabled="true"
                  className={cn(itemClass, 'cursor-not-allowed text-muted opacity-70')}
                >
                  {content}
                </span>
              ) : (
                <a
                  href={hrefOf(step.id)}
                  onClick={inPageClick(() => onSelect(step.id))}
                  aria-current={isCurrent ? 'step' : undefined}
                  className={cn(
                    itemClass,
                    'hover:bg-canvas focus-visible:outline-2 focus-visible:outline-primary',
                    isCurrent ? 'font-medium text-primary-text' : 'text-ink',
                  )}
                >
                  {content}
                </a>
              )}
              {index < steps.length - 1 && (
                <span aria-hidden="true" className="mx-2 hidden h-px flex-1 bg-border sm:block" />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
