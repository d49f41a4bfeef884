import { useId, type InputHTMLAttributes } from 'react';
import { cn } from '../cn';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** A validation message shown under the input and announced with it. */
  error?: string;
}

/** A labelled input; its error is tied to it with aria-describedby and aria-invalid. */
export function TextField({ label, error, className, id, ...rest }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={inputId} className="text-[length:var(--adc-font-size)] text-muted">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          'h-[var(--adc-control-height)] rounded border bg-surface px-3 text-[length:var(--adc-font-size)] outline-none focus:border-primary',
          error ? 'border-danger' : 'border-border',
        )}
        {...rest}
      />
      {error && (
        <p id={errorId} className="text-xs text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
