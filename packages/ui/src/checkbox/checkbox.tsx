import { Checkbox as RadixCheckbox } from 'radix-ui';
import { useId, type ComponentProps } from 'react';
import { cn } from '../cn';
import { FieldLabel } from '../field/field-label';
import { CheckIcon, MinusIcon } from '../icons/icons';

export interface CheckboxProps extends Omit<ComponentProps<typeof RadixCheckbox.Root>, 'children'> {
  /** The visible name beside the box; clicking it toggles the box too. */
  label: string;
  /** For a checkbox whose meaning the layout shows (a table row), named for assistive tech only. */
  hideLabel?: boolean;
}

/**
 * A labelled checkbox (Radix): Space toggles; `checked="indeterminate"` shows a partial choice.
 *
 * **When to use:** to choose any number of items, or a yes / no that takes effect when its form is saved. For
 * a setting that applies at once use `Switch`; for one of several values use `Select`.
 *
 * **States:** unchecked, checked, indeterminate (some rows chosen), focus, disabled, long label.
 *
 * - Do: word the label so that checked means yes ("Follow account").
 * - Don't: use a negative label ("Do not notify me"): a checked "not" is hard to read.
 */
export function Checkbox({ label, hideLabel, id, className, ...rest }: CheckboxProps) {
  const generated = useId();
  const boxId = id ?? generated;
  return (
    <span className={cn('inline-flex max-w-full items-center gap-2', className)}>
      <RadixCheckbox.Root
        id={boxId}
        className={cn(
          'group inline-flex size-[calc(var(--adc-font-size)+2px)] shrink-0 items-center justify-center rounded-sm border border-border-strong bg-surface text-primary-foreground',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-50',
          'data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary',
        )}
        {...rest}
      >
        <RadixCheckbox.Indicator className="inline-flex">
          <CheckIcon className="hidden group-data-[state=checked]:block" />
          <MinusIcon className="hidden group-data-[state=indeterminate]:block" />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <FieldLabel htmlFor={boxId} hidden={hideLabel} className="text-ink">
        {label}
      </FieldLabel>
    </span>
  );
}
