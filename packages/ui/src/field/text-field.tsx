import { useId } from 'react';
import { cn } from '../cn';
import { FieldLabel } from './field-label';
import { Input, type InputProps } from './input';

export interface TextFieldProps extends Omit<InputProps, 'invalid'> {
  label: string;
  hideLabel?: boolean;
  /** A validation message shown under the input and announced with it. */
  error?: string;
  /** What the value is or where it comes from, shown under the input and read with it (after the error). */
  description?: string;
}

/** A labelled input; its error and description are tied to it with aria-describedby, the error with aria-invalid. */
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
