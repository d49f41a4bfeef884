import { DropdownMenu as Radix } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../cn';
import { CheckIcon, DotIcon } from '../icons/icons';
import { useSize } from '../size/size';
import {
  menuContentClass,
  menuIndicatorClass,
  menuIndicatorItemClass,
  menuItemClass,
  menuLabelClass,
  menuSeparatorClass,
} from './menu-styles';

/**
 * A menu opened from a button (Radix DropdownMenu): Enter, Space or ArrowDown opens it, arrows move,
 * Enter picks, Escape closes and returns focus. Compose it like Radix's parts.
 *
 * **When to use:** for actions on one thing (the user menu) or a few view choices (the size selector). To
 * pick a value in a form use `Select`; for a right-click menu use `ContextMenu`.
 *
 * **States:** closed, open, highlighted item, disabled item, checked item (checkbox or radio), long item.
 *
 * - Do: name actions with a verb ("Log out"); group items with a label and separators.
 * - Don't: hide the main action of a page in a menu when a button fits.
 */
export const DropdownMenu = Radix.Root;
export const DropdownMenuTrigger = Radix.Trigger;
export const DropdownMenuGroup = Radix.Group;
export const DropdownMenuRadioGroup = Radix.RadioGroup;

/** The menu's panel, portalled to the body and aligned to the trigger's end. */
export function DropdownMenuContent({
  className,
  sideOffset = 4,
  align = 'end',
  container,
  ...rest
}: ComponentProps<typeof Radix.Content> & {
  /** Where the menu is rendered: the document's body unless given (a landmark, to keep the menu inside it). */
  container?: HTMLElement | null;
}) {
  const size = useSize();
  return (
    <Radix.Portal container={container}>
      <Radix.Content
        data-size={size}
        sideOffset={sideOffset}
        align={align}
        className={cn(
          menuContentClass,
          'max-h-[var(--radix-dropdown-menu-content-available-height)]',
          className,
        )}
        {...rest}
      />
    </Radix.Portal>
  );
}

/** One action; `disabled` keeps it visible but skipped by the arrows. */
export function DropdownMenuItem({ className, ...rest }: ComponentProps<typeof Radix.Item>) {
  return <Radix.Item className={cn(menuItemClass, className)} {...rest} />;
}

/** An on/off choice in the menu, with a check mark when on. */
export function DropdownMenuCheckboxItem({
  className,
  children,
  ...rest
}: ComponentProps<typeof Radix.CheckboxItem>) {
  return (
    <Radix.CheckboxItem className={cn(menuItemClass, menuIndicatorItemClass, className)} {...rest}>
      <Radix.ItemIndicator className={menuIndicatorClass}>
        <CheckIcon />
      </Radix.ItemIndicator>
      {children}
    </Radix.CheckboxItem>
  );
}

/** One of the choices of a DropdownMenuRadioGroup, marked with a dot when chosen. */
export function DropdownMenuRadioItem({
  className,
  children,
  ...rest
}: ComponentProps<typeof Radix.RadioItem>) {
  return (
    <Radix.RadioItem className={cn(menuItemClass, menuIndicatorItemClass, className)} {...rest}>
      <Radix.ItemIndicator className={menuIndicatorClass}>
        <DotIcon />
      </Radix.ItemIndicator>
      {children}
    </Radix.RadioItem>
  );
}

/** A group's heading; not an item. */
export function DropdownMenuLabel({ className, ...rest }: ComponentProps<typeof Radix.Label>) {
  return <Radix.Label className={cn(menuLabelClass, className)} {...rest} />;
}

/** A line between groups of items. */
export function DropdownMenuSeparator({ className, ...rest }: ComponentProps<typeof Radix.Separator>) {
  return <Radix.Separator className={cn(menuSeparatorClass, className)} {...rest} />;
}
