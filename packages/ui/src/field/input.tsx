import type { ComponentProps } from 'react';
import { cn } from '../cn';

export interface InputProps extends ComponentProps<'input'> {
  /** Marks the value as rejected (red border, aria-invalid). */
  invalid?: boolean;
}

/**
 * A bare input in the global size; the caller names it (a <label>, aria-label or aria-labelledby).
 * TextField is the labelled form.
 */
export function Input({ invalid, className, ...rest }: InputProps) {
  return (
    <input
      aria-invalid={invalid || undefined}
      className={cn(
        'h-control rounded border bg-surface px-pad text-control text-ink outline-none placeholder:text-muted focus:border-primary focus-ring disabled:cursor-not-allowed disabled:bg-canvas',
        invalid ? 'border-danger' : 'border-border',
        className,
      )}
      {...rest}
    />
  );
}
