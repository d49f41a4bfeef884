import { useTranslation } from '@adconsole/i18n';
import { Select as RadixSelect } from 'radix-ui';
import { useId } from 'react';
import { cn } from '../cn';
import { FieldLabel } from '../field/field-label';
import { CheckIcon, ChevronDownIcon } from '../icons/icons';
import { menuContentClass, menuItemClass } from '../menu/menu-styles';
import { useSize } from '../size/size';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: string;
  hideLabel?: boolean;
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Shown while nothing is chosen; the kit's translated "Please select" when not given. */
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  id?: string;
  className?: string;
  /** Classes of the trigger button, e.g. its width. */
  triggerClassName?: string;
}

/** A labelled single-choice list (Radix Select): arrows, Home/End and typing move, Enter picks. */
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
