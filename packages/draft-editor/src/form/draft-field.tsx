import { cn } from '@adconsole/ui';
import { useId, type ReactNode } from 'react';
import { ByteCounter } from './byte-counter';

/** What a field gives its control: its id, the ids of the texts that describe it, its width. */
export interface FieldControlProps {
  id: string;
  className: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface DraftFieldProps {
  label: string;
  /** The rule's message, translated: shown under the control and read with it. */
  error?: string;
  /** Advice that does not block saving (docs/requirements.md#ad-drafts). */
  warnings?: readonly string[];
  hint?: string;
  /** A byte counter beside the label: the length as the provider counts it and its limit. */
  counter?: { count: number; max: number };
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled field of a draft form: its control, byte counter, hint, error and warnings, tied together. */
export function DraftField({
  label,
  error,
  warnings = [],
  hint,
  counter,
  className,
  children,
}: DraftFieldProps) {
  const id = useId();
  const described = [
    counter && `${id}-counter`,
    hint && `${id}-hint`,
    error && `${id}-error`,
    warnings.length > 0 && `${id}-warnings`,
  ].filter(Boolean);
  return (
    <div className={cn('flex min-w-0 flex-col gap-1', className)}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-control text-muted">
          {label}
        </label>
        {counter && <ByteCounter id={`${id}-counter`} {...counter} />}
      </div>
      {children({
        id,
        className: 'w-full min-w-0',
        'aria-describedby': described.length ? described.join(' ') : undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="text-control-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-control-sm text-danger">
          {error}
        </p>
      )}
      {warnings.length > 0 && (
        <ul id={`${id}-warnings`} className="text-control-sm text-warning">
          {warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The classes of a multi-line text control, matching the kit's inputs. */
export const textAreaClass =
  'min-h-32 w-full rounded border bg-surface px-pad py-2 text-control text-ink outline-none placeholder:text-muted focus:border-primary focus-ring disabled:cursor-not-allowed disabled:bg-canvas aria-invalid:border-danger border-border';
