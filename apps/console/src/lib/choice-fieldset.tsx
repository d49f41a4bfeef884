import { useId, type ReactNode } from 'react';

export interface ChoiceFieldsetProps {
  legend: string;
  /** What the choice means, read with the group. */
  hint?: string;
  /** The message of a refused choice, shown and read beside the group. */
  error?: string;
  children: ReactNode;
}

/** A group of checkboxes (accounts, channels, recipients) with its legend, its hint and its error. */
export function ChoiceFieldset({ legend, hint, error, children }: ChoiceFieldsetProps) {
  const id = useId();
  const described = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={described || undefined}>
      <legend className="mb-1 text-control text-muted">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="text-control-sm text-muted">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="text-control-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
