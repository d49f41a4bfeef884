import { ContextMenu as Radix } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../cn';
import { useSize } from '../size/size';
import { menuContentClass, menuItemClass, menuLabelClass, menuSeparatorClass } from './menu-styles';

/**
 * A menu on right-click or the keyboard's context-menu key (Radix ContextMenu), e.g. the tags bar's close,
 * close others, close all, refresh. Arrows move, Enter picks, Escape closes.
 */
export const ContextMenu = Radix.Root;
export const ContextMenuTrigger = Radix.Trigger;
export const ContextMenuGroup = Radix.Group;

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

export function ContextMenuItem({ className, ...rest }: ComponentProps<typeof Radix.Item>) {
  return <Radix.Item className={cn(menuItemClass, className)} {...rest} />;
}

export function ContextMenuLabel({ className, ...rest }: ComponentProps<typeof Radix.Label>) {
  return <Radix.Label className={cn(menuLabelClass, className)} {...rest} />;
}

export function ContextMenuSeparator({ className, ...rest }: ComponentProps<typeof Radix.Separator>) {
  return <Radix.Separator className={cn(menuSeparatorClass, className)} {...rest} />;
}
