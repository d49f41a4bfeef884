import { ContextMenu as Radix } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../cn';
import { useSize } from '../size/size';
import { menuContentClass, menuItemClass, menuLabelClass, menuSeparatorClass } from './menu-styles';

// Radix's ContextMenu, styled: loaded once the page is idle or on the first right-click (see
// `context-menu.tsx`).
export const ContextMenu = Radix.Root;
export const ContextMenuTrigger = Radix.Trigger;
export const ContextMenuGroup = Radix.Group;

/** The menu's panel, portalled to the body at the pointer. */
export function ContextMenuContent({ className, ...rest }: ComponentProps<typeof Radix.Content>) {
  const size = useSize();
  return (
    <Radix.Portal>
      <Radix.Content
        data-size={size}
        className={cn(
          menuContentClass,
          'max-h-[var(--radix-context-menu-content-available-height)]',
          className,
        )}
        {...rest}
      />
    </Radix.Portal>
  );
}

/** One action; `disabled` keeps it visible but skipped by the arrows. */
export function ContextMenuItem({ className, ...rest }: ComponentProps<typeof Radix.Item>) {
  return <Radix.Item className={cn(menuItemClass, className)} {...rest} />;
}

/** A group's heading; not an item. */
export function ContextMenuLabel({ className, ...rest }: ComponentProps<typeof Radix.Label>) {
  return <Radix.Label className={cn(menuLabelClass, className)} {...rest} />;
}

/** A line between groups of items. */
export function ContextMenuSeparator({ className, ...rest }: ComponentProps<typeof Radix.Separator>) {
  return <Radix.Separator className={cn(menuSeparatorClass, className)} {...rest} />;
}
