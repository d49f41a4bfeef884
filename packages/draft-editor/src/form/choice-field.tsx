import { cn } from '@adconsole/ui';
import { useId } from 'react';

export interface ChoiceFieldProps<V extends string | number> {
  legend: string;
  options: readonly { value: V; label: string }[];
  value: V | undefined;
  onChange: (value: V) => void;
  error?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * One choice of a few, as radio buttons in a named group (the provider's own console shows these as
 * buttons side by side): Tab reaches the chosen one, the arrow keys choose another.
 */
export function ChoiceField<V extends string | number>({
  legend,
  options,
  value,
  onChange,
  error,
  disabled,
  className,
}: ChoiceFieldProps<V>) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset
      className={cn('flex min-w-0 flex-col gap-1', className)}
      aria-describedby={error ? errorId : undefined}
      disabled={disabled}
    >
      <legend className="mb-1 text-control text-muted">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'relative inline-flex h-control cursor-pointer items-center gap-2 rounded border px-pad text-control',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary',
              'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
              option.value === value
                ? 'border-primary bg-primary-soft text-primary-text'
                : 'border-border bg-surface text-ink',
            )}
          >
            {/* The radio covers its button, so a click anywhere on the button is a click on the radio. */}
            <input
              type="radio"
              name={name}
              className="absolute inset-0 m-0 cursor-pointer opacity-0 disabled:cursor-not-allowed"
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-control-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
