import { Select as RadixSelect } from 'radix-ui';
import type { Ref } from 'react';
import { cn } from '../cn';
import { CheckIcon, ChevronDownIcon } from '../icons/icons';
import { menuContentClass, menuItemClass } from '../menu/menu-styles';
import { useSize } from '../size/size';
import { selectTriggerClass, type SelectProps } from './select';

/**
 * The field as Radix Select (its trigger, list and keyboard), loaded on the first hover, focus or press of
 * the field that `Select` shows until then (docs/architecture.md#bundle-budgets).
 */
export function SelectList({
  options,
  placeholder,
  triggerId,
  triggerClassName,
  triggerRef,
  ...root
}: Omit<SelectProps, 'label' | 'hideLabel' | 'id' | 'className' | 'placeholder'> & {
  placeholder: string;
  triggerId: string;
  triggerRef: Ref<HTMLButtonElement>;
  defaultOpen: boolean;
}) {
  const size = useSize();
  return (
    <RadixSelect.Root {...root}>
      <RadixSelect.Trigger
        id={triggerId}
        ref={triggerRef}
        className={cn(selectTriggerClass, triggerClassName)}
      >
        <RadixSelect.Value placeholder={placeholder} />
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
  );
}
