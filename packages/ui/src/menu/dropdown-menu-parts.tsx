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

// Radix's DropdownMenu, styled: loaded on the first press of a menu's button (see `dropdown-menu.tsx`).
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
  openedByKey,
  ...rest
}: ComponentProps<typeof Radix.Content> & {
  /** Where the menu is rendered: the document's body unless given (a landmark, to keep the menu inside it). */
  container?: HTMLElement | null;
  /**
   * Opened by a key before Radix was here, so Radix did not see the key: the first item takes the focus, as
   * when Radix opens it from the keyboard itself.
   */
  openedByKey?: () => boolean;
}) {
  const size = useSize();
  // Radix hands this on to the menu's focus scope, though DropdownMenu's types leave it out.
  const focusFirstItem = {
    onOpenAutoFocus: (event: Event) => {
      if (!openedByKey?.()) return;
      event.preventDefault();
      (event.currentTarget as HTMLElement)
        .querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')
        ?.focus();
    },
  };
  return (
    <Radix.Portal container={container}>
      <Radix.Content
        data-size={size}
        sideOffset={sideOffset}
        align={align}
        {...focusFirstItem}
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
