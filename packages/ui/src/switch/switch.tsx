import { Switch as RadixSwitch } from 'radix-ui';
import { useId, type ComponentProps } from 'react';
import { cn } from '../cn';
import { FieldLabel } from '../field/field-label';

export interface SwitchProps extends Omit<ComponentProps<typeof RadixSwitch.Root>, 'children'> {
  /** The setting's name beside the switch; clicking it toggles the switch too. */
  label: string;
  /** Keeps the label for assistive tech only, where the layout already says what the switch is. */
  hideLabel?: boolean;
}

/**
 * A labelled on/off switch (Radix, role switch): Space or Enter toggles.
 *
 * **When to use:** for a setting that applies as soon as it is flipped (tags view, fixed header). For a
 * yes / no that is saved with a form use `Checkbox`.
 *
 * **States:** off, on, focus, disabled, long label.
 *
 * - Do: name the setting, not the action ("Fixed header", not "Turn on fixed header").
 * - Don't: make it wait for a Save button: then it is a `Checkbox`.
 */
export function Switch({ label, hideLabel, id, className, ...rest }: SwitchProps) {
  const generated = useId();
  const switchId = id ?? generated;
  return (
    <span className={cn('inline-flex max-w-full items-center gap-2', className)}>
      <RadixSwitch.Root
        id={switchId}
        className={cn(
          'inline-flex h-[calc(var(--adc-font-size)+6px)] w-[calc(var(--adc-font-size)*2+8px)] shrink-0 items-center rounded-full bg-border-strong p-0.5 transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary',
        )}
        {...rest}
      >
        <RadixSwitch.Thumb className="block size-[calc(var(--adc-font-size)+2px)] rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[calc(var(--adc-font-size)+2px)]" />
      </RadixSwitch.Root>
      <FieldLabel htmlFor={switchId} hidden={hideLabel} className="text-ink">
        {label}
      </FieldLabel>
    </span>
  );
}
