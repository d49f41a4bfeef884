import { Popover as Radix } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../cn';
import { useSize } from '../size/size';

/**
 * A non-modal panel anchored to its trigger (Radix Popover): focus moves in on open, Escape or a click
 * outside closes it and focus returns. Name the content with `aria-label` or an `aria-labelledby` heading.
 *
 * **When to use:** for a small panel of controls tied to one button (a filter, a date picker). For a short
 * hint use `Tooltip`; for a list of actions use `DropdownMenu`; for a task that must finish first use `Dialog`.
 *
 * **States:** closed, open, narrow screen (never wider than the window).
 *
 * - Do: keep it small, with one clear way out (an Apply or Close button).
 * - Don't: stack a popover on a popover.
 */
export const Popover = Radix.Root;
export const PopoverTrigger = Radix.Trigger;
export const PopoverAnchor = Radix.Anchor;
export const PopoverClose = Radix.Close;

/** The panel, portalled to the body and aligned to the trigger's start. */
export function PopoverContent({
  className,
  sideOffset = 4,
  align = 'start',
  ...rest
}: ComponentProps<typeof Radix.Content>) {
  const size = useSize();
  return (
    <Radix.Portal>
      <Radix.Content
        data-size={size}
        sideOffset={sideOffset}
        align={align}
        className={cn(
          'z-50 max-w-[calc(100vw-1rem)] rounded border border-border bg-surface p-3 text-control text-ink shadow-lg outline-none',
          className,
        )}
        {...rest}
      />
    </Radix.Portal>
  );
}
