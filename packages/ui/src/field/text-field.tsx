import { useId } from 'react';
import { cn } from '../cn';
import { FieldLabel } from './field-label';
import { Input, type InputProps } from './input';

export interface TextFieldProps extends Omit<InputProps, 'invalid'> {
  label: string;
  hideLabel?: boolean;
  /** A validation message shown under the input and announced with it. */
  error?: string;
}

/** A labelled input; its error is tied to it with aria-describedby and aria-invalid. */
export function TextField({ label, hideLabel, error, className, id, ...rest }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <FieldLabel htmlFor={inputId} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <Input id={inputId} invalid={Boolean(error)} aria-describedby={error ? errorId : undefined} {...rest} />
      {error && (
        <p id={errorId} className="text-control-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
