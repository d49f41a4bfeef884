import { useTranslation } from '@adconsole/i18n';
import { Select as RadixSelect } from 'radix-ui';
import { useId } from 'react';
import { cn } from '../cn';
import { FieldLabel } from '../field/field-label';
import { CheckIcon, ChevronDownIcon } from '../icons/icons';
import { menuContentClass, menuItemClass } from '../menu/menu-styles';
import { useSize } from '../size/size';

export interface SelectOption {
  /** What `onValueChange` receives; unique among the options. */
  value: string;
  /** What the user reads, in the list and in the field once chosen. */
  label: string;
  /** Shown but cannot be picked. */
  disabled?: boolean;
}

export interface SelectProps {
  /** The field's name, shown above it and read as its accessible name. */
  label: string;
  /** Keeps the label for assistive tech only, where the layout already says what the field is. */
  hideLabel?: boolean;
  /** The choices, in the order shown. */
  options: readonly SelectOption[];
  /** The chosen option's value, when the caller holds the state. */
  value?: string;
  /** The option chosen at first, when the Select holds the state itself. */
  defaultValue?: string;
  /** Called with the value of the option the user picks. */
  onValueChange?: (value: string) => void;
  /** Shown while nothing is chosen; the kit's translated "Please select" when not given. */
  placeholder?: string;
  /** The whole field cannot be opened. */
  disabled?: boolean;
  /** A value must be chosen before its form submits. */
  required?: boolean;
  /** The form field name the value is submitted under. */
  name?: string;
  /** The trigger's id; generated when not given. */
  id?: string;
  /** Classes of the wrapper around the label and the field. */
  className?: string;
  /** Classes of the trigger button, e.g. its width. */
  triggerClassName?: string;
}

/**
 * A labelled single-choice list (Radix Select): arrows, Home/End and typing move, Enter picks.
 *
 * **When to use:** to pick one of a few known values (device, page size). For on / off use `Switch`; for
 * several choices at once use `Checkbox`es; for a list of actions use `DropdownMenu`.
 *
 * **States:** placeholder (nothing chosen), chosen, open, focus, disabled option, disabled, long option.
 *
 * - Do: order the options the way users look for them (by size, by use, or alphabetically).
 * - Don't: put actions ("Delete…") among the options: picking a value should do nothing else.
 */
export function Select({
  label,
  hideLabel,
  options,
  placeholder,
  id,
  className,
  triggerClassName,
  ...root
}: SelectProps) {
  const { t } = useTranslation();
  const size = useSize();
  const generated = useId();
  const triggerId = id ?? generated;
  return (
    <div className={cn('inline-flex flex-col gap-1', className)}>
      <FieldLabel htmlFor={triggerId} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <RadixSelect.Root {...root}>
        <RadixSelect.Trigger
          id={triggerId}
          className={cn(
            'inline-flex h-control min-w-32 items-center justify-between gap-2 rounded border border-border bg-surface px-pad text-control text-ink outline-none',
            'focus-ring focus-visible:border-primary data-[placeholder]:text-muted disabled:cursor-not-allowed disabled:bg-canvas',
            triggerClassName,
          )}
        >
          <RadixSelect.Value placeholder={placeholder ?? t('ui.selectPlaceholder')} />
          <RadixSelect.Icon className="text-muted">
            <ChevronDownIcon />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content
            data-size={size}
            position="popper"
            sideOffset={4}
            className={cn(
              menuContentClass,
              'max-h-[var(--radix-select-content-available-height)] min-w-[var(--radix-select-trigger-width)]',
            )}
          >
            <RadixSelect.Viewport>
              {options.map((option) => (
                <RadixSelect.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  className={cn(menuItemClass, 'pr-8')}
                >
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator className="absolute right-2 inline-flex text-primary-text">
                    <CheckIcon />
                  </RadixSelect.ItemIndicator>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </div>
  );
}
