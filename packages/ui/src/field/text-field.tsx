import { useId } from 'react';
import { cn } from '../cn';
import { FieldLabel } from './field-label';
import { Input, type InputProps } from './input';

export interface TextFieldProps extends Omit<InputProps, 'invalid'> {
  /** The field's name, shown above the input and read as its accessible name. */
  label: string;
  /** Keeps the label for assistive tech only, where the layout already says what the field is. */
  hideLabel?: boolean;
  /** A validation message shown under the input and announced with it. */
  error?: string;
  /** What the value is or where it comes from, shown under the input and read with it (after the error). */
  description?: string;
}

/**
 * A labelled text input; its error and description are tied to it with aria-describedby, the error with
 * aria-invalid.
 *
 * **When to use:** for typed text and numbers in forms and filters. To pick from known values use `Select`;
 * for yes / no use `Checkbox` (saved with the form) or `Switch` (applies at once).
 *
 * **States:** empty, filled, focus, error (red border and message), with description, disabled, long text.
 *
 * - Do: write the error as what to do ("Please enter the campaign name"), not "Invalid input".
 * - Do: keep the label short; say more in `description`.
 * - Don't: put instructions in the placeholder: they disappear as soon as the user types.
 */
export function TextField({ label, hideLabel, error, description, className, id, ...rest }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const descriptionId = `${inputId}-description`;
  const describedBy = [error && errorId, description && descriptionId].filter(Boolean).join(' ');
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <FieldLabel htmlFor={inputId} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <Input id={inputId} invalid={Boolean(error)} aria-describedby={describedBy || undefined} {...rest} />
      {error && (
        <p id={errorId} className="text-control-sm text-danger">
          {error}
        </p>
      )}
      {description && (
        <p id={descriptionId} className="text-control-sm text-muted">
          {description}
        </p>
      )}
    </div>
  );
}
