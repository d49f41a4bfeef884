import type { ComponentProps } from 'react';
import { cn } from '../cn';

export interface InputProps extends ComponentProps<'input'> {
  /** Marks the value as rejected (red border, aria-invalid). */
  invalid?: boolean;
}

/**
 * A bare text input in the global size; the caller names it (a `<label>`, `aria-label` or `aria-labelledby`).
 *
 * **When to use:** where the layout already says what the field is (a search box, the go-to-page field, a
 * cell of an editable table). For a field of a form use `TextField`: it has the label, error and description.
 *
 * **States:** empty (placeholder), filled, focus (2 px outline), invalid (red border), disabled.
 *
 * - Do: give it an accessible name; a placeholder is not one.
 * - Don't: mark it `invalid` without a message that says what to fix (`TextField`'s `error`).
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
